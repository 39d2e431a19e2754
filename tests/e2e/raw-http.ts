import type { IncomingHttpHeaders } from "node:http";
import { request as httpRequest } from "node:http";

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
}

/** The answer, or the error that stood in for one (a reset, a timeout). */
export function rawRequest(origin: string, options: RawRequest): Promise<RawAnswer | { error: string }> {
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
