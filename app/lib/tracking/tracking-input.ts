// The tracking-input rules (docs/product.md §S5, §D2, §D8.2), shared by the landing
// form, the /tracking results page and the tests. Pure: runs on server and client alike.
import type { MessageKey, MessageValues } from "~/i18n/translate";
import { CARRIER_RULES, type CarrierRules } from "~/lib/tracking/carriers";

/**
 * Typed characters the input accepts (the form's maxlength) and the results page reads
 * (docs/product.md §D9.2): 35 of the longest numbers (34 characters) with separators need about
 * 1,260, and a pasted message needs room around them.
 */
export const TRACKING_INPUT_MAX_LENGTH = 2000;
/** Numbers per look-up: the carrier's own limit (docs/product.md §D2 reads the spec's "35" this way). */
export const MAX_TRACKING_NUMBERS = 35;

/** The rule's messages as catalog keys (app/i18n/catalogs/<language>/tracking.ts): the UI translates them. */
export const TRACKING_MESSAGES = {
  empty: { title: "tracking.input.empty.title", description: "tracking.input.empty.description" },
  invalid: { title: "tracking.input.invalid.title", description: "tracking.input.invalid.description" },
  tooMany: {
    title: "tracking.input.tooMany.title",
    description: "tracking.input.tooMany.description",
    values: { max: MAX_TRACKING_NUMBERS },
  },
  tooLong: {
    title: "tracking.input.tooLong.title",
    description: "tracking.input.tooLong.description",
    values: { max: TRACKING_INPUT_MAX_LENGTH },
  },
  resultsInvalid: "tracking.input.resultsInvalid",
} as const satisfies Record<string, TrackingMessage | MessageKey>;

export type TrackingInputProblem = "empty" | "invalid" | "too-many" | "too-long";
/** A message the UI shows: its catalog key and the values it names. */
export type TrackingText = { key: MessageKey; values?: MessageValues };
export type TrackingMessage = { title: MessageKey; description: MessageKey; values?: MessageValues };

export type TrackingInputCheck =
  | {
      ok: true;
      cleaned: string;
      /** Normalised, each once, in the order they were found. */
      numbers: string[];
      /** True when numbers were taken out of longer text, so the page can say what it understood. */
      extracted: boolean;
    }
  | { ok: false; reason: TrackingInputProblem };

// Characters the spec strips before anything else (they could only ever be markup).
const STRIPPED_CHARACTERS = /[<>"'&]/g;
// `\s` is the same whitespace set trim() removes, so a pasted non-breaking space is formatting.
const ALLOWED_AFTER_CLEANING = /^[A-Za-z0-9\s,.-]*$/;
const NUMBER_FORMATTING = /[\s.-]+/g;
// Where pasted lists break: commas, semicolons and line breaks (a spreadsheet column, a receipt).
const PIECE_SEPARATORS = /[,;\n\r\u2028\u2029]+/;
// Inside a piece, anything but letters, digits and formatting ("#", ":", "!") ends a number.
const HARD_SEPARATORS = /[^A-Za-z0-9\s.-]+/;

export function cleanTrackingInput(raw: string): string {
  return raw.replace(STRIPPED_CHARACTERS, "").trim();
}

/** Upper-cases and drops spaces, hyphens and periods, which are only formatting inside a number. */
export function normaliseTrackingNumber(segment: string): string {
  // Upper-case first, so nothing the upper-casing yields can survive the removal.
  return segment.toUpperCase().replace(NUMBER_FORMATTING, "");
}

/** Pieces between commas, semicolons and line breaks; pieces that are only formatting are dropped. */
export function splitTrackingPieces(cleaned: string): string[] {
  return cleaned
    .split(PIECE_SEPARATORS)
    .map((piece) => piece.trim())
    .filter((piece) => normaliseTrackingNumber(piece) !== "");
}

/**
 * Formats with a structure beyond their check digit: UPU S10 (letters, serial, check,
 * country), UPS 1Z, and USPS/FedEx barcodes of 20+ digits that start with their application
 * prefix (92-96, or the 420 ZIP routing prefix). Only these may be carved out of run-together
 * digits or span several words. Any other all-digit format passes its check digit by chance one
 * time in seven to ten, so it is taken only when it is a whole word: nothing is invented.
 */
export function isStructuredTrackingNumber(candidate: string): boolean {
  if (candidate.startsWith("1Z")) return true;
  if (/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(candidate)) return true;
  return candidate.length >= 20 && /^(?:9[2-6]|420)\d+$/.test(candidate);
}

/** Best way to reach a position: characters covered, numbers used, and the step that got here. */
type Step = { covered: number; count: number; from: number; number: string | null };

function isBetter(covered: number, count: number, current: Step | undefined): boolean {
  return !current || covered > current.covered || (covered === current.covered && count < current.count);
}

export interface TrackingInputRules {
  checkTrackingInput(raw: string): TrackingInputCheck;
  findTrackingNumbers(text: string): string[];
}

/**
 * The paste rule over a carrier table's rules: which numbers it recognises and which lengths it
 * tries come from carriers.ts, so a new format is found in pasted text with no edit here.
 */
export function createTrackingInput(
  rules: Pick<CarrierRules<string>, "recognise" | "numberLengths">,
): TrackingInputRules {
  const recognise = (normalised: string) => rules.recognise(normalised);
  const { numberLengths } = rules;

  /**
   * The recognised numbers in a stretch of letters, digits and formatting (no hard separators),
   * chosen to cover as many characters as possible, then with as few numbers as possible. A
   * number starts at a word or where the previous number ended, and ends at a word's end or where
   * the next begins; words outside numbers are skipped whole.
   */
  function numbersInGroup(group: string): string[] {
    const whole = normaliseTrackingNumber(group);
    // The group is one number written with spaces ("DHL: 3318 8100 25!").
    if (whole !== "" && recognise(whole)) return [whole];
    const words = group
      .toUpperCase()
      .split(NUMBER_FORMATTING)
      .filter((word) => word !== "");
    const text = words.join("");
    const wordEndAt = new Int32Array(text.length + 1).fill(-1);
    let at = 0;
    for (const word of words) {
      wordEndAt[at] = at + word.length;
      at += word.length;
    }

    const best: Array<Step | undefined> = new Array(text.length + 1);
    best[0] = { covered: 0, count: 0, from: -1, number: null };
    for (let start = 0; start < text.length; start += 1) {
      const here = best[start];
      if (!here) continue;
      const wordEnd = wordEndAt[start];
      if (wordEnd !== -1 && isBetter(here.covered, here.count, best[wordEnd])) {
        best[wordEnd] = { covered: here.covered, count: here.count, from: start, number: null };
      }
      for (const length of numberLengths) {
        const end = start + length;
        if (end > text.length) break;
        const candidate = text.slice(start, end);
        if (!(end === wordEnd || isStructuredTrackingNumber(candidate))) continue;
        if (!isBetter(here.covered + length, here.count + 1, best[end])) continue;
        if (!recognise(candidate)) continue;
        best[end] = { covered: here.covered + length, count: here.count + 1, from: start, number: candidate };
      }
    }

    // Ending inside a word was only a step towards the next number: the group must end whole.
    const numbers: string[] = [];
    for (let step = best[text.length]; step && step.from >= 0; step = best[step.from]) {
      if (step.number) numbers.unshift(step.number);
    }
    return numbers;
  }

  /** The recognised numbers in one piece of the input. */
  function numbersInPiece(piece: string): string[] {
    const whole = normaliseTrackingNumber(piece);
    // A piece that is one recognised number stays whole: its spaces and hyphens are formatting.
    if (ALLOWED_AFTER_CLEANING.test(piece) && recognise(whole)) return [whole];
    return piece.split(HARD_SEPARATORS).flatMap(numbersInGroup);
  }

  /**
   * The one rule for what people type or paste (docs/product.md §D2, §D8.2), used by the landing form, the
   * results page and the tests. Pieces split at commas, semicolons and line breaks; a piece that
   * is one recognised number stays whole; otherwise the recognised numbers are found inside it,
   * check digits deciding how spaces and run-together digits group. Text with characters outside
   * the allowed set is accepted when it holds at least one recognised number. A piece of allowed
   * characters with digits but no recognised number is kept whole: recognition labels, it does
   * not gate.
   * Never throws.
   */
  function checkTrackingInput(raw: string): TrackingInputCheck {
    // First, so an oversized paste costs nothing more than a length read.
    if (raw.length > TRACKING_INPUT_MAX_LENGTH) return { ok: false, reason: "too-long" };
    const cleaned = cleanTrackingInput(raw);
    const pieces = splitTrackingPieces(cleaned);
    if (pieces.length === 0) return { ok: false, reason: "empty" };
    const plain = ALLOWED_AFTER_CLEANING.test(cleaned.replace(/;/g, ","));

    let extracted = false;
    const found: string[] = [];
    for (const piece of pieces) {
      const numbers = numbersInPiece(piece);
      if (numbers.length === 0) {
        // Typed, not recognised, but number-like: still handed over as it is (recognition labels,
        // it does not gate), unless it came with other text. Words without a digit are no number.
        if (plain && /\d/.test(piece)) found.push(normaliseTrackingNumber(piece));
        else extracted = true;
        continue;
      }
      if (numbers.length > 1 || numbers[0] !== normaliseTrackingNumber(piece)) extracted = true;
      found.push(...numbers);
    }
    if (found.length === 0) return { ok: false, reason: "invalid" };
    // Counted after removing repeats: the limit is about what one carrier look-up receives.
    const numbers = [...new Set(found)];
    if (numbers.length > MAX_TRACKING_NUMBERS) return { ok: false, reason: "too-many" };
    return { ok: true, cleaned, numbers, extracted };
  }

  /**
   * The recognised numbers anywhere in free text (a pasted delivery message), by the same paste
   * rule as the form, without its length and count limits. Only recognised numbers: a message's
   * other digits (prices, phone numbers) are never taken for numbers. Never throws.
   */
  function findTrackingNumbers(text: string): string[] {
    const pieces = splitTrackingPieces(cleanTrackingInput(text));
    return [...new Set(pieces.flatMap(numbersInPiece))];
  }

  return { checkTrackingInput, findTrackingNumbers };
}

const SITE_RULES = createTrackingInput(CARRIER_RULES);
export const { checkTrackingInput, findTrackingNumbers } = SITE_RULES;

/**
 * The results page's query for these numbers alone ("result=…"): what the landing form opens, the
 * action redirects to, and the page offers to bookmark. Never the text they were found in.
 */
export function trackingQuery(numbers: readonly string[]): string {
  return new URLSearchParams({ result: numbers.join(", ") }).toString();
}

export function trackingMessageFor(reason: TrackingInputProblem): TrackingMessage {
  switch (reason) {
    case "empty":
      return TRACKING_MESSAGES.empty;
    case "invalid":
      return TRACKING_MESSAGES.invalid;
    case "too-many":
      return TRACKING_MESSAGES.tooMany;
    case "too-long":
      return TRACKING_MESSAGES.tooLong;
  }
}
