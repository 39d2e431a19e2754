// @ts-check
// A fake answer-generation service (`POST /generate` {prompt} -> {text}) whose speed and
// availability a script changes while it runs: used by scripts/soak.mjs to make the
// service slow, then take it down, under load. Plain JavaScript so the soak needs no
// TypeScript loader; tests/fakes/fake-answer-service.ts stays the one the tests use.
//
//   const service = await startControllableAnswerService({ port: 3643 });
//   service.setDelay(1500);   // every answer now takes 1.5 s
//   await service.goDown();   // connection refused from now on
//   await service.comeBack(); // listening again on the same port
//   await service.close();

import { createServer } from "node:http";

const MAX_BODY_BYTES = 64 * 1024;

/**
 * @param {{ port?: number, host?: string, delayMs?: number }} [options]
 */
export async function startControllableAnswerService({ port = 0, host = "127.0.0.1", delayMs = 0 } = {}) {
  let delay = delayMs;
  let calls = 0;
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();

  const server = createServer((req, res) => {
    if (req.method !== "POST" || (req.url ?? "").split("?")[0] !== "/generate") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      calls += 1;
      let prompt = "";
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        prompt = typeof body?.prompt === "string" ? body.prompt : "";
      } catch {
        res.writeHead(400, { "content-type": "application/json" }).end('{"error":"invalid JSON"}');
        return;
      }
      const question = /"([^"]+)"/.exec(prompt)?.[1] ?? "your question";
      const text = `## ${question}\n\nA short answer from the fake service.\n\n- First point\n- Second point\n\nCheck the carrier's official site for your own parcel.`;
      const answer = () => {
        if (!res.destroyed) res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ text }));
      };
      if (delay <= 0) {
        answer();
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, delay);
      timers.add(timer);
    });
  });

  const listen = () =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve(undefined);
      });
    });
  const stop = () =>
    new Promise((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.close(() => resolve(undefined));
      // Requests waiting on a slow answer fail the way a crashed service's would.
      server.closeAllConnections();
    });

  await listen();
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("controllable answer service: no TCP address");
  port = address.port;

  return {
    url: `http://${host}:${port}`,
    get calls() {
      return calls;
    },
    get delayMs() {
      return delay;
    },
    /** @param {number} ms */
    setDelay(ms) {
      delay = ms;
    },
    goDown: stop,
    comeBack: listen,
    close: () => (server.listening ? stop() : Promise.resolve(undefined)),
  };
}
