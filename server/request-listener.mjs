// One production process's request path: static files from memory, then the
// micro-cache, then the Remix handler. The handler is injected, so this file knows
// nothing about Remix and is tested with a plain function.
import {
  compressBody,
  createCompressStream,
  isCompressible,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  varyWithAcceptEncoding,
} from "./compression.mjs";
import { etagMatches } from "./etag.mjs";
import { nodeHeaders, pipeBody, requestUrl, toFetchRequest } from "./fetch-bridge.mjs";
import { sharedLifetime } from "./micro-cache.mjs";
import { sendStaticFile } from "./static-files.mjs";

/** Request headers a background refresh must not copy: they would make it conditional or partial. */
const NOT_FOR_REFRESH = new Set(["if-none-match", "if-modified-since", "range", "if-range", "content-length"]);

/**
 * @typedef {import("./micro-cache.mjs").CacheEntry} CacheEntry
 * @typedef {import("./micro-cache.mjs").MicroCache} MicroCache
 * @typedef {(request: Request) => Promise<Response>} FetchHandler
 */

/**
 * @param {{
 *   handleRequest: FetchHandler,
 *   staticFiles?: { lookup: (pathname: string) => import("./static-files.mjs").StaticFile | undefined },
 *   microCache?: MicroCache,
 *   accessLog?: boolean,
 *   track?: (res: import("node:http").ServerResponse) => void,
 *   log?: Pick<Console, "log" | "error">,
 * }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createRequestListener({ handleRequest, staticFiles, microCache, accessLog = false, track, log = console }) {
  /** Cache keys being rendered right now: later requests for them wait instead of rendering again. */
  /** @type {Map<string, Promise<void>>} */
  const rendering = new Map();
  /** @type {Set<string>} */
  const refreshing = new Set();

  /** @param {CacheEntry} entry */
  function compressEntry(entry) {
    if (!microCache || entry.body.length < MIN_COMPRESS_BYTES || !isCompressible(entry.contentType)) return;
    const cache = microCache;
    for (const encoding of /** @type {const} */ (["br", "gzip"])) {
      compressBody(entry.body, encoding, { thorough: true }).then(
        (body) => cache.addEncoding(entry, encoding, body),
        (error) => log.error("micro-cache: compression failed", error),
      );
    }
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {CacheEntry} entry
   * @param {"br" | "gzip" | null} encoding
   * @param {string} cacheStatus
   */
  function sendEntry(req, res, entry, encoding, cacheStatus) {
    /** @type {Record<string, string | number>} */
    const headers = {};
    for (const [name, value] of entry.headers) headers[name] = value;
    const compressible = isCompressible(entry.contentType) && entry.body.length >= MIN_COMPRESS_BYTES;
    if (compressible) headers.vary = varyWithAcceptEncoding(headers.vary);
    headers.etag = entry.etag;
    headers.age = Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000));
    headers["x-cache"] = cacheStatus;
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      delete headers["content-type"];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = (compressible && encoding && entry.encoded[encoding]) || entry.body;
    if (body !== entry.body && encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * A response that is not stored: documents (already whole) are compressed in one
   * go; anything else (data that may stream deferred values) is streamed.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Response} response
   * @param {"br" | "gzip" | null} encoding
   * @param {Buffer} [bufferedBody]
   */
  async function sendUncached(req, res, response, encoding, bufferedBody) {
    const headers = nodeHeaders(response.headers);
    const contentType = response.headers.get("content-type");
    const compressible = isCompressible(contentType) && !response.headers.has("content-encoding");
    if (compressible) headers.vary = varyWithAcceptEncoding(response.headers.get("vary"));
    headers["x-cache"] = "PASS";
    res.statusMessage = response.statusText || "";
    if (!response.body || req.method === "HEAD") {
      res.writeHead(response.status, headers);
      res.end();
      response.body?.cancel().catch(() => undefined);
      return;
    }
    if (bufferedBody || contentType?.startsWith("text/html")) {
      let body = bufferedBody ?? Buffer.from(await response.arrayBuffer());
      if (compressible && encoding && body.length >= MIN_COMPRESS_BYTES) {
        body = await compressBody(body, encoding);
        headers["content-encoding"] = encoding;
      }
      headers["content-length"] = String(body.length);
      res.writeHead(response.status, headers);
      res.end(body);
      return;
    }
    if (compressible && encoding) {
      headers["content-encoding"] = encoding;
      delete headers["content-length"];
      res.writeHead(response.status, headers);
      const compressor = createCompressStream(encoding);
      compressor.pipe(res);
      res.once("close", () => compressor.destroy());
      await pipeBody(response.body, compressor);
      return;
    }
    res.writeHead(response.status, headers);
    await pipeBody(response.body, res);
  }

  /**
   * Renders through Remix; stores what the app marks shareable.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} url
   * @param {"br" | "gzip" | null} encoding
   * @param {string} [identity]  what the page is cached under (see cacheIdentity)
   * @param {() => void} [decided]  called once it is known whether the answer was stored
   */
  async function render(req, res, url, encoding, identity = url, decided) {
    let response;
    try {
      response = await handleRequest(toFetchRequest(req, res, url));
    } finally {
      // On a throw, waiting requests must not wait forever.
      if (!response) decided?.();
    }
    const cache = microCache;
    if (cache && req.method === "GET") {
      if (sharedLifetime(response.status, response.headers)) {
        const body = Buffer.from(await response.arrayBuffer());
        const entry = cache.store(identity, (name) => headerValue(req, name), {
          status: response.status,
          headers: response.headers,
          body,
        });
        decided?.();
        if (entry) {
          compressEntry(entry);
          sendEntry(req, res, entry, encoding, "MISS");
          return;
        }
        await sendUncached(req, res, response, encoding, body);
        return;
      }
      cache.markUncacheable(identity);
    }
    decided?.();
    await sendUncached(req, res, response, encoding);
  }

  /**
   * Serves a stale entry now and refreshes it in the background, once per key.
   * @param {import("node:http").IncomingMessage} req
   * @param {string} url
   * @param {string} identity
   * @param {string} key
   */
  function refresh(req, url, identity, key) {
    const cache = microCache;
    if (!cache || refreshing.has(key)) return;
    refreshing.add(key);
    const headers = new Headers();
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      if (!NOT_FOR_REFRESH.has(raw[i].toLowerCase())) headers.append(raw[i], raw[i + 1]);
    }
    const requestHeaders = { ...req.headers };
    (async () => {
      const response = await handleRequest(new Request(url, { headers, signal: AbortSignal.timeout(60_000) }));
      if (sharedLifetime(response.status, response.headers)) {
        const body = Buffer.from(await response.arrayBuffer());
        const entry = cache.store(identity, (name) => single(requestHeaders[name]), {
          status: response.status,
          headers: response.headers,
          body,
        });
        if (entry) compressEntry(entry);
        return;
      }
      await response.body?.cancel();
      // A server error keeps the stale copy until it expires; anything else replaces it.
      if (response.status < 500) {
        cache.delete(key);
        cache.markUncacheable(identity);
      }
    })()
      .catch((error) => log.error("micro-cache: refresh failed", error))
      .finally(() => refreshing.delete(key));
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    const url = requestUrl(req);
    if (!url) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      res.end("Bad Request\n");
      return;
    }
    const read = req.method === "GET" || req.method === "HEAD";
    const encoding = negotiateEncoding(single(req.headers["accept-encoding"]));

    if (read && staticFiles) {
      const file = staticFiles.lookup(decodedPath(req.url ?? "/"));
      if (file) {
        sendStaticFile(req, res, file, encoding);
        return;
      }
    }
    const cache = microCache;
    if (!read || !cache) {
      await render(req, res, url, encoding);
      return;
    }

    const header = (/** @type {string} */ name) => headerValue(req, name);
    const identity = cacheIdentity(req, url);
    const key = cache.keyFor(identity, header);
    const found = cache.lookup(key);
    if (found) {
      if (!found.fresh) refresh(req, url, identity, key);
      sendEntry(req, res, found.entry, encoding, found.fresh ? "HIT" : "STALE");
      return;
    }
    if (cache.isKnownUncacheable(identity) || req.method === "HEAD") {
      await render(req, res, url, encoding, identity);
      return;
    }
    const inFlight = rendering.get(key);
    if (inFlight) {
      await inFlight;
      const stored = cache.lookup(cache.keyFor(identity, header));
      if (stored) {
        sendEntry(req, res, stored.entry, encoding, "HIT");
        return;
      }
      await render(req, res, url, encoding, identity);
      return;
    }
    /** @type {() => void} */
    let release = () => {};
    rendering.set(
      key,
      new Promise((resolve) => {
        release = () => resolve(undefined);
      }),
    );
    const decided = () => {
      if (rendering.get(key)) rendering.delete(key);
      release();
    };
    try {
      await render(req, res, url, encoding, identity, decided);
    } finally {
      decided();
    }
  }

  return function onRequest(req, res) {
    track?.(res);
    if (accessLog) {
      const started = performance.now();
      res.once("finish", () => {
        log.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`);
      });
    }
    handle(req, res).catch((error) => {
      log.error(error);
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        res.end("Internal Server Error\n");
      } else {
        res.destroy();
      }
    });
  };
}

/** @param {string | string[] | undefined} value */
function single(value) {
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {string} name  lower-case
 */
function headerValue(req, name) {
  return single(req.headers[name]);
}

/**
 * The URL plus the forwarded scheme and host, when a proxy sent them: behind a trusted
 * proxy the app builds the page's canonical link from them, so they tell pages apart.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} url
 */
function cacheIdentity(req, url) {
  const proto = headerValue(req, "x-forwarded-proto");
  const host = headerValue(req, "x-forwarded-host");
  return proto === undefined && host === undefined ? url : `${url}\nforwarded: ${proto ?? ""} ${host ?? ""}`;
}

/** @param {string} url */
function decodedPath(url) {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
