import type { IncomingHttpHeaders } from "node:http";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";

/**
 * One HTTP request as a hostile or clumsy client sends it: any Host, any method, a body given
 * whole or streamed in chunks without a length. Browsers and fetch refuse to send most of this.
 */

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  /** Sent as written: malformed percent-encoding included. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A body of this many bytes of `fill`, sent chunked (no Content-Length) in 64 kB pieces. */
  streamed?: { bytes: number; head?: string; fill?: number };
  timeoutMs?: number;
  /**
   * "1.0": written byte for byte on a socket as an HTTP/1.0 client would (Node's client speaks
   * only 1.1): headers exactly as given (no Host unless named), the body with its Content-Length.
   */
  version?: "1.0";
}

/** The answer, or the error that stood in for one (a reset, a timeout). */
export function rawRequest(origin: string, options: RawRequest): Promise<RawAnswer | { error: string }> {
  if (options.version === "1.0") return http10Request(origin, options);
  const url = new URL(origin);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: RawAnswer | { error: string }) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        // The Host header is the test's to choose (or to leave out) when it names one.
        setHost: !Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === "host"),
        agent: false,
        timeout: options.timeoutMs ?? 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          settle({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", (error) => settle({ error: error.message }));
      },
    );
    req.on("error", (error) => settle({ error: `${(error as NodeJS.ErrnoException).code ?? ""} ${error.message}` }));
    req.on("timeout", () => {
      req.destroy();
      settle({ error: "timeout" });
    });
    if (options.streamed) {
      const { bytes, head = "", fill = 0x61 } = options.streamed;
      const piece = Buffer.alloc(64 * 1024, fill);
      let sent = 0;
      if (head) {
        req.write(head);
        sent += Buffer.byteLength(head);
      }
      // Stops writing once an answer came: a browser would too.
      let answered = false;
      req.once("response", () => (answered = true));
      const pump = () => {
        while (!answered && sent < bytes) {
          const size = Math.min(piece.length, bytes - sent);
          sent += size;
          if (!req.write(size === piece.length ? piece : piece.subarray(0, size))) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    } else {
      req.end(options.body);
    }
  });
}

export function isAnswer(value: RawAnswer | { error: string }): value is RawAnswer {
  return "status" in value;
}

/** An HTTP/1.0 request on a bare socket; the answer ends when the server closes the connection. */
function http10Request(origin: string, options: RawRequest): Promise<RawAnswer | { error: string }> {
  const url = new URL(origin);
  const body = options.body === undefined ? Buffer.alloc(0) : Buffer.from(options.body);
  const headers = { ...options.headers, ...(body.length > 0 ? { "content-length": String(body.length) } : {}) };
  const head = [
    `${options.method ?? "GET"} ${options.path} HTTP/1.0`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    // Written, not ended: an HTTP/1.0 client waits for the answer with its side open (one that
    // half-closes is answered with nothing by Node's server, whatever the request).
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "latin1"), body])),
    );
    const settle = (value: RawAnswer | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => settle({ error: "timeout" }), options.timeoutMs ?? 20_000);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => settle({ error: `${error.code ?? ""} ${error.message}` }));
    socket.on("close", () => {
      const received = Buffer.concat(chunks);
      const end = received.indexOf("\r\n\r\n");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(0, Math.max(0, end)).toString("latin1"));
      if (end < 0 || !status) return settle({ error: `no answer (${received.byteLength} bytes)` });
      const answerHeaders: IncomingHttpHeaders = {};
      for (const line of received.subarray(0, end).toString("latin1").split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      settle({ status: Number(status[1]), headers: answerHeaders, body: received.subarray(end + 4) });
    });
  });
}
