import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recogniseTrackingNumber } from "~/lib/tracking/carriers";
import {
  MAX_TRACKING_NUMBERS,
  TRACKING_INPUT_MAX_LENGTH,
  TRACKING_MESSAGES,
  checkTrackingInput,
  isStructuredTrackingNumber,
  cleanTrackingInput,
  normaliseTrackingNumber,
  splitTrackingPieces,
  trackingMessageFor,
  type TrackingInputCheck,
} from "~/lib/tracking/tracking-input";
import { translatorFor } from "../helpers/strings";

const SPEC_PLACEHOLDER = "9400 1000 0000 0000 0000 00";
const STRIPPED = `<>"'&`;

// ---- The tracking_number_data v2.0.0 valid vectors (tests/fixtures/tracking-number-data) ----

type DataFile = { tracking_numbers: Array<{ test_numbers?: { valid?: string[] } }> };
const DATA_FILES = ["dhl", "fedex", "s10", "ups", "usps"] as const;

// Read relative to the working directory (the repository root), like carriers.test.ts.
// Normalised the way the data set's own tests do: whitespace removed, upper-cased.
const ALL_VALID_VECTORS = DATA_FILES.flatMap((file) => {
  const data = JSON.parse(readFileSync(`tests/fixtures/tracking-number-data/${file}.json`, "utf8")) as DataFile;
  return data.tracking_numbers.flatMap((entry) => entry.test_numbers?.valid ?? []);
}).map((raw) => raw.replace(/\s/g, "").toUpperCase());

// Only the vectors carriers.ts recognises (format + check digit): the DHL Piece ID and DHL
// eCommerce entries have no check digit in the data set and are left unrecognised on purpose.
const RECOGNISED_VECTORS = ALL_VALID_VECTORS.filter((number) => recogniseTrackingNumber(number) !== null);
const NUMBERS = [...new Set(RECOGNISED_VECTORS)];

// The rule's "unstructured" numbers (DHL Express, FedEx Express and Ground, UPS waybill, USPS
// 20-digit and the like: a check digit and nothing more): only taken when it is one whole word
// (or a whole group between hard separators), never carved out of longer digits or text.
const isShortDigits = (number: string) => !isStructuredTrackingNumber(number);
const LONG_NUMBERS = NUMBERS.filter((number) => !isShortDigits(number));
const SHORT_NUMBERS = NUMBERS.filter(isShortDigits);

const dedupe = (numbers: string[]) => [...new Set(numbers)];

// ---- An independent ambiguity check for numbers written together without a comma ----

// recogniseTrackingNumber never accepts more than 34 characters (the longest carrier format).
const LONGEST_NUMBER = 34;

/**
 * In how many ways (0, 1, or 2 meaning "two or more") `text` splits wholly into at most `limit`
 * recognised numbers. Word boundaries are ignored, so this over-counts what the input rule may
 * choose from: when it is 1, the rule (max characters covered, then fewest numbers) has exactly
 * one candidate and must find it.
 */
function segmentations(text: string, limit: number, recognised: Map<string, boolean>): number {
  const isRecognised = (candidate: string) => {
    let known = recognised.get(candidate);
    if (known === undefined) {
      known = recogniseTrackingNumber(candidate) !== null;
      recognised.set(candidate, known);
    }
    return known;
  };
  const ends: number[][] = [];
  for (let start = 0; start < text.length; start += 1) {
    ends[start] = [];
    for (let end = start + 1; end <= Math.min(text.length, start + LONGEST_NUMBER); end += 1) {
      if (isRecognised(text.slice(start, end))) ends[start].push(end);
    }
  }
  const memo = new Map<string, number>();
  const ways = (start: number, left: number): number => {
    if (start === text.length) return 1;
    if (left === 0) return 0;
    const key = `${start}/${left}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let total = 0;
    for (const end of ends[start]) {
      total = Math.min(2, total + ways(end, left - 1));
      if (total === 2) break;
    }
    memo.set(key, total);
    return total;
  };
  return ways(0, limit);
}

// ---- Generators ----

const SOFT_SEPARATORS = ["", " ", "  ", "\t", "\u00a0", " \t "];
const HARD_SEPARATORS = [",", ";", "\n", "\r\n", ", ", " ; ", ",\n", "\n\n", " ,; "];
const FALLBACK_SEPARATOR = ", ";

type ListCase = {
  raw: string;
  written: number;
  expected: string[];
  extracted: boolean;
  runTogether: number;
  spaced: number;
  biggestGroup: number;
};

/**
 * Joins valid numbers with the separators drawn, so that the rule genuinely has one answer.
 * Commas, semicolons and line breaks always separate. Spaces and "nothing" make the numbers
 * around them one piece whose grouping the check digits decide, and there two things can make
 * another reading legitimate, so those joins are adjusted (not filtered, which would discard
 * many runs):
 * - a short all-digit number is only taken as one whole word (the rule), so "nothing" next to
 *   one becomes a space: "3318810025" run into another number is not carved back out;
 * - when the piece's characters can also be read as other recognised numbers, no more of them
 *   than were written (e.g. "3318810025 8487135506" is also one valid 20-digit USPS number, and
 *   "9505511069605048600624000123450000000027" also splits 20 + 20 with passing check digits),
 *   fewest numbers or a tie decides and the join becomes ", ". `segmentations` ignores word
 *   boundaries, so "one reading" there is a sufficient condition.
 */
function joinNumbers(numbers: string[], separators: string[], before: string, after: string): ListCase {
  const groups: string[][] = [[numbers[0]]];
  let raw = before + numbers[0];
  let runTogether = 0;
  let spaced = 0;
  // A group is checked again each time it grows: remember what was recognised.
  const recognised = new Map<string, boolean>();
  for (let index = 1; index < numbers.length; index += 1) {
    const previous = numbers[index - 1];
    const number = numbers[index];
    let separator = separators[index - 1];
    if (SOFT_SEPARATORS.includes(separator)) {
      if (separator === "" && (isShortDigits(previous) || isShortDigits(number))) separator = " ";
      const group = [...groups[groups.length - 1], number];
      if (segmentations(group.join(""), group.length, recognised) !== 1) separator = FALLBACK_SEPARATOR;
    }
    if (SOFT_SEPARATORS.includes(separator)) {
      groups[groups.length - 1].push(number);
      if (separator === "") runTogether += 1;
      else spaced += 1;
    } else {
      groups.push([number]);
    }
    raw += separator + number;
  }
  return {
    raw: raw + after,
    written: numbers.length,
    expected: dedupe(numbers),
    // A piece split into several numbers counts as extraction.
    extracted: groups.some((group) => group.length > 1),
    runTogether,
    spaced,
    biggestGroup: Math.max(...groups.map((group) => group.length)),
  };
}

// At most 9 numbers of at most 34 characters, 8 separators of at most 4 and 2 edges of at most
// 2: 342 characters, well inside the 2,000 limit.
const listOfNumbers: fc.Arbitrary<ListCase> = fc
  .record({
    numbers: fc.array(fc.constantFrom(...NUMBERS), { minLength: 1, maxLength: 9 }),
    separators: fc.array(
      fc.oneof(
        { weight: 2, arbitrary: fc.constant("") },
        { weight: 2, arbitrary: fc.constantFrom(...SOFT_SEPARATORS.slice(1)) },
        { weight: 3, arbitrary: fc.constantFrom(...HARD_SEPARATORS) },
      ),
      { minLength: 8, maxLength: 8 },
    ),
    before: fc.constantFrom("", " ", "\n", ",", " ;"),
    after: fc.constantFrom("", " ", "\n", ",", "; "),
  })
  .map(({ numbers, separators, before, after }) => joinNumbers(numbers, separators, before, after));

// One valid number with formatting anywhere in it, and letters in either case.
const FORMATTING = [" ", "-", ".", "  ", " - ", "\t", "--"];
const spacedOutNumber = fc
  .constantFrom(...NUMBERS)
  .chain((number) =>
    fc.record({
      number: fc.constant(number),
      gaps: fc.array(
        fc.oneof({ weight: 2, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.constantFrom(...FORMATTING) }),
        { minLength: number.length + 1, maxLength: number.length + 1 },
      ),
      lowerCase: fc.array(fc.boolean(), { minLength: number.length, maxLength: number.length }),
    }),
  )
  .map(({ number, gaps, lowerCase }) => ({
    number,
    raw:
      [...number]
        .map((character, index) => gaps[index] + (lowerCase[index] ? character.toLowerCase() : character))
        .join("") + gaps[number.length],
  }));

// E-mail-like prose. Words of letters only, so no prose word can be part of a number: none is a
// single A/H/J/K/T/V (a UPS waybill letter) or a two-letter word around nine digits (UPU S10)
// next to a number, and none has a digit (a word with digits next to a number must be part of it).
const INTROS = [
  "Your USPS tracking number is ",
  "Tracking #: ",
  "Hi! Your order has shipped. Track it with ",
  "\u{1F4E6} Sendungsnummer: ",
  "Numéro de suivi : ",
  "Dear customer,\nyour parcel is on its way (tracking ",
  "Shipment confirmed\n\nTracking number\n",
];
const BETWEENS = [
  "; UPS: ",
  ". Second parcel: ",
  " and ",
  "\nFedEx tracking number: ",
  ", ",
  " (first box) and ",
  " \u2014 DHL Express: ",
  " / ",
  "! Also ",
];
const OUTROS = [
  "",
  ". Thanks!",
  ")\n\nKind regards,\nThe Shop team",
  " \u2014 merci beaucoup et à bientôt",
  ". Questions? Reply to this email.",
  "!",
];

// Long numbers are sometimes written in groups of four, as labels print them. A short all-digit
// number is not: split over words it is deliberately not carved out (see the examples).
const inFours = (number: string) => number.match(/.{1,4}/g)?.join(" ") ?? number;

// At most 51 + 4 × 42 + 3 × 24 + 33 = 324 characters (a 34-digit number in fours is 42).
const emailText = fc
  .record({
    intro: fc.constantFrom(...INTROS),
    numbers: fc.array(
      fc.record({ number: fc.constantFrom(...NUMBERS), grouped: fc.boolean(), lowerCase: fc.boolean() }),
      { minLength: 1, maxLength: 4 },
    ),
    betweens: fc.array(fc.constantFrom(...BETWEENS), { minLength: 3, maxLength: 3 }),
    outro: fc.constantFrom(...OUTROS),
  })
  .map(({ intro, numbers, betweens, outro }) => {
    const written = numbers.map(({ number, grouped, lowerCase }) => {
      const spaced = grouped && !isShortDigits(number) ? inFours(number) : number;
      return lowerCase ? spaced.toLowerCase() : spaced;
    });
    const body = written.map((number, index) => (index === 0 ? number : betweens[index - 1] + number)).join("");
    return { raw: intro + body + outro, expected: dedupe(numbers.map(({ number }) => number)) };
  });

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary-ascii" }),
  fc.string({
    unit: fc.oneof(loneSurrogate, controlCharacter, fc.constantFrom(..."<>\"'&,;.- \u00a0\u2028\n\r#:!é٣")),
  }),
);
// Mostly digits and formatting, up to the limit: the most work for the number search.
const digitHeavy = fc.string({
  unit: fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(..."0123456789") },
    { weight: 4, arbitrary: fc.constantFrom(" ", "-", ".", "Z", "R", "B", "G") },
    { weight: 1, arbitrary: fc.constantFrom(",", ";", "\n", "!", "#", "<", "é") },
  ),
  maxLength: TRACKING_INPUT_MAX_LENGTH,
});
const nearTheLengthLimit = fc
  .tuple(
    fc.integer({ min: TRACKING_INPUT_MAX_LENGTH - 10, max: TRACKING_INPUT_MAX_LENGTH + 10 }),
    fc.constantFrom("9", " ", ",9", "<", "a1 ", "é"),
  )
  .map(([length, unit]) => unit.repeat(length).slice(0, length));
// Around the 35-number limit, repeats included (they count once).
const aroundTheNumberLimit = fc
  .array(fc.stringMatching(/^[A-Z]{0,3}\d$/), { minLength: 30, maxLength: 45 })
  .map((numbers) => numbers.join(", "));
const inputs = fc.oneof(
  { weight: 3, arbitrary: anyString },
  { weight: 2, arbitrary: digitHeavy },
  { weight: 2, arbitrary: listOfNumbers.map(({ raw }) => raw) },
  { weight: 2, arbitrary: emailText.map(({ raw }) => raw) },
  { weight: 1, arbitrary: nearTheLengthLimit },
  { weight: 1, arbitrary: aroundTheNumberLimit },
);

// Unrecognised but number-like (a digit, at most 5 characters): kept whole as typed.
const distinctUnrecognised = (min: number, max: number) =>
  fc.uniqueArray(fc.stringMatching(/^[A-Z]{0,3}\d{1,2}$/), { minLength: min, maxLength: max });

// ---- The data set ----

describe("the data set's valid vectors", () => {
  it("are read, and those with a check digit are recognised", () => {
    // 97 valid vectors; the 9 without a check digit (DHL Piece ID, DHL eCommerce) are left out,
    // leaving 88 (76 distinct, unstructured or structured).
    expect(ALL_VALID_VECTORS).toHaveLength(97);
    expect(RECOGNISED_VECTORS).toHaveLength(88);
    expect(NUMBERS).toHaveLength(76);
    expect(SHORT_NUMBERS.length + LONG_NUMBERS.length).toBe(76);
    console.info(`vectors: ${SHORT_NUMBERS.length} unstructured, ${LONG_NUMBERS.length} structured`);
    expect(LONG_NUMBERS.length).toBeGreaterThan(20);
  });
});

// ---- Examples ----

describe("cleanTrackingInput", () => {
  it("strips < > \" ' & and trims", () => {
    expect(cleanTrackingInput(`  <b>94001"1'1&2</b>  `)).toBe("b94001112/b");
    expect(cleanTrackingInput("\t EZ123 \n")).toBe("EZ123");
  });
});

describe("splitTrackingPieces", () => {
  it("splits at commas, semicolons and line breaks, trims, and drops formatting-only pieces", () => {
    expect(splitTrackingPieces("A1 , B2;; - ;C3\nD4\r\nE5\u2028F6,")).toEqual(["A1", "B2", "C3", "D4", "E5", "F6"]);
    expect(splitTrackingPieces("9400 1112 0620 6406 2607 87")).toEqual(["9400 1112 0620 6406 2607 87"]);
    expect(splitTrackingPieces("")).toEqual([]);
    expect(splitTrackingPieces(" , . ;\n-")).toEqual([]);
  });
});

describe("normaliseTrackingNumber", () => {
  it("removes whitespace, hyphens and periods and upper-cases", () => {
    expect(normaliseTrackingNumber(" 1z-5r8.9 39\u00a003 ")).toBe("1Z5R893903");
    expect(normaliseTrackingNumber(SPEC_PLACEHOLDER)).toBe("9400100000000000000000");
  });
});

describe("TRACKING_MESSAGES", () => {
  const english = translatorFor("en", "tracking");
  const shown = (message: (typeof TRACKING_MESSAGES)["tooLong" | "tooMany" | "empty" | "invalid"]) => ({
    title: english.t(message.title),
    description: english.t(message.description, "values" in message ? message.values : undefined),
  });

  it("holds the spec's and the decisions' exact wording", () => {
    expect(shown(TRACKING_MESSAGES.empty)).toEqual({ title: "Error", description: "Please enter a tracking number" });
    expect(shown(TRACKING_MESSAGES.invalid)).toEqual({
      title: "Invalid Input",
      description: "Please enter valid tracking numbers using only letters, numbers, and common punctuation",
    });
    expect(shown(TRACKING_MESSAGES.tooMany)).toEqual({
      title: "Too many tracking numbers",
      description: "Please enter at most 35 tracking numbers, separated by commas",
    });
    expect(shown(TRACKING_MESSAGES.tooLong)).toEqual({
      title: "Invalid Input",
      description: "Please enter at most 2,000 characters",
    });
    expect(english.t(TRACKING_MESSAGES.resultsInvalid)).toBe(
      "Invalid Tracking Number - The tracking number provided is not valid. Please check your tracking number and try again.",
    );
    expect(TRACKING_INPUT_MAX_LENGTH).toBe(2000);
    expect(MAX_TRACKING_NUMBERS).toBe(35);
  });

  it("pairs each reason with its message", () => {
    expect(trackingMessageFor("empty")).toBe(TRACKING_MESSAGES.empty);
    expect(trackingMessageFor("invalid")).toBe(TRACKING_MESSAGES.invalid);
    expect(trackingMessageFor("too-many")).toBe(TRACKING_MESSAGES.tooMany);
    expect(trackingMessageFor("too-long")).toBe(TRACKING_MESSAGES.tooLong);
  });

  it("reads in Spanish on a Spanish page, the limits written the US Spanish way", () => {
    const { t } = translatorFor("es", "tracking");
    const { tooLong, tooMany } = TRACKING_MESSAGES;
    expect(t(tooLong.description, tooLong.values)).toBe("Ingrese como máximo 2,000 caracteres");
    expect(t(tooMany.description, tooMany.values)).toBe(
      "Ingrese como máximo 35 números de rastreo, separados por comas",
    );
  });
});

describe("checkTrackingInput", () => {
  const accepted = (raw: string, numbers: string[], extracted: boolean): TrackingInputCheck => ({
    ok: true,
    cleaned: cleanTrackingInput(raw),
    numbers,
    extracted,
  });

  it.each<[string, string[], boolean]>([
    // The spec's placeholder fails its check digit, and "9400" next to it is not dropped to make
    // an 18-digit number that passes: it is kept whole, as typed, and still goes to USPS.
    [SPEC_PLACEHOLDER, ["9400100000000000000000"], false],
    ["RB123456785GB", ["RB123456785GB"], false],
    ["9400 1112 0620 6406 2607 87", ["9400111206206406260787"], false],
    ["9400111206206406260787 9205590164917312751089", ["9400111206206406260787", "9205590164917312751089"], true],
    ["94001112062064062607879205590164917312751089", ["9400111206206406260787", "9205590164917312751089"], true],
    ["Your USPS tracking number is 9400 1112 0620 6406 2607 87. Thanks!", ["9400111206206406260787"], true],
    [
      "Tracking #: 9400111206206406260787; UPS: 1Z5R89390357567127",
      ["9400111206206406260787", "1Z5R89390357567127"],
      true,
    ],
    ["Your DHL number is 3318810025.", ["3318810025"], true],
    ["tracking 9400111206206406260787", ["9400111206206406260787"], true],
    // Unrecognised but plain and number-like pieces are kept whole beside recognised ones.
    ["ABC123, 9400111206206406260787", ["ABC123", "9400111206206406260787"], false],
    ["order 12345", ["ORDER12345"], false],
    // Words around a structured number are skipped: "2 parcels" on a receipt line.
    ["9400111206206406260787 12", ["9400111206206406260787"], true],
    ["12 9400111206206406260787", ["9400111206206406260787"], true],
    ["Tracking 9400111206206406260787 2 parcels!", ["9400111206206406260787"], true],
    // ...but an unstructured number is never carved out of spaced digits: the spec's placeholder
    // is one unrecognised number, not "9400" and an 18-digit number that happens to pass.
    ["9400 1000 0000 0000 0000 00", ["9400100000000000000000"], false],
    // A piece that is one recognised number stays whole, even a short one spaced out, and even
    // when other pieces hold other text (compare "DHL: 3318 8100 25!" below).
    ["3318 8100 25; thanks!", ["3318810025"], true],
    // A number written with spaces between hard separators is found too.
    ["DHL: 3318 8100 25!", ["3318810025"], true],
    // ...while a hard separator (":") ends the words before it.
    ["Order 12345: 9400111206206406260787", ["9400111206206406260787"], true],
    // ...but dropped when the text has other characters: they came with prose.
    ["9400 1000; 9400111206206406260787!", ["9400111206206406260787"], true],
    // Normalised, in order, repeats once.
    [
      " 1z5r89390357567127, 9400 1112 0620 6406 2607 87; 1Z5R8939-0357-5671-27\nab1,",
      ["1Z5R89390357567127", "9400111206206406260787", "AB1"],
      false,
    ],
  ])("accepts %j", (raw, numbers, extracted) => {
    expect(checkTrackingInput(raw)).toEqual(accepted(raw, numbers, extracted));
  });

  it.each([
    ["", "empty"],
    ["   \t\n", "empty"],
    [",, ;\n,", "empty"],
    ["<>&'\"", "empty"],
    [" - . ", "empty"],
    ["hello there!", "invalid"],
    ["hello there", "invalid"],
    ["Tracking number: none yet.", "invalid"],
    ["9400!1000", "invalid"],
    ["9400 1000; hello!", "invalid"],
    ["EZ123456789US\u0000", "invalid"],
    ["ÉZ123", "invalid"],
    ["9".repeat(2001), "too-long"],
    ["<".repeat(2001), "too-long"],
  ])("rejects %j as %s", (raw, reason) => {
    expect(checkTrackingInput(raw)).toEqual({ ok: false, reason });
  });

  it("counts the raw length, before cleaning, against the 2,000-character limit", () => {
    const number = "9400111206206406260787";
    const padded = (length: number, padding: string) => number + padding.repeat(length - number.length);
    expect(checkTrackingInput(padded(2000, " "))).toEqual(accepted(number, [number], false));
    expect(checkTrackingInput(padded(2000, "<"))).toEqual(accepted(number, [number], false));
    expect(checkTrackingInput(padded(2001, " "))).toEqual({ ok: false, reason: "too-long" });
    expect(checkTrackingInput(padded(2001, "<"))).toEqual({ ok: false, reason: "too-long" });
  });

  it("takes 35 of the longest numbers with separators, and a pasted message around them", () => {
    // 34 characters: the longest format any carrier uses; "9400 1112 …" style spacing makes it longer still.
    const longest = Array.from({ length: 35 }, (_, index) => `${"1".repeat(30)}${String(index).padStart(4, "0")}`);
    const list = longest.join(", \n");
    expect(list.length).toBeGreaterThan(1260);
    expect(checkTrackingInput(list)).toMatchObject({ ok: true, numbers: longest });
    const message = `Your parcels have shipped. Tracking numbers\n${list}\nThank you for your order.`;
    expect(message.length).toBeLessThanOrEqual(TRACKING_INPUT_MAX_LENGTH);
    expect(checkTrackingInput(message)).toMatchObject({ ok: true, numbers: longest });
  });

  it("accepts 35 numbers and rejects 36, counting a repeated number once", () => {
    const numbers = Array.from({ length: 36 }, (_, index) => `EZ${index}`);
    expect(checkTrackingInput(numbers.slice(0, 35).join(","))).toMatchObject({
      ok: true,
      numbers: numbers.slice(0, 35),
    });
    expect(checkTrackingInput(numbers.join(","))).toEqual({ ok: false, reason: "too-many" });
    expect(checkTrackingInput([...numbers.slice(0, 35), "ez0"].join(";"))).toMatchObject({ ok: true });
  });
});

// ---- Properties ----

describe("properties", () => {
  it("valid numbers joined by any mix of separators parse back to the same numbers", () => {
    let runTogether = 0;
    let spaced = 0;
    let groupsOfThree = 0;
    let repeats = 0;
    fc.assert(
      fc.property(listOfNumbers, (list) => {
        expect(list.raw.length).toBeLessThanOrEqual(TRACKING_INPUT_MAX_LENGTH);
        runTogether += list.runTogether;
        spaced += list.spaced;
        if (list.biggestGroup >= 3) groupsOfThree += 1;
        if (list.expected.length < list.written) repeats += 1;
        expect(checkTrackingInput(list.raw)).toEqual({
          ok: true,
          cleaned: cleanTrackingInput(list.raw),
          numbers: list.expected,
          extracted: list.extracted,
        });
      }),
      { numRuns: 400 },
    );
    // The adjustments in joinNumbers leave the interesting cases common.
    expect(runTogether).toBeGreaterThan(50);
    expect(spaced).toBeGreaterThan(100);
    expect(groupsOfThree).toBeGreaterThan(40);
    expect(repeats).toBeGreaterThan(5);
  }, 30_000);

  it("a valid number with spaces, hyphens or periods anywhere in it stays one number", () => {
    fc.assert(
      fc.property(spacedOutNumber, ({ number, raw }) => {
        expect(checkTrackingInput(raw)).toEqual({
          ok: true,
          cleaned: cleanTrackingInput(raw),
          numbers: [number],
          extracted: false,
        });
      }),
      { numRuns: 400 },
    );
  });

  it("finds exactly the valid numbers in e-mail-like text", () => {
    fc.assert(
      fc.property(emailText, ({ raw, expected }) => {
        expect(raw.length).toBeLessThanOrEqual(TRACKING_INPUT_MAX_LENGTH);
        expect(checkTrackingInput(raw)).toEqual({
          ok: true,
          cleaned: cleanTrackingInput(raw),
          numbers: expected,
          extracted: true,
        });
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it("nothing throws on any string, up to 100 kB", () => {
    const everything = (raw: string) => {
      const cleaned = cleanTrackingInput(raw);
      splitTrackingPieces(cleaned).map(normaliseTrackingNumber);
      normaliseTrackingNumber(raw);
      const result = checkTrackingInput(raw);
      if (!result.ok) trackingMessageFor(result.reason);
      return result;
    };
    fc.assert(
      fc.property(inputs, (raw) => {
        expect(() => everything(raw)).not.toThrow();
      }),
      { numRuns: 500 },
    );

    const hundredKilobytes = fc
      .string({
        unit: fc.oneof(
          fc.constantFrom(..."9400 1112,;\n<&>"),
          loneSurrogate,
          fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
        ),
        minLength: 1,
        maxLength: 40,
      })
      .map((unit) => unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000));
    fc.assert(
      fc.property(hundredKilobytes, (raw) => {
        expect(everything(raw)).toEqual({ ok: false, reason: "too-long" });
      }),
      { numRuns: 20 },
    );
    for (const raw of [
      "9400111206206406260787 ".repeat(5_000),
      "9,".repeat(50_000),
      "9".repeat(100_000),
      "<".repeat(100_000),
      "9400 1000, <&>\u0000é😀\ud800".repeat(5_000),
    ]) {
      expect(everything(raw)).toEqual({ ok: false, reason: "too-long" });
    }
  }, 30_000);

  it("cleaning never leaves < > \" ' &", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const cleaned = cleanTrackingInput(raw);
        for (const character of STRIPPED) expect(cleaned.includes(character)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("normalising is idempotent", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const once = normaliseTrackingNumber(raw);
        expect(normaliseTrackingNumber(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it("every outcome follows the rule's invariants, and every outcome is reached", () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(inputs, (raw) => {
        const result = checkTrackingInput(raw);
        outcomes.add(result.ok ? `ok, extracted: ${result.extracted}` : result.reason);
        if (raw.length > TRACKING_INPUT_MAX_LENGTH) {
          expect(result).toEqual({ ok: false, reason: "too-long" });
          return;
        }
        const cleaned = cleanTrackingInput(raw);
        const pieces = splitTrackingPieces(cleaned).map(normaliseTrackingNumber);
        if (pieces.length === 0) {
          expect(result).toEqual({ ok: false, reason: "empty" });
          return;
        }
        if (!result.ok) {
          expect(["invalid", "too-many"]).toContain(result.reason);
          return;
        }
        expect(result.cleaned).toBe(cleaned);
        expect(result.numbers.length).toBeGreaterThan(0);
        expect(result.numbers.length).toBeLessThanOrEqual(MAX_TRACKING_NUMBERS);
        expect(dedupe(result.numbers)).toEqual(result.numbers);
        const plain = /^[A-Za-z0-9\s,;.-]*$/.test(cleaned);
        for (const number of result.numbers) {
          expect(number).toMatch(/^[A-Z0-9]*\d[A-Z0-9]*$/);
          // Recognised, or a whole piece kept as typed, and that only in plain text.
          if (!recogniseTrackingNumber(number)) {
            expect(plain).toBe(true);
            expect(pieces).toContain(number);
          }
        }
        // Nothing taken out of longer text: the numbers are the pieces as typed.
        if (!result.extracted) expect(result.numbers).toEqual(dedupe(pieces));
      }),
      { numRuns: 1000 },
    );
    expect([...outcomes].sort()).toEqual([
      "empty",
      "invalid",
      "ok, extracted: false",
      "ok, extracted: true",
      "too-long",
      "too-many",
    ]);
  }, 30_000);

  it("accepts up to 35 distinct numbers and rejects 36 or more", () => {
    const separator = fc.constantFrom(",", ";", "\n", ", ", " ;\n");
    fc.assert(
      fc.property(distinctUnrecognised(1, MAX_TRACKING_NUMBERS), separator, (numbers, join) => {
        const raw = numbers.join(join);
        expect(checkTrackingInput(raw)).toEqual({
          ok: true,
          cleaned: cleanTrackingInput(raw),
          numbers,
          extracted: false,
        });
      }),
    );
    fc.assert(
      fc.property(distinctUnrecognised(MAX_TRACKING_NUMBERS + 1, 49), (numbers) => {
        expect(checkTrackingInput(numbers.join(","))).toEqual({ ok: false, reason: "too-many" });
      }),
    );
  });
});
