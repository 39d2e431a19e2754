// @ts-check
// What a client can send that the app must never answer with a 500 (issue 23, docs/security.md):
// a Host or forwarded header no URL can be built from, a URL that is not a path, a body nobody
// reads to the end, an error thrown before Remix runs. Each gets a small 4xx page and the request's
// one JSON log line (with a `reason`), never a stack trace.
import { isIPv6 } from "node:net";
import { STATUS_CODES } from "node:http";

/** Said on the small pages the server answers by itself, before or without Remix. */
const PAGE_TEXT = {
  400: "The request could not be read. Check the address and try again.",
  405: "This address does not accept that kind of request.",
  413: "That was more than this site accepts, so nothing was sent.",
  500: "Something went wrong on our side. Please try again in a moment.",
};

/**
 * A small HTML page for a status the server answers itself; no script, no style, no cache.
 * @param {import("express").Response} res
 * @param {keyof typeof PAGE_TEXT} status
 * @param {string} reason why, for the log line (never shown)
 */
export function sendErrorPage(res, status, reason) {
  res.locals.reason = reason;
  const title = `${status} ${STATUS_CODES[status]}`;
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    })
    .send(
      `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${title}</title></head><body><main><h1>${title}</h1><p>${PAGE_TEXT[status]}</p>` +
        `<p><a href="/">Go to the home page</a></p></main></body></html>\n`,
    );
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
 * throw on is a 400 here. Forwarded headers still present have come from a trusted proxy
 * (server/trust-proxy.mjs removes the others), and are checked the same way.
 * @type {import("express").RequestHandler}
 */
export function rejectUnreadableRequests(req, res, next) {
  // Origin form only ("/path?query"): an absolute URL or "*" is a proxy's business, not ours.
  if (!req.url.startsWith("/")) return sendErrorPage(res, 400, "request-target is not a path");
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) return sendErrorPage(res, 400, "malformed Host");
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

/**
 * The last handler: an error thrown before or outside Remix (a malformed percent-encoding in
 * the path, a parser error) answers its own 4xx status with the small page; anything else is a
 * 500 whose stack goes into the JSON log line, never onto stderr as text.
 * @param {import("pino").Logger} log
 * @returns {import("express").ErrorRequestHandler}
 */
export function answerErrors(log) {
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
