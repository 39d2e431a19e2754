import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { getConfig } from "~/lib/config.server";
import { createMessageSender, type MessageSender } from "./email-delivery.server";
import type { FormActionData, FormNotice } from "./form-notice";
import { isHoneypotFilled } from "./honeypot";
import type { MessageKind } from "./message-kind";
import { complaintSchema } from "./complaint-form";
import { contactSchema } from "./contact-form";
import { RATE_LIMITED_MESSAGE, failedMessage, sentMessage } from "./message-texts";
import { getRedis } from "~/lib/redis.server";
import { clientKeyFor, createRateLimiter, limitStore, type RateLimiter } from "./rate-limit.server";
import { MAX_SMALL_FORM_BYTES, readSmallForm } from "./small-form.server";

/**
 * The one flow behind the contact and complaint actions: honeypot → schema → rate limit
 * → send → reply. Validation runs before the rate limit, so a visitor correcting typos
 * never spends their allowance; only real send attempts count.
 */

type Log = Pick<Console, "info" | "warn" | "error">;
/** The kinds sent as messages; a job application has its own action. */
type EmailedKind = Exclude<MessageKind, "career">;

export interface MessageServices {
  sender: MessageSender;
  limiter: RateLimiter;
  log: Log;
}

const SCHEMAS = { contact: contactSchema, complaint: complaintSchema } as const satisfies Record<
  EmailedKind,
  z.ZodTypeAny
>;

let shared: MessageServices | undefined;

/** The process-wide sender and rate limiter, built once from the configuration. */
export function messageServices(): MessageServices {
  if (!shared) {
    const config = getConfig();
    shared = {
      sender: createMessageSender({
        emailjs: config.emailjs,
        outboxPath: config.outboxPath,
        timeoutMs: config.emailTimeoutMs,
      }),
      limiter: createRateLimiter(config.rateLimit, limitStore(getRedis())),
      log: console,
    };
  }
  return shared;
}

/** The action of the contact or complaint route. */
export function handleMessageAction(kind: EmailedKind, request: Request, clientAddress: string | null) {
  return createMessageActionHandler(messageServices())(kind, request, clientAddress);
}

export function createMessageActionHandler(services: MessageServices) {
  const { sender, limiter, log } = services;

  /** `clientAddress`: the sender's address as the server saw it (AppLoadContext). */
  return async function handle(kind: EmailedKind, request: Request, clientAddress: string | null) {
    const formData = await readSmallForm(request, MAX_SMALL_FORM_BYTES);
    if (!formData) {
      log.warn(`[forms] ${kind}: refused a body that is not a small form`);
      return reply({ status: "error" }, errorNotice(failedMessage(kind)), 413);
    }

    const submission = parseWithZod(formData, { schema: SCHEMAS[kind] });

    if (isHoneypotFilled(formData)) {
      // Bots learn nothing: the same answer as a real success, and nothing is sent.
      log.warn(`[forms] ${kind}: honeypot filled, pretended success and sent nothing`);
      const name = formData.get("name");
      return reply(submission.reply({ resetForm: true }), successNotice(kind, typeof name === "string" ? name : ""));
    }

    if (submission.status !== "success") return reply(submission.reply(), null, 400);

    const decision = await limiter.consume(clientKeyFor(clientAddress));
    if (!decision.allowed) {
      log.warn(`[forms] ${kind}: rate limited, retry after ${decision.retryAfterSeconds} s`);
      return reply(submission.reply(), errorNotice(RATE_LIMITED_MESSAGE), 429, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }

    const sent = await sender.send(kind, submission.value);
    if (!sent.ok) {
      // The sender has logged the cause; the visitor keeps every field and may retry.
      return reply(submission.reply(), errorNotice(failedMessage(kind)), 503);
    }
    return reply(submission.reply({ resetForm: true }), successNotice(kind, submission.value.name));
  };
}

function successNotice(kind: EmailedKind, name: string): FormNotice {
  return { tone: "success", message: sentMessage(kind, name.slice(0, 100)) };
}

function errorNotice(message: string): FormNotice {
  return { tone: "error", message };
}

function reply(result: SubmissionResult<string[]>, notice: FormNotice | null, status = 200, headers?: HeadersInit) {
  const body: FormActionData = { result, notice };
  return data(body, { status, headers });
}
