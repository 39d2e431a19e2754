/**
 * Everything the server (server/index.mjs, server/readiness.mjs) and the operator scripts
 * (scripts/release.mjs, bench.mjs, profile.mjs) need from the build, in one object. entry.server.tsx
 * re-exports it as `serverHooks`, so they read `build.entry.module.serverHooks` and nothing else:
 * the one configuration module decides how the server runs too.
 */
import { languageBuildFor, languageBuilds } from "~/i18n/language-builds.server";
import { CACHE_CONTROL, isShareable, sharedLifetimeSeconds } from "~/lib/cache-policy.server";
import { getConfig, startupWarnings } from "~/lib/config.server";
import { MAX_DISCARD_BYTES } from "~/lib/forms/read-form.server";
import { startDelivery } from "~/lib/forms/message-services.server";
import { flushOutbox } from "~/lib/forms/outbox.server";
import { LANGUAGES } from "~/i18n/languages";
import { getHelpSearch } from "~/lib/help-centre/search.server";
import { readiness } from "~/lib/readiness.server";
import { serverPageText } from "~/lib/server-pages.server";
import { closeRedis, connectRedis } from "~/lib/redis.server";
import { takeLandingVariant } from "~/lib/tracking/landing-pool.server";

/** What server/index.mjs needs from the configuration. */
function serverSettings() {
  const config = getConfig();
  return {
    host: config.host,
    port: config.port,
    workers: config.workers,
    trustedProxies: config.trustedProxies,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    // Prometheus metrics' own listener (server/metrics.mjs); undefined: none.
    metrics: config.metrics,
    // The outer cap on any request body; the forms apply their own, smaller ones.
    maxBodyBytes: MAX_DISCARD_BYTES,
    // Cache-Control of the files express.static serves: public/build, then the rest of public/.
    cacheControl: { buildFiles: CACHE_CONTROL.immutable, publicFiles: CACHE_CONTROL.file },
    // How long a replaced release's build files stay on disk (scripts/release.mjs): as long as a
    // cached page naming them may still be served.
    keepBuildFilesSeconds: sharedLifetimeSeconds(CACHE_CONTROL.page),
  };
}

/**
 * Loads the FAQ, its stored answers and the guides, and builds the search index, in both
 * languages, so the first visitor to the help center does not wait for it (the Spanish one
 * waited 1.5-2.6 s for its own); starts the delivery queue. Called by each serving process at
 * start; a failure is logged where it happens and retried on the next request.
 */
async function warmUp(): Promise<void> {
  // Messages stored before a restart (or while the e-mail transport was down) are e-mailed from the
  // outbox by each serving process's delivery queue; claims keep them to one send (delivery-queue.server.ts).
  startDelivery();
  await Promise.all(LANGUAGES.map((language) => getHelpSearch(language).catch(() => undefined)));
}

export const serverHooks = {
  serverSettings,
  /** Said once when a production server starts: settings an operator must still set. */
  startupWarnings,
  warmUp,
  // Redis is connected before the process listens and closed when it stops.
  connectRedis,
  closeRedis,
  // The outbox is flushed before a process stops.
  flushOutbox,
  // GET /readyz (server/readiness.mjs).
  readiness,
  // server/index.mjs answers "/" from the pool of rendered landing variants before Remix (decision 014).
  takeLandingVariant,
  // The bench asks the app which pages a shared cache may keep, rather than guessing from headers.
  isShareable,
  // One request handler per language, all over this build; the path picks one before Remix runs.
  languageBuilds,
  languageBuildFor,
  // The words of the server's own small pages (400, 403, 405, 413, 500), in the path's language.
  serverPageText,
};

export type ServerHooks = typeof serverHooks;
