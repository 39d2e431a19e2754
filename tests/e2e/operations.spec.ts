import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { firingAlerts, PROMTOOL, seriesFromExposition } from "../helpers/promtool";
import { DEFAULT_APP, METRICS_TEST_PORTS, OPERATIONS_PORTS, WIRED_APP } from "./servers";

/**
 * What an operator runs into: `npm start` under a supervisor's SIGTERM, a port already taken, the
 * readiness check with a broken outbox and a Redis that refuses its password, the cache variants
 * and request ids nginx relies on. HTTP and processes, not a browser: run once (the "js" project).
 */

const children: ChildProcess[] = [];
let workDir = "";

/** Starts a command and collects what it prints on each stream. */
function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    // Configured as production must be, so that the only warnings are the ones a test is about.
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      OPERATOR_NAME: "Operations Test LLC",
      SITE_URL: "https://help.example.com",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: Buffer) => (output.stdout += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output.stderr += chunk.toString("utf8")));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return { child, output, exited };
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // A server listens once its content is loaded: seconds on a busy machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer in 60 s`);
}

/** One GET through node:http, which adds no Accept-Encoding of its own (fetch would). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((done, fail) => {
    httpRequest(url, { headers }, (response) => {
      response.resume();
      response.on("end", () => done({ status: response.statusCode ?? 0, headers: response.headers }));
    })
      .on("error", fail)
      .end();
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "parcelhelp-operations-"));
});

test.afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "HTTP and processes only: run once");
  // Each test starts servers of its own (npm, a build load, a warm-up): three times the usual time.
  test.slow();
});

test("a SIGTERM to npm start's own process stops the server, which logs its stop", async () => {
  const port = OPERATIONS_PORTS.npmStart;
  const npm = run("npm", ["start", "--silent"], {
    PORT: String(port),
    OUTBOX_PATH: join(workDir, "npm-start/messages.jsonl"),
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, npm.child);
  const listening = JSON.parse(npm.output.stdout.split("\n").find((line) => line.includes('"listening"')) ?? "{}");
  const serverPid = Number(listening.pid);
  expect(serverPid).toBeGreaterThan(0);

  try {
    // What a supervisor (or a container runtime) does: signal the process it started, npm.
    npm.child.kill("SIGTERM");
    expect(await npm.exited).toBe(0);
    expect(alive(serverPid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  } finally {
    // An orphaned server (the failure this test is about) must not outlive the test.
    if (alive(serverPid)) process.kill(serverPid, "SIGKILL");
  }
  const events = npm.output.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line).event);
  expect(events).toEqual(expect.arrayContaining(["listening", "stopping", "stopped"]));
  expect(events.indexOf("stopping")).toBeLessThan(events.indexOf("stopped"));
});

test("a port already in use stops the server with one clear line, not a stack trace", async () => {
  const port = OPERATIONS_PORTS.taken;
  const holder = createServer().listen(port, "127.0.0.1");
  await new Promise((done) => holder.once("listening", done));
  try {
    const app = run(process.execPath, ["server/index.mjs"], {
      PORT: String(port),
      OUTBOX_PATH: join(workDir, "taken/messages.jsonl"),
    });
    expect(await app.exited).toBe(1);
    const lines = app.output.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ event: "listen-failed", code: "EADDRINUSE", port });
    expect(lines[0]).toContain(`127.0.0.1 port ${port} is already in use`);
    expect(app.output.stdout).toBe("");
  } finally {
    holder.close();
  }
});

test("readiness: 503 naming a broken outbox and a Redis that refuses its password; liveness stays ok", async () => {
  const [redisPort, brokenPort, healthyPort] = OPERATIONS_PORTS.readiness;
  const redis = run(
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--requirepass", "right"],
    {},
  );
  // The outbox's folder would have to be created where a file is: no process can write there.
  writeFileSync(join(workDir, "a-file"), "");
  const broken = run(process.execPath, ["server/index.mjs"], {
    PORT: String(brokenPort),
    OUTBOX_PATH: join(workDir, "a-file/messages.jsonl"),
    REDIS_URL: `redis://:wrong@127.0.0.1:${redisPort}`,
  });
  const healthy = run(process.execPath, ["server/index.mjs"], {
    PORT: String(healthyPort),
    OUTBOX_PATH: join(workDir, "healthy/messages.jsonl"),
    REDIS_URL: `redis://:right@127.0.0.1:${redisPort}`,
  });
  try {
    await waitFor(`http://127.0.0.1:${brokenPort}/healthz`, broken.child);
    await waitFor(`http://127.0.0.1:${healthyPort}/healthz`, healthy.child);

    const live = await fetch(`http://127.0.0.1:${brokenPort}/healthz`);
    expect(live.status).toBe(200);
    // The one case a visitor hears of a failure: the message could not be stored.
    const refused = await fetch(`http://127.0.0.1:${brokenPort}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Jane&email=jane%40example.org&subject=Parcel&message=Where+is+it%3F",
    });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("Sorry, there was an error sending your message.");
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${brokenPort}/readyz`)).status).toBe(503);
    const report = await (await fetch(`http://127.0.0.1:${brokenPort}/readyz`)).json();
    expect(report).toMatchObject({
      ready: false,
      degraded: true,
      checks: { outbox: { state: "failing" }, redis: { state: "degraded", reason: "WRONGPASS" } },
    });

    await expect.poll(async () => (await fetch(`http://127.0.0.1:${healthyPort}/readyz`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${healthyPort}/readyz`);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toMatchObject({ ready: true, degraded: false, checks: { redis: { state: "ok" } } });
    // A Redis on this machine is one machine: no warning about outboxes spread over several.
    expect(healthy.output.stderr).not.toContain("REDIS_URL names another machine");
  } finally {
    for (const child of [broken.child, healthy.child, redis.child]) child.kill("SIGTERM");
  }
});

test("every compressible answer says Vary: Accept-Encoding, also the one sent uncompressed", async () => {
  for (const path of ["/articles", "/faq"]) {
    const plain = await get(`${DEFAULT_APP}${path}`);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers["vary"])).toMatch(/accept-encoding/i);
    const brotli = await get(`${DEFAULT_APP}${path}`, { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers["vary"])).toMatch(/accept-encoding/i);
  }
  const html = await (await fetch(`${DEFAULT_APP}/articles`)).text();
  const stylesheet = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
  expect(stylesheet, "the page names its stylesheet").toBeDefined();
  const css = await get(`${DEFAULT_APP}${stylesheet}`);
  expect(css.headers["content-encoding"]).toBeUndefined();
  expect(String(css.headers["vary"])).toMatch(/accept-encoding/i);
});

test("request ids: a trusted proxy's is used, anyone else's is replaced", async () => {
  const id = "0123456789abcdef0123456789abcdef";
  // The wired app trusts one proxy hop (TRUST_PROXY=1), as behind nginx.
  const viaProxy = await get(`${WIRED_APP}/healthz`, { "x-request-id": id });
  expect(viaProxy.headers["x-request-id"]).toBe(id);
  const direct = await get(`${DEFAULT_APP}/healthz`, { "x-request-id": id });
  expect(direct.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  // Not an id at all: replaced even from the trusted proxy.
  const odd = await get(`${WIRED_APP}/healthz`, { "x-request-id": "<script>" });
  expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("metrics: the named series on their own loopback port, never on the site's; the alert rules stay quiet", async () => {
  const { app: port, metrics } = METRICS_TEST_PORTS;
  const outbox = join(workDir, "metrics/outbox/messages.jsonl");
  // The guide's one-machine settings (deploy/systemd/parcelhelp.env with its example lines set).
  const instance = run(process.execPath, ["server/index.mjs"], {
    PORT: String(port),
    TRUST_PROXY: "1",
    OUTBOX_PATH: outbox,
    METRICS_PORT: `+${metrics - port}`,
    SITE_PHONE: "+1 (415) 867-5309",
    SITE_EMAIL: "help@realparcelhelp.com",
    OFFICE_CITY: "Oakland",
    OFFICE_ADDRESS: "1 Harbor Way, Oakland, CA 94607",
    OFFICE_PHONE: "+1 (415) 867-5310",
    SITE_URL: "https://help.realparcelhelp.com",
  });
  const site = `http://127.0.0.1:${port}`;
  await waitFor(`${site}/healthz`, instance.child);
  // A first scrape: prom-client's event-loop figures then cover the time since it, not the warm-up
  // before the instance listened (a second-long block that no visitor waited for).
  await (await fetch(`http://127.0.0.1:${metrics}/metrics`)).text();
  for (const path of [
    "/faq",
    "/faq",
    "/faq/article/csv-article-3",
    "/no/such/page",
    "/",
    "/es/faq/article/csv-article-3",
  ])
    await get(`${site}${path}`);
  await fetch(`${site}/check-message`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "message=Your+parcel+is+held.+Pay+%241.99+at+http%3A%2F%2Fusps-redelivery.top",
  });

  expect((await fetch(`${site}/metrics`)).status).toBe(404);
  const answer = await fetch(`http://127.0.0.1:${metrics}/metrics`);
  expect(answer.status).toBe(200);
  const text = await answer.text();
  for (const series of [
    /^parcelhelp_http_requests_total\{route="\/faq",method="GET",status="200"\} 2$/m,
    /^parcelhelp_http_requests_total\{route="\/faq\/article\/:entryId",method="GET",status="200"\} 1$/m,
    // A Spanish page is its route under the language's prefix (decision 019), not "unmatched".
    /^parcelhelp_http_requests_total\{route="\/es\/faq\/article\/:entryId",method="GET",status="200"\} 1$/m,
    /^parcelhelp_http_requests_total\{route="unmatched",method="GET",status="404"\} \d+$/m,
    /^parcelhelp_http_request_duration_seconds_bucket\{le="0.5",route="\/faq",method="GET"\} \d+$/m,
    /^parcelhelp_renders_total\{status="200"\} \d+$/m,
    /^parcelhelp_cache_policy_total\{policy="page"\} \d+$/m,
    /^parcelhelp_tool_uses_total\{tool="message-checker",outcome="scam"\} 1$/m,
    /^parcelhelp_messages_waiting 0$/m,
    /^parcelhelp_message_queue_oldest_age_seconds 0$/m,
    /^parcelhelp_ready 1$/m,
    /^parcelhelp_draining 0$/m,
    /^parcelhelp_check\{check="redis",state="off"\} 1$/m,
    /^parcelhelp_check\{check="answerService",state="off"\} 1$/m,
    /^parcelhelp_configuration_warnings 0$/m,
    /^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m,
    /^process_resident_memory_bytes \d+$/m,
  ]) {
    expect(text).toMatch(series);
  }
  // Nothing a visitor sent: not the checked message, not a path that matched no route.
  expect(text).not.toContain("usps-redelivery");
  expect(text).not.toContain("no/such");
  if (PROMTOOL) expect(firingAlerts(seriesFromExposition(text, `127.0.0.1:${metrics}`))).toEqual([]);

  // The drain file: /readyz answers 503 on purpose, the metrics say so, and removing it undoes it.
  const drain = join(workDir, "metrics/drain");
  writeFileSync(drain, "");
  const draining = await fetch(`${site}/readyz`);
  expect(draining.status).toBe(503);
  expect(await draining.json()).toMatchObject({
    ready: false,
    checks: { drain: { state: "failing", reason: "draining" } },
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${metrics}/metrics`)).text())
    .toMatch(/^parcelhelp_draining 1$/m);
  expect((await fetch(`${site}/faq`)).status).toBe(200);
  rmSync(drain);
  expect((await fetch(`${site}/readyz`)).status).toBe(200);
  instance.child.kill("SIGTERM");
});
