import { describe, expect, it } from "vitest";
import { parseConfig, publicConfig } from "~/lib/config.server";
import { redisPersistence } from "~/lib/redis.server";
import { requestOrigin } from "~/lib/http.server";

describe("configuration", () => {
  it("works with no configuration at all, on obviously-example contact data", () => {
    const config = parseConfig({});
    expect(config.siteName).toBe("ParcelHelp");
    expect(config.carrierPhone).toBe("1-800-275-8777");
    // The reserved fictional range: 555-0100 to 555-0199 as the line number.
    expect(config.sitePhone).toMatch(/^\+1 \(\d{3}\) 555-01\d\d$/);
    expect(config.office.phone).toMatch(/^\+1 \(\d{3}\) 555-01\d\d$/);
    expect(config.operatorName).toMatch(/fictional/);
    expect(config.emailjs).toBeUndefined();
    expect(config.answerService).toBeUndefined();
    expect(config.outboxPath).toBe("outbox/messages.jsonl");
    expect(config.port).toBe(3000);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimit).toEqual({ perClient: 5, perClientWindowMs: 600_000, globalPerHour: 100 });
  });

  it("reads the server's settings: Redis, the canonical origin, processes, shutdown", () => {
    const config = parseConfig({
      REDIS_URL: "redis://10.0.0.5:6379",
      SITE_URL: "https://help.example.com/ignored/path",
      WEB_CONCURRENCY: "4",
      SHUTDOWN_TIMEOUT_MS: "20000",
    });
    expect(config.redisUrl).toBe("redis://10.0.0.5:6379");
    expect(config.siteUrl).toBe("https://help.example.com");
    expect(config.workers).toBe(4);
    expect(config.shutdownTimeoutMs).toBe(20_000);
    const defaults = parseConfig({});
    expect(defaults.redisUrl).toBeUndefined();
    expect(defaults.siteUrl).toBeUndefined();
    expect(defaults.workers).toBe(1);
    expect(() => parseConfig({ REDIS_URL: "http://redis" })).toThrowError(/REDIS_URL/);
    expect(() => parseConfig({ SITE_URL: "ftp://x" })).toThrowError(/SITE_URL/);
    expect(() => parseConfig({ WEB_CONCURRENCY: "0" })).toThrowError(/WEB_CONCURRENCY/);
  });

  it("SITE_URL fixes the canonical origin, whatever Host the request claims", () => {
    const forged = new Request("http://evil.example/faq", { headers: { "x-forwarded-host": "evil.example" } });
    expect(requestOrigin(forged, { trustProxy: true, siteUrl: "https://help.example.com" })).toBe(
      "https://help.example.com",
    );
    expect(requestOrigin(forged, { trustProxy: false })).toBe("http://evil.example");
    const proxied = new Request("http://127.0.0.1:3000/faq", {
      headers: { "x-forwarded-host": "help.example.com", "x-forwarded-proto": "https" },
    });
    expect(requestOrigin(proxied, { trustProxy: true })).toBe("https://help.example.com");
    expect(requestOrigin(proxied, { trustProxy: false })).toBe("http://127.0.0.1:3000");
  });

  it("treats empty variables as unset", () => {
    const config = parseConfig({ ANSWER_SERVICE_URL: "", EMAILJS_SERVICE_ID: "", BLOG_URL: undefined });
    expect(config.answerService).toBeUndefined();
    expect(config.emailjs).toBeUndefined();
  });

  it("names every bad variable in one message", () => {
    expect(() => parseConfig({ PORT: "http", RATE_LIMIT_PER_CLIENT: "-1" })).toThrowError(
      /PORT[\s\S]*RATE_LIMIT_PER_CLIENT|RATE_LIMIT_PER_CLIENT[\s\S]*PORT/,
    );
    expect(() => parseConfig({ TRUST_PROXY: "maybe" })).toThrowError(/TRUST_PROXY/);
    expect(() => parseConfig({ SITE_EMAIL: "not-an-address" })).toThrowError(/SITE_EMAIL/);
  });

  it("refuses plain-http services except on loopback", () => {
    expect(() => parseConfig({ ANSWER_SERVICE_URL: "http://answers.example.com" })).toThrowError(/ANSWER_SERVICE_URL/);
    expect(parseConfig({ ANSWER_SERVICE_URL: "http://127.0.0.1:4011/" }).answerService?.url).toBe(
      "http://127.0.0.1:4011",
    );
    expect(parseConfig({ ANSWER_SERVICE_URL: "https://answers.example.com" }).answerService?.timeoutMs).toBe(8000);
    expect(() => parseConfig({ EMAILJS_API_URL: "javascript:alert(1)" })).toThrowError(/EMAILJS_API_URL/);
  });

  it("wants all three e-mail IDs or none", () => {
    expect(() => parseConfig({ EMAILJS_SERVICE_ID: "s" })).toThrowError(/EMAILJS_TEMPLATE_ID[\s\S]*EMAILJS_PUBLIC_KEY/);
    const config = parseConfig({ EMAILJS_SERVICE_ID: "s", EMAILJS_TEMPLATE_ID: "t", EMAILJS_PUBLIC_KEY: "p" });
    expect(config.emailjs).toMatchObject({
      apiUrl: "https://api.emailjs.com",
      serviceId: "s",
      templateId: "t",
      publicKey: "p",
    });
  });

  it("reads TRUST_PROXY as the proxies' addresses; 1 means the proxy on this machine, never any first hop", () => {
    for (const value of ["1", "true", "yes", "YES"]) {
      expect(parseConfig({ TRUST_PROXY: value })).toMatchObject({ trustProxy: true, trustedProxies: "loopback" });
    }
    for (const value of ["0", "false", "no", ""]) {
      expect(parseConfig({ TRUST_PROXY: value })).toMatchObject({ trustProxy: false, trustedProxies: undefined });
    }
    expect(parseConfig({ TRUST_PROXY: " 10.0.0.5 , 192.168.0.0/16,fd00::/8, uniquelocal" }).trustedProxies).toBe(
      "10.0.0.5, 192.168.0.0/16, fd00::/8, uniquelocal",
    );
    for (const value of ["2", "10.0.0.0/33", "10.0.0.1/", "nginx", "10.0.0.1,", "::1/129", "1.2.3.4/8/8"]) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrowError(/TRUST_PROXY/);
    }
  });

  it("lets only the whitelisted subset reach the browser", () => {
    const config = parseConfig({
      EMAILJS_SERVICE_ID: "s",
      EMAILJS_TEMPLATE_ID: "t",
      EMAILJS_PUBLIC_KEY: "p",
      EMAILJS_PRIVATE_KEY: "secret",
    });
    expect(publicConfig(config)).toEqual({ siteName: "ParcelHelp" });
    expect(JSON.stringify(publicConfig(config))).not.toContain("secret");
  });
});

describe("the server's own settings", () => {
  it("listens on loopback unless HOST says otherwise", () => {
    expect(parseConfig({}).host).toBe("127.0.0.1");
    expect(parseConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("serves metrics only when METRICS_PORT is set: a port, or the instance's port plus N", () => {
    expect(parseConfig({}).metrics).toBeUndefined();
    expect(parseConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ host: "127.0.0.1", port: 9464 });
    expect(parseConfig({ PORT: "3002", METRICS_PORT: "+10000", METRICS_HOST: "10.0.0.7" }).metrics).toEqual({
      host: "10.0.0.7",
      port: 13002,
    });
    expect(() => parseConfig({ METRICS_PORT: "nine" })).toThrowError(/METRICS_PORT/);
    expect(() => parseConfig({ PORT: "60000", METRICS_PORT: "+10000" })).toThrowError(/METRICS_PORT plus PORT/);
  });

  it("drains with a file beside the outbox's folder unless DRAIN_FILE names another", () => {
    expect(parseConfig({ OUTBOX_PATH: "/var/lib/parcelhelp/outbox/messages.jsonl" }).drainFile).toBe(
      "/var/lib/parcelhelp/drain",
    );
    expect(parseConfig({ DRAIN_FILE: "/run/parcelhelp.drain" }).drainFile).toBe("/run/parcelhelp.drain");
  });

  it("takes SMTP_URL as smtps:// or smtp://, one e-mail transport at a time, to SITE_EMAIL by default", () => {
    const smtp = parseConfig({
      SMTP_URL: "smtps://user:secret@mail.example.net:465",
      SITE_EMAIL: "help@real.example.org",
    });
    expect(smtp.smtp).toEqual({
      url: "smtps://user:secret@mail.example.net:465",
      from: "help@real.example.org",
      to: "help@real.example.org",
    });
    expect(parseConfig({ SMTP_URL: "smtp://127.0.0.1:25", SMTP_TO: "inbox@real.example.org" }).smtp?.to).toBe(
      "inbox@real.example.org",
    );
    expect(() => parseConfig({ SMTP_URL: "https://mail.example.net" })).toThrowError(/SMTP_URL must be smtps:/);
    expect(() =>
      parseConfig({
        SMTP_URL: "smtps://mail.example.net",
        EMAILJS_SERVICE_ID: "s",
        EMAILJS_TEMPLATE_ID: "t",
        EMAILJS_PUBLIC_KEY: "p",
      }),
    ).toThrowError(/choose one e-mail transport/);
  });
});

describe("redisPersistence", () => {
  it("reads CONFIG GET's replies: snapshots and an append-only file are persistence, none is not", () => {
    expect(redisPersistence(["save", ""], ["appendonly", "no"])).toEqual([]);
    expect(redisPersistence(["save", "3600 1 300 100"], ["appendonly", "yes"])).toEqual([
      "snapshots (save 3600 1 300 100)",
      "append-only file",
    ]);
    expect(redisPersistence(undefined, null)).toEqual([]);
  });
});
