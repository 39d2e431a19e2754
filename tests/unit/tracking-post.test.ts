import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pastedMessageCheck } from "~/lib/message-check/pasted-message";
import { TRACKING_INPUT_MAX_LENGTH, checkTrackingInput } from "~/lib/tracking/tracking-input";
import { numbersOnlyQuery, readTrackingPost } from "~/lib/tracking/tracking-post.server";
import { uspsNumbers } from "../helpers/tracking-numbers";

const [USPS_NUMBER, SECOND] = uspsNumbers(2);
const UPS_NUMBER = "1Z5R89390357567127";
const SCAM = `USPS: your package could not be delivered due to an incomplete address, update it within 12 hours: https://usps.com-redeliver.top/u ${USPS_NUMBER}`;

function post(body: string, type = "application/x-www-form-urlencoded") {
  return new Request("http://127.0.0.1/tracking", { method: "POST", headers: { "content-type": type }, body });
}

/** The `result` value a query would put in the address. */
const resultOf = (query: string | null) => (query === null ? null : new URLSearchParams(query).getAll("result"));

describe("the landing form's post: only numbers ever reach an address", () => {
  it("numbers alone, however typed, go on to the page for the numbers", () => {
    expect(resultOf(numbersOnlyQuery([USPS_NUMBER]))).toEqual([USPS_NUMBER]);
    expect(resultOf(numbersOnlyQuery(['  "9400 1112 0620 6406 2607 87"  ']))).toEqual(["9400111206206406260787"]);
    expect(resultOf(numbersOnlyQuery([`${USPS_NUMBER},\n${SECOND}; ${UPS_NUMBER}`]))).toEqual([
      `${USPS_NUMBER}, ${SECOND}, ${UPS_NUMBER}`,
    ]);
  });

  it("a pasted message, a sentence around a number, or no number is answered in place", () => {
    expect(pastedMessageCheck([SCAM])).not.toBeNull();
    expect(numbersOnlyQuery([SCAM])).toBeNull();
    expect(numbersOnlyQuery([`Your USPS tracking number is ${USPS_NUMBER}. Thanks!`])).toBeNull();
    expect(numbersOnlyQuery(["Where is my parcel, please?"])).toBeNull();
    expect(numbersOnlyQuery([""])).toBeNull();
    expect(numbersOnlyQuery(["9".repeat(TRACKING_INPUT_MAX_LENGTH + 1)])).toBeNull();
    // None or several values are no look-up (the page says so).
    expect(numbersOnlyQuery([])).toBeNull();
    expect(numbersOnlyQuery([USPS_NUMBER, SECOND])).toBeNull();
  });

  it("whatever is pasted, the address gets the numbers found in it and nothing the checker reads as a message", () => {
    const pieces = fc.oneof(
      fc.constantFrom(USPS_NUMBER, SECOND, UPS_NUMBER, "https://usps.com-redeliver.top/u", "$1.99", "From: 28777"),
      fc.string({ maxLength: 40 }),
      fc.constantFrom(" ", ", ", "\n", "; "),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        const query = numbersOnlyQuery([text]);
        if (query === null) return;
        const check = checkTrackingInput(text);
        expect(check.ok && !check.extracted).toBe(true);
        expect(pastedMessageCheck([text])).toBeNull();
        const [value] = resultOf(query) ?? [];
        // Normalised numbers and their separators only: no link, no word of the paste's own spelling.
        expect(value).toMatch(/^[A-Z0-9]+(, [A-Z0-9]+)*$/);
        expect(value.split(", ")).toEqual(check.ok ? check.numbers : []);
      }),
      { numRuns: 500 },
    );
  });
});

describe("reading the post", () => {
  it("reads the form's one field", async () => {
    const body = new URLSearchParams({ result: SCAM }).toString();
    expect(await readTrackingPost(post(body))).toEqual({ values: [SCAM], status: 200 });
  });

  it("a form without its field, or with it twice, is a bad request", async () => {
    expect(await readTrackingPost(post("other=1"))).toEqual({ values: [], status: 400 });
    // Out of the form's bounds: read as nothing (posted-fields.server.ts).
    expect(await readTrackingPost(post(`result=${USPS_NUMBER}&result=${SECOND}`))).toEqual({ values: [], status: 400 });
    expect(await readTrackingPost(post("result="))).toEqual({ values: [""], status: 200 });
  });

  it("a body over the field's size, or not a form, gives no value and its status, without throwing", async () => {
    const huge = new URLSearchParams({ result: "9".repeat(TRACKING_INPUT_MAX_LENGTH * 20) }).toString();
    expect(await readTrackingPost(post(huge))).toEqual({ values: [], status: 413 });
    expect(await readTrackingPost(post(JSON.stringify({ result: USPS_NUMBER }), "application/json"))).toEqual({
      values: [],
      status: 415,
    });
  });
});
