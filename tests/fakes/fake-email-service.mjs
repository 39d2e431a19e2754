// @ts-check
// A fake of the e-mail service's REST endpoint (POST /api/v1.0/email/send), in plain
// JavaScript so it runs as its own process without a TypeScript loader:
//
//   node tests/fakes/fake-email-service.mjs --port 4010 [--host 127.0.0.1]
//
// and can also be imported from tests. The answer is chosen by the message content, so
// parallel tests sharing one instance never interfere:
//   "[451]", "[403]", "[429]", "[500]" in template_params.message or .subject → that status
//   "[hang]" → never answers (until close)
//   otherwise → 200 "OK"
// GET /__requests returns the recorded bodies as JSON; DELETE /__requests clears them.

import { createServer } from "node:http";
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

const SEND_PATH = "/api/v1.0/email/send";
const MAX_BODY_BYTES = 1024 * 1024;

/** Texts like the real service's, short and without the message. */
const FAILURES = {
  451: "Unavailable For Legal Reasons: requests from headless browsers are not allowed",
  403: "API calls are disabled for non-browser applications",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/**
 * @param {unknown} body
 * @returns {200 | keyof typeof FAILURES | "hang"}
 */
function behaviourFor(body) {
  const params = body && typeof body === "object" && "template_params" in body ? body.template_params : undefined;
  const texts =
    params && typeof params === "object"
      ? ["message" in params ? params.message : undefined, "subject" in params ? params.subject : undefined].filter(
          (value) => typeof value === "string",
        )
      : [];
  const text = texts.join("\n");
  if (text.includes("[hang]")) return "hang";
  for (const status of /** @type {const} */ ([451, 403, 429, 500])) {
    if (text.includes(`[${status}]`)) return status;
  }
  return 200;
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {string} [type]
 */
function reply(res, status, text, type = "text/plain; charset=utf-8") {
  res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/**
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, requests: unknown[], close: () => Promise<void>, goDown: () => Promise<void>, comeBack: () => Promise<void> }>}
 *   goDown: connections refused from now on (the service is down); comeBack: listening again on the same port
 */
export async function startFakeEmailService({ port = 0, host = "127.0.0.1" } = {}) {
  /** @type {unknown[]} */
  const requests = [];

  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];

    if (path === "/__requests" && req.method === "GET") {
      reply(res, 200, JSON.stringify(requests), "application/json");
      return;
    }
    if (path === "/__requests" && req.method === "DELETE") {
      requests.length = 0; // in place: importers hold this array
      res.writeHead(204).end();
      return;
    }
    if (path !== SEND_PATH) {
      reply(res, 404, "Not Found");
      return;
    }
    if (req.method !== "POST") {
      reply(res, 405, "Method Not Allowed");
      return;
    }
    if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) {
      reply(res, 400, "The content type must be application/json");
      return;
    }

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reply(res, 413, "Payload Too Large");
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      /** @type {unknown} */
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        reply(res, 400, "The request body is not valid JSON");
        return;
      }
      requests.push(body);
      const behaviour = behaviourFor(body);
      if (behaviour === "hang") return; // closeAllConnections() ends it on close
      if (behaviour === 200) reply(res, 200, "OK");
      else reply(res, behaviour, FAILURES[behaviour]);
    });
  });

  /** @param {number} onPort */
  const listen = (onPort) =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(onPort, host, () => {
        server.off("error", reject);
        resolve(undefined);
      });
    });
  await listen(port);

  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake e-mail service: no TCP address");
  const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  /** @returns {Promise<void>} */
  const close = () =>
    new Promise((resolve, reject) => {
      if (!server.listening) return resolve();
      server.close((error) => (error ? reject(error) : resolve()));
      // Hanging requests would keep close() waiting forever.
      server.closeAllConnections();
    });

  return {
    url: `http://${urlHost}:${address.port}`,
    requests,
    close,
    goDown: close,
    comeBack: () => listen(address.port).then(() => undefined),
  };
}

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ port?: number, host?: string }} */
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === "--port" && value !== undefined) {
      options.port = Number(value);
      i += 1;
    } else if (arg === "--host" && value !== undefined) {
      options.host = value;
      i += 1;
    } else {
      throw new Error(`unknown argument: ${arg} (usage: --port <n> [--host <address>])`);
    }
  }
  if (options.port !== undefined && !(Number.isInteger(options.port) && options.port >= 0 && options.port < 65536)) {
    throw new Error("--port must be an integer from 0 to 65535");
  }
  return options;
}

function isMain() {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isMain()) {
  const service = await startFakeEmailService(parseArgs(process.argv.slice(2)));
  console.log(`fake e-mail service listening on ${service.url}`);
  const stop = () => {
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
