import { getConfig, type AppConfig } from "~/lib/config.server";
import { log, type EventLog } from "~/lib/log.server";
import { getRedis } from "~/lib/redis.server";
import { careerNotice, type CareerNoticeInput } from "./career-application.server";
import { createDeliveryQueue, type DeliveryQueue, type StoredMessage, type Transport } from "./delivery-queue.server";
import {
  createEmailJsTransport,
  createMessageSender,
  createSmtpTransport,
  templateParams,
  type MessageSender,
} from "./email-delivery.server";
import type { MessageKind } from "./message-kind";
import {
  createRateLimiter,
  createSentMessages,
  limitStore,
  type RateLimiter,
  type SentMessages,
} from "./rate-limit.server";

/** What the message flow stores and sends with; tests pass their own. */
export interface MessageServices {
  /** Writes contact and complaint messages to the outbox (and hands them to the delivery queue). */
  sender: MessageSender;
  limiter: RateLimiter;
  /** Digests of the messages sent in the last day: the same message again is not sent twice. */
  sentMessages: SentMessages;
  log: EventLog;
  /** The outbox file: every message is recorded there first, applications' résumés beside it. */
  outboxPath: string;
  /** Told the id of a record stored by hand (an application): the delivery queue e-mails it. */
  stored?: (id: string) => void;
}

/** What the template receives for a stored record: the fields as stored, or the operator's notice of an application. */
export function mailParams(message: Pick<StoredMessage, "kind" | "fields">): Record<string, string> {
  if (message.kind !== "career") return message.fields;
  const { language, jobId, fullName, email, phone, jobTitle } = message.fields;
  const input = { language, jobId, fullName, email, phone, jobTitle } as CareerNoticeInput;
  return templateParams("career", careerNotice(input));
}

/** The configured e-mail transport, or none (the outbox alone). */
export function emailTransport(config: AppConfig, logTo: EventLog = log): Transport | undefined {
  const options = { timeoutMs: config.emailTimeoutMs, log: logTo };
  const transport = config.smtp
    ? createSmtpTransport(config.smtp, {
        ...options,
        messageIdHost: config.siteUrl ? new URL(config.siteUrl).hostname : undefined,
      })
    : config.emailjs
      ? createEmailJsTransport(config.emailjs, options)
      : undefined;
  if (!transport) return undefined;
  return {
    name: transport.name,
    deliver: (message) =>
      transport.deliver({ id: message.id, kind: message.kind as MessageKind, params: mailParams(message) }),
  };
}

let shared: (MessageServices & { queue?: DeliveryQueue }) | undefined;

/** The process-wide services, built once from the configuration. */
export function messageServices(): MessageServices & { queue?: DeliveryQueue } {
  if (!shared) {
    const config = getConfig();
    const transport = emailTransport(config);
    const queue = transport
      ? createDeliveryQueue({
          outboxPath: config.outboxPath,
          transport,
          retry: { ...config.emailRetry },
          // One attempt's claim outlives the transport's own timeouts (SMTP has several steps).
          leaseMs: Math.max(60_000, 4 * config.emailTimeoutMs),
          scanIntervalMs: Math.min(10_000, config.emailRetry.firstDelayMs),
        })
      : undefined;
    const stored = queue ? () => void queue.kick() : undefined;
    const store = limitStore(getRedis());
    shared = {
      sender: createMessageSender({ outboxPath: config.outboxPath, onStored: stored }),
      limiter: createRateLimiter(config.rateLimit, store),
      sentMessages: createSentMessages(store),
      log,
      outboxPath: config.outboxPath,
      stored,
      queue,
    };
  }
  return shared;
}

/** Starts e-mailing what the outbox holds (left from before a restart, too), when a transport is configured. */
export function startDelivery(): void {
  messageServices().queue?.start();
}
