import nodemailer from "nodemailer";
import type { ConnectionOptions } from "node:tls";
import { isLoopbackHost } from "~/lib/config.server";

/**
 * E-mail through SMTP (nodemailer), for an operator who points the site at a relay or a mailbox
 * provider (SMTP_URL). smtps:// speaks TLS from the start (port 465); smtp:// must upgrade with
 * STARTTLS (port 587), except to a relay on this machine (127.0.0.1:25, a local Postfix), where
 * nothing crosses a network. Credentials come in the URL (smtps://user:password@host).
 */

export interface SmtpOptions {
  url: string;
  from: string;
  to: string;
  /** For tests only: trust a self-signed certificate. Never read from the environment. */
  tls?: ConnectionOptions;
}

export interface SmtpMail {
  subject: string;
  /** The visitor's address: the operator's reply goes to them. */
  replyTo?: string;
  text: string;
  /** A stable id per message (the outbox record's): a resend carries the same Message-ID. */
  messageId?: string;
}

/** The options nodemailer gets for SMTP_URL: the URL, one timeout for every phase, TLS required off loopback. */
export function smtpTransportOptions(url: string, timeoutMs: number, tls?: ConnectionOptions) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    url,
    secure,
    requireTLS: !secure && !isLoopbackHost(parsed.hostname),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // One message per connection: sends are rare, and a pooled connection a relay dropped would fail one.
    pool: false,
    ...(tls ? { tls } : {}),
  };
}

export interface SmtpSender {
  send(mail: SmtpMail): Promise<{ ok: true; response: string } | { ok: false; status: number | "network" | "timeout" }>;
}

export function createSmtpSender(options: SmtpOptions, timeoutMs: number): SmtpSender {
  const transport = nodemailer.createTransport(smtpTransportOptions(options.url, timeoutMs, options.tls));
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: options.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
        return { ok: true, response: String(info.response ?? "") };
      } catch (error) {
        return { ok: false, status: smtpFailure(error) };
      }
    },
  };
}

/** An SMTP reply code (550, 421…) when the server answered, else the kind of network failure. */
function smtpFailure(error: unknown): number | "network" | "timeout" {
  if (error && typeof error === "object") {
    const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
    if (typeof responseCode === "number") return responseCode;
    if (code === "ETIMEDOUT") return "timeout";
  }
  return "network";
}

/** The message as plain text: each field on a line of its own, the message itself last. */
export function mailText(params: Record<string, string>): string {
  const { message = "", ...rest } = params;
  const lines = Object.entries(rest)
    .filter(([name]) => name !== "subject")
    .map(([name, value]) => `${name}: ${value}`);
  return `${lines.join("\n")}\n\n${message}\n`;
}
