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
      "REDIS_URL is set but e-mail is not configured (EMAILJS_*): messages and job applications stay in this " +
        "machine's outbox (OUTBOX_PATH). With several machines, configure the e-mail service, or collect and back " +
        "up every machine's outbox (deploy/README.md, 'Messages and résumés').",
    );
  }
  return warnings;
}
