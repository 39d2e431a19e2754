import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";
import { boundedReply, formFields } from "~/lib/forms/form-limits.server";
import { errorNotice, type FormNotice } from "~/lib/forms/form-notice";
import { countToolUse } from "~/lib/metrics.server";
import {
  clientKeyFor,
  createRateLimiter,
  limitStore,
  type RateLimitDecision,
  type RateLimiter,
} from "~/lib/forms/rate-limit.server";
import { minutesToWait } from "~/lib/retry-after";
import { readForm } from "~/lib/forms/read-form.server";
import { getRedis } from "~/lib/redis.server";
import { checkMessage, type MessageCheck } from "./check-message";
import { MESSAGE_CHECK_LIMITS, MESSAGE_CHECK_TEXTS, messageCheckSchema } from "./message-check-form";

/**
 * The checker's action: read the post within its size and bounds, validate, count it against
 * the client's limit, check. The message lives only in this request's memory: nothing here logs,
 * stores, caches or sends it (docs/product.md §D9.1), and the answer is no-store. An answer shows
 * again only the form's two fields, each at most twice its limit (issue 30: it once echoed
 * whatever was posted).
 */

export interface MessageCheckAnswer {
  result: SubmissionResult<string[]>;
  notice: FormNotice | null;
  check: MessageCheck | null;
}

// Every character may take 4 bytes of UTF-8 and triple again when percent-encoded.
/** nginx keeps a body this large in memory (client_body_buffer_size; tests/unit/nginx-config.test.ts). */
export const MESSAGE_CHECK_BODY_BYTES = (MESSAGE_CHECK_LIMITS.message + MESSAGE_CHECK_LIMITS.sender) * 12 + 1024;
const NO_STORE = { "Cache-Control": "no-store" };
/** The message has no `.max()` (its page has no maxlength): its limit is named here. */
const CHECK_FIELDS = formFields(messageCheckSchema, { maxLengths: MESSAGE_CHECK_LIMITS });

let limiter: RateLimiter | undefined;
function checkLimiter(): RateLimiter {
  limiter ??= createRateLimiter(getConfig().messageCheckLimit, limitStore(getRedis()));
  return limiter;
}

export async function handleMessageCheck(request: Request, clientAddress: string | null, limits = checkLimiter()) {
  const answer = (
    result: SubmissionResult<string[]>,
    notice: FormNotice | null,
    check: MessageCheck | null,
    status = 200,
    headers: Record<string, string> = {},
  ) =>
    data<MessageCheckAnswer>(
      { result: boundedReply(result, CHECK_FIELDS), notice, check },
      { status, headers: { ...NO_STORE, ...headers } },
    );
  const limited = (decision: Exclude<RateLimitDecision, { allowed: true }>, result: SubmissionResult<string[]>) =>
    answer(result, rateLimitNotice(decision), null, 429, { "Retry-After": String(decision.retryAfterSeconds) });

  const read = await readForm(request, { fields: CHECK_FIELDS, maxBytes: MESSAGE_CHECK_BODY_BYTES });
  if (!read.ok) {
    // Too large, not a form, broken or outside the form's bounds: said above the form; the form's
    // fields that were read are kept. It counts against the client's limit.
    const fields = read.reason === "too-large" || read.reason === "out-of-bounds" ? read.fields : new FormData();
    const result = parseWithZod(fields, { schema: messageCheckSchema }).reply();
    const counted = await limits.countRefusal(clientKeyFor(clientAddress));
    if (!counted.allowed) return limited(counted, result);
    return answer(result, errorNotice(MESSAGE_CHECK_TEXTS.unreadable), null, read.status);
  }
  const submission = parseWithZod(read.formData, { schema: messageCheckSchema });
  if (submission.status !== "success") return answer(submission.reply(), null, null, 400);

  const decision = await limits.consume(clientKeyFor(clientAddress));
  if (!decision.allowed) return limited(decision, submission.reply());
  const check = checkMessage(submission.value.message, submission.value.sender ?? "");
  // The verdict only: the message itself is never kept, not even counted by content.
  countToolUse("message-checker", check.verdict.split(".").pop() ?? "unknown");
  return answer(submission.reply(), null, check);
}

/** The client's own limit, or the site's hour used up (with the minutes to wait). */
function rateLimitNotice(decision: Exclude<RateLimitDecision, { allowed: true }>): FormNotice {
  if (decision.scope === "client") return errorNotice(MESSAGE_CHECK_TEXTS.rateLimited);
  return {
    tone: "error",
    message: MESSAGE_CHECK_TEXTS.siteBusy,
    values: { minutes: minutesToWait(decision.retryAfterSeconds) },
  };
}
