// The tracking-input rules (SPEC §5, overridden by DECISIONS §2), shared by the landing form,
// the /tracking results page and the tests. Pure: runs on server and client alike.

/** Typed characters the input accepts (the form's maxlength). */
export const TRACKING_INPUT_MAX_LENGTH = 350;
/** Numbers per look-up: the carrier's own limit (DECISIONS §2 reads the spec's "35" this way). */
export const MAX_TRACKING_NUMBERS = 35;

export const TRACKING_MESSAGES = {
  empty: { title: "Error", description: "Please enter a tracking number" },
  invalid: {
    title: "Invalid Input",
    description:
      "Please enter valid tracking numbers using only letters, numbers, and common punctuation",
  },
  tooMany: {
    title: "Too many tracking numbers",
    description: `Please enter at most ${MAX_TRACKING_NUMBERS} tracking numbers, separated by commas`,
  },
  tooLong: {
    title: "Invalid Input",
    description: `Please enter at most ${TRACKING_INPUT_MAX_LENGTH} characters`,
  },
  resultsInvalid:
    "Invalid Tracking Number - The tracking number provided is not valid. Please check your tracking number and try again.",
} as const;

export type TrackingInputProblem = "empty" | "invalid" | "too-many" | "too-long";
export type TrackingMessage = { title: string; description: string };

export type TrackingInputCheck =
  | { ok: true; cleaned: string; numbers: string[] }
  | { ok: false; reason: TrackingInputProblem };

// Characters the spec strips before anything else (they could only ever be markup).
const STRIPPED_CHARACTERS = /[<>"'&]/g;
// `\s` is the same whitespace set trim() removes, so a pasted non-breaking space is formatting.
const ALLOWED_AFTER_CLEANING = /^[A-Za-z0-9\s,.-]*$/;
const NUMBER_FORMATTING = /[\s.-]+/g;

export function cleanTrackingInput(raw: string): string {
  return raw.replace(STRIPPED_CHARACTERS, "").trim();
}

/** Upper-cases and drops spaces, hyphens and periods, which are only formatting inside a number. */
export function normaliseTrackingNumber(segment: string): string {
  // Upper-case first, so nothing the upper-casing yields can survive the removal.
  return segment.toUpperCase().replace(NUMBER_FORMATTING, "");
}

/** Comma-separated segments, trimmed; segments that are only formatting (e.g. a trailing comma) are dropped. */
export function splitTrackingNumbers(cleaned: string): string[] {
  return cleaned
    .split(",")
    .map((segment) => segment.trim())
    .filter((segment) => normaliseTrackingNumber(segment) !== "");
}

export function checkTrackingInput(raw: string): TrackingInputCheck {
  // First, so an oversized paste costs nothing more than a length read.
  if (raw.length > TRACKING_INPUT_MAX_LENGTH) return { ok: false, reason: "too-long" };
  const cleaned = cleanTrackingInput(raw);
  const segments = splitTrackingNumbers(cleaned);
  if (segments.length === 0) return { ok: false, reason: "empty" };
  if (!ALLOWED_AFTER_CLEANING.test(cleaned)) return { ok: false, reason: "invalid" };
  // Counted after removing repeats: the limit is about what one carrier look-up receives.
  const numbers = [...new Set(segments.map(normaliseTrackingNumber))];
  if (numbers.length > MAX_TRACKING_NUMBERS) return { ok: false, reason: "too-many" };
  return { ok: true, cleaned, numbers };
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
