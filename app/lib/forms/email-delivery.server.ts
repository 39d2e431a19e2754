import { log as appLog, type EventLog } from "~/lib/log.server";
import { recordServiceOutcome } from "~/lib/service-state.server";
import type { MessageKind } from "./message-kind";
import type { MessageFields } from "./message-fields";
import { appendToOutbox } from "./outbox.server";
import { createSmtpSender, mailText, type SmtpOptions } from "./smtp-transport.server";

/**
 * Sends contact and complaint messages: to the e-mail service's REST endpoint when it is
 * configured, else to the local outbox file. Never throws: the caller shows the spec's
 * generic failure message and keeps what the visitor typed.
 *
 * The same sender also carries the operator's notice of a job application ('career'),
 * but only when the service is configured: applications are always recorded in the
 * outbox by the career action itself, so it never asks for a 'career' outbox line here.
 */

export type { MessageFields } from "./message-fields";

export type SendResult =
  | { ok: true; via: "emailjs" | "smtp" | "outbox" }
  /** 'outbox' = the outbox file could not be written (disk full, permissions). */
  | { ok: false; status: number | "network" | "timeout" | "outbox" };

export interface EmailJsOptions {
  apiUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey?: string;
}

export interface MessageSenderOptions {
  emailjs?: EmailJsOptions;
  /** SMTP through nodemailer (SMTP_URL); the configuration allows one transport at a time. */
  smtp?: SmtpOptions;
  outboxPath: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: EventLog;
}

export interface MessageSender {
  send(kind: MessageKind, fields: MessageFields): Promise<SendResult>;
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

export function createMessageSender(options: MessageSenderOptions): MessageSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetchImpl ?? fetch;
  const log = options.log ?? appLog;
  const { emailjs, smtp, outboxPath } = options;
  const smtpSender = smtp ? createSmtpSender(smtp, timeoutMs) : undefined;

  async function viaOutbox(kind: MessageKind, fields: MessageFields): Promise<SendResult> {
    try {
      await appendToOutbox(outboxPath, { kind, fields: templateParams(kind, fields) });
      // The kind only: no address, not even masked (the privacy policy lists what the log holds).
      log.info({ event: "message-saved", kind, via: "outbox" }, `${kind} saved to the outbox`);
      return { ok: true, via: "outbox" };
    } catch (error) {
      log.error(
        { event: "message-not-saved", kind, error: describe(error) },
        `${kind} could not be written to the outbox`,
      );
      return { ok: false, status: "outbox" };
    }
  }

  async function viaEmailJs(config: EmailJsOptions, kind: MessageKind, fields: MessageFields): Promise<SendResult> {
    const body = {
      lib_version: EMAILJS_LIB_VERSION,
      user_id: config.publicKey,
      service_id: config.serviceId,
      template_id: config.templateId,
      template_params: templateParams(kind, fields),
      ...(config.privateKey ? { accessToken: config.privateKey } : {}),
    };
    const url = `${config.apiUrl.replace(/\/+$/, "")}/api/v1.0/email/send`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (response.ok) {
        // The status decides; the body ("OK") is not needed, so free the connection.
        response.body?.cancel().catch(() => undefined);
        log.info({ event: "message-sent", kind, status: response.status }, `${kind} sent (status ${response.status})`);
        recordServiceOutcome("email", true);
        return { ok: true, via: "emailjs" };
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
  }

  async function viaSmtp(sender: NonNullable<typeof smtpSender>, kind: MessageKind, fields: MessageFields) {
    const params = templateParams(kind, fields);
    const sent = await sender.send({ subject: params.subject, replyTo: fields.email, text: mailText(params) });
    if (sent.ok) {
      log.info({ event: "message-sent", kind, via: "smtp" }, `${kind} sent by SMTP`);
      recordServiceOutcome("email", true);
      return { ok: true as const, via: "smtp" as const };
    }
    log.error(
      { event: "message-rejected", kind, via: "smtp", status: sent.status },
      `${kind} not sent (${sent.status})`,
    );
    recordServiceOutcome("email", false, sent.status);
    return { ok: false as const, status: sent.status };
  }

  return {
    send(kind, fields) {
      if (smtpSender) return viaSmtp(smtpSender, kind, fields);
      return emailjs ? viaEmailJs(emailjs, kind, fields) : viaOutbox(kind, fields);
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
