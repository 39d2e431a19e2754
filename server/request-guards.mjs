// @ts-check
// What a client can send that the app must never answer with a 500 (issue 23, docs/security.md):
// a Host or forwarded header no URL can be built from, a URL that is not a path, a body nobody
// reads to the end, an error thrown before Remix runs. Each gets a small 4xx page and the request's
// one JSON log line (with a `reason`), never a stack trace.
import { isIPv6 } from "node:net";
import { STATUS_CODES } from "node:http";

/**
 * @typedef {400 | 403 | 405 | 413 | 500} PageStatus
 * @typedef {(status: PageStatus, requestTarget: string) => { language: string, title: string, text: string, home: { href: string, label: string } }} PageText
 *   the words of each page in the language of the path asked for (the app's serverPageText)
 * @typedef {(res: import("express").Response, status: PageStatus, reason: string) => void} SendErrorPage
 */

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${/** @type {string} */ (char).charCodeAt(0)};`);

/**
 * The small HTML pages the server answers by itself: no script, no style, no cache, in the
 * language of the path asked for ("/es/…" in Spanish), with one JSON log line (`reason`).
 * @param {PageText} pageText
 * @returns {SendErrorPage}
 */
export function errorPages(pageText) {
  return (res, status, reason) => {
    res.locals.reason = reason;
    let words;
    try {
      words = pageText(status, res.req.url);
    } catch {
      const title = `${status} ${STATUS_CODES[status]}`;
      words = { language: "en", title, text: "", home: { href: "/", label: "Home" } };
    }
    const title = escapeHtml(words.title);
    res
      .status(status)
      .set({
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      })
      .send(
        `<!DOCTYPE html>\n<html lang="${escapeHtml(words.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(words.text)}</p>` +
          `<p><a href="${escapeHtml(words.home.href)}">${escapeHtml(words.home.label)}</a></p></main></body></html>\n`,
      );
  };
}

const HOST = /^(?:[a-z0-9_.-]+|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i;

/**
 * A Host (or X-Forwarded-Host entry) a URL can be built from: a name or an IP address, an
 * optional port up to 65535, no user info. @param {string} value
 */
export function isValidHost(value) {
  const match = HOST.exec(value);
  if (!match) return false;
  const [, ipv6, port] = match;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return false;
  if (port !== undefined && Number(port) > 65535) return false;
  return URL.canParse(`http://${value}/`);
}

/**
 * The request line and the headers @remix-run/express builds its URL from; anything it would
 * throw on, or build a wrong URL from, is a 400 here: one valid Host, as nginx demands (HTTP/1.0
 * without one used to render `http://undefined/` links). Forwarded headers still present have come
 * from a trusted proxy (server/trust-proxy.mjs removes the others), and are checked the same way.
 * @param {SendErrorPage} sendErrorPage
 * @returns {import("express").RequestHandler}
 */
export const rejectUnreadableRequests = (sendErrorPage) => (req, res, next) => {
  // Origin form only ("/path?query"): an absolute URL or "*" is a proxy's business, not ours.
  if (!req.url.startsWith("/")) return sendErrorPage(res, 400, "request-target is not a path");
  const host = req.headers.host;
  if (host === undefined) return sendErrorPage(res, 400, "missing Host");
  // Node keeps the first of several Host headers; which one a proxy or cache read is anyone's guess.
  if (countHeader(req.rawHeaders, "host") > 1) return sendErrorPage(res, 400, "duplicate Host");
  if (!isValidHost(host)) return sendErrorPage(res, 400, "malformed Host");
  const forwardedHost = req.headers["x-forwarded-host"];
  if (
    forwardedHost !== undefined &&
    !String(forwardedHost)
      .split(",")
      .every((entry) => isValidHost(entry.trim()))
  ) {
    return sendErrorPage(res, 400, "malformed X-Forwarded-Host");
  }
  const forwardedProto = req.headers["x-forwarded-proto"];
  if (forwardedProto !== undefined && !/^https?$/i.test(String(forwardedProto).split(",")[0].trim())) {
    return sendErrorPage(res, 400, "malformed X-Forwarded-Proto");
  }
  next();
};

/**
 * @param {string[]} rawHeaders name, value, name, value…
 * @param {string} name lowercase
 */
function countHeader(rawHeaders, name) {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === name) count += 1;
  return count;
}

/**
 * A POST whose Origin is not this site's is answered 403, in the page's language, before Remix
 * sees it: Remix's own check (the same comparison) throws, which answered 500 with an empty body,
 * for a foreign Origin, `Origin: null` (sandboxed frames, some privacy settings) and anything no
 * URL can be read from (issue 30). Compared exactly as Remix does, with the host a trusted proxy
 * forwarded or else Host, so whatever passes here passes there. A POST without Origin (old
 * browsers, scripts) is left to Remix, which lets it through as before.
 * @param {SendErrorPage} sendErrorPage
 * @returns {import("express").RequestHandler}
 */
export const rejectCrossSitePosts = (sendErrorPage) => (req, res, next) => {
  const origin = req.headers.origin;
  if (req.method !== "POST" || origin === undefined) return next();
  const forwarded = req.headers["x-forwarded-host"];
  const expected = (forwarded === undefined ? "" : String(forwarded).split(",")[0].trim()) || req.headers.host;
  const originHost = origin === "null" ? "null" : hostOf(origin);
  if (originHost !== "null" && originHost !== undefined && originHost === expected) return next();
  const reason =
    originHost === "null" ? "opaque Origin" : originHost === undefined ? "malformed Origin" : "cross-site Origin";
  sendErrorPage(res, 403, reason);
};

/**
 * A HEAD of a `.data` URL (the browser's data requests, which only ever GET or POST) is answered
 * 405 with `Allow: GET, POST` before Remix sees it: Remix 2's single fetch takes every `.data`
 * request that is not a GET for an action, so a HEAD ran the route's action, and one with an Origin
 * no URL can be read from made Remix's CSRF check throw, a 500 (found by the fuzz test, seed
 * 506801026).
 * @param {SendErrorPage} sendErrorPage
 * @returns {import("express").RequestHandler}
 */
export const rejectHeadOfData = (sendErrorPage) => (req, res, next) => {
  if (req.method !== "HEAD" || !req.path.endsWith(".data")) return next();
  res.set("Allow", "GET, POST");
  sendErrorPage(res, 405, "method not allowed");
};

/** @param {string} origin */
function hostOf(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** How long a connection is kept for the rest of a body after the answer, once the client stops sending. */
const LINGER_MS = 5_000;

/**
 * What is left of a body when its answer has gone out (a form refused it as too large, a page
 * without a form was posted to) is read and thrown away, so a client still uploading gets the
 * answer instead of a reset and a kept-alive connection stays usable; past `maxBytes` the
 * connection is closed instead. Remix's stream pump stops being fed: what arrives has no reader.
 *
 * When the connection is to close after the answer (the client said so), Node closes the socket
 * at once, and the client, still writing, may see a reset before it reads the answer. So the
 * close is made a lingering one, as nginx does: the answer is ended (FIN), the rest of the body
 * read, and only then, or after LINGER_MS of silence, is the socket destroyed.
 * @param {number} maxBytes
 * @returns {import("express").RequestHandler}
 */
export function drainUnreadBodies(maxBytes) {
  return (req, res, next) => {
    // Before Node's own handler of "finish", which closes a connection that is not kept alive.
    res.once("prefinish", () => {
      if (!req.complete) lingerOnClose(req);
    });
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      req.removeAllListeners("data");
      let seen = 0;
      req.on("data", (/** @type {Buffer} */ chunk) => {
        seen += chunk.byteLength;
        if (seen > maxBytes) req.socket.destroy();
      });
      req.on("error", () => undefined);
      req.resume();
    });
    next();
  };
}

/** @param {import("express").Request} req */
function lingerOnClose(req) {
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    let timer = setTimeout(close, LINGER_MS);
    function close() {
      clearTimeout(timer);
      socket.destroy();
    }
    // Every chunk that still arrives gives the client a little longer to finish.
    req.on("data", () => {
      clearTimeout(timer);
      timer = setTimeout(close, LINGER_MS);
    });
    req.once("end", close);
  };
}

/** What Node answers itself when it cannot parse a request (its own words: no route ran). */
const PARSE_ERROR_STATUS = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413 };
/** @type {WeakSet<import("node:net").Socket>} */
const answeredParseErrors = new WeakSet();

/**
 * The server's "clientError": a request Node's parser refused (a byte no request line may hold, a
 * broken chunk) is answered as Node would, 400 (or 431, 413), but with a lingering close: Node
 * destroys the socket at once, and a client still sending its body (an HTTP/1.0 POST) got a reset
 * instead of the answer. What it sends is read away for LINGER_MS of silence at most. A request
 * too slow to send its headers (408) is cut at once, as before.
 * @param {Error & { code?: string }} error
 * @param {import("node:net").Socket} socket
 */
export function answerParseError(error, socket) {
  if (answeredParseErrors.has(socket)) return;
  answeredParseErrors.add(socket);
  const message = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (/** @type {unknown} */ (socket))
    ._httpMessage;
  if (!socket.writable || message?.headersSent || error.code === "ECONNRESET") return void socket.destroy();
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    socket.write(`HTTP/1.1 408 ${STATUS_CODES[408]}\r\nConnection: close\r\n\r\n`);
    return void socket.destroy();
  }
  const status = PARSE_ERROR_STATUS[/** @type {keyof typeof PARSE_ERROR_STATUS} */ (error.code ?? "")] ?? 400;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
  let timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.on("data", () => {
    clearTimeout(timer);
    timer = setTimeout(() => socket.destroy(), LINGER_MS);
  });
  socket.once("end", () => socket.destroy());
  socket.once("close", () => clearTimeout(timer));
  socket.resume();
}

/**
 * The last handler: an error thrown before or outside Remix (a malformed percent-encoding in
 * the path, a parser error) answers its own 4xx status with the small page; anything else is a
 * 500 whose stack goes into the JSON log line, never onto stderr as text.
 * @param {import("pino").Logger} log
 * @param {SendErrorPage} sendErrorPage
 * @returns {import("express").ErrorRequestHandler}
 */
export function answerErrors(log, sendErrorPage) {
  // Express tells an error handler by its four parameters, so `_next` stays though unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (error, req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode);
    if (!(status >= 400 && status < 500))
      log.error({ event: "unhandled-error", err: error, path: req.path }, "unhandled error");
    if (res.headersSent) return void res.destroy();
    if (!(status >= 400 && status < 500)) return sendErrorPage(res, 500, "unhandled error");
    // Express's messages quote the path; the log line has it already.
    const reason = error instanceof URIError ? "malformed percent-encoding" : String(error?.name ?? "client error");
    sendErrorPage(res, status === 405 || status === 413 ? status : 400, reason);
  };
}
