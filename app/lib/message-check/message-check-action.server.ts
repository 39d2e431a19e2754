import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";
import { errorNotice, type FormNotice } from "~/lib/forms/form-notice";
import { countToolUse } from "~/lib/metrics.server";
import { clientKeyFor, createRateLimiter, limitStore, type RateLimiter } from "~/lib/forms/rate-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { getRedis } from "~/lib/redis.server";
import { checkMessage, type MessageCheck } from "./check-message";
import { MESSAGE_CHECK_LIMITS, MESSAGE_CHECK_TEXTS, messageCheckSchema } from "./message-check-form";

/**
 * The checker's action: read the post within its size, validate, count it against the
 * client's limit, check. The message lives only in this request's memory: nothing here logs,
 * stores, caches or sends it (docs/product.md §D9.1), and the answer is no-store.
 */

export interface MessageCheckAnswer {
  result: SubmissionResult<string[]>;
  notice: FormNotice | null;
  check: MessageCheck | null;
}

// Every character may take 4 bytes of UTF-8 and triple again when percent-encoded.
const MAX_BODY_BYTES = (MESSAGE_CHECK_LIMITS.message + MESSAGE_CHECK_LIMITS.sender) * 12 + 1024;
const NO_STORE = { "Cache-Control": "no-store" };

let limiter: RateLimiter | undefined;
function checkLimiter(): RateLimiter {
  limiter ??= createRateLimiter(getConfig().messageCheckLimit, limitStore(getRedis()));
  return limiter;
}

export async function handleMessageCheck(request: Request, clientAddress: string | null, limits = checkLimiter()) {
  const answer = (body: MessageCheckAnswer, status = 200, headers: Record<string, string> = {}) =>
    data(body, { status, headers: { ...NO_STORE, ...headers } });

  const read = await readForm(request, { maxBytes: MAX_BODY_BYTES });
  if (!read.ok) {
    // Too large, not a form, or broken: said above the form; whatever fields were read are kept.
    const fields = read.reason === "too-large" ? read.fields : new FormData();
    return answer(
      {
        result: parseWithZod(fields, { schema: messageCheckSchema }).reply(),
        notice: errorNotice(MESSAGE_CHECK_TEXTS.unreadable),
        check: null,
      },
      read.status,
    );
  }
  const { formData } = read;
  const submission = parseWithZod(formData, { schema: messageCheckSchema });
  if (submission.status !== "success") return answer({ result: submission.reply(), notice: null, check: null }, 400);

  const decision = await limits.consume(clientKeyFor(clientAddress));
  if (!decision.allowed) {
    return answer(
      { result: submission.reply(), notice: errorNotice(MESSAGE_CHECK_TEXTS.rateLimited), check: null },
      429,
      {
        "Retry-After": String(decision.retryAfterSeconds),
      },
    );
  }
  const check = checkMessage(submission.value.message, submission.value.sender ?? "");
  // The verdict only: the message itself is never kept, not even counted by content.
  countToolUse("message-checker", check.verdict.split(".").pop() ?? "unknown");
  return answer({ result: submission.reply(), notice: null, check });
}
