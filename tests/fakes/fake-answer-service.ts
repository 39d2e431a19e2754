/**
 * A stand-in for the answer-generation service: `POST /generate` with JSON
 * `{ prompt }`, replying `{ text }`. The behaviour is chosen by markers in the
 * prompt so one server covers every case:
 *
 *   [500]        -> HTTP 500
 *   [malformed]  -> HTTP 200 with a body that is not JSON
 *   [empty]      -> HTTP 200 with `{ "text": "" }` (fails validation)
 *   [slow]       -> the normal answer, but only after `slowDelayMs`
 *   otherwise    -> `{ "text": "Answer for: {prompt}" }`
 *
 * Used in-process by the unit tests and, wired by the e2e setup, as a separate
 * process (pass `port` to pin the address).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

export type FakeAnswerServiceOptions = {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  slowDelayMs?: number;
};

export type FakeAnswerService = {
  /** Base URL, e.g. `http://127.0.0.1:54321` (append `/generate`). */
  url: string;
  /** Number of `POST /generate` requests received so far. */
  readonly calls: number;
  /** Prompts received, in order. */
  readonly prompts: readonly string[];
  close(): Promise<void>;
};

const requestSchema = z.object({ prompt: z.string() });

const MAX_BODY_BYTES = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("body too large"));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startFakeAnswerService(options: FakeAnswerServiceOptions = {}): Promise<FakeAnswerService> {
  const { host = "127.0.0.1", port = 0, slowDelayMs = 1000 } = options;
  const prompts: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== "POST" || request.url !== "/generate") {
      sendJson(response, 404, { error: "not found" });
      return;
    }
    let prompt: string;
    try {
      const parsed = requestSchema.safeParse(JSON.parse(await readBody(request)));
      if (!parsed.success) {
        sendJson(response, 400, { error: "expected { prompt: string }" });
        return;
      }
      prompt = parsed.data.prompt;
    } catch {
      if (!response.headersSent) sendJson(response, 400, { error: "invalid JSON" });
      return;
    }
    prompts.push(prompt);

    if (prompt.includes("[500]")) {
      sendJson(response, 500, { error: "upstream exploded" });
    } else if (prompt.includes("[malformed]")) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"text": "unterminated');
    } else if (prompt.includes("[empty]")) {
      sendJson(response, 200, { text: "" });
    } else if (prompt.includes("[slow]")) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) sendJson(response, 200, { text: `Answer for: ${prompt}` });
      }, slowDelayMs);
      timers.add(timer);
    } else {
      sendJson(response, 200, { text: `Answer for: ${prompt}` });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

  const address = server.address();
  if (address === null || typeof address === "string") {
    throw new Error("fake answer service: unexpected server address");
  }
  const { port: boundPort }: AddressInfo = address;

  return {
    url: `http://${host}:${boundPort}`,
    get calls() {
      return prompts.length;
    },
    get prompts() {
      return prompts;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive and still-pending slow requests would otherwise hold close() open.
        server.closeAllConnections();
      });
    },
  };
}
