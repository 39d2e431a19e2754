import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { parseConfig } from "~/lib/config.server";
import { careerApplication } from "~/lib/forms/career-application.server";
import { createDeliveryQueue } from "~/lib/forms/delivery-queue.server";
import { emailTransport } from "~/lib/forms/message-services.server";
import { careerApplicationSchema } from "~/lib/forms/career-form";
import { complaintSchema } from "~/lib/forms/complaint-form";
import { contactSchema } from "~/lib/forms/contact-form";
import { complaintMessage, contactMessage, emailedMessage } from "~/lib/forms/contact-messages.server";
import { createMessageSender } from "~/lib/forms/email-delivery.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { createMessageActionHandler, type MessageDefinition } from "~/lib/forms/message-action.server";
import { createRateLimiter, createSentMessages } from "~/lib/forms/rate-limit.server";
import { startFakeEmailService, type FakeEmailService } from "../fakes/fake-email-service";
import { readOutbox } from "../helpers/outbox";
import { loadContextFor } from "../helpers/load-context";

/**
 * A field of a message form's schema reaches the e-mail's template parameters and the outbox
 * record with no second list of keys: the keys checked here come from each schema's shape.
 */

let service: FakeEmailService;
let dir: string;

beforeAll(async () => {
  service = await startFakeEmailService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  service.requests.length = 0;
  dir = await mkdtemp(join(tmpdir(), "fields-flow-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A valid value for each field any message form has; a new field needs one here to be sent at all. */
const SAMPLE: Record<string, string> = {
  name: "Jane Doe",
  fullName: "Ada Lovelace",
  email: "jane@example.com",
  phone: "+1 555 0100",
  subject: "Where is my parcel?",
  message: "It has been in transit for a week.",
  jobId: "frontend-engineer",
  language: "es",
};

function valuesFor(schema: z.AnyZodObject): Record<string, string> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, SAMPLE[key] ?? `value of ${key}`]));
}

function post(values: Record<string, string>, path: string, resume = false): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  form.set(HONEYPOT_FIELD, "");
  if (resume) form.set("resume", new File(["%PDF-1.7\nhello\n%%EOF"], "cv.pdf", { type: "application/pdf" }));
  if (resume) return new Request(`http://localhost${path}`, { method: "POST", body: form });
  const body = new URLSearchParams(values as Record<string, string>).toString();
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** The action with the real sender and, with `emailjs`, the delivery queue e-mailing through the fake service. */
function handlerFor(emailjs: boolean) {
  const outboxPath = join(dir, emailjs ? "emailjs" : "outbox", "messages.jsonl");
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const config = parseConfig({
    OUTBOX_PATH: outboxPath,
    ...(emailjs
      ? {
          EMAILJS_API_URL: service.url,
          EMAILJS_SERVICE_ID: "service_1",
          EMAILJS_TEMPLATE_ID: "template_1",
          EMAILJS_PUBLIC_KEY: "pk_1",
        }
      : {}),
  });
  const transport = emailTransport(config, log);
  const queue = transport ? createDeliveryQueue({ outboxPath, transport, leaseMs: 60_000, log }) : undefined;
  const handle = createMessageActionHandler({
    sender: createMessageSender({ outboxPath, onStored: queue ? () => void queue.kick() : undefined, log }),
    stored: queue ? () => void queue.kick() : undefined,
    limiter: createRateLimiter({ perClient: 50, perClientWindowMs: 600_000, globalPerHour: 500 }),
    sentMessages: createSentMessages(),
    log,
    outboxPath,
  });
  return { handle, outboxPath, queue };
}

/** Sends one message of `definition` and gives the outbox record and the e-mail service's template parameters. */
async function deliver<Schema extends z.AnyZodObject>(
  definition: MessageDefinition<Schema, unknown, object>,
  schema: z.AnyZodObject,
  values: Record<string, string>,
) {
  const resume = definition.kind === "career";
  const viaOutbox = handlerFor(false);
  const outboxPost = post(values, `/${definition.kind}`, resume);
  const outboxAnswer = await viaOutbox.handle(definition, outboxPost, loadContextFor(outboxPost, "203.0.113.1"));
  expect(outboxAnswer.init?.status ?? 200).toBe(200);
  const [record] = await readOutbox(viaOutbox.outboxPath);

  const viaEmail = handlerFor(true);
  const emailPost = post(values, `/${definition.kind}`, resume);
  const emailAnswer = await viaEmail.handle(definition, emailPost, loadContextFor(emailPost, "203.0.113.2"));
  expect(emailAnswer.init?.status ?? 200).toBe(200);
  await viaEmail.queue?.kick();
  expect(service.requests).toHaveLength(1);
  const request = service.requests[0] as { template_params: Record<string, string> };
  expect(Object.keys(schema.shape).length).toBeGreaterThan(0);
  return { record, params: request.template_params };
}

describe("every field of a message form's schema reaches the e-mail and the outbox", () => {
  it.each([
    ["contact", contactMessage, contactSchema],
    ["complaint", complaintMessage, complaintSchema],
    // The career form's text fields; its résumé is saved beside the outbox, never sent.
    ["career", careerApplication, careerApplicationSchema],
  ] as const)("%s", async (_kind, definition, schema) => {
    const values = valuesFor(schema);
    const { record, params } = await deliver(
      definition as unknown as MessageDefinition<z.AnyZodObject, unknown, object>,
      schema,
      values,
    );
    for (const key of Object.keys(schema.shape)) {
      expect(record.fields, `outbox: ${key}`).toHaveProperty(key);
      expect(params, `e-mail: ${key}`).toHaveProperty(key);
      // The subject is the template's own ('New User …'); every other field arrives as typed.
      if (key !== "subject") {
        expect(record.fields[key]).toBe(values[key]);
        expect(params[key]).toBe(values[key]);
      }
    }
    expect(JSON.stringify([record, params])).not.toContain(HONEYPOT_FIELD);
  });

  it("a field added to a copy of a schema flows through with no other change", async () => {
    const withLanguage = contactSchema.extend({ language: z.enum(["en", "es"]) });
    const definition = emailedMessage("contact", withLanguage);
    const values = valuesFor(withLanguage);
    const { record, params } = await deliver(
      definition as unknown as MessageDefinition<z.AnyZodObject, unknown, object>,
      withLanguage,
      values,
    );
    expect(record.fields.language).toBe("es");
    expect(params.language).toBe("es");
  });
});
