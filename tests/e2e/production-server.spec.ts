import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "./fixtures";
import { PRODUCTION_APP, PRODUCTION_PORT } from "./servers";

/**
 * The production shape (server/production.mjs, decision 006) on the real build: the
 * micro-cache, script hashes on cached pages, files from memory, a clean SIGTERM.
 * One server for the file, so the tests run in order in one worker, with JavaScript on.
 */
test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one run is enough: this is about the server");

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, ["server/production.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PRODUCTION_PORT),
      WEB_CONCURRENCY: "2",
      OUTBOX_PATH: ".tmp/e2e/production/messages.jsonl",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${PRODUCTION_APP}/healthz`).catch(() => undefined))?.status, { timeout: 20_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
});

test("a shareable page is rendered once per process, then served from memory with its script hashes", async ({ request }) => {
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await request.get(`${PRODUCTION_APP}/about`));
  const cacheStates = answers.map((answer) => answer.headers()["x-cache"]);
  expect(cacheStates).toContain("HIT");
  const csp = answers[0].headers()["content-security-policy"];
  expect(csp).toContain("'sha256-");
  expect(csp).not.toContain("'nonce-");
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toContain("s-maxage");
    expect(answer.headers()["content-security-policy"]).toBe(csp);
  }
});

test("a per-visitor page is rendered every time with a fresh nonce", async ({ request }) => {
  const first = await request.get(`${PRODUCTION_APP}/`);
  const second = await request.get(`${PRODUCTION_APP}/`);
  expect(first.headers()["x-cache"]).toBe("PASS");
  expect(first.headers()["cache-control"]).toBe("no-store");
  const nonce = /'nonce-([^']+)'/.exec(first.headers()["content-security-policy"])?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
});

test("build files are immutable, public files cached for an hour, unknown ones 404", async ({ request }) => {
  const html = await (await request.get(`${PRODUCTION_APP}/about`)).text();
  const script = /href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${PRODUCTION_APP}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-type"]).toContain("javascript");
  const icon = await request.get(`${PRODUCTION_APP}/favicon.ico`);
  expect(icon.headers()["cache-control"]).toMatch(/^public, max-age=3600/);
  expect((await request.get(`${PRODUCTION_APP}/build/no-such-file.js`)).status()).toBe(404);
});

test("pages hydrate behind it without a CSP violation", async ({ page, consoleProblems }) => {
  await page.goto(`${PRODUCTION_APP}/about`);
  await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL(/\/partners$/);
  expect(await page.evaluate(() => "beforeNavigation" in window)).toBe(true);
  expect(consoleProblems).toEqual([]);
});

test("SIGTERM stops every process cleanly", async () => {
  const child = server;
  if (!child) throw new Error("the server did not start");
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  await expect(fetch(`${PRODUCTION_APP}/healthz`)).rejects.toThrow();
});
