import { log as appLog, type EventLog } from "~/lib/log.server";
import { recordServiceOutcome } from "~/lib/service-state.server";
import type { MessageKind } from "./message-kind";
import type { MessageFields } from "./message-fields";
import { countMessageStored } from "~/lib/metrics.server";
import type { DeliveryOutcome } from "./delivery-queue.server";
import { appendToOutbox } from "./outbox.server";
import { createSmtpSender, mailText, type SmtpOptions } from "./smtp-transport.server";

/**
 * Messages are stored first, then e-mailed from the record (docs/product.md §D10.3):
 * - createMessageSender writes each message to the outbox (the durable record, with an id) and
 *   hands it to the delivery queue when an e-mail transport is configured. It never throws; its
 *   only failure is a record that could not be written, the one case the visitor is told.
 * - createEmailJsTransport and createSmtpTransport e-mail one stored message for the queue
 *   (delivery-queue.server.ts), which retries with backoff until it is delivered.
 */

export type { MessageFields } from "./message-fields";

export type SendResult =
  /** Stored (and queued for e-mail when a transport is configured). */
  | { ok: true; via: "outbox"; id: string }
  /** 'outbox' = the outbox file could not be written (disk full, permissions). */
  | { ok: false; status: "outbox" };

export interface EmailJsOptions {
  apiUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey?: string;
}

export interface MessageSenderOptions {
  outboxPath: string;
  /** Told the id of each stored message (the delivery queue's kick). */
  onStored?: (id: string) => void;
  log?: EventLog;
}

export interface MessageSender {
  send(kind: MessageKind, fields: MessageFields): Promise<SendResult>;
}

/** One message as a transport sends it: the record's id, its kind and the template's parameters. */
export interface OutgoingMail {
  id: string;
  kind: string;
  params: Record<string, string>;
}

export interface TransportOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: EventLog;
}

/** The browser SDK version the REST payload imitates, as the spec's payload carries it. */
export const EMAILJS_LIB_VERSION = "4.4.1";
export const COMPLAINT_SUBJECT = "Complaint Form";
const CONTACT_SUBJECT_PREFIX = "New User";
const CAREER_SUBJECT_PREFIX = "Job application:";

/**
 * The template's subject: 'New User {subject}' for contact, fixed for complaints,
 * 'Job application: {job title}' for a career notice (the title passed as subject).
 */
export function emailSubject(kind: MessageKind, subject?: string): string {
  if (kind === "complaint") return COMPLAINT_SUBJECT;
  const typed = subject?.trim();
  if (kind === "career") return typed ? `${CAREER_SUBJECT_PREFIX} ${typed}` : CAREER_SUBJECT_PREFIX.slice(0, -1);
  return typed ? `${CONTACT_SUBJECT_PREFIX} ${typed}` : CONTACT_SUBJECT_PREFIX;
}

/**
 * The template parameters, identical for the service and the outbox: every field as given
 * (the kind's schema decides which), with the subject the template's own.
 */
export function templateParams(kind: MessageKind, fields: MessageFields): Record<string, string> {
  return { ...fields, subject: emailSubject(kind, fields.subject) };
}

/** Writes the message to the outbox, as the template will receive it; the queue e-mails it from there. */
export function createMessageSender({ outboxPath, onStored, log = appLog }: MessageSenderOptions): MessageSender {
  return {
    async send(kind, fields) {
      try {
        const id = await appendToOutbox(outboxPath, { kind, fields: templateParams(kind, fields) });
        // The kind only: no address, not even masked (the privacy policy lists what the log holds).
        log.info({ event: "message-saved", kind, via: "outbox" }, `${kind} saved to the outbox`);
        countMessageStored(kind, true);
        onStored?.(id);
        return { ok: true, via: "outbox", id };
      } catch (error) {
        log.error(
          { event: "message-not-saved", kind, error: describe(error) },
          `${kind} could not be written to the outbox`,
        );
        countMessageStored(kind, false);
        return { ok: false, status: "outbox" };
      }
    },
  };
}

/** EmailJS's REST API (EMAILJS_*): one POST per message, with the spec's payload. */
export function createEmailJsTransport(config: EmailJsOptions, options: TransportOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetchImpl ?? fetch;
  const log = options.log ?? appLog;
  const url = `${config.apiUrl.replace(/\/+$/, "")}/api/v1.0/email/send`;
  return {
    name: "emailjs" as const,
    async deliver({ kind, params }: OutgoingMail): Promise<DeliveryOutcome> {
      const body = {
        lib_version: EMAILJS_LIB_VERSION,
        user_id: config.publicKey,
        service_id: config.serviceId,
        template_id: config.templateId,
        template_params: params,
        ...(config.privateKey ? { accessToken: config.privateKey } : {}),
      };
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: controller.signal,
          // The message goes to EMAILJS_API_URL and nowhere else: a redirect is a refusal (issue 30).
          redirect: "manual",
        });
        if (response.ok) {
          // The status decides; the body ("OK") is not needed, so free the connection.
          response.body?.cancel().catch(() => undefined);
          log.info(
            { event: "message-sent", kind, status: response.status },
            `${kind} sent (status ${response.status})`,
          );
          recordServiceOutcome("email", true);
          return { ok: true };
        }
        // The service explains a rejection in a short text; it is only for the log.
        const text = await response.text().catch(() => "");
        log.error(
          { event: "message-rejected", kind, status: response.status, reply: oneLine(text) },
          `${kind} rejected with status ${response.status}`,
        );
        recordServiceOutcome("email", false, response.status);
        return { ok: false, status: response.status };
      } catch (error) {
        if (controller.signal.aborted) {
          log.error({ event: "message-timeout", kind, timeoutMs }, `${kind} timed out after ${timeoutMs} ms`);
          recordServiceOutcome("email", false, "timeout");
          return { ok: false, status: "timeout" };
        }
        log.error({ event: "message-network-error", kind, error: describe(error) }, `${kind} network error`);
        recordServiceOutcome("email", false, "network");
        return { ok: false, status: "network" };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** SMTP (SMTP_URL) through nodemailer; the record's id is the Message-ID, so a repeat can be told. */
export function createSmtpTransport(smtp: SmtpOptions, options: TransportOptions & { messageIdHost?: string } = {}) {
  const log = options.log ?? appLog;
  const sender = createSmtpSender(smtp, options.timeoutMs ?? 10_000);
  const host = options.messageIdHost ?? "parcelhelp.invalid";
  return {
    name: "smtp" as const,
    async deliver({ id, kind, params }: OutgoingMail): Promise<DeliveryOutcome> {
      const sent = await sender.send({
        subject: params.subject,
        replyTo: params.email || undefined,
        text: mailText(params),
        messageId: `<${id}@${host}>`,
      });
      if (sent.ok) {
        log.info({ event: "message-sent", kind, via: "smtp" }, `${kind} sent by SMTP`);
        recordServiceOutcome("email", true);
        return { ok: true };
      }
      log.error(
        { event: "message-rejected", kind, via: "smtp", status: sent.status },
        `${kind} not sent (${sent.status})`,
      );
      recordServiceOutcome("email", false, sent.status);
      return { ok: false, status: sent.status };
    },
  };
}

/** The service's reply, trimmed to one short line (it never contains the message). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}

/** Error class, code and message (with its cause, where fetch hides the real reason). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${describe(error.cause)})` : "";
  const code = "code" in error && typeof error.code === "string" ? ` ${error.code}` : "";
  return `${error.name}${code}: ${error.message}${cause}`;
}
