// @ts-check
// One log line per request when its answer is sent or abandoned: never the query (tracking
// numbers, searches), bodies or addresses. (pino-http's child logger per request cost a tenth of
// a page.) The request id is also sent as X-Request-Id. Behind a trusted proxy that sends one
// (deploy/nginx.conf sends nginx's $request_id), that id is used, so nginx's log line and the
// app's carry the same id; from anyone else it is ignored, so a client cannot pick the ids.
import { randomUUID } from "node:crypto";

/** nginx's $request_id is 32 hex digits; a balancer's may be a UUID. Nothing else is taken. */
const FORWARDED_ID = /^[0-9A-Za-z-]{16,64}$/;

/**
 * @param {import("express").Request} req
 * @returns {string}
 */
export function requestId(req) {
  const forwarded = req.get("x-request-id");
  if (forwarded && FORWARDED_ID.test(forwarded)) {
    // The `trust proxy` setting's own test: is the socket's peer a proxy we trust?
    /** @type {(address: string, hop: number) => boolean} */
    const trusted = req.app.get("trust proxy fn");
    if (req.socket.remoteAddress && trusted(req.socket.remoteAddress, 0)) return forwarded;
  }
  return randomUUID();
}

/**
 * @param {import("pino").Logger} log
 * @returns {import("express").RequestHandler}
 */
export function requestLog(log) {
  return (req, res, next) => {
    const started = Date.now();
    const id = requestId(req);
    res.setHeader("X-Request-Id", id);
    res.once("close", () => {
      const line = {
        req: { id, method: req.method, path: req.originalUrl.split("?", 1)[0] },
        res: { status: res.statusCode },
        responseTime: Date.now() - started,
        // Why the server refused the request by itself (request-guards.mjs), when it did.
        ...(res.locals.reason ? { reason: res.locals.reason } : {}),
      };
      if (!res.writableFinished) log.warn({ event: "request-aborted", ...line }, "request aborted");
      else if (res.statusCode >= 500) log.error({ event: "request-failed", ...line }, "request failed");
      else log.info({ event: "request", ...line }, "request");
    });
    next();
  };
}
