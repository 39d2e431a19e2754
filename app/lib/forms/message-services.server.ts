import { getConfig } from "~/lib/config.server";
import { log, type EventLog } from "~/lib/log.server";
import { getRedis } from "~/lib/redis.server";
import { createMessageSender, type MessageSender } from "./email-delivery.server";
import {
  createRateLimiter,
  createSentMessages,
  limitStore,
  type RateLimiter,
  type SentMessages,
} from "./rate-limit.server";

/** What the message flow sends and records with; tests pass their own. */
export interface MessageServices {
  /** Contact and complaint messages: to the e-mail service when configured, else to the outbox. */
  sender: MessageSender;
  /**
   * The operator's e-mail about a recorded job application; absent when no e-mail service
   * is configured (the outbox line is then the only record, as it always is).
   */
  notifier?: MessageSender;
  limiter: RateLimiter;
  /** Digests of the messages sent in the last day: the same message again is not sent twice. */
  sentMessages: SentMessages;
  log: EventLog;
  /** The outbox file: applications are always recorded there, their résumés beside it. */
  outboxPath: string;
}

let shared: MessageServices | undefined;

/** The process-wide services, built once from the configuration. */
export function messageServices(): MessageServices {
  if (!shared) {
    const config = getConfig();
    const sender = createMessageSender({
      emailjs: config.emailjs,
      smtp: config.smtp,
      outboxPath: config.outboxPath,
      timeoutMs: config.emailTimeoutMs,
    });
    const store = limitStore(getRedis());
    shared = {
      sender,
      // Without the service the sender would write a second outbox line for an application.
      notifier: config.emailjs || config.smtp ? sender : undefined,
      limiter: createRateLimiter(config.rateLimit, store),
      sentMessages: createSentMessages(store),
      log,
      outboxPath: config.outboxPath,
    };
  }
  return shared;
}
