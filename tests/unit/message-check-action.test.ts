import { describe, expect, it } from "vitest";
import { createRateLimiter } from "~/lib/forms/rate-limit.server";
import { MESSAGE_CHECK_TEXTS, messageCheckTextValues } from "~/lib/message-check/message-check-form";
import { handleMessageCheck } from "~/lib/message-check/message-check-action.server";
import { VERDICTS } from "~/lib/message-check/verdicts";
import { translatorFor } from "../helpers/strings";

function post(fields: Record<string, string>) {
  return new Request("http://127.0.0.1/check-message", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const limiter = (perClient = 100) =>
  createRateLimiter({ perClient, perClientWindowMs: 60_000, globalPerHour: 1000, keyPrefix: "test-check" });

async function run(fields: Record<string, string>, limits = limiter(), client = "203.0.113.9") {
  const response = await handleMessageCheck(post(fields), client, limits);
  return { status: response.init?.status ?? 200, headers: new Headers(response.init?.headers), body: response.data };
}

describe("the message checker's action", () => {
  it("answers a verdict, never to be stored", async () => {
    const { status, headers, body } = await run({ message: "USPS: pay $0.30 at usps-fee.top", sender: "" });
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(body.check?.verdict).toBe(VERDICTS.scam);
  });

  it("puts a message beside an empty field", async () => {
    const { status, body } = await run({ message: "   " });
    expect(status).toBe(400);
    expect(body.check).toBeNull();
    expect(body.result.error?.message).toEqual([MESSAGE_CHECK_TEXTS.messageRequired]);
  });

  it("keeps an over-long message and says how long it may be", async () => {
    const message = "x".repeat(5001);
    const { status, body } = await run({ message });
    expect(status).toBe(400);
    expect(body.result.error?.message).toEqual([MESSAGE_CHECK_TEXTS.messageTooLong]);
    expect(body.result.initialValue?.message).toBe(message);
  });

  it("speaks in keys the page words in its language, the limits written its way", () => {
    const say = (language: "en" | "es", key: (typeof MESSAGE_CHECK_TEXTS)[keyof typeof MESSAGE_CHECK_TEXTS]) => {
      const { t, number } = translatorFor(language, "checker");
      return t(key, messageCheckTextValues(number));
    };
    expect(say("en", MESSAGE_CHECK_TEXTS.messageRequired)).toBe("Paste the message you received");
    expect(say("en", MESSAGE_CHECK_TEXTS.messageTooLong)).toBe(
      "Paste at most 5,000 characters: keep the part with the link, the request and the sender",
    );
    expect(say("en", MESSAGE_CHECK_TEXTS.rateLimited)).toBe(
      "You have checked many messages in a short time. Please try again in a few minutes.",
    );
    expect(say("es", MESSAGE_CHECK_TEXTS.messageTooLong)).toMatch(/^Pegue como máximo 5,000 caracteres/);
    expect(say("es", MESSAGE_CHECK_TEXTS.rateLimited)).toBe(
      "Ha verificado muchos mensajes en poco tiempo. Inténtelo de nuevo dentro de unos minutos.",
    );
  });

  it("refuses a client over its limit with Retry-After and keeps what was typed", async () => {
    const limits = limiter(2);
    await run({ message: "hello" }, limits);
    await run({ message: "hello" }, limits);
    const { status, headers, body } = await run({ message: "third" }, limits);
    expect(status).toBe(429);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(body.notice?.message).toBe(MESSAGE_CHECK_TEXTS.rateLimited);
    expect(body.result.initialValue?.message).toBe("third");
  });

  it("answers a body that is not a form without reading it as one", async () => {
    const request = new Request("http://127.0.0.1/check-message", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    const response = await handleMessageCheck(request, "203.0.113.9", limiter());
    expect(response.init?.status).toBe(415);
  });

  it("answers the 13-byte probe of issue 30 at once, echoing none of it", async () => {
    for (const body of ["a[99999999]=1", "__intent__=null", "__state__={bad", `${"a.".repeat(4000)}a=1`]) {
      const request = new Request("http://127.0.0.1/check-message", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `message=${encodeURIComponent("Your parcel is held")}&${body}`,
      });
      const started = performance.now();
      const response = await handleMessageCheck(request, "203.0.113.9", limiter());
      expect(performance.now() - started, body.slice(0, 20)).toBeLessThan(500);
      expect(response.init?.status ?? 200, body.slice(0, 20)).toBeLessThan(500);
      // The answer shows again the form's own field only.
      expect(Object.keys(response.data.result.initialValue ?? {})).toEqual(["message"]);
    }
  });

  it("counts refused bodies against the client's limit, and says the site is busy when the site's hour is spent", async () => {
    const limits = limiter(2);
    const junk = () =>
      handleMessageCheck(
        new Request("http://127.0.0.1/check-message", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "a[0]=1",
        }),
        "203.0.113.50",
        limits,
      );
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await junk()).init?.status);
    expect(statuses).toEqual([400, 400, 429]);

    const site = createRateLimiter({ perClient: 10, perClientWindowMs: 60_000, globalPerHour: 1, keyPrefix: "t-site" });
    await run({ message: "one" }, site, "203.0.113.1");
    const busy = await run({ message: "two" }, site, "203.0.113.2");
    expect(busy.status).toBe(429);
    expect(busy.body.notice?.message).toBe(MESSAGE_CHECK_TEXTS.siteBusy);
    const { t, number } = translatorFor("es", "checker");
    expect(t(MESSAGE_CHECK_TEXTS.siteBusy, { ...messageCheckTextValues(number), ...busy.body.notice?.values })).toMatch(
      /^En la última hora se verificaron muchos mensajes.*en 60 minutos\.$/,
    );
  });

  it("refuses a body far over the form's size with 413, before reading it whole", async () => {
    const { status, body } = await run({ message: "x".repeat(70_000) });
    expect(status).toBe(413);
    expect(body.notice?.message).toBe(MESSAGE_CHECK_TEXTS.unreadable);
  });
});
