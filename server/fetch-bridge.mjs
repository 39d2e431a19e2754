// Node's http objects to and from the Fetch API objects the Remix handler speaks.
// A lean version of what @remix-run/express does, without Express in the way.
import { createReadableStreamFromReadable } from "@remix-run/node";

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The absolute URL of a request, from its Host header and path (origin-form only).
 * Forwarded headers are the app's business (TRUST_PROXY), not this layer's.
 * @param {import("node:http").IncomingMessage} req
 * @returns {string | null} null for a request no server should answer
 */
export function requestUrl(req) {
  const host = req.headers.host;
  const path = req.url;
  if (!host || !HOST.test(host) || !path || !path.startsWith("/")) return null;
  return `http://${host}${path}`;
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} url
 * @returns {Request}
 */
export function toFetchRequest(req, res, url) {
  const controller = new AbortController();
  // Loaders stop working for a visitor who has gone away.
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Response headers as Node wants them, Set-Cookie kept as separate values.
 * @param {Headers} headers
 * @returns {Record<string, string | string[]>}
 */
export function nodeHeaders(headers) {
  /** @type {Record<string, string | string[]>} */
  const result = {};
  for (const [name, value] of headers) {
    if (name !== "set-cookie") result[name] = value;
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) result["set-cookie"] = cookies;
  return result;
}

/**
 * Copies a Fetch body to a Node writable with backpressure, then ends it. Stops
 * reading (and lets the handler's stream be cancelled) when the visitor leaves.
 * @param {ReadableStream<Uint8Array>} body
 * @param {import("node:stream").Writable} writable
 */
export async function pipeBody(body, writable) {
  const reader = body.getReader();
  const onClose = () => {
    reader.cancel().catch(() => undefined);
  };
  writable.once("close", onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (writable.destroyed) return;
      if (!writable.write(value)) {
        await new Promise((resolve) => {
          const settle = () => {
            writable.off("drain", settle);
            writable.off("close", settle);
            resolve(undefined);
          };
          writable.on("drain", settle);
          writable.on("close", settle);
        });
      }
    }
    writable.end();
  } finally {
    writable.off("close", onClose);
  }
}
