import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_ERRORS,
  feedbackSchema,
  isFeedbackIntent,
} from "~/lib/help-centre/feedback";
import { feedbackLogEntry, logFeedback } from "~/lib/help-centre/feedback.server";

function form(entries: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return formData;
}

function parse(entries: Record<string, string>) {
  return parseWithZod(form(entries), { schema: feedbackSchema });
}

describe("feedbackSchema", () => {
  it("accepts Yes and No without a comment", () => {
    expect(parse({ intent: "helpful" })).toMatchObject({ status: "success", value: { intent: "helpful" } });
    expect(parse({ intent: "not-helpful" })).toMatchObject({ status: "success", value: { intent: "not-helpful" } });
  });

  it("requires a comment that is not blank, and trims it", () => {
    for (const comment of ["", "   ", "\n\t"]) {
      const submission = parse({ intent: "comment", comment });
      expect(submission.status).toBe("error");
      expect(submission.reply().error?.comment).toEqual([FEEDBACK_ERRORS.commentRequired]);
    }
    expect(parse({ intent: "comment" }).reply().error?.comment).toEqual([FEEDBACK_ERRORS.commentRequired]);
    expect(parse({ intent: "comment", comment: "  More detail please \n" })).toMatchObject({
      status: "success",
      value: { comment: "More detail please" },
    });
  });

  it("bounds the comment length", () => {
    expect(parse({ intent: "comment", comment: "x".repeat(FEEDBACK_COMMENT_MAX_LENGTH) }).status).toBe("success");
    const tooLong = parse({ intent: "comment", comment: "x".repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1) });
    expect(tooLong.reply().error?.comment).toEqual([FEEDBACK_ERRORS.commentTooLong]);
  });

  it("refuses unknown or missing intents", () => {
    expect(parse({}).status).toBe("error");
    expect(parse({ intent: "delete-everything" }).status).toBe("error");
    expect(isFeedbackIntent("comment")).toBe(true);
    expect(isFeedbackIntent("subscribe")).toBe(false);
    expect(isFeedbackIntent(null)).toBe(false);
  });
});

describe("feedback log", () => {
  it("writes one JSON line per piece of feedback, whatever the comment holds", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 3000 }), (comment) => {
        const info = vi.fn();
        logFeedback(feedbackLogEntry("csv-article-3", { intent: "comment", comment }), { info });
        expect(info).toHaveBeenCalledTimes(1);
        // The logger writes it as one JSON line, which JSON escaping keeps on one line.
        const entry = info.mock.calls[0][0];
        expect(JSON.stringify(entry)).not.toMatch(/[\n\r]/);
        expect(entry).toMatchObject({ event: "faq-feedback", entryId: "csv-article-3", helpful: false });
        expect(entry.comment.length).toBeLessThanOrEqual(2000);
        expect(comment.startsWith(entry.comment)).toBe(true);
      }),
    );
  });

  it("logs Yes without a comment", () => {
    const info = vi.fn();
    logFeedback(feedbackLogEntry("csv-article-1", { intent: "helpful" }), { info });
    expect(info.mock.calls[0][0]).toEqual({
      event: "faq-feedback",
      entryId: "csv-article-1",
      helpful: true,
    });
  });
});
