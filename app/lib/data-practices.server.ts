import { getConfig, type AppConfig } from "~/lib/config.server";
import { VIEW_WINDOW_DAYS } from "~/lib/help-centre/view-counts.server";

/**
 * The facts the privacy, GDPR and cookie pages state, taken from the running
 * configuration, so the policy describes what this deployment really does
 * (an e-mail service or the local outbox; an answer service or stored answers).
 */
export function dataPractices(config: AppConfig = getConfig()) {
  return {
    siteName: config.siteName,
    operatorName: config.operatorName,
    operatorEmail: config.siteEmail,
    operatorAddress: config.office.address,
    /**
     * Whether contact, complaint and application messages are also e-mailed to the operator (they are
     * always written to the outbox first: delivery-queue.server.ts).
     */
    messageDelivery: config.emailjs || config.smtp ? ("email-service" as const) : ("outbox" as const),
    /** The e-mail service the messages go through, as the policy names it: the SMTP server's host (SMTP wins, message-services.server.ts), or EmailJS. */
    emailService: config.smtp ? new URL(config.smtp.url).hostname : config.emailjs ? "EmailJS" : null,
    /** The host the answer service is reached at (ANSWER_SERVICE_URL), named in the policy. */
    answerServiceHost: config.answerService ? new URL(config.answerService.url).host : null,
    /** Rate-limit counters and view counts live in a Redis the servers share (REDIS_URL), else in memory. */
    sharedStore: config.redisUrl ? ("redis" as const) : ("memory" as const),
    /** FAQ view counts: one number per entry and day, kept this long (view-counts.server.ts). */
    viewCountDays: VIEW_COUNT_KEPT_DAYS,
    rateLimitWindowMinutes: Math.round(config.rateLimit.perClientWindowMs / 60_000),
    /** The longest any copy of a message is kept (outbox, résumés, backups): what the policy promises. */
    messageRetentionDays: MESSAGE_RETENTION_DAYS,
    /** When the hourly purge removes a message from the outbox (the rest of the period: backups). */
    outboxPurgeAfterDays: OUTBOX_PURGE_AFTER_DAYS,
    backupKeepDays: BACKUP_KEEP_DAYS,
    /** The rotation deploy/README.md sets up for request logs. */
    logRetentionDays: LOG_RETENTION_DAYS,
  };
}

/**
 * Messages, complaints and applications, and every copy of them (the outbox, résumés, backups), are
 * gone within this many days: what the privacy policy promises.
 */
export const MESSAGE_RETENTION_DAYS = 30;
/** Each nightly backup of the outbox is deleted within this many days (deploy/README.md, "Backups"). */
export const BACKUP_KEEP_DAYS = 7;
/**
 * The outbox purge's period (its default, and the timer's): a record is purged within an hour after
 * this (the hourly timer), and the last backup that holds it is deleted within BACKUP_KEEP_DAYS, so
 * no copy outlives MESSAGE_RETENTION_DAYS: 22 + 7, and a day to spare for the purge's hour and the
 * backup's own run (tests/unit/systemd-units.test.ts).
 */
export const OUTBOX_PURGE_AFTER_DAYS = MESSAGE_RETENTION_DAYS - BACKUP_KEEP_DAYS - 1;
/** A day's view counts are kept through the ranking's window and one day more. */
const VIEW_COUNT_KEPT_DAYS = VIEW_WINDOW_DAYS + 1;
/** Request logs are rotated daily and kept this many days (deploy/README.md). */
export const LOG_RETENTION_DAYS = 14;

export type DataPractices = ReturnType<typeof dataPractices>;
