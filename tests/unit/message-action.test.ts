import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { complaintMessage, contactMessage } from "~/lib/forms/contact-messages.server";
import type { MessageFields, SendResult } from "~/lib/forms/email-delivery.server";
import type { FormActionData } from "~/lib/forms/form-notice";
import { inEnglish, noticeInEnglish } from "../helpers/form-texts";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { createMessageActionHandler, type BodyRead, type MessageDefinition } from "~/lib/forms/message-action.server";
import type { MessageKind } from "~/lib/forms/message-kind";
import {
  RATE_LIMITED_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNREADABLE_FIELDS_MESSAGE,
  failedMessage,
  sentMessage,
  siteBusyMessage,
  unreadableMessage,
} from "~/lib/forms/message-texts";
import { createRateLimiter, createSentMessages } from "~/lib/forms/rate-limit.server";
import { loadContextFor } from "../helpers/load-context";

const contact = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+1 555 0100",
  subject: "Where is my parcel?",
  message: "It has been in transit for a week.",
};

const complaint = { name: "Sam Roe", email: "sam@example.com", phone: "555 0101", message: "The page was broken." };

function post(fields: Record<string, string>, headers: Record<string, string> = {}, path = "/contact") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function setup({
  result = { ok: true, via: "outbox", id: "record-1" } as SendResult,
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
  const inner = createMessageActionHandler({
    sender,
    limiter,
    sentMessages: createSentMessages(),
    log,
    outboxPath: "/nonexistent/outbox.jsonl",
  });
  // The server hands the action the client's address; here the test names it in X-Forwarded-For,
  // or gives none (an unknown client) when `trustProxy` is off.
  const handle = (kind: "contact" | "complaint", request: Request) => {
    const address = trustProxy ? request.headers.get("x-forwarded-for") : null;
    const context = loadContextFor(request, address);
    return kind === "contact" ? inner(contactMessage, request, context) : inner(complaintMessage, request, context);
  };
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
    expect(body.notice).toEqual({ tone: "success", ...sentMessage("contact", "Jane Doe") });
    expect(body.result).toEqual({ initialValue: null });
    expect(sent).toEqual([{ kind: "contact", fields: { ...contact, language: "en" } }]);
  });

  it("carries the language of the page it was sent from to the operator, and thanks in keys", async () => {
    const { handle, sent } = setup();
    const { body, status } = await run(handle, "contact", post(contact, {}, "/es/contact"));
    expect(status).toBe(200);
    expect(body.notice).toEqual({ tone: "success", message: "forms.notice.contactSent", values: { name: "Jane Doe" } });
    expect(sent).toEqual([{ kind: "contact", fields: { ...contact, language: "es" } }]);
    const invalid = await run(handle, "complaint", post({ ...complaint, email: "nope" }, {}, "/es/complaint"));
    expect(invalid.body.result.error?.email).toEqual(["forms.field.emailInvalid"]);
  });

  it("sends a complaint with its own schema and texts", async () => {
    const { handle, sent } = setup();
    const { body } = await run(handle, "complaint", post(complaint));
    expect(noticeInEnglish(body.notice)?.message).toBe("Thank you, Sam Roe! Your complaint has been submitted.");
    expect(sent[0]).toEqual({ kind: "complaint", fields: { ...complaint, language: "en" } });
  });

  it("answers invalid input with 400, field errors and the typed values, sending nothing", async () => {
    const { handle, sent } = setup();
    const { body, status } = await run(handle, "complaint", post({ ...complaint, phone: "   ", email: "nope" }));
    expect(status).toBe(400);
    expect(body.notice).toBeNull();
    expect(body.result.error?.phone?.map((key) => inEnglish(key))).toEqual(["Enter your phone number"]);
    expect(body.result.error?.email?.map((key) => inEnglish(key))).toEqual(["Enter a valid e-mail address"]);
    expect(body.result.initialValue).toMatchObject({ name: "Sam Roe", email: "nope", message: "The page was broken." });
    expect(sent).toEqual([]);
  });

  it("answers a message that could not be stored with the spec's failure message and keeps every field", async () => {
    // The one failure a visitor sees: once stored, a message is e-mailed from the outbox and retried.
    const { handle } = setup({ result: { ok: false, status: "outbox" } });
    const { body, status } = await run(handle, "contact", post(contact));
    expect(status).toBe(503);
    expect(body.notice).toEqual({ tone: "error", message: failedMessage("contact") });
    expect(body.result.initialValue).toMatchObject(contact);
  });

  it("pretends success when the honeypot is filled, sends nothing and logs", async () => {
    const { handle, sent, log } = setup();
    const { body, status } = await run(
      handle,
      "contact",
      post({ ...contact, [HONEYPOT_FIELD]: "https://spam.example" }),
    );
    expect(status).toBe(200);
    expect(body.notice).toEqual({ tone: "success", ...sentMessage("contact", "Jane Doe") });
    expect(sent).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ event: "form-honeypot" }), expect.any(String));
  });

  it("pretends success for a filled honeypot even when the rest is invalid", async () => {
    const { handle, sent } = setup();
    const { body } = await run(handle, "complaint", post({ [HONEYPOT_FIELD]: "x" }));
    expect(body.notice).toEqual({ tone: "success", ...sentMessage("complaint", "") });
    expect(sent).toEqual([]);
  });

  it("limits each forwarded address, keeps the fields and says when to retry", async () => {
    const { handle, sent } = setup({ perClient: 2 });
    // Each a different message: the same one again would be a repeat, not a new send.
    let count = 0;
    const from = (ip: string) => post({ ...contact, message: `Message ${++count}` }, { "x-forwarded-for": ip });
    expect((await run(handle, "contact", from("203.0.113.1"))).status).toBe(200);
    expect((await run(handle, "complaint", post(complaint, { "x-forwarded-for": "203.0.113.1" }))).status).toBe(200);
    const limited = await run(handle, "contact", from("203.0.113.1"));
    expect(limited.status).toBe(429);
    expect(limited.body.notice).toEqual({ tone: "error", message: RATE_LIMITED_MESSAGE });
    expect(limited.body.result.initialValue).toMatchObject({ ...contact, message: "Message 2" });
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
    for (let i = 0; i < 4; i += 1) {
      const message = post({ ...contact, message: `Message ${i}` }, { "x-forwarded-for": "203.0.113.1" });
      statuses.push((await run(handle, "contact", message)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("tells a visitor who sent nothing that the site is busy, and when to try again, not that they sent too much", async () => {
    const { handle, sent } = setup({ perClient: 5, globalPerHour: 3 });
    const from = (ip: string, i: number) => post({ ...contact, message: `Message ${i}` }, { "x-forwarded-for": ip });
    for (let i = 0; i < 3; i += 1)
      expect((await run(handle, "contact", from(`203.0.113.${i + 1}`, i))).status).toBe(200);
    const busy = await run(handle, "contact", from("198.51.100.7", 9));
    expect(busy.status).toBe(429);
    const wait = Number(busy.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(3500);
    expect(busy.body.notice).toEqual({ tone: "error", ...siteBusyMessage(wait) });
    expect(noticeInEnglish(busy.body.notice)?.message).toBe(
      "This site has received many messages in the last hour, so yours was not sent. This is not because of anything you did: please try again in 60 minutes. What you wrote is still in the form.",
    );
    expect(busy.body.result.initialValue).toMatchObject({ ...contact, message: "Message 9" });
    expect(sent).toHaveLength(3);
  });

  it("keeps a fifth of the site's hour for visitors who have sent nothing: a few senders cannot lock everyone out", async () => {
    const { handle } = setup({ perClient: 5, globalPerHour: 10 });
    let count = 0;
    const from = (ip: string) => post({ ...contact, message: `Message ${++count}` }, { "x-forwarded-for": ip });
    const statuses: number[] = [];
    // Two senders, five messages each: they may fill 8 of the 10.
    for (const ip of ["203.0.113.1", "203.0.113.2"])
      for (let i = 0; i < 5; i += 1) statuses.push((await run(handle, "contact", from(ip))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    // Newcomers still get through until the hour is full.
    expect((await run(handle, "contact", from("198.51.100.1"))).status).toBe(200);
    expect((await run(handle, "contact", from("198.51.100.2"))).status).toBe(200);
    expect((await run(handle, "contact", from("198.51.100.3"))).status).toBe(429);
  });

  it("refuses a body outside the form's bounds with 400, keeping the form's own fields and nothing else", async () => {
    const { handle, sent } = setup();
    const pairs = [...Object.entries(contact), ["a[99999999]", "1"], ["__intent__", "{bad"]];
    const started = performance.now();
    const answer = await run(handle, "contact", post(Object.fromEntries(pairs)));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect(answer.body.notice).toEqual({ tone: "error", message: UNREADABLE_FIELDS_MESSAGE });
    expect(answer.body.result.initialValue).toEqual(contact);
    expect(sent).toEqual([]);
    // conform's reserved names alone are dropped: the message goes out.
    const reserved = await run(handle, "contact", post({ ...contact, __intent__: "null", __state__: "{bad" }));
    expect(reserved.status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it("counts refused bodies against the client's own limit: one that keeps sending them gets 429", async () => {
    const { handle } = setup({ perClient: 3, globalPerHour: 1000 });
    const junk = () => post({ "a[99999999]": "1" }, { "x-forwarded-for": "203.0.113.66" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await run(handle, "contact", junk())).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const limited = await run(handle, "contact", junk());
    expect(limited.body.notice).toEqual({ tone: "error", message: RATE_LIMITED_MESSAGE });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Only that client's: another address, and the site's allowance, are untouched.
    expect((await run(handle, "contact", post(contact, { "x-forwarded-for": "203.0.113.67" }))).status).toBe(200);
  });

  it("refuses a body over the form's size (413) or not a form at all (415), sending nothing", async () => {
    const { handle, sent } = setup();
    // Far more than the limits allow, on fields the form does not even have.
    const big = await run(handle, "contact", post({ ...contact, junk: "x".repeat(100_000) }));
    expect(big.status).toBe(413);
    expect(big.body.notice?.message).toBe(TOO_LARGE_MESSAGE);
    const json = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contact),
    });
    const notAForm = await run(handle, "contact", json);
    expect(notAForm.status).toBe(415);
    expect(notAForm.body.notice?.message).toBe(unreadableMessage("contact"));
    expect(sent).toEqual([]);
  });

  it("shows again only the form's own fields, each at most twice its limit", async () => {
    const { handle } = setup();
    const answer = await run(handle, "contact", post({ ...contact, name: "N".repeat(150), extra: "never echoed" }));
    expect(answer.status).toBe(400);
    // Over-long but shown whole, to be shortened; the unknown field is gone.
    expect(answer.body.result.initialValue).toEqual({ ...contact, name: "N".repeat(150) });
    const far = await run(handle, "contact", post({ ...contact, name: "N".repeat(1000) }));
    expect(far.body.result.initialValue).toEqual({ ...contact, name: "N".repeat(200) });
  });

  it("sends the same message once: a reload or a second post of it is thanked and not sent or counted", async () => {
    const { handle, sent } = setup({ perClient: 2 });
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 3; i += 1) {
      const answer = await run(handle, "contact", post(contact, headers));
      expect(answer.status).toBe(200);
      expect(answer.body.notice).toEqual({ tone: "success", ...sentMessage("contact", contact.name) });
    }
    expect(sent).toHaveLength(1);
    // The repeats spent nothing: a different message still goes out, and only then is the allowance gone.
    expect((await run(handle, "contact", post({ ...contact, message: "Another one." }, headers))).status).toBe(200);
    expect((await run(handle, "contact", post({ ...contact, message: "A third." }, headers))).status).toBe(429);
    expect(sent).toHaveLength(2);
  });

  it("takes a message again after it could not be stored", async () => {
    const { handle, sent } = setup({ result: { ok: false, status: "outbox" } });
    expect((await run(handle, "contact", post(contact))).status).toBe(503);
    expect((await run(handle, "contact", post(contact))).status).toBe(503);
    expect(sent).toHaveLength(2);
  });
});

describe("the message flow with any kind's definition", () => {
  const probeSchema = z.object({ name: z.string({ required_error: "Enter a name" }) });
  type Probe = MessageDefinition<typeof probeSchema, string, { echo: string }>;

  /** A kind whose steps say what they were given; `overrides` replace any of them. */
  function probe(overrides: Partial<Probe> = {}) {
    const steps: string[] = [];
    const definition: Probe = {
      kind: "complaint",
      schema: probeSchema,
      readBody: async (request): Promise<BodyRead> => ({ ok: true, formData: await request.formData() }),
      context: (formData) => ({ echo: String(formData.get("name") ?? "") }),
      successMessage: (formData, language) => ({
        message: "forms.notice.contactSent",
        values: { name: `${String(formData.get("name"))} (${language})` },
      }),
      async prepare({ name }) {
        steps.push(`prepare ${name}`);
        return name === "refuse"
          ? { ok: false, fieldErrors: { name: ["Not this name"] } }
          : { ok: true, payload: name };
      },
      async deliver(payload, services) {
        steps.push(`deliver ${payload} with ${services.outboxPath}`);
        return payload !== "fail";
      },
      fingerprint: (payload) => payload,
      ...overrides,
    };
    const limiter = createRateLimiter({ perClient: 1, perClientWindowMs: 600_000, globalPerHour: 100 });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const handle = createMessageActionHandler({
      sender: { send: vi.fn() },
      limiter,
      sentMessages: createSentMessages(),
      log,
      outboxPath: "/probe",
    });
    const send = async (fields: Record<string, string>, address = "203.0.113.50") => {
      const request = post(fields);
      const answer = await handle(definition, request, loadContextFor(request, address));
      const body: FormActionData & { echo: string } = answer.data;
      return { body, status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers) };
    };
    return { send, steps };
  }

  it("delivers the prepared payload with the services and thanks with the kind's text and context", async () => {
    const { send, steps } = probe();
    const { body, status } = await send({ name: "ada" });
    expect(status).toBe(200);
    expect(body).toEqual({
      echo: "ada",
      result: { initialValue: null },
      notice: { tone: "success", message: "forms.notice.contactSent", values: { name: "ada (en)" } },
    });
    expect(steps).toEqual(["prepare ada", "deliver ada with /probe"]);
  });

  it("answers a failed delivery with 503, the kind's failure text, the fields and the context", async () => {
    const { send } = probe();
    const { body, status } = await send({ name: "fail" });
    expect(status).toBe(503);
    expect(body.notice).toEqual({ tone: "error", message: failedMessage("complaint") });
    expect(body.result.initialValue).toEqual({ name: "fail" });
    expect(body.echo).toBe("fail");
  });

  it("refuses what prepare refuses with 400 beside the field, before the rate limit", async () => {
    const { send, steps } = probe();
    for (let i = 0; i < 3; i += 1) {
      const { body, status } = await send({ name: "refuse" });
      expect(status).toBe(400);
      expect(body.result.error).toEqual({ name: ["Not this name"] });
      expect(body.result.initialValue).toEqual({ name: "refuse" });
      expect(body.notice).toBeNull();
    }
    // The allowance of one is still there.
    expect((await send({ name: "ada" })).status).toBe(200);
    expect(steps.filter((step) => step.startsWith("deliver"))).toEqual(["deliver ada with /probe"]);
  });

  it("never prepares or delivers input the schema refuses", async () => {
    const { send, steps } = probe();
    const { body, status } = await send({});
    expect(status).toBe(400);
    expect(body.result.error).toEqual({ name: ["Enter a name"] });
    expect(body.echo).toBe("");
    expect(steps).toEqual([]);
  });

  it("thanks a filled honeypot without preparing, counting or delivering anything", async () => {
    const { send, steps } = probe();
    for (let i = 0; i < 3; i += 1) {
      const { body, status } = await send({ name: "bot", [HONEYPOT_FIELD]: "x" });
      expect(status).toBe(200);
      expect(body.notice).toEqual({
        tone: "success",
        message: "forms.notice.contactSent",
        values: { name: "bot (en)" },
      });
      expect(body.result).toEqual({ initialValue: null });
    }
    expect(steps).toEqual([]);
    expect((await send({ name: "ada" })).status).toBe(200);
  });

  it("answers 429 with Retry-After once the allowance is spent, keeping the fields and the context", async () => {
    const { send, steps } = probe();
    expect((await send({ name: "ada" })).status).toBe(200);
    const limited = await send({ name: "ada again" });
    expect(limited.status).toBe(429);
    expect(limited.body.notice).toEqual({ tone: "error", message: RATE_LIMITED_MESSAGE });
    expect(limited.body.result.initialValue).toEqual({ name: "ada again" });
    expect(limited.body.echo).toBe("ada again");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(steps).toEqual(["prepare ada", "deliver ada with /probe", "prepare ada again"]);
  });

  it("answers a refused body with its status and notice, showing again the fields read before it", async () => {
    const partial = new FormData();
    partial.set("name", "ada");
    const { send, steps } = probe({
      readBody: async () => ({ ok: false, status: 413, fields: partial, fieldErrors: { file: ["Too big"] } }),
    });
    const { body, status } = await send({ name: "ignored" });
    expect(status).toBe(413);
    expect(body.result.error).toEqual({ file: ["Too big"] });
    expect(body.result.initialValue).toEqual({ name: "ada" });
    expect(body.echo).toBe("ada");
    expect(body.notice).toBeNull();
    expect(steps).toEqual([]);

    const unreadable = probe({
      readBody: async () => ({ ok: false, status: 400, notice: { tone: "error", message: "Unreadable" } }),
    });
    const refused = await unreadable.send({ name: "ada" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      echo: "",
      result: { status: "error" },
      notice: { tone: "error", message: "Unreadable" },
    });
  });
});
