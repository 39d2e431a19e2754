import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest, Agent } from "node:http";
import { startControllableAnswerService } from "../fakes/controllable-answer-service.mjs";
import { expect, test } from "./fixtures";
import { marker } from "./form-helpers";
import { REDIS_PORT, SHARED_PORTS } from "./servers";

/**
 * The production runtime as operators run it, with no proxy in front: the client is the socket's
 * address (127.0.0.1 here). Two instances share Debian's redis-server on a loopback port, so the
 * per-client limit holds across them; with Redis stopped the site keeps answering on each
 * process's own counters. Then HTTP hygiene and a graceful stop. Run once (the "js" project):
 * it drives HTTP, not a browser.
 */

const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const apps = SHARED_PORTS.map((port) => `http://127.0.0.1:${port}`);
const children: ChildProcess[] = [];
/** Everything each app process printed, by port. */
const output = new Map<number, string>();
let redis: ChildProcess | undefined;
let workDir = "";

function startRedis(): ChildProcess {
  // The guide's Redis settings (deploy/redis/parcelhelp.conf: no persistence), loopback only.
  const child = spawn(
    "redis-server",
    ["deploy/redis/parcelhelp.conf", "--port", String(REDIS_PORT), "--bind", "127.0.0.1"],
    { stdio: "ignore" },
  );
  children.push(child);
  return child;
}

async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  // Two instances warming up at once on a busy two-core machine: 30 s was not always enough.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  const port = Number(new URL(url).port);
  throw new Error(`${url} did not answer in 60 s:\n${(output.get(port) ?? "").slice(-2000)}`);
}

async function redisReady(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ping = spawn("redis-cli", ["-p", String(REDIS_PORT), "ping"]);
    const ok = await new Promise<boolean>((done) => ping.on("exit", (code) => done(code === 0)));
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("redis-server did not start");
}

function startApp(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["server/index.mjs", "build/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      OUTBOX_PATH: join(workDir, `outbox-${port}`, "messages.jsonl"),
      RATE_LIMIT_PER_CLIENT: "5",
      RATE_LIMIT_GLOBAL_PER_HOUR: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  output.set(port, "");
  const collect = (chunk: Buffer) => output.set(port, (output.get(port) ?? "") + chunk.toString("utf8"));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  children.push(child);
  return child;
}

function contactForm() {
  const id = marker();
  return {
    name: `Ada ${id}`,
    email: `ada.${id}@example.com`,
    phone: "",
    subject: `Parcel ${id}`,
    message: `Where is my parcel? ${id}`,
  };
}

// Several tests start servers of their own, which listen once their content is loaded.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "js") return;
  // A server listens once its content is loaded (seconds each on a busy machine): start both at once.
  testInfo.setTimeout(90_000);
  workDir = mkdtempSync(join(tmpdir(), "parcelhelp-shared-"));
  redis = startRedis();
  await redisReady();
  await Promise.all(
    // TRUST_PROXY as behind nginx: a deployed server, which names the settings still to set.
    SHARED_PORTS.map((port) =>
      waitFor(`http://127.0.0.1:${port}/healthz`, startApp(port, { REDIS_URL, TRUST_PROXY: "1" })),
    ),
  );
});

test.afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "HTTP only: run once");
});

test("a checked message appears in no log line, and its answer is never stored", async ({ request }) => {
  const id = marker();
  const message = `USPS: pay the $1.99 redelivery fee ${id} within 12 hours at https://usps.com-${id}.top/x`;
  const response = await request.post(`${apps[0]}/check-message`, { form: { message, sender: `${id}@example.com` } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.text()).toContain("Likely a scam");
  // Refused ones too: too long, and not a form at all.
  const tooLong = await request.post(`${apps[1]}/check-message`, { form: { message: `${id} `.repeat(1200) } });
  expect(tooLong.status()).toBe(400);
  expect(tooLong.headers()["cache-control"]).toBe("no-store");
  await new Promise((done) => setTimeout(done, 300));
  for (const printed of output.values()) expect(printed).not.toContain(id);
});

test("the sixth message from one client is refused across two instances sharing Redis", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await request.post(`${apps[i % 2]}/contact`, { form: contactForm(), maxRedirects: 0 });
    statuses.push(response.status());
    if (i === 5) {
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      // The message is re-rendered with what was typed.
      expect(await response.text()).toContain("Where is my parcel?");
    }
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

/** The titles under 'Frequently Viewed Articles', in the order a visitor sees them, and the line above them. */
function frequentlyViewed(html: string): { caption: string; titles: string[] } {
  const section = /<section[^>]*aria-labelledby="frequently-viewed"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
  const caption = /<p[^>]*>([^<]*)<\/p>/.exec(section)?.[1] ?? "";
  const titles = [...section.matchAll(/<a [^>]*href="\/faq\/article\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map(
    ([, title]) => title,
  );
  return { caption, titles };
}

test("Frequently Viewed lists what people read, counted across both instances in Redis; bots and HEADs do not count", async ({
  request,
}) => {
  const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0" };
  const before = frequentlyViewed(await (await request.get(`${apps[1]}/faq`, { headers: browser })).text());
  expect(before.caption).toContain("no views have been counted in the last 30 days yet");
  expect(before.titles.length).toBeGreaterThan(30);

  // A visit: the page, then the count image it names (what a browser loads with it, JavaScript or not).
  const read = async (app: string, id: string, headers: Record<string, string>) => {
    const response = await request.get(`${app}/faq/article/${id}`, { headers });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const image = /<img src="(\/faq\/article\/[^"]+\/view\.gif)"/.exec(html)?.[1];
    expect(image).toBe(`/faq/article/${id}/view.gif`);
    const counted = await request.get(`${app}${image}`, { headers });
    // Each view reaches the app, wherever the page came from.
    expect(counted.headers()["cache-control"]).toBe("no-store");
    return /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  };
  // Entries 2 and 5 are not in the spec's every-third list; the bot reads entry 8 most.
  const second = await read(apps[0], "csv-article-5", browser);
  await read(apps[1], "csv-article-5", browser);
  const first = await read(apps[0], "csv-article-2", browser);
  for (let i = 0; i < 2; i += 1) await read(apps[1], "csv-article-2", browser);
  const crawled = await read(apps[0], "csv-article-8", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
  for (let i = 0; i < 4; i += 1) await read(apps[1], "csv-article-8", { "User-Agent": "curl/8.14.1" });
  await request.head(`${apps[0]}/faq/article/csv-article-8/view.gif`, { headers: browser });

  // The other instance's ranking was computed before these views: it recomputes after a minute at most,
  // so ask the first one, which has never ranked.
  const after = frequentlyViewed(await (await request.get(`${apps[0]}/faq`, { headers: browser })).text());
  expect(after.caption).toContain("read most in the last 30 days");
  expect(after.titles).toEqual([first, second]);
  expect(after.titles).not.toContain(crawled);
  // Nothing about a reader is kept: a view is one number on one entry's count for the day.
  const keys = spawn("redis-cli", ["-p", String(REDIS_PORT), "--scan", "--pattern", "parcelhelp:faq-views:*"]);
  let listed = "";
  keys.stdout.on("data", (chunk: Buffer) => (listed += chunk.toString("utf8")));
  await new Promise((done) => keys.on("exit", done));
  expect(listed.trim().split("\n")).toEqual([`parcelhelp:faq-views:${new Date().toISOString().slice(0, 10)}`]);
});

test("a deployed server with the example settings names each one to set, once", () => {
  for (const port of SHARED_PORTS) {
    const warnings = (output.get(port) ?? "").split("\n").filter((line) => line.includes("configuration-warning"));
    // The example operator and contact data, and SITE_URL unset. Redis is on this machine: one
    // machine, so nothing about messages spread over several outboxes.
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain(
      "OPERATOR_NAME, SITE_PHONE, SITE_EMAIL, OFFICE_CITY, OFFICE_ADDRESS, OFFICE_PHONE are still example data",
    );
    expect(warnings[1]).toContain("SITE_URL is not set");
    // This Redis runs without persistence (startRedis): no warning about it.
    expect(output.get(port)).not.toContain("Redis writes its data to disk");
  }
});

test("with Redis stopped the site keeps answering, on each process's own limits", async ({ request }) => {
  redis?.kill("SIGKILL");
  await new Promise((done) => redis?.once("exit", done));
  for (const app of apps) {
    expect((await request.get(`${app}/`)).status()).toBe(200);
    expect((await request.get(`${app}/faq`)).status()).toBe(200);
  }
  // The Redis counters are out of reach: this instance counts in its own memory from now on.
  const response = await request.post(`${apps[0]}/contact`, { form: contactForm(), maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test("a single instance with no proxy and no Redis refuses the sixth message from one client", async ({ request }) => {
  const port = SHARED_PORTS[1] + 10;
  const child = startApp(port, {});
  await waitFor(`http://127.0.0.1:${port}/healthz`, child);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    statuses.push(
      (await request.post(`http://127.0.0.1:${port}/contact`, { form: contactForm(), maxRedirects: 0 })).status(),
    );
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // A forged X-Forwarded-For does not buy a new allowance when no proxy is trusted.
  const forged = await request.post(`http://127.0.0.1:${port}/contact`, {
    form: contactForm(),
    headers: { "x-forwarded-for": "198.51.100.77" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(429);
});

test("two processes of one server (WEB_CONCURRENCY=2) share their counters", async ({ request }) => {
  const port = SHARED_PORTS[1] + 11;
  const child = startApp(port, { WEB_CONCURRENCY: "2" });
  await waitFor(`http://127.0.0.1:${port}/healthz`, child);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    // A new connection each time, so the primary hands the requests to both workers.
    const response = await request.post(`http://127.0.0.1:${port}/contact`, {
      form: contactForm(),
      headers: { connection: "close" },
      maxRedirects: 0,
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

test("HTTP hygiene: unsupported methods are 405, every answer has a request id, logs skip the query", async ({
  request,
}) => {
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const response = await request.fetch(`${apps[0]}/`, { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
  }
  const page = await request.get(`${apps[0]}/tracking?result=9400111206206406260787`);
  const id = page.headers()["x-request-id"];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(() => (output.get(SHARED_PORTS[0]) ?? "").split("\n").find((line) => line.includes(id)) ?? "")
    .toContain('"path":"/tracking"');
  const line = JSON.parse(
    (output.get(SHARED_PORTS[0]) ?? "").split("\n").find((candidate) => candidate.includes(id)) ?? "{}",
  );
  expect(line).toMatchObject({ req: { id, method: "GET", path: "/tracking" }, res: { status: 200 } });
  expect(typeof line.responseTime).toBe("number");
  // Never the query (tracking numbers), the e-mail addresses of the messages sent above, or bodies.
  const everything = output.get(SHARED_PORTS[0]) ?? "";
  expect(everything).not.toContain("9400111206206406260787");
  expect(everything).not.toMatch(/ada\.[0-9a-f]+@example\.com/);
});

test("SIGTERM: answers in flight are sent, then the process stops without waiting for idle keep-alive connections", async () => {
  const answers = await startControllableAnswerService({ delayMs: 800 });
  const port = SHARED_PORTS[1] + 12;
  // A deadline far longer than the test allows: stopping must not wait for it.
  const child = startApp(port, { ANSWER_SERVICE_URL: answers.url, SHUTDOWN_TIMEOUT_MS: "60000" });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  // A browser's or a proxy's connections: kept alive between requests.
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, child);
    const get = (path: string) =>
      new Promise<{ status: number; connection: string }>((done, fail) => {
        httpRequest({ host: "127.0.0.1", port, path, agent }, (response) => {
          response.resume();
          response.on("end", () =>
            done({ status: response.statusCode ?? 0, connection: String(response.headers.connection) }),
          );
        })
          .on("error", fail)
          .end();
      });
    // Connections that sit idle when the signal comes, and answers that wait 0.8 s on the service.
    await Promise.all(Array.from({ length: 4 }, () => get("/healthz")));
    const inFlight = Array.from({ length: 4 }, (_, i) => get(`/faq/article/csv-article-${100 + i}`));
    await new Promise((done) => setTimeout(done, 300));
    const signalledAt = Date.now();
    child.kill("SIGTERM");
    const answered = await Promise.all(inFlight);
    expect(answered.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Each tells the client the connection ends with it, and then it does.
    expect(answered.map((answer) => answer.connection)).toEqual(["close", "close", "close", "close"]);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
  } finally {
    agent.destroy();
    child.kill("SIGKILL");
    await answers.close();
  }
});
