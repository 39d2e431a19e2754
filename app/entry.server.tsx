import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { getConfig } from "~/lib/config.server";
import { applyCachePolicy, isShareable } from "~/lib/cache-policy.server";
import { countCachePolicy, countRender } from "~/lib/metrics.server";
import { applyScriptPolicy, inlineScriptHashes } from "~/lib/http.server";
import { keepLandingVariant } from "~/lib/tracking/landing-pool.server";
import { NonceProvider } from "~/components/nonce";
import { languageOfBasename } from "~/i18n/languages";
import { PageLanguageProvider, setStringsSource } from "~/i18n/page-language";
import { serverStrings } from "~/i18n/server-strings.server";
import { log } from "~/lib/log.server";
import { freshNonce } from "~/lib/nonce.server";
import { withoutStrayNuls } from "~/lib/stray-nul.server";

// Validate the environment when the server loads the build, not on the first visit. (What is valid
// but probably wrong, SITE_URL unset included, is the server's start-up warnings: startupWarnings.)
try {
  getConfig();
} catch (error) {
  log.fatal({ event: "configuration-invalid" }, error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Every page's UI strings, compiled once per process.
setStringsSource(serverStrings());

// Everything server/index.mjs and the scripts need from the build, as one object (app/server-hooks.server.ts).
export { serverHooks } from "~/server-hooks.server";

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
  // The page's language is its handler's basename (app/i18n/language-builds.server.ts).
  const language = languageOfBasename(remixContext.staticHandlerContext.basename);

  // Documents are sent whole (every deferred value resolved in place), so a visitor
  // without JavaScript still gets everything; client navigations stream instead.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageLanguageProvider value={language}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </PageLanguageProvider>
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
              const body = withoutStrayNuls(Buffer.concat(chunks));
              // A render error turned the status into 500 after the policy was set.
              applyCachePolicy(request, responseStatusCode, responseHeaders, siteUrl);
              countRender(responseStatusCode);
              countCachePolicy(responseHeaders.get("Cache-Control"));
              applyScriptPolicy(responseHeaders, nonce ? { nonce } : { hashes: inlineScriptHashes(body) });
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
  countCachePolicy(response.headers.get("Cache-Control"));
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
