import { createHash } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { boundedReply } from "./form-limits.server";
import type { AppLoadContext } from "@remix-run/node";
import type { Language } from "~/i18n/languages";
import { errorNotice, successNotice, type FormActionData, type FormNotice, type NoticeText } from "./form-notice";
import { isHoneypotFilled } from "./honeypot";
import type { MessageKind } from "./message-kind";
import { messageServices, type MessageServices } from "./message-services.server";
import { failedMessage, rateLimitedMessage } from "./message-texts";
import { clientKeyFor } from "./rate-limit.server";

/**
 * The one flow behind every message form (contact, complaint, career):
 * read the body → honeypot → schema → the kind's own checks → sent already? → rate limit → deliver → reply.
 * Everything that can refuse the visitor's input runs before the rate limit, so a visitor
 * correcting typos never spends their allowance; only real send attempts count, and bodies no
 * browser sends (not a form, too large, outside the form's bounds), against the client's own
 * limit only: a client that keeps sending them is answered 429 (issue 30). The same
 * message a second time within a day (a reload of the answer, Back and Send again, without
 * JavaScript) gets the same thanks and is neither sent nor counted again (decision 012).
 * What differs per kind is its MessageDefinition.
 */

/** Why an answer is not a success: messages beside fields and/or a notice above them. */
export interface Refusal {
  fieldErrors?: Record<string, string[]>;
  notice?: FormNotice | null;
}

export type BodyRead =
  | { ok: true; formData: FormData }
  /** `fields`: the text fields read before the refusal, shown again with `fieldErrors`. */
  | ({ ok: false; status: 400 | 413 | 415; fields?: FormData } & Refusal);

export type Prepared<Payload> = { ok: true; payload: Payload } | ({ ok: false } & Refusal);

export interface MessageDefinition<Schema extends z.ZodTypeAny, Payload, Context extends object> {
  kind: MessageKind;
  /** Reads the posted form within this kind's size limits. */
  readBody(request: Request): Promise<BodyRead>;
  schema: Schema;
  /** Added to every answer (the career page: which job's form the answer is about). */
  context(formData: FormData): Context;
  /** The thanks, in the page's language; a bot that filled the honeypot gets it too. */
  successMessage(formData: FormData, language: Language): NoticeText;
  /**
   * Checks the schema cannot make (the résumé's bytes); a refusal answers 400. `language`: the
   * page the visitor wrote from, which the message carries to the operator.
   */
  prepare(value: z.output<Schema>, formData: FormData, language: Language): Promise<Prepared<Payload>>;
  /** Everything that makes this message what it is, as text: its digest tells a repeat. */
  fingerprint(payload: Payload): string;
  /** Sends or records the message; false when that failed (the cause is logged by then). */
  deliver(payload: Payload, services: MessageServices): Promise<boolean>;
}

/** What the action needs of its load context: the sender's address as the server saw it, and the page's language. */
export type SenderContext = Pick<AppLoadContext, "clientAddress" | "language">;

/** The action of a message route. */
export function handleMessageAction<Schema extends z.ZodTypeAny, Payload, Context extends object>(
  definition: MessageDefinition<Schema, Payload, Context>,
  request: Request,
  context: SenderContext,
) {
  return createMessageActionHandler(messageServices())(definition, request, context);
}

export function createMessageActionHandler(services: MessageServices) {
  const { limiter, sentMessages, log } = services;

  return async function handle<Schema extends z.ZodTypeAny, Payload, Context extends object>(
    definition: MessageDefinition<Schema, Payload, Context>,
    request: Request,
    { clientAddress, language }: SenderContext,
  ) {
    const { kind, schema } = definition;
    const answer = (
      formData: FormData,
      result: SubmissionResult<string[]>,
      notice: FormNotice | null,
      status = 200,
      headers?: HeadersInit,
    ) => {
      // Only the form's own fields, each within its limit, go back into the page.
      const body: FormActionData & Context = {
        ...definition.context(formData),
        result: boundedReply(result, schema),
        notice,
      };
      return data(body, { status, headers });
    };

    const body = await definition.readBody(request);
    if (!body.ok) {
      log.warn({ event: "form-body-refused", kind, status: body.status }, `${kind}: refused the body`);
      // What was read is shown again, so a refused upload does not cost the typed fields. Only
      // the form's own fields ever get here (readForm), so conform reads nothing else.
      const result = body.fields
        ? parseWithZod(body.fields, { schema }).reply(withFieldErrors(body))
        : { status: "error" as const };
      const counted = await limiter.countRefusal(clientKeyFor(clientAddress));
      if (!counted.allowed) {
        return answer(body.fields ?? new FormData(), result, rateLimitNotice(counted), 429, {
          "Retry-After": String(counted.retryAfterSeconds),
        });
      }
      return answer(body.fields ?? new FormData(), result, body.notice ?? null, body.status);
    }

    const { formData } = body;
    const submission = parseWithZod(formData, { schema });
    if (isHoneypotFilled(formData)) {
      // Bots learn nothing: the same answer as a real success, and nothing is sent.
      log.warn({ event: "form-honeypot", kind }, `${kind}: honeypot filled, pretended success and sent nothing`);
      return answer(
        formData,
        submission.reply({ resetForm: true }),
        successNotice(definition.successMessage(formData, language)),
      );
    }
    if (submission.status !== "success") return answer(formData, submission.reply(), null, 400);

    const prepared = await definition.prepare(submission.value, formData, language);
    if (!prepared.ok) {
      return answer(formData, submission.reply(withFieldErrors(prepared)), prepared.notice ?? null, 400);
    }

    const thanks = () =>
      answer(
        formData,
        submission.reply({ resetForm: true }),
        successNotice(definition.successMessage(formData, language)),
      );
    const digest = createHash("sha256")
      .update(`${kind}\n${definition.fingerprint(prepared.payload)}`)
      .digest("base64url");
    if (!(await sentMessages.claim(digest))) {
      log.info(
        { event: "form-repeat", kind },
        `${kind}: the same message again within a day (a reload?), thanked and not sent`,
      );
      return thanks();
    }

    const decision = await limiter.consume(clientKeyFor(clientAddress));
    if (!decision.allowed) {
      await sentMessages.release(digest);
      log.warn(
        { event: "form-rate-limited", kind, scope: decision.scope, retryAfterSeconds: decision.retryAfterSeconds },
        `${kind}: rate limited (${decision.scope})`,
      );
      return answer(formData, submission.reply(), rateLimitNotice(decision), 429, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }

    if (!(await definition.deliver(prepared.payload, services))) {
      await sentMessages.release(digest);
      // The visitor keeps every field and may retry.
      return answer(formData, submission.reply(), errorNotice(failedMessage(kind)), 503);
    }
    return thanks();
  };
}

/** "You sent too many" for the client's own limit; "the site is busy, try again in N minutes" for the site's. */
function rateLimitNotice(decision: { scope: "client" | "site"; retryAfterSeconds: number }): FormNotice {
  return { tone: "error", ...rateLimitedMessage(decision) };
}

/** conform's reply options adding a refusal's field errors; none leaves conform's own to stand. */
function withFieldErrors({ fieldErrors }: Refusal) {
  return fieldErrors ? { fieldErrors } : undefined;
}
