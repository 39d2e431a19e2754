#!/usr/bin/env node
// @ts-check
// A start-and-request smoke test of the built app under whichever Node.js runs it
// (.ci/run uses it for the Node.js versions the full suite does not run on):
// starts server/index.mjs on a free loopback port, asks a few pages, stops it with SIGTERM.
import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = /** @type {import("node:net").AddressInfo} */ (probe.address());
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["server/index.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    OUTBOX_PATH: ".tmp/smoke/messages.jsonl",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/**
 * @param {string} path
 * @param {{ status: number, text?: string }} expected the status, and text the body must contain
 * @param {RequestInit} [init]
 */
async function check(path, expected, init) {
  const response = await fetch(`${base}${path}`, init);
  const body = await response.text();
  if (response.status !== expected.status || (expected.text && !body.includes(expected.text))) {
    throw new Error(
      `${init?.method ?? "GET"} ${path}: ${response.status}, expected ${expected.status}${expected.text ? ` with "${expected.text}"` : ""}`,
    );
  }
}

try {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error("the server did not answer in 30 s");
    await new Promise((done) => setTimeout(done, 200));
  }
  await check("/", { status: 200, text: "Tracking" });
  await check("/faq/search?q=media%20mail", { status: 200, text: "What Is USPS Media Mail?" });
  await check("/tracking?result=9400111206206406260787", { status: 200, text: "9400111206206406260787" });
  await check("/no-such-page", { status: 404 });
  // fetch refuses TRACE itself, so node:http asks.
  const traceStatus = await new Promise((resolve, reject) => {
    httpRequest(`${base}/`, { method: "TRACE" }, (response) => {
      response.resume();
      resolve(response.statusCode);
    })
      .on("error", reject)
      .end();
  });
  if (traceStatus !== 405) throw new Error(`TRACE /: ${traceStatus}, expected 405`);
  const stopped = new Promise((done) => server.once("exit", done));
  server.kill("SIGTERM");
  const code = await stopped;
  if (code !== 0) throw new Error(`the server stopped with ${code}`);
  console.log(`smoke test passed on Node.js ${process.version}`);
} catch (error) {
  server.kill("SIGKILL");
  console.error(`smoke test failed on Node.js ${process.version}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
