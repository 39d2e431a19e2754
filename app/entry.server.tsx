import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { getConfig } from "~/lib/config.server";
import { getHelpSearch } from "~/lib/faq/help-search.server";
import { MAX_DISCARD_BYTES } from "~/lib/forms/read-form.server";
import { CACHE_CONTROL, applyCachePolicy, isShareable, sharedLifetimeSeconds } from "~/lib/cache-policy.server";
import { applyScriptPolicy, inlineScriptHashes } from "~/lib/http.server";
import { keepLandingVariant, takeLandingVariant } from "~/lib/landing-pool.server";
import { log } from "~/lib/log.server";
import { NonceProvider } from "~/lib/nonce";
import { freshNonce } from "~/lib/nonce.server";

// Validate the environment when the server loads the build, not on the first visit.
try {
  const { siteUrl } = getConfig();
  if (!siteUrl && process.env.NODE_ENV === "production") {
    log.warn(
      { event: "site-url-unset" },
      "SITE_URL is not set: pages name the request's Host and are marked private, so no shared cache (nginx, a CDN) keeps them. Set SITE_URL to the public origin, e.g. SITE_URL=https://help.example.com",
    );
  }
} catch (error) {
  log.fatal({ event: "configuration-invalid" }, error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// server/index.mjs reaches these through build.entry.module: the one configuration module
// decides how the server runs too, and the outbox is flushed before a process stops.
export { flushOutbox } from "~/lib/forms/outbox.server";
export { closeRedis, connectRedis } from "~/lib/redis.server";
// The bench asks the app which pages a shared cache may keep, rather than guessing from headers.
export { isShareable } from "~/lib/cache-policy.server";
// server/index.mjs answers "/" from the pool of rendered landing variants before Remix (decision 014).
export { takeLandingVariant };
// GET /readyz (server/readiness.mjs).
export { readiness } from "~/lib/readiness.server";

/** Said once when a production server starts (server/index.mjs): settings an operator must still set. */
export { startupWarnings } from "~/lib/config.server";

/** What server/index.mjs needs from the configuration. */
export function serverSettings() {
  const config = getConfig();
  return {
    host: config.host,
    port: config.port,
    workers: config.workers,
    trustedProxies: config.trustedProxies,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
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
 * Loads the FAQ, its stored answers and the guides, and builds the search index, so the first
 * visitor to the help center does not wait for it. Called by each serving process at start; a
 * failure is logged where it happens and retried on the next request.
 */
export function warmUp(): Promise<void> {
  return getHelpSearch().then(
    () => undefined,
    () => undefined,
  );
}

const ABORT_DELAY = 10_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // Settle the cache policy first: a response a shared cache may keep (nginx, a CDN)
  // must not carry a nonce, since every visitor would get the same one;
  // its inline scripts are trusted by hash instead. Anything else gets a fresh nonce.
  const { siteUrl } = getConfig();
  applyCachePolicy(request, responseStatusCode, responseHeaders, siteUrl);
  const nonce = isShareable(responseHeaders.get("Cache-Control")) ? undefined : freshNonce();

  // Documents are sent whole (every deferred value resolved in place), so a visitor
  // without JavaScript still gets everything; client navigations stream instead.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          // No "close" event: React treats one as the visitor leaving and ends the stream again,
          // which built a "write after end" error object on every render.
          const sink = new Writable({
            autoDestroy: false,
            emitClose: false,
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(abortTimer);
              const body = Buffer.concat(chunks);
              // A render error turned the status into 500 after the policy was set.
              applyCachePolicy(request, responseStatusCode, responseHeaders, siteUrl);
              applyScriptPolicy(
                responseHeaders,
                nonce ? { nonce } : { hashes: inlineScriptHashes(body.toString("utf8")) },
              );
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(body.length));
              keepLandingVariant(request, responseStatusCode, responseHeaders, body, nonce);
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logRenderError(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, ABORT_DELAY + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCachePolicy(request, response.status, response.headers, getConfig().siteUrl);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (a visitor navigating away) are not errors worth a stack trace, and neither is
  // what a client asked for wrongly (a POST to a page without a form: 405): the request's log line says it.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logRenderError(error);
};

/** One JSON line, the stack inside it, like every other line the server writes. */
function logRenderError(error: unknown): void {
  const { name, message, stack } =
    error instanceof Error ? error : { name: "Error", message: String(error), stack: "" };
  log.error({ event: "render-error", name, stack }, message);
}
