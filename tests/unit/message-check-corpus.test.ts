/**
 * The checker against its corpus (tests/fixtures/message-corpus.ts): every entry gets the verdict
 * a careful reader following docs/product.md §D9.1 would give. `npm run bench:messages` prints
 * the same comparison as a confusion table, with timings.
 */
import { describe, expect, it } from "vitest";
import { checkMessage } from "~/lib/message-check/check-message";
import { MESSAGE_CORPUS } from "../fixtures/message-corpus";
import { translatorFor } from "../helpers/strings";

// The corpus states each verdict as the English page words it.
const { t } = translatorFor("en", "checker");

describe("the message checker on its corpus", () => {
  it.each(MESSAGE_CORPUS.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
    const check = checkMessage(entry.text, entry.sender ?? "");
    expect(t(check.verdict), check.reasons.map((reason) => `${reason.weight}: ${reason.evidence}`).join(" | ")).toBe(
      entry.expected,
    );
    // A verdict other than "none" always says why, with evidence from the message.
    if (t(check.verdict) !== "No warning signs found") expect(check.reasons.length).toBeGreaterThan(0);
  });
});
