import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverPageText } from "~/lib/server-pages.server";
import {
  drainUnreadBodies,
  errorPages,
  isValidHost,
  rejectCrossSitePosts,
  rejectHeadOfData,
  rejectUnreadableRequests,
} from "../../server/request-guards.mjs";
import { describePeer } from "../../server/trust-proxy.mjs";

/** The guards as server/index.mjs wires them, in front of a page that says what reached it. */
let server: Server;
let port = 0;
beforeAll(async () => {
  const sendErrorPage = errorPages(serverPageText);
  const app = express()
    .use(rejectUnreadableRequests(sendErrorPage))
    .use(drainUnreadBodies(1024 * 1024))
    .use(rejectCrossSitePosts(sendErrorPage))
    .use(rejectHeadOfData(sendErrorPage))
    .all("*", (req, res) => void res.send(`reached ${req.method} ${req.path}`));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request written byte for byte (HTTP/1.0, two Host headers: what fetch will not send). */
function raw(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, ...body] = received.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0), body: body.join("\r\n\r\n") });
    });
  });
}

function post(path: string, origin: string | undefined, headers: Record<string, string> = {}) {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...(origin === undefined ? [] : [`Origin: ${origin}`]),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Content-Type: application/x-www-form-urlencoded",
    "Content-Length: 6",
    "Connection: close",
  ];
  return raw(`${lines.join("\r\n")}\r\n\r\nname=A`);
}

describe("a POST from another site (issue 30)", () => {
  it("is answered 403 in the page's language, never Remix's empty 500", async () => {
    for (const origin of [
      "null",
      "https://evil.example",
      "garbage",
      "http://[bad",
      "",
      `http://127.0.0.1:${port}, x`,
    ]) {
      const english = await post("/contact", origin);
      expect(english.status, origin).toBe(403);
      expect(english.body, origin).toContain('<html lang="en">');
      expect(english.body, origin).toContain("<h1>403 Forbidden</h1>");
      expect(english.body, origin).toContain("This form was sent from another site");
      const spanish = await post("/es/contact", origin);
      expect(spanish.status, origin).toBe(403);
      expect(spanish.body, origin).toContain('<html lang="es">');
      expect(spanish.body, origin).toContain("<h1>403: solicitud rechazada</h1>");
      expect(spanish.body, origin).toContain("Este formulario se envió desde otro sitio");
      expect(spanish.body, origin).toContain('<a href="/es">Ir a la página de inicio</a>');
    }
  });

  it("lets same-origin posts and posts without Origin (no-JavaScript browsers, scripts) through", async () => {
    expect(await post("/contact", `http://127.0.0.1:${port}`)).toMatchObject({
      status: 200,
      body: "reached POST /contact",
    });
    expect(await post("/es/contact", undefined)).toMatchObject({ status: 200, body: "reached POST /es/contact" });
    // A page fetched through the trusted proxy names the proxy's host, which it forwards.
    expect(
      await post("/contact", "https://help.example.com", { "X-Forwarded-Host": "help.example.com" }),
    ).toMatchObject({ status: 200 });
  });
});

describe("Host", () => {
  it("refuses a duplicate or missing Host with a 400 page, in the path's language", async () => {
    const duplicate = await raw(
      "GET /es/faq HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toContain("No se pudo leer la solicitud");
    const missing = await raw("GET / HTTP/1.0\r\n\r\n");
    expect(missing.status).toBe(400);
    expect(missing.body).toContain("<h1>400 Bad Request</h1>");
    expect(missing.body).not.toContain("undefined");
    expect(await raw("GET /about HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")).toMatchObject({ status: 200 });
  });
});

describe("isValidHost", () => {
  it("accepts what a browser or a proxy sends", () => {
    for (const host of ["example.com", "help.example.com:8080", "127.0.0.1:3000", "[::1]", "[::1]:3000", "LOCALHOST"]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it("refuses what no URL can be built from (the probes of issue 23)", () => {
    for (const host of [
      "evil.example:99999",
      "user@evil.example",
      "[::1",
      "[::g]",
      "a b",
      "",
      "a/b",
      "a:1:2",
      "é.example",
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe("describePeer", () => {
  it("names a private-network peer (likely the proxy to list) and never a public one (likely a visitor)", () => {
    expect(describePeer("10.1.2.3")).toBe("10.1.2.3");
    expect(describePeer("::ffff:192.168.1.9")).toBe("192.168.1.9");
    expect(describePeer("fd00::1")).toBe("fd00::1");
    expect(describePeer("203.0.113.7")).toBe("a public ipv4 address");
    expect(describePeer("2001:db8::1")).toBe("a public ipv6 address");
    expect(describePeer(undefined)).toBe("unknown");
  });
});

describe("a HEAD of a .data URL", () => {
  function head(path: string, origin?: string) {
    const lines = [
      `HEAD ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      ...(origin === undefined ? [] : [`Origin: ${origin}`]),
      "Connection: close",
    ];
    return new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(`${lines.join("\r\n")}\r\n\r\n`));
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString("latin1")));
      socket.on("error", reject);
      socket.on("close", () =>
        resolve({
          status: Number(/^HTTP\/1\.\d (\d{3})/.exec(received)?.[1] ?? 0),
          allow: /\r\nallow: ([^\r]*)/i.exec(received)?.[1],
        }),
      );
    });
  }

  it("is refused with 405 before Remix, which would take it for an action (the fuzz test's 500)", async () => {
    for (const origin of [undefined, "http://[", "null", "https://elsewhere.example"]) {
      expect(await head("/contact.data?x=1", origin)).toEqual({ status: 405, allow: "GET, POST" });
      expect(await head("/es/_root.data", origin)).toEqual({ status: 405, allow: "GET, POST" });
    }
  });

  it("leaves a HEAD of a page alone", async () => {
    expect((await head("/contact")).status).toBe(200);
    expect((await head("/contact.data.html")).status).toBe(200);
  });
});
