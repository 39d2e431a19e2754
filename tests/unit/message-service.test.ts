import { describe, expect, it, vi } from "vitest";
import type { MessageFields, SendResult } from "~/lib/forms/email-delivery.server";
import type { MessageKind } from "~/lib/forms/message-kind";
import { createMessageActionHandler } from "~/lib/forms/message-service.server";
import { MAX_SMALL_FORM_BYTES, readSmallForm } from "~/lib/forms/small-form.server";
import type { FormActionData } from "~/lib/forms/form-notice";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { RATE_LIMITED_MESSAGE, failedMessage, sentMessage } from "~/lib/forms/message-texts";
import { createRateLimiter } from "~/lib/forms/rate-limit.server";

const contact = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+1 555 0100",
  subject: "Where is my parcel?",
  message: "It has been in transit for a week.",
};

const complaint = { name: "Sam Roe", email: "sam@example.com", phone: "555 0101", message: "The page was broken." };

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function setup({
  result = { ok: true, via: "emailjs" } as SendResult,
  trustProxy = true,
  perClient = 5,
  globalPerHour = 100,
} = {}) {
  const sent: Array<{ kind: MessageKind; fields: MessageFields }> = [];
  const sender = {
    send: vi.fn(async (kind: MessageKind, fields: MessageFields) => {
      sent.push({ kind, fields });
      return result;
    }),
  };
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const limiter = createRateLimiter({ perClient, perClientWindowMs: 600_000, globalPerHour });
  const inner = createMessageActionHandler({ sender, limiter, log });
  // The server hands the action the client's address; here the test names it in X-Forwarded-For,
  // or gives none (an unknown client) when `trustProxy` is off.
  const handle = (kind: "contact" | "complaint", request: Request) =>
    inner(kind, request, trustProxy ? request.headers.get("x-forwarded-for") : null);
  return { handle, sent, log };
}

/** The body and status of what the action returned. */
async function run(handle: ReturnType<typeof setup>["handle"], kind: "contact" | "complaint", request: Request) {
  const answer = await handle(kind, request);
  const body: FormActionData = answer.data;
  return { body, status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers) };
}

describe("the contact and complaint action", () => {
  it("sends a valid contact message and answers with the spec's thanks and a reset form", async () => {
    const { handle, sent } = setup();
    const { body, status } = await run(handle, "contact", post({ ...contact, name: "  Jane Doe " }));
    expect(status).toBe(200);
    expect(body.notice).toEqual({ tone: "success", message: sentMessage("contact", "Jane Doe") });
    expect(body.result).toEqual({ initialValue: null });
    expect(sent).toEqual([{ kind: "contact", fields: { ...contact } }]);
  });

  it("sends a complaint with its own schema and texts", async () => {
    const { handle, sent } = setup();
    const { body } = await run(handle, "complaint", post(complaint));
    expect(body.notice?.message).toBe("Thank you, Sam Roe! Your complaint has been submitted.");
    expect(sent[0]).toEqual({ kind: "complaint", fields: complaint });
  });

  it("answers invalid input with 400, field errors and the typed values, sending nothing", async () => {
    const { handle, sent } = setup();
    const { body, status } = await run(handle, "complaint", post({ ...complaint, phone: "   ", email: "nope" }));
    expect(status).toBe(400);
    expect(body.notice).toBeNull();
    expect(body.result.error?.phone).toEqual(["Enter your phone number"]);
    expect(body.result.error?.email).toEqual(["Enter a valid e-mail address"]);
    expect(body.result.initialValue).toMatchObject({ name: "Sam Roe", email: "nope", message: "The page was broken." });
    expect(sent).toEqual([]);
  });

  it.each([451, 403, 429, 500, "network", "timeout", "outbox"] as const)(
    "answers a delivery failure (%s) with the spec's failure message and keeps every field",
    async (failure) => {
      const { handle } = setup({ result: { ok: false, status: failure } });
      const { body, status } = await run(handle, "contact", post(contact));
      expect(status).toBe(503);
      expect(body.notice).toEqual({ tone: "error", message: failedMessage("contact") });
      expect(body.result.initialValue).toMatchObject(contact);
    },
  );

  it("pretends success when the honeypot is filled, sends nothing and logs", async () => {
    const { handle, sent, log } = setup();
    const { body, status } = await run(
      handle,
      "contact",
      post({ ...contact, [HONEYPOT_FIELD]: "https://spam.example" }),
    );
    expect(status).toBe(200);
    expect(body.notice).toEqual({ tone: "success", message: sentMessage("contact", "Jane Doe") });
    expect(sent).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("honeypot"));
  });

  it("pretends success for a filled honeypot even when the rest is invalid", async () => {
    const { handle, sent } = setup();
    const { body } = await run(handle, "complaint", post({ [HONEYPOT_FIELD]: "x" }));
    expect(body.notice).toEqual({ tone: "success", message: sentMessage("complaint", "") });
    expect(sent).toEqual([]);
  });

  it("limits each forwarded address, keeps the fields and says when to retry", async () => {
    const { handle, sent } = setup({ perClient: 2 });
    const from = (ip: string) => post(contact, { "x-forwarded-for": ip });
    expect((await run(handle, "contact", from("203.0.113.1"))).status).toBe(200);
    expect((await run(handle, "complaint", post(complaint, { "x-forwarded-for": "203.0.113.1" }))).status).toBe(200);
    const limited = await run(handle, "contact", from("203.0.113.1"));
    expect(limited.status).toBe(429);
    expect(limited.body.notice).toEqual({ tone: "error", message: RATE_LIMITED_MESSAGE });
    expect(limited.body.result.initialValue).toMatchObject(contact);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await run(handle, "contact", from("203.0.113.2"))).status).toBe(200);
    expect(sent).toHaveLength(3);
  });

  it("does not count invalid submissions against the limit", async () => {
    const { handle } = setup({ perClient: 1 });
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 3; i += 1)
      expect((await run(handle, "contact", post({ ...contact, email: "x" }, headers))).status).toBe(400);
    expect((await run(handle, "contact", post(contact, headers))).status).toBe(200);
  });

  it("without a trusted proxy applies only the global cap, not one bucket for everybody", async () => {
    const { handle } = setup({ trustProxy: false, perClient: 1, globalPerHour: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await run(handle, "contact", post(contact, { "x-forwarded-for": "203.0.113.1" }))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("refuses a body that is not a small form", async () => {
    const { handle, sent } = setup();
    const big = await run(handle, "contact", post({ ...contact, message: "x".repeat(MAX_SMALL_FORM_BYTES) }));
    expect(big.status).toBe(413);
    expect(big.body.notice?.message).toBe(failedMessage("contact"));
    const json = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contact),
    });
    expect((await run(handle, "contact", json)).status).toBe(413);
    expect(sent).toEqual([]);
  });
});

describe("readSmallForm", () => {
  it("reads url-encoded and multipart forms under the cap", async () => {
    expect((await readSmallForm(post({ a: "1" }), 100))?.get("a")).toBe("1");
    const form = new FormData();
    form.set("b", "2");
    expect(
      (await readSmallForm(new Request("http://localhost/", { method: "POST", body: form }), 1000))?.get("b"),
    ).toBe("2");
  });

  it("refuses bodies over the cap, whether declared or streamed", async () => {
    expect(await readSmallForm(post({ a: "x".repeat(200) }), 100)).toBeNull();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`a=${"x".repeat(200)}`));
        controller.close();
      },
    });
    // `duplex` is required by Node's fetch for a streamed body but missing from the DOM types.
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    };
    const chunked = new Request("http://localhost/", init);
    expect(await readSmallForm(chunked, 100)).toBeNull();
  });
});
