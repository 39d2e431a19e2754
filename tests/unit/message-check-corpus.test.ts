/**
 * The checker against its corpora, every entry judged twice: with the sender the visitor would
 * type, and with the "Who sent it?" field left empty (most visitors paste only the text).
 *
 * - The main corpus (tests/fixtures/message-corpus.ts) is pinned: every entry gets the verdict a
 *   careful reader following docs/product.md §D9.1 would give, in both modes.
 * - The sealed held-out set (tests/fixtures/message-heldout.ts, written without reading the rule) is
 *   held to the targets of issue 31 as thresholds, never entry by entry: it measures, it is not tuned on.
 *
 * `npm run bench:messages` prints the same comparisons as four confusion tables, with timings.
 */
import { describe, expect, it } from "vitest";
import { checkMessage } from "~/lib/message-check/check-message";
import { isWarningSign } from "~/lib/message-check/verdicts";
import { MESSAGE_CORPUS, type CorpusEntry } from "../fixtures/message-corpus";
import { MESSAGE_HELDOUT } from "../fixtures/message-heldout";
import { translatorFor } from "../helpers/strings";

// The corpora state each verdict as the English page words it.
const { t } = translatorFor("en", "checker");
const MODES = [
  ["with the sender", (entry: CorpusEntry) => entry.sender ?? ""],
  ["with the sender field empty", () => ""],
] as const;

const verdictOf = (entry: CorpusEntry, sender: string) => {
  const check = checkMessage(entry.text, sender);
  return { check, verdict: t(check.verdict) };
};

describe.each(MODES)("the message checker on its main corpus, %s", (mode, senderOf) => {
  it.each(MESSAGE_CORPUS.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
    const { check, verdict } = verdictOf(entry, senderOf(entry));
    const expected = mode === "with the sender" ? entry.expected : (entry.expectedWithoutSender ?? entry.expected);
    expect(verdict, check.reasons.map((reason) => `${reason.weight}: ${reason.evidence}`).join(" | ")).toBe(expected);
    // A verdict other than "none" always says why, with evidence from the message.
    if (verdict !== "No warning signs found") expect(check.reasons.filter(isWarningSign).length).toBeGreaterThan(0);
  });
});

describe.each(MODES)("the message checker on the sealed held-out set, %s", (_mode, senderOf) => {
  const judged = MESSAGE_HELDOUT.map((entry) => ({ entry, ...verdictOf(entry, senderOf(entry)) }));
  const scams = judged.filter(({ entry }) => entry.kind === "scam");
  const genuine = judged.filter(({ entry }) => entry.kind === "genuine");
  const share = (group: typeof judged, verdict: string) =>
    group.filter((item) => item.verdict === verdict).length / group.length;

  it("calls at least 90% of the scams 'Likely a scam'", () => {
    expect(share(scams, "Likely a scam")).toBeGreaterThanOrEqual(0.9);
  });

  it("calls no genuine message 'Likely a scam'", () => {
    expect(genuine.filter((item) => item.verdict === "Likely a scam").map((item) => item.entry.id)).toEqual([]);
  });

  it("lets no scam through unremarked", () => {
    expect(scams.filter((item) => item.verdict === "No warning signs found").map((item) => item.entry.id)).toEqual([]);
  });

  // Issue 31 allows a genuine short link to be "Be careful"; the held-out set's own labels put its 2
  // genuine messages with bit.ly or tinyurl links (2 of 38, 5.3%) there, and nothing else may join them.
  it("calls only the genuine messages with a short link 'Be careful'", () => {
    const careful = genuine.filter((item) => item.verdict === "Be careful");
    expect(careful.length).toBeLessThanOrEqual(2);
    for (const item of careful) expect(item.entry.text).toMatch(/\b(?:bit\.ly|tinyurl\.com)\//);
  });
});

describe("every answer on both corpora", () => {
  it("never lists a warning sign under 'No warning signs found', and names every reason's sentence", () => {
    for (const entry of [...MESSAGE_CORPUS, ...MESSAGE_HELDOUT]) {
      for (const [, senderOf] of MODES) {
        const check = checkMessage(entry.text, senderOf(entry));
        const points = check.reasons.filter(isWarningSign).length;
        if (t(check.verdict) === "No warning signs found") {
          // Below the threshold: at most one minor sign (1 point), shown as noted, never as a warning.
          expect(check.reasons.filter((reason) => reason.weight === "strong" || reason.weight === "caution")).toEqual(
            [],
          );
          expect(points).toBeLessThanOrEqual(1);
        }
        for (const reason of check.reasons) expect(t(reason.key, reason.values)).not.toMatch(/checker\.|[{}]/);
      }
    }
  });
});
