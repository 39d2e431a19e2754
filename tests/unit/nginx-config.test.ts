import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formFields } from "~/lib/forms/form-limits.server";
import { complaintSchema } from "~/lib/forms/complaint-form";
import { contactSchema } from "~/lib/forms/contact-form";
import { donationSchema } from "~/lib/forms/donation-form";
import { feedbackSchema } from "~/lib/help-centre/feedback";
import { MESSAGE_CHECK_BODY_BYTES } from "~/lib/message-check/message-check-action.server";
import { TRACKING_POST_FIELDS } from "~/lib/tracking/tracking-post.server";
import { proxyConfig } from "../../scripts/perf/nginx.mjs";
import { PAUSE_MS } from "../../scripts/rolling-restart.mjs";

/**
 * deploy/nginx.conf cannot import the app's rules, so these tests read it and fail when it drifts:
 * the Accept-Encoding it forwards (and keys its cache on) is the one the app would choose, the
 * rolling restart waits out the upstream's fail_timeout, and request ids are nginx's own.
 */
const config = readFileSync("deploy/nginx.conf", "utf8");
/** The app's own deadlines, as server/index.mjs states them. */
const server = readFileSync("server/index.mjs", "utf8");

/** A size in nginx's notation ("256k", "7m") in bytes. */
function bytes(size: string): number {
  const match = /^(\d+)([km]?)$/i.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  return Number(match[1]) * { "": 1, k: 1024, m: 1024 * 1024 }[match[2].toLowerCase() as "" | "k" | "m"];
}

/** The one value of a directive, e.g. directive("client_header_timeout") → "15s". */
function directive(name: string): string {
  const values = [...config.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, "gm"))].map((match) => match[1].trim());
  expect(values, name).toHaveLength(1);
  return values[0];
}

/** A millisecond constant of server/index.mjs, e.g. HEADERS_TIMEOUT_MS. */
function appMs(name: string): number {
  const match = new RegExp(`const ${name} = ([\\d_]+);`).exec(server);
  if (!match) throw new Error(`server/index.mjs has no ${name}`);
  return Number(match[1].replace(/_/g, ""));
}

/** nginx's `map $http_accept_encoding $parcelhelp_encoding` as a function. */
function encodingMap(text: string): (acceptEncoding: string) => string {
  const block = /map \$http_accept_encoding \$parcelhelp_encoding \{([^}]*)\}/.exec(text)?.[1];
  if (!block) throw new Error("deploy/nginx.conf has no map for $parcelhelp_encoding");
  const entries = [...block.matchAll(/"(~\*?)([^"]+)"\s+(\w+);/g)].map(([, kind, pattern, value]) => ({
    pattern: new RegExp(pattern, kind === "~*" ? "i" : ""),
    value,
  }));
  const fallback = /default\s+"([^"]*)";/.exec(block)?.[1] ?? "";
  return (acceptEncoding) => entries.find((entry) => entry.pattern.test(acceptEncoding))?.value ?? fallback;
}

// The app's negotiation: the compression middleware server/index.mjs uses, on a compressible page.
let app: Server;
beforeAll(async () => {
  const page = express()
    .use(compression())
    .get("/", (_req, res) => void res.type("html").send("<p>page</p>".repeat(500)));
  app = page.listen(0, "127.0.0.1");
  await new Promise((done) => app.once("listening", done));
});
afterAll(() => new Promise<void>((done) => app.close(() => done())));

function appEncoding(acceptEncoding: string | undefined): Promise<string> {
  const address = app.address();
  if (address === null || typeof address === "string") throw new Error("the test app is not listening on a port");
  const { port } = address;
  return new Promise((done, fail) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    httpRequest({ host: "127.0.0.1", port, headers }, (response) => {
      response.resume();
      done(String(response.headers["content-encoding"] ?? ""));
    })
      .on("error", fail)
      .end();
  });
}

const BROWSERS_AND_TOOLS = [
  "gzip, deflate, br, zstd",
  "gzip, deflate, br",
  "br, gzip",
  "gzip, deflate",
  "gzip",
  "br",
  "deflate",
  "identity",
  "",
  "*",
  "GZIP",
  "br;q=1.0, gzip;q=0.8",
  "br;q=0, gzip",
  "gzip;q=0, br;q=0",
  "x-gzip",
  "brotli",
];

describe("deploy/nginx.conf", () => {
  const pick = encodingMap(config);

  it.each(BROWSERS_AND_TOOLS)("asks the app for the encoding it would choose itself: %j", async (header) => {
    const normalised = pick(header);
    expect(["br", "gzip", ""]).toContain(normalised);
    // What the app sends for the raw header is what nginx asks for (and keys the cache on); a
    // client that takes deflate but neither br nor gzip (none known) gets the plain copy instead.
    const chosen = await appEncoding(header);
    expect(chosen === "deflate" ? "" : chosen).toBe(normalised);
    // And asked with the normalised header, the app answers in exactly that encoding.
    expect(await appEncoding(normalised === "" ? undefined : normalised)).toBe(normalised);
  });

  it("keys the cache on that encoding instead of the app's Vary, and stores nothing that varies otherwise", () => {
    expect(config).toMatch(/proxy_set_header Accept-Encoding \$parcelhelp_encoding;/);
    expect(config).toMatch(/proxy_cache_key [^;]*\$parcelhelp_encoding;/);
    expect(config).toMatch(/proxy_ignore_headers Vary;/);
    expect(config).toMatch(/proxy_no_cache [^;]*\$parcelhelp_varies_otherwise/);
  });

  it("gives every answer nginx's own request id, logs it, and tells the app", () => {
    expect(config).toMatch(/log_format privacy [^;]*\$request_id';/);
    expect(config).toContain("proxy_set_header X-Request-Id $request_id;");
    expect(config).toContain("proxy_hide_header X-Request-Id;");
    expect(config).toContain("add_header X-Request-Id $request_id always;");
  });

  it("cuts slow clients off when the app would: headers within its 15 s, a body that stops within as long", () => {
    expect(Number.parseInt(directive("client_header_timeout"))).toBe(appMs("HEADERS_TIMEOUT_MS") / 1000);
    expect(Number.parseInt(directive("client_body_timeout"))).toBe(appMs("HEADERS_TIMEOUT_MS") / 1000);
    // A trickling body reaches the app as it comes, whose deadline for the whole request nginx has no match for.
    expect(directive("proxy_request_buffering")).toBe("off");
    expect(appMs("REQUEST_TIMEOUT_MS")).toBeLessThanOrEqual(120_000);
  });

  it("keeps every form's largest post in memory: the checker's, the tracking box's, contact, complaint, donation, feedback", () => {
    const buffer = bytes(directive("client_body_buffer_size"));
    // Each form's fields at their limits, url-encoded at worst (9 bytes a character): what its action reads at most.
    const largest = {
      checker: MESSAGE_CHECK_BODY_BYTES,
      tracking: TRACKING_POST_FIELDS.maxBytes,
      contact: formFields(contactSchema).maxBytes,
      complaint: formFields(complaintSchema).maxBytes,
      donation: formFields(donationSchema).maxBytes,
      feedback: formFields(feedbackSchema).maxBytes,
    };
    for (const [form, size] of Object.entries(largest)) expect(buffer, form).toBeGreaterThanOrEqual(size);
    // And none of them goes through a temporary file on its way: nginx passes a body on as it comes.
    expect(directive("proxy_request_buffering")).toBe("off");
    // Not so large that a connection's buffer could hold a résumé.
    expect(buffer).toBeLessThan(bytes(directive("client_max_body_size")) / 8);
  });

  it("limits each client's connections and requests, answering 429 beyond them", () => {
    expect(config).toMatch(/limit_conn_zone \$binary_remote_addr zone=(\w+):\d+m;/);
    expect(config).toMatch(/limit_req_zone \$binary_remote_addr zone=(\w+):\d+m rate=\d+r\/s;/);
    const connZone = /limit_conn_zone \S+ zone=(\w+):/.exec(config)?.[1];
    const reqZone = /limit_req_zone \S+ zone=(\w+):/.exec(config)?.[1];
    expect(directive("limit_conn")).toMatch(new RegExp(`^${connZone} \\d+$`));
    expect(directive("limit_req")).toMatch(new RegExp(`^zone=${reqZone} burst=\\d+ nodelay$`));
    expect(directive("limit_conn_status")).toBe("429");
    expect(directive("limit_req_status")).toBe("429");
  });

  it("has upstream instances the rolling restart waits out: its pause is longer than fail_timeout", () => {
    const servers = [...config.matchAll(/^\s*server [\d.]+:\d+ max_fails=(\d+) fail_timeout=(\d+)s;$/gm)];
    expect(servers.length).toBeGreaterThanOrEqual(2);
    for (const [, maxFails, failTimeout] of servers) {
      expect(Number(maxFails)).toBeGreaterThan(0);
      expect(PAUSE_MS).toBeGreaterThan(Number(failTimeout) * 1000);
    }
    expect(config).toMatch(/proxy_next_upstream error timeout;/);
  });
});

/**
 * The shipped config run by Debian's nginx on loopback, in front of a stand-in app that counts what
 * reaches it: unknown Hosts are refused (444) before anything renders, the cache is shared by the
 * site's names (no Host in the key), and /ready tells a balancer whether an instance is ready.
 */
const NGINX_BIN = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((path) => existsSync(path));

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", () => done()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** One GET with this Host; a closed connection without an answer (444) is `null`. */
function getWithHost(port: number, path: string, host: string) {
  return new Promise<{ status: number; body: string; cache: string } | null>((done) => {
    httpRequest({ host: "127.0.0.1", port, path, headers: { host, "accept-encoding": "gzip" } }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      response.on("end", () =>
        done({ status: response.statusCode ?? 0, body, cache: String(response.headers["x-cache-status"] ?? "") }),
      );
    })
      .on("error", () => done(null))
      .end();
  });
}

/** A url-encoded POST of `size` bytes through nginx, whole or in two chunks (no Content-Length). */
function postThrough(port: number, path: string, size: number, chunked: boolean) {
  return new Promise<{ status: number; body: string } | null>((done) => {
    const body = Buffer.alloc(size, "a");
    const headers: Record<string, string | number> = {
      host: "127.0.0.1",
      "content-type": "application/x-www-form-urlencoded",
    };
    if (!chunked) headers["content-length"] = size;
    const request = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      response.on("end", () => done({ status: response.statusCode ?? 0, body: text }));
    }).on("error", () => done(null));
    if (!chunked) return void request.end(body);
    request.write(body.subarray(0, size / 2));
    request.end(body.subarray(size / 2));
  });
}

describe.skipIf(!NGINX_BIN)("deploy/nginx.conf on loopback", () => {
  const seen: string[] = [];
  let readyStatus = 200;
  let stub: Server;
  let nginx: ChildProcess;
  let port = 0;
  let prefix = "";

  beforeAll(async () => {
    stub = createHttpServer((req, res) => {
      seen.push(`${req.headers.host} ${req.url}`);
      if (req.method === "POST") {
        // A posted body, counted as it arrives: the app's side of a form post.
        let received = 0;
        req.on("data", (chunk: Buffer) => (received += chunk.length));
        req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end(String(received)));
        return;
      }
      if (req.url === "/readyz")
        return void res
          .writeHead(readyStatus, { "content-type": "application/json" })
          .end('{"ready":false,"checks":{"secret":1}}');
      res.writeHead(200, { "content-type": "text/html", "cache-control": "public, max-age=60, s-maxage=300" });
      res.end(req.url === "/healthz" ? "ok" : "<p>page</p>");
    });
    await new Promise<void>((done) => stub.listen(0, "127.0.0.1", () => done()));
    port = await freePort();
    prefix = mkdtempSync(join(tmpdir(), "parcelhelp-nginx-"));
    // As root, nginx's workers run as www-data (the config's `user`) and make their cache here.
    chmodSync(prefix, 0o755);
    const config = join(prefix, "nginx.conf");
    // Warnings logged, so that a body written to a temporary file would say so (the shipped log has only crit).
    const shipped = proxyConfig({ listenPort: port, appPorts: [(stub.address() as AddressInfo).port] });
    expect(shipped).toContain("error_log error.log crit;");
    writeFileSync(config, shipped.replace("error_log error.log crit;", "error_log error.log warn;"));
    nginx = spawn(NGINX_BIN!, ["-p", `${prefix}/`, "-e", "stderr", "-c", config, "-g", "daemon off;"], {
      stdio: "ignore",
    });
    for (let i = 0; i < 100 && (await getWithHost(port, "/healthz", "127.0.0.1")) === null; i += 1) {
      await new Promise((done) => setTimeout(done, 50));
    }
    seen.length = 0;
  });
  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await new Promise((done) => stub?.close(done));
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("refuses three random Hosts with 444 (no answer at all), and nothing reaches the app", async () => {
    for (const host of [
      `${randomUUID()}.example`,
      "203.0.113.9",
      `help.example.com.${randomUUID().slice(0, 6)}.test`,
    ]) {
      expect(await getWithHost(port, "/faq", host), host).toBeNull();
    }
    expect(seen).toEqual([]);
  });

  it("serves the site's names from one cached copy: the Host is not in the key", async () => {
    const first = await getWithHost(port, "/articles", "127.0.0.1");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(await getWithHost(port, "/articles", "localhost")).toMatchObject({ status: 200, cache: "HIT" });
    expect(seen.filter((line) => line.endsWith(" /articles"))).toHaveLength(1);
  });

  it("answers a balancer's /ready with 200 when an instance is ready, 500 without details when none is", async () => {
    readyStatus = 200;
    expect(await getWithHost(port, "/ready", "203.0.113.9")).toMatchObject({ status: 200, body: "ok" });
    readyStatus = 503;
    const notReady = await getWithHost(port, "/ready", "127.0.0.1");
    expect(notReady?.status).toBe(500);
    expect(notReady?.body).not.toContain("secret");
    expect((await getWithHost(port, "/readyz", "127.0.0.1"))?.status).toBe(404);
  });

  it("passes posted bodies to the app whole and writes none to disk: a checker paste, a chunked one, a résumé's size", async () => {
    const posts = [
      { size: MESSAGE_CHECK_BODY_BYTES, chunked: false },
      { size: MESSAGE_CHECK_BODY_BYTES * 3, chunked: true },
      { size: 6 * 1024 * 1024, chunked: false },
    ];
    for (const { size, chunked } of posts) {
      const answer = await postThrough(port, "/check-message", size, chunked);
      expect(answer, `${size} bytes${chunked ? ", chunked" : ""}`).toEqual({ status: 200, body: String(size) });
    }
    // nginx says "a client request body is buffered to a temporary file" at warn when it does.
    const log = readFileSync(join(prefix, "error.log"), "utf8");
    expect(log).not.toMatch(/temporary file/);
    expect(readdirSync(join(prefix, "client-body-temp"))).toEqual([]);
  });
});
