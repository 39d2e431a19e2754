import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createGracefulShutdown } from "../../server/graceful-shutdown.mjs";
import { MicroCache } from "../../server/micro-cache.mjs";
import { createRequestListener } from "../../server/request-listener.mjs";
import { loadStaticFiles } from "../../server/static-files.mjs";

const PAGE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(listener: Parameters<typeof createServer>[1]) {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(
  port: number,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A stand-in for the Remix handler that counts its calls. */
function fakeApp(answer: (request: Request, call: number) => Response | Promise<Response>) {
  const calls: Request[] = [];
  return {
    calls,
    handleRequest: async (request: Request) => {
      calls.push(request);
      return answer(request, calls.length);
    },
  };
}

const html = (text: string, cacheControl: string, extra: Record<string, string> = {}) =>
  new Response(`<!DOCTYPE html><p>${text}</p>${" ".repeat(2000)}`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl, ...extra },
  });

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the request listener's micro-cache", () => {
  it("renders a shareable page once and serves it from memory afterwards", async () => {
    const app = fakeApp((_, call) => html(`render ${call}`, PAGE));
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    const first = await send(port, "/about");
    const second = await send(port, "/about");
    expect(app.calls).toHaveLength(1);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body.toString()).toContain("render 1");
    expect(second.headers["cache-control"]).toBe(PAGE);
    expect(second.headers.age).toBe("0");
    expect(app.calls[0].url).toBe(`http://127.0.0.1:${port}/about`);
  });

  it("keys on the full URL, query included", async () => {
    const app = fakeApp((request) => html(new URL(request.url).search, PAGE));
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    expect((await send(port, "/faq?q=a")).body.toString()).toContain("?q=a");
    expect((await send(port, "/faq?q=b")).body.toString()).toContain("?q=b");
    expect(app.calls).toHaveLength(2);
  });

  it("tells pages apart by the forwarded scheme and host their canonical link is built from", async () => {
    const app = fakeApp((request) => html(`${request.headers.get("x-forwarded-proto")}://${request.headers.get("x-forwarded-host")}`, PAGE));
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    const https = await send(port, "/about", { headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "parcelhelp.example" } });
    const http = await send(port, "/about", { headers: { "X-Forwarded-Proto": "http", "X-Forwarded-Host": "parcelhelp.example" } });
    expect(https.body.toString()).toContain("https://parcelhelp.example");
    expect(http.body.toString()).toContain("http://parcelhelp.example");
    expect((await send(port, "/about", { headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "parcelhelp.example" } })).headers["x-cache"]).toBe("HIT");
    expect(app.calls).toHaveLength(2);
  });

  it("renders per-visitor pages, errors and cookie-setting responses every time", async () => {
    const app = fakeApp((request, call) => {
      const path = new URL(request.url).pathname;
      if (path === "/missing") return html(`404 ${call}`, "no-store");
      if (path === "/cookie") return html(`cookie ${call}`, PAGE, { "Set-Cookie": "a=1" });
      if (path === "/private") return html(`private ${call}`, "private, max-age=60");
      return html(`landing ${call}`, "no-store");
    });
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    for (const path of ["/", "/missing", "/cookie", "/private"]) {
      const first = await send(port, path);
      const second = await send(port, path);
      expect(first.body.toString()).not.toBe(second.body.toString());
      expect(second.headers["x-cache"]).toBe("PASS");
    }
    expect(app.calls).toHaveLength(8);
  });

  it("never caches a 404 or 500 even when the handler marks it public", async () => {
    const app = fakeApp((request, call) =>
      new Response(`error ${call}`, { status: request.url.endsWith("/gone") ? 404 : 500, headers: { "Cache-Control": PAGE } }),
    );
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    await send(port, "/gone");
    await send(port, "/gone");
    await send(port, "/broken");
    await send(port, "/broken");
    expect(app.calls).toHaveLength(4);
  });

  it("passes POSTs (with their bodies) to the app and never stores them", async () => {
    const app = fakeApp(async (request, call) => html(`${request.method} ${await request.text()} ${call}`, PAGE));
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    const post = await send(port, "/contact", { method: "POST", body: "name=Ann", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(post.body.toString()).toContain("POST name=Ann 1");
    await send(port, "/contact", { method: "POST", body: "name=Bob" });
    expect(app.calls).toHaveLength(2);
    // A POST's answer never becomes the page a GET gets.
    expect((await send(port, "/contact")).body.toString()).toContain("GET  3");
  });

  it("renders a page once for many visitors arriving together", async () => {
    const app = fakeApp(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return html("slow", PAGE);
    });
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    const replies = await Promise.all(Array.from({ length: 10 }, () => send(port, "/faq")));
    expect(replies.every((reply) => reply.status === 200 && reply.body.toString().includes("slow"))).toBe(true);
    expect(app.calls).toHaveLength(1);
  });

  it("does not hold per-visitor pages back behind each other", async () => {
    const app = fakeApp(async (_, call) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return html(`landing ${call}`, "no-store");
    });
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    await send(port, "/");
    const started = performance.now();
    await Promise.all(Array.from({ length: 5 }, () => send(port, "/")));
    expect(performance.now() - started).toBeLessThan(200);
    expect(app.calls).toHaveLength(6);
  });

  it("serves a stale page at once and refreshes it in the background", async () => {
    let now = 0;
    const app = fakeApp((_, call) => html(`render ${call}`, "public, s-maxage=10, stale-while-revalidate=60"));
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20, now: () => now }) }));
    await send(port, "/faq");
    now += 11_000;
    const stale = await send(port, "/faq");
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.body.toString()).toContain("render 1");
    await tick();
    const fresh = await send(port, "/faq");
    expect(fresh.headers["x-cache"]).toBe("HIT");
    expect(fresh.body.toString()).toContain("render 2");
    expect(app.calls).toHaveLength(2);
  });

  it("keeps the stale page when the refresh fails with a server error", async () => {
    let now = 0;
    const app = fakeApp((_, call) =>
      call === 1 ? html("good", "public, s-maxage=10, stale-while-revalidate=60") : new Response("boom", { status: 500 }),
    );
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20, now: () => now }) }));
    await send(port, "/faq");
    now += 11_000;
    await send(port, "/faq");
    await tick();
    expect((await send(port, "/faq")).body.toString()).toContain("good");
  });

  it("answers HEAD and If-None-Match from the cache", async () => {
    const app = fakeApp(() => html("page", PAGE));
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    const first = await send(port, "/about");
    const head = await send(port, "/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(first.headers.etag);
    const notModified = await send(port, "/about", { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(app.calls).toHaveLength(1);
  });

  it("sends brotli or gzip to clients that accept them, and the plain page to others", async () => {
    const app = fakeApp(() => html("compress me", PAGE));
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    await send(port, "/about");
    await tick();
    const br = await send(port, "/about", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("compress me");
    const gzip = await send(port, "/about", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain("compress me");
    const plain = await send(port, "/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
  });

  it("streams data responses, compressed, as they come", async () => {
    const app = fakeApp(() => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode("first;".repeat(300)));
          await new Promise((resolve) => setTimeout(resolve, 30));
          controller.enqueue(encoder.encode("second"));
          controller.close();
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/x-script", "Cache-Control": "no-store" } });
    });
    const { port } = await listen(createRequestListener({ ...app, microCache: new MicroCache({ maxBytes: 1 << 20 }) }));
    const reply = await send(port, "/faq.data", { headers: { "Accept-Encoding": "gzip" } });
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(reply.body).toString()).toBe(`${"first;".repeat(300)}second`);
  });

  it("works without a micro-cache (MICRO_CACHE_MB=0)", async () => {
    const app = fakeApp((_, call) => html(`render ${call}`, PAGE));
    const { port } = await listen(createRequestListener(app));
    await send(port, "/about");
    expect((await send(port, "/about")).body.toString()).toContain("render 2");
  });

  it("refuses a request without a usable Host", async () => {
    const app = fakeApp(() => html("page", PAGE));
    const { port } = await listen(createRequestListener(app));
    expect((await send(port, "/", { headers: { Host: "bad host/../x" } })).status).toBe(400);
    expect(app.calls).toHaveLength(0);
  });
});

describe("static files", () => {
  function publicDir() {
    const dir = mkdtempSync(join(tmpdir(), "parcelhelp-public-"));
    mkdirSync(join(dir, "build"), { recursive: true });
    writeFileSync(join(dir, "build", "app-ABC.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    writeFileSync(join(dir, ".secret"), "no");
    return dir;
  }

  it("serves build output as immutable and other files for an hour, compressed where it helps", async () => {
    const staticFiles = await loadStaticFiles({ publicDir: publicDir(), assetsPrefix: "/build/" });
    await staticFiles.ready;
    const app = fakeApp(() => new Response("from the app", { status: 404 }));
    const { port } = await listen(createRequestListener({ ...app, staticFiles }));
    const script = await send(port, "/build/app-ABC.js", { headers: { "Accept-Encoding": "br" } });
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(script.body).toString()).toContain("console.log");
    const icon = await send(port, "/favicon.svg");
    expect(icon.headers["cache-control"]).toMatch(/^public, max-age=3600/);
    expect(icon.body.toString()).toBe("<svg/>");
    const revalidated = await send(port, "/favicon.svg", { headers: { "If-None-Match": String(icon.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(app.calls).toHaveLength(0);
  });

  it("never serves dot-files or anything outside the folder", async () => {
    const staticFiles = await loadStaticFiles({ publicDir: publicDir(), assetsPrefix: "/build/" });
    const app = fakeApp(() => new Response("from the app", { status: 404 }));
    const { port } = await listen(createRequestListener({ ...app, staticFiles }));
    for (const path of ["/.secret", "/../package.json", "/build/../../package.json", "/%2e%2e/package.json"]) {
      const reply = await send(port, path);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe("from the app");
    }
  });
});

describe("graceful shutdown", () => {
  it("stops accepting, lets the request in flight finish, then runs the final writes", async () => {
    const events: string[] = [];
    const { server, port } = await listen((_req, res) => {
      shutdown.track(res);
      setTimeout(() => {
        events.push("response");
        res.end("done");
      }, 150);
    });
    const shutdown = createGracefulShutdown({
      server,
      timeoutMs: 2000,
      graceMs: 50,
      beforeExit: async () => {
        events.push("flush");
      },
    });
    const inFlight = send(port, "/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = shutdown.shutdown();
    await expect(send(port, "/late")).rejects.toThrow(/ECONNREFUSED/);
    const reply = await inFlight;
    expect(reply.body.toString()).toBe("done");
    expect(reply.headers.connection).toBe("close");
    expect(await stopped).toEqual({ timedOut: false });
    expect(events).toEqual(["response", "flush"]);
  });

  it("still answers a request that arrives on a connection accepted just before the stop", async () => {
    const { server, port } = await listen((_req, res) => {
      shutdown.track(res);
      res.end("late but answered");
    });
    const shutdown = createGracefulShutdown({ server, timeoutMs: 2000, graceMs: 300 });
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const stopped = shutdown.shutdown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reply = new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const text = await reply;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toMatch(/connection: close/i);
    expect(text).toContain("late but answered");
    expect(await stopped).toEqual({ timedOut: false });
  });

  it("gives up on a request that outlives the deadline", async () => {
    const { server, port } = await listen((_req, res) => {
      shutdown.track(res);
    });
    const shutdown = createGracefulShutdown({ server, timeoutMs: 100, graceMs: 10, log: { warn: () => {}, error: () => {} } });
    const hanging = send(port, "/hang").catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await shutdown.shutdown()).toEqual({ timedOut: true });
    expect(await hanging).toBeInstanceOf(Error);
  });
});
