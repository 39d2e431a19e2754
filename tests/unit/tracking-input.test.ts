import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_TRACKING_NUMBERS,
  TRACKING_INPUT_MAX_LENGTH,
  TRACKING_MESSAGES,
  checkTrackingInput,
  cleanTrackingInput,
  normaliseTrackingNumber,
  splitTrackingNumbers,
  trackingMessageFor,
  type TrackingInputCheck,
} from "~/lib/tracking-input";
import { trackingFormSchema } from "~/lib/tracking-form-schema";

const SPEC_PLACEHOLDER = "9400 1000 0000 0000 0000 00";

// ---- An independent, deliberately plain restatement of DECISIONS §2, character by character ----

const STRIPPED = `<>"'&`;
const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const isWhitespace = (character: string) => character.trim() === "";

function referenceCheck(raw: string): TrackingInputCheck {
  if (raw.length > 350) return { ok: false, reason: "too-long" };
  let cleaned = "";
  for (const character of raw) if (!STRIPPED.includes(character)) cleaned += character;
  cleaned = cleaned.trim();
  const numbers: string[] = [];
  for (const segment of cleaned.split(",")) {
    let number = "";
    for (const character of segment.toUpperCase()) {
      if (!isWhitespace(character) && character !== "-" && character !== ".") number += character;
    }
    if (number !== "" && !numbers.includes(number)) numbers.push(number);
  }
  if (numbers.length === 0) return { ok: false, reason: "empty" };
  for (const character of cleaned) {
    const allowed =
      LETTERS_AND_DIGITS.includes(character) || ",.-".includes(character) || isWhitespace(character);
    if (!allowed) return { ok: false, reason: "invalid" };
  }
  if (numbers.length > 35) return { ok: false, reason: "too-many" };
  return { ok: true, cleaned, numbers };
}

// ---- Generators ----

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary-ascii" }),
  fc.string({ unit: fc.oneof(loneSurrogate, controlCharacter, fc.constantFrom(..."<>\"'&,.- \u00a0\u2028")) }),
);

// Mostly the allowed alphabet, so the accepting branch is reached as often as the rejecting ones.
const allowedCharacter = fc.constantFrom(..."ABCZaz0129", " ", "\t", "\u00a0", ".", "-");
const segment = fc.string({
  unit: fc.oneof(
    { weight: 30, arbitrary: allowedCharacter },
    { weight: 1, arbitrary: fc.constantFrom(...STRIPPED) },
    { weight: 1, arbitrary: fc.constantFrom("!", "#", "é", "٣", "\u0000", "😀") },
  ),
  maxLength: 12,
});
const trackingLikeInput = fc
  .array(segment, { maxLength: 45 })
  .map((segments) => segments.join(","));
const nearTheLengthLimit = fc
  .tuple(fc.integer({ min: 340, max: 360 }), fc.constantFrom("9", " ", ",9", "<"))
  .map(([length, unit]) => unit.repeat(length).slice(0, length));
// Around the 35-number limit, repeats included (they count once).
const aroundTheNumberLimit = fc
  .array(fc.stringMatching(/^[A-Za-z0-9]{1,4}$/), { minLength: 30, maxLength: 45 })
  .map((numbers) => numbers.join(", "));
const inputs = fc.oneof(
  { weight: 2, arbitrary: anyString },
  { weight: 5, arbitrary: trackingLikeInput },
  { weight: 1, arbitrary: nearTheLengthLimit },
  { weight: 1, arbitrary: aroundTheNumberLimit },
);

const distinctNumbers = (min: number, max: number) =>
  fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{1,6}$/), { minLength: min, maxLength: max });

// ---- Examples ----

describe("cleanTrackingInput", () => {
  it("strips < > \" ' & and trims", () => {
    expect(cleanTrackingInput(`  <b>94001"1'1&2</b>  `)).toBe("b94001112/b");
    expect(cleanTrackingInput("\t EZ123 \n")).toBe("EZ123");
  });
});

describe("splitTrackingNumbers", () => {
  it("splits on commas, trims, and drops empty or formatting-only segments", () => {
    expect(splitTrackingNumbers("A1 , B2,, - ,C3,")).toEqual(["A1", "B2", "C3"]);
    expect(splitTrackingNumbers("")).toEqual([]);
    expect(splitTrackingNumbers(" , . ,")).toEqual([]);
  });
});

describe("normaliseTrackingNumber", () => {
  it("removes whitespace, hyphens and periods and upper-cases", () => {
    expect(normaliseTrackingNumber(" 1z-5r8.9 39\u00a003 ")).toBe("1Z5R893903");
    expect(normaliseTrackingNumber(SPEC_PLACEHOLDER)).toBe("9400100000000000000000");
  });
});

describe("TRACKING_MESSAGES", () => {
  it("holds the spec's and the decisions' exact wording", () => {
    expect(TRACKING_MESSAGES.empty).toEqual({ title: "Error", description: "Please enter a tracking number" });
    expect(TRACKING_MESSAGES.invalid).toEqual({
      title: "Invalid Input",
      description:
        "Please enter valid tracking numbers using only letters, numbers, and common punctuation",
    });
    expect(TRACKING_MESSAGES.tooMany).toEqual({
      title: "Too many tracking numbers",
      description: "Please enter at most 35 tracking numbers, separated by commas",
    });
    expect(TRACKING_MESSAGES.tooLong).toEqual({
      title: "Invalid Input",
      description: "Please enter at most 350 characters",
    });
    expect(TRACKING_MESSAGES.resultsInvalid).toBe(
      "Invalid Tracking Number - The tracking number provided is not valid. Please check your tracking number and try again.",
    );
    expect(TRACKING_INPUT_MAX_LENGTH).toBe(350);
    expect(MAX_TRACKING_NUMBERS).toBe(35);
  });

  it("pairs each reason with its message", () => {
    expect(trackingMessageFor("empty")).toBe(TRACKING_MESSAGES.empty);
    expect(trackingMessageFor("invalid")).toBe(TRACKING_MESSAGES.invalid);
    expect(trackingMessageFor("too-many")).toBe(TRACKING_MESSAGES.tooMany);
    expect(trackingMessageFor("too-long")).toBe(TRACKING_MESSAGES.tooLong);
  });
});

describe("checkTrackingInput", () => {
  it("accepts the spec's placeholder number", () => {
    expect(checkTrackingInput(SPEC_PLACEHOLDER)).toEqual({
      ok: true,
      cleaned: SPEC_PLACEHOLDER,
      numbers: ["9400100000000000000000"],
    });
  });

  it("normalises, keeps the order and drops repeats, keeping the first", () => {
    expect(checkTrackingInput(" 1z-5r8, 9400.1112, 1Z5R8 ,ab,")).toEqual({
      ok: true,
      cleaned: "1z-5r8, 9400.1112, 1Z5R8 ,ab,",
      numbers: ["1Z5R8", "94001112", "AB"],
    });
  });

  it.each([
    ["", "empty"],
    ["   \t\n", "empty"],
    [",, ,", "empty"],
    ["<>&'\"", "empty"],
    [" - . ", "empty"],
    ["9400!1000", "invalid"],
    ["9400 1000; 9400 2000", "invalid"],
    ["EZ123456789US\u0000", "invalid"],
    ["ÉZ123", "invalid"],
    ["9".repeat(351), "too-long"],
    ["<".repeat(351), "too-long"],
  ])("rejects %j as %s", (raw, reason) => {
    expect(checkTrackingInput(raw)).toEqual({ ok: false, reason });
  });

  it("counts the raw length, before cleaning, against the 350-character limit", () => {
    expect(checkTrackingInput("9".repeat(350)).ok).toBe(true);
    expect(checkTrackingInput(`${"9".repeat(349)}<`).ok).toBe(true);
    expect(checkTrackingInput(`${"9".repeat(350)}<`)).toEqual({ ok: false, reason: "too-long" });
  });

  it("accepts 35 numbers and rejects 36, counting a repeated number once", () => {
    const numbers = Array.from({ length: 36 }, (_, index) => `EZ${index}`);
    expect(checkTrackingInput(numbers.slice(0, 35).join(","))).toMatchObject({ ok: true });
    expect(checkTrackingInput(numbers.join(","))).toEqual({ ok: false, reason: "too-many" });
    expect(checkTrackingInput([...numbers.slice(0, 35), "ez0"].join(","))).toMatchObject({ ok: true });
  });
});

describe("trackingFormSchema (conform)", () => {
  const submit = (value?: string) => {
    const formData = new FormData();
    if (value !== undefined) formData.set("result", value);
    return parseWithZod(formData, { schema: trackingFormSchema });
  };

  it("parses a good submission to the cleaned input", () => {
    const submission = submit(` ${SPEC_PLACEHOLDER}, <EZ1> `);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.result).toBe(`${SPEC_PLACEHOLDER}, EZ1`);
  });

  it.each([
    [undefined, TRACKING_MESSAGES.empty.description],
    ["", TRACKING_MESSAGES.empty.description],
    ["   ", TRACKING_MESSAGES.empty.description],
    ["9400!", TRACKING_MESSAGES.invalid.description],
    [Array.from({ length: 36 }, (_, index) => `N${index}`).join(","), TRACKING_MESSAGES.tooMany.description],
    ["9".repeat(351), TRACKING_MESSAGES.tooLong.description],
  ])("reports %j with one message", (value, message) => {
    const submission = submit(value);
    expect(submission.status).toBe("error");
    if (submission.status === "error") expect(submission.error?.result).toEqual([message]);
  });
});

// ---- Properties ----

describe("properties", () => {
  it("cleaning never leaves < > \" ' &", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const cleaned = cleanTrackingInput(raw);
        for (const character of STRIPPED) expect(cleaned.includes(character)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("nothing throws on any string", () => {
    const everything = (raw: string) => {
      const cleaned = cleanTrackingInput(raw);
      splitTrackingNumbers(cleaned).map(normaliseTrackingNumber);
      normaliseTrackingNumber(raw);
      checkTrackingInput(raw);
      trackingFormSchema.safeParse({ result: raw });
    };
    fc.assert(
      fc.property(inputs, (raw) => {
        expect(() => everything(raw)).not.toThrow();
      }),
      { numRuns: 500 },
    );

    const hundredKilobytes = "9400 1000, <&>\u0000é😀\ud800".repeat(10_000).slice(0, 100_000);
    expect(() => everything(hundredKilobytes)).not.toThrow();
    expect(() => splitTrackingNumbers(cleanTrackingInput("9,".repeat(50_000)))).not.toThrow();
    expect(checkTrackingInput(hundredKilobytes)).toEqual({ ok: false, reason: "too-long" });
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

  it("accepts and rejects exactly as the plain restatement of the rule does, reaching every outcome", () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(inputs, (raw) => {
        const result = checkTrackingInput(raw);
        outcomes.add(result.ok ? "ok" : result.reason);
        expect(result).toEqual(referenceCheck(raw));
      }),
      { numRuns: 2000 },
    );
    expect([...outcomes].sort()).toEqual(["empty", "invalid", "ok", "too-long", "too-many"]);
  });

  it("accepts up to 35 distinct numbers and rejects 36 or more", () => {
    fc.assert(
      fc.property(distinctNumbers(1, MAX_TRACKING_NUMBERS), (numbers) => {
        expect(checkTrackingInput(numbers.join(", "))).toEqual({
          ok: true,
          cleaned: numbers.join(", "),
          numbers,
        });
      }),
    );
    fc.assert(
      fc.property(distinctNumbers(MAX_TRACKING_NUMBERS + 1, 49), (numbers) => {
        expect(checkTrackingInput(numbers.join(","))).toEqual({ ok: false, reason: "too-many" });
      }),
    );
  });

  it("every accepted number is non-empty, normalised and made of letters and digits", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const result = checkTrackingInput(raw);
        if (!result.ok) return;
        for (const number of result.numbers) expect(number).toMatch(/^[A-Z0-9]+$/);
      }),
      { numRuns: 500 },
    );
  });
});
