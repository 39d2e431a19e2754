import { getConfig, type AppConfig } from "~/lib/config.server";

/**
 * The facts the privacy, GDPR and cookie pages state, taken from the running
 * configuration, so the policy describes what this deployment really does
 * (an e-mail service or the local outbox; an answer service or stored answers).
 */
export function dataPractices(config: AppConfig = getConfig()) {
  return {
    siteName: config.siteName,
    operatorEmail: config.siteEmail,
    operatorAddress: config.office.address,
    /** Where contact, complaint and application messages go. */
    messageDelivery: config.emailjs ? ("email-service" as const) : ("outbox" as const),
    answerServiceInUse: config.answerService !== undefined,
    rateLimitWindowMinutes: Math.round(config.rateLimit.perClientWindowMs / 60_000),
  };
}

export type DataPractices = ReturnType<typeof dataPractices>;
