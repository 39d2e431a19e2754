import { Socket } from "node:net";
import { readdirSync } from "node:fs";
import { type AppProcess, logLines, startAppProcess } from "./app-process";
import { expect, test } from "./fixtures";
import { isAnswer, rawRequest, type RawAnswer } from "./raw-http";
import { HOSTILE_PORTS, DEFAULT_APP, WIRED_APP } from "./servers";

/**
 * The probes of issue 23 (docs/security.md lists them as curl commands): what a hostile or clumsy
 * client sends must get a 4xx page, never a 500, a reset or an echo, and one JSON log line
 * without a stack trace. HTTP only: run once (the "js" project).
 */

test.describe.configure({ mode: "serial" });

/** No SITE_URL, no TRUST_PROXY: the shape `npm start` has with no configuration. */
let plain: AppProcess | undefined;
/** TRUST_PROXY naming a proxy that is not the test's loopback address: every client here is "outside". */
let listed: AppProcess | undefined;

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "js") return;
  // Two processes starting on a machine busy with the rest of the suite: together, and given time.
  testInfo.setTimeout(120_000);
  [plain, listed] = await Promise.all([
    startAppProcess(HOSTILE_PORTS[0], { OUTBOX_PATH: ".tmp/e2e/hostile/plain.jsonl" }),
    startAppProcess(HOSTILE_PORTS[1], {
      OUTBOX_PATH: ".tmp/e2e/hostile/listed.jsonl",
      TRUST_PROXY: "10.9.9.9",
      RATE_LIMIT_PER_CLIENT: "5",
      RATE_LIMIT_GLOBAL_PER_HOUR: "1000",
    }),
  ]);
});

test.afterAll(() => {
  plain?.stop();
  listed?.stop();
});

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "HTTP only: run once");
});

function answered(result: RawAnswer | { error: string }, label: string): RawAnswer {
  if (!isAnswer(result)) throw new Error(`${label}: no answer (${result.error})`);
  return result;
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

test("a body over a form's size, streamed without a length, gets a 413 page: no reset, no echo", async () => {
  const boundary = "----hostile";
  const posts = [
    { path: "/contact", headers: FORM, head: "name=Ada&message=" },
    { path: "/complaint", headers: FORM, head: "name=Ada&message=" },
    { path: "/donation", headers: FORM, head: "firstName=" },
    { path: "/cookie-policy", headers: FORM, head: "choice=" },
    { path: "/tracking", headers: FORM, head: "result=" },
    { path: "/faq/article/csv-article-1", headers: FORM, head: "intent=comment&comment=" },
    {
      path: "/career",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      head: `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda\r\n--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    },
  ];
  for (const { path, headers, head } of posts) {
    const answer = answered(
      await rawRequest(DEFAULT_APP, { method: "POST", path, headers, streamed: { bytes: 12_000_000, head } }),
      path,
    );
    expect(answer.status, path).toBe(413);
    expect(answer.headers["content-type"], path).toContain("text/html");
    // The page, not what was sent (a 40 MB post used to come back as 84 MB).
    expect(answer.body.byteLength, path).toBeLessThan(300_000);
  }
});

test("a body declared larger than anything the site reads is refused unread with a 413 page", async () => {
  const declared = answered(
    await rawRequest(DEFAULT_APP, {
      method: "POST",
      path: "/contact",
      headers: { ...FORM, "content-length": String(64 * 1024 * 1024) },
      body: "",
      timeoutMs: 5_000,
    }),
    "declared",
  );
  expect(declared.status).toBe(413);
  expect(declared.headers["content-type"]).toContain("text/html");
});

test("malformed Host headers and forwarded headers get a 400 page, directly and from a trusted proxy", async () => {
  for (const host of ["evil.example:99999", "user@evil.example", "[::1"]) {
    const answer = answered(await rawRequest(DEFAULT_APP, { path: "/", headers: { host } }), host);
    expect(answer.status, host).toBe(400);
    expect(answer.body.toString(), host).toContain("400 Bad Request");
  }
  // WIRED_APP trusts its loopback proxy (TRUST_PROXY=1): what that proxy forwards is checked too.
  for (const [name, value] of [
    ["x-forwarded-host", "evil.example:99999"],
    ["x-forwarded-host", "user@evil.example"],
    ["x-forwarded-host", "[::1"],
    ["x-forwarded-host", "good.example, evil.example:99999"],
    ["x-forwarded-proto", "javascript"],
  ]) {
    const answer = answered(await rawRequest(WIRED_APP, { path: "/faq", headers: { [name]: value } }), value);
    expect(answer.status, `${name}: ${value}`).toBe(400);
  }
  // From a peer that is not a trusted proxy they are ignored, not refused.
  const ignored = answered(
    await rawRequest(DEFAULT_APP, { path: "/about", headers: { "x-forwarded-host": "evil.example:99999" } }),
    "ignored",
  );
  expect(ignored.status).toBe(200);
  expect(ignored.body.toString()).not.toContain("evil.example");
});

test("a post that is not a form gets 415 (or 400 for broken multipart) from the cookie, feedback and tracking forms", async () => {
  const bodies: Array<[Record<string, string>, string, number]> = [
    [{ "content-type": "application/json" }, '{"choice":"accept-all"}', 415],
    [{ "content-type": "text/plain" }, "choice=accept-all", 415],
    [{}, "choice=accept-all", 415],
    [{ "content-type": "multipart/form-data; boundary=zzz" }, "--zzz\r\nbroken", 400],
    [{ "content-type": "multipart/form-data" }, "no boundary at all", 400],
  ];
  for (const path of ["/cookie-policy", "/faq/article/csv-article-1", "/tracking"]) {
    for (const [headers, body, status] of bodies) {
      const answer = answered(await rawRequest(DEFAULT_APP, { method: "POST", path, headers, body }), path);
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
      expect(answer.headers["content-type"]).toContain("text/html");
    }
  }
});

test("each refusal is one JSON log line with its request id, and nothing is printed outside JSON", async () => {
  const app = plain!;
  const probes = [
    { path: "/", headers: { host: "user@evil.example" }, status: 400 },
    { path: "/%E0%A4%A", status: 400 },
    { path: "/about", method: "POST", headers: FORM, body: "a=1", status: 405 },
    { path: "/", method: "PUT", status: 405 },
    {
      path: "/cookie-policy",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      status: 415,
    },
  ];
  for (const probe of probes) {
    const answer = answered(await rawRequest(app.url, probe), probe.path);
    expect(answer.status, probe.path).toBe(probe.status);
    const id = String(answer.headers["x-request-id"]);
    expect(id, probe.path).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => logLines(app.output()).json.filter((line) => JSON.stringify(line).includes(id)))
      .toHaveLength(1);
  }
  // No stack trace, no bare error text: only JSON, the forms' notes included.
  const other = logLines(app.output()).other;
  expect(other).toEqual([]);
});

test("every answer carries the security headers: pages, robots.txt, sitemap.xml, /healthz, 405s, build files", async () => {
  const app = plain!;
  const buildFile = `/build/${readdirSync("public/build").find((name) => name.endsWith(".js"))}`;
  for (const [method, path] of [
    ["GET", "/about"],
    ["GET", "/robots.txt"],
    ["GET", "/sitemap.xml"],
    ["GET", "/healthz"],
    ["GET", "/favicon.ico"],
    ["GET", buildFile],
    ["GET", "/build/missing.js"],
    ["DELETE", "/"],
    ["GET", "/%E0%A4%A"],
  ]) {
    const answer = answered(await rawRequest(app.url, { method, path }), path);
    expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    expect(answer.headers["x-frame-options"], path).toBe("DENY");
    expect(answer.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["x-request-id"], path).toBeTruthy();
  }
});

test("without SITE_URL, answers that name the request's host are kept by the browser only", async () => {
  const app = plain!;
  for (const path of ["/robots.txt", "/sitemap.xml", "/about"]) {
    const answer = answered(await rawRequest(app.url, { path, headers: { host: "forged.example" } }), path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers["cache-control"], path).toMatch(/^private/);
    expect(answer.headers["cache-control"], path).not.toContain("s-maxage");
  }
  // Said at start by a deployed server (behind a proxy: TRUST_PROXY), not by a local one.
  expect(listed!.output()).toMatch(/"event":"configuration-warning".*SITE_URL is not set/);
  expect(app.output()).not.toContain("SITE_URL is not set");
  // With SITE_URL set (DEFAULT_APP) a shared cache may keep them, and the Host does not leak in.
  const robots = answered(
    await rawRequest(DEFAULT_APP, { path: "/robots.txt", headers: { host: "forged.example" } }),
    "",
  );
  expect(robots.headers["cache-control"]).toMatch(/^public/);
  expect(robots.body.toString()).not.toContain("forged.example");
});

test("X-Forwarded-For from a peer outside TRUST_PROXY buys no new allowance, and is logged once", async () => {
  const app = listed!;
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const body = new URLSearchParams({
      name: `Mallory ${i}`,
      email: `mallory${i}@example.com`,
      subject: `Forged ${i}`,
      message: `A new address each time ${i}`,
    }).toString();
    const answer = answered(
      await rawRequest(app.url, {
        method: "POST",
        path: "/contact",
        headers: { ...FORM, "x-forwarded-for": `198.51.100.${i + 1}` },
        body,
      }),
      `post ${i}`,
    );
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  const warnings = logLines(app.output()).json.filter((line) => line.event === "untrusted-peer");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatchObject({ peer: "127.0.0.1", trustProxy: "10.9.9.9" });
});

/** Every form, its Spanish twin and the data route a script posts to (issue 30). */
const FORMS = [
  "/contact",
  "/complaint",
  "/career",
  "/donation",
  "/cookie-policy",
  "/faq/article/csv-article-1",
  "/check-message",
  "/tracking",
];
const FORM_PATHS = FORMS.flatMap((path) => [path, `/es${path}`, `${path}.data`]);

test("the issue 30 bodies get a 4xx answer at once on every form: indices, reserved names, depth, repeats", async () => {
  test.setTimeout(120_000);
  const bodies = [
    "a[99999999]=1",
    "__intent__=null",
    "__intent__={bad",
    "__state__={bad",
    `${"a.".repeat(4000)}a=1`,
    `a${Array.from({ length: 3001 }, (_, i) => `[${i}]`).join("")}=1`,
    Array(19_000).fill("a=").join("&"),
  ];
  for (const path of FORM_PATHS) {
    for (const body of bodies) {
      const started = Date.now();
      const answer = answered(
        await rawRequest(DEFAULT_APP, { method: "POST", path, headers: FORM, body, timeoutMs: 10_000 }),
        path,
      );
      const label = `${path} ${body.slice(0, 20)}`;
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect(Date.now() - started, label).toBeLessThan(2_000);
      // Nothing posted comes back: the checker once sent the whole submission in its answer.
      expect(answer.body.toString(), label).not.toContain("99999999");
    }
  }
});

test("a post from another site or an opaque origin gets a 403 page in the page's language", async () => {
  for (const origin of ["null", "https://evil.example", "garbage"]) {
    const english = answered(
      await rawRequest(DEFAULT_APP, { method: "POST", path: "/contact", headers: { ...FORM, origin }, body: "name=A" }),
      origin,
    );
    expect(english.status, origin).toBe(403);
    expect(english.body.toString()).toContain("This form was sent from another site");
    const spanish = answered(
      await rawRequest(DEFAULT_APP, {
        method: "POST",
        path: "/es/contact",
        headers: { ...FORM, origin },
        body: "name=A",
      }),
      origin,
    );
    expect(spanish.status, origin).toBe(403);
    expect(spanish.headers["content-type"]).toContain("text/html");
    expect(spanish.body.toString()).toContain('lang="es"');
    expect(spanish.body.toString()).toContain("Este formulario se envió desde otro sitio");
  }
});

test("HTTP/1.0 without Host, or two Hosts, is a 400 page, never a page of http://undefined/ links", async () => {
  for (const path of ["/", "/sitemap.xml", "/es/faq"]) {
    const answer = answered(await rawRequest(DEFAULT_APP, { path, version: "1.0" }), path);
    expect(answer.status, path).toBe(400);
    expect(answer.body.toString(), path).not.toContain("undefined");
  }
  const withHost = answered(
    await rawRequest(DEFAULT_APP, { path: "/about", version: "1.0", headers: { host: "127.0.0.1" } }),
    "with Host",
  );
  expect(withHost.status).toBe(200);
});

test("links built from the path stay on the site: /es//evil.example and /es/\\evil.example", async () => {
  for (const path of ["/es//evil.example", "/es/\\evil.example"]) {
    const answer = answered(await rawRequest(DEFAULT_APP, { path }), path);
    expect(answer.status, path).toBe(404);
    const hrefs = [...answer.body.toString().matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(new URL(href, `${DEFAULT_APP}${path}`).origin, href).toBe(DEFAULT_APP);
  }
});

test("a client that sends its headers too slowly is cut off within 20 s, not after a minute", async () => {
  test.setTimeout(45_000);
  const socket = new Socket();
  const started = Date.now();
  const closed = new Promise<string>((resolve) => {
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", () => undefined);
  });
  socket.connect(HOSTILE_PORTS[0], "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
  // A header line now and then, never the end of the headers.
  const drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 3_000);
  try {
    const answer = await closed;
    expect(answer).toContain("408");
    expect(Date.now() - started).toBeLessThan(20_000);
  } finally {
    clearInterval(drip);
    socket.destroy();
  }
});
