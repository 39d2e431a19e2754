import type { AppConfig } from "~/lib/config.server";

/**
 * Settings that are valid but probably not what the operator meant; server/index.mjs logs each
 * once at start (a warning on stderr), and the site starts anyway.
 */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.redisUrl && !config.emailjs) {
    // REDIS_URL means several instances or machines; each keeps its own outbox file.
    warnings.push(
      "REDIS_URL is set but e-mail is not configured (EMAILJS_*): messages and job applications are written to " +
        "the outbox of whichever machine served the request. Collect and back up OUTBOX_PATH on every machine, " +
        "or configure the e-mail service (deploy/README.md, 'Messages on several machines').",
    );
  }
  return warnings;
}
