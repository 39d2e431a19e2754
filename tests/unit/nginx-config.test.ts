import { request as httpRequest, type Server } from "node:http";
import { readFileSync } from "node:fs";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAUSE_MS } from "../../scripts/rolling-restart.mjs";

/**
 * deploy/nginx.conf cannot import the app's rules, so these tests read it and fail when it drifts:
 * the Accept-Encoding it forwards (and keys its cache on) is the one the app would choose, the
 * rolling restart waits out the upstream's fail_timeout, and request ids are nginx's own.
 */
const config = readFileSync("deploy/nginx.conf", "utf8");

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
