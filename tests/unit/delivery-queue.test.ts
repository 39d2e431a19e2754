import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { createDeliveryQueue, deliveriesPath, type Transport } from "~/lib/forms/delivery-queue.server";
import { createMessageSender } from "~/lib/forms/email-delivery.server";
import { emailTransport } from "~/lib/forms/message-services.server";
import { flushOutbox } from "~/lib/forms/outbox.server";
import { startFakeEmailService, type FakeEmailService } from "../fakes/fake-email-service";
import { readOutbox } from "../helpers/outbox";

/**
 * Messages are never lost (docs/product.md §D10.3): stored first, e-mailed from the record, retried
 * while the e-mail service is down, delivered once when it comes back, and several processes
 * sharing one outbox send each message once.
 */
let service: FakeEmailService;
let dir = "";
let outboxPath = "";
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

beforeAll(async () => {
  service = await startFakeEmailService();
});
afterAll(() => service.close());
beforeEach(async () => {
  service.requests.length = 0;
  dir = await mkdtemp(join(tmpdir(), "delivery-queue-"));
  outboxPath = join(dir, "outbox", "messages.jsonl");
});
afterEach(async () => {
  await flushOutbox();
  await rm(dir, { recursive: true, force: true });
});

function emailJs(log = quiet()) {
  const config = parseConfig({
    OUTBOX_PATH: outboxPath,
    EMAILJS_API_URL: service.url,
    EMAILJS_SERVICE_ID: "service_1",
    EMAILJS_TEMPLATE_ID: "template_1",
    EMAILJS_PUBLIC_KEY: "pk_1",
    EMAIL_TIMEOUT_MS: "1000",
  });
  return emailTransport(config, log)!;
}

const contact = (message: string) => ({
  language: "en",
  name: "Jane Doe",
  email: "jane@example.org",
  phone: "",
  subject: "Parcel",
  message,
});

/** What the fake received, by message text. */
const received = () =>
  service.requests.map((request) => (request as { template_params: { message: string } }).template_params.message);

describe("the delivery queue", () => {
  it("a message accepted while the e-mail service is down is delivered when it comes back, exactly once", async () => {
    let now = Date.now();
    const log = quiet();
    const queue = createDeliveryQueue({
      outboxPath,
      transport: emailJs(log),
      leaseMs: 60_000,
      retry: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, windowMs: 86_400_000 },
      log,
      now: () => now,
    });
    const sender = createMessageSender({ outboxPath, log });

    await service.goDown();
    try {
      // The visitor is thanked: the message is on disk.
      expect(await sender.send("contact", contact("while down"))).toMatchObject({ ok: true, via: "outbox" });
      await queue.kick();
      expect(received()).toEqual([]);
      expect(queue.state()).toMatchObject({ waiting: 1, undeliverable: 0 });
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ event: "message-delivery-failed", kind: "contact", status: "network" }),
        expect.any(String),
      );
      // Not before its backoff: a pass within the 30 s asks nothing.
      now += 10_000;
      await queue.kick();
      now += 25_000;
      await queue.kick(); // the second attempt, still down: the next wait doubles to 60 s
      now += 40_000;
      await queue.kick();
    } finally {
      await service.comeBack();
    }
    await queue.kick();
    expect(received()).toEqual([]); // 40 s of the 60 s wait
    now += 30_000;
    await queue.kick();
    expect(received()).toEqual(["while down"]);
    // Later passes never send it again.
    now += 3_600_000;
    await queue.kick();
    await queue.kick();
    expect(received()).toEqual(["while down"]);
    expect(queue.state()).toMatchObject({ waiting: 0 });

    // The record is untouched; the deliveries log tells its story.
    const [record] = await readOutbox(outboxPath);
    expect(record.fields.message).toBe("while down");
    const events = (await readOutbox(deliveriesPath(outboxPath))).map((line) => line.fields.event);
    expect(events).toEqual(["claim", "failed", "claim", "failed", "claim", "delivered"]);
  });

  it("several processes sharing one outbox send each message once", async () => {
    const sender = createMessageSender({ outboxPath, log: quiet() });
    for (let i = 0; i < 5; i += 1) await sender.send("contact", contact(`message ${i}`));
    const queues = Array.from({ length: 4 }, () =>
      createDeliveryQueue({ outboxPath, transport: emailJs(), leaseMs: 60_000, log: quiet() }),
    );
    await Promise.all(queues.map((queue) => queue.kick()));
    await Promise.all(queues.map((queue) => queue.kick()));
    expect(received().sort()).toEqual([0, 1, 2, 3, 4].map((i) => `message ${i}`));
  });

  it("a claim left by a process that died is taken over once it expires: at least once", async () => {
    let now = Date.now();
    await createMessageSender({ outboxPath, log: quiet() }).send("contact", contact("orphan"));
    // A process that claimed the message and died before sending.
    const dying: Transport = { name: "emailjs", deliver: () => new Promise(() => undefined) };
    const first = createDeliveryQueue({ outboxPath, transport: dying, leaseMs: 60_000, log: quiet(), now: () => now });
    void first.kick();
    await new Promise((done) => setTimeout(done, 100));
    const second = createDeliveryQueue({
      outboxPath,
      transport: emailJs(),
      leaseMs: 60_000,
      log: quiet(),
      now: () => now,
    });
    await second.kick();
    expect(received()).toEqual([]);
    now += 61_000;
    await second.kick();
    expect(received()).toEqual(["orphan"]);
  });

  it("after the retry window it is reported once and kept, never dropped", async () => {
    let now = Date.now();
    const log = quiet();
    const refusing: Transport = { name: "smtp", deliver: async () => ({ ok: false, status: 550 }) };
    const queue = createDeliveryQueue({
      outboxPath,
      transport: refusing,
      leaseMs: 60_000,
      retry: { firstDelayMs: 1000, maxDelayMs: 3_600_000, windowMs: 86_400_000 },
      log,
      now: () => now,
    });
    await createMessageSender({ outboxPath, log }).send("complaint", contact("never accepted"));
    for (let hour = 0; hour <= 26; hour += 1) {
      await queue.kick();
      now += 3_600_000;
    }
    expect(queue.state()).toMatchObject({ waiting: 1, undeliverable: 1 });
    const undeliverable = log.error.mock.calls.filter(([line]) => line.event === "message-undeliverable");
    expect(undeliverable).toHaveLength(1);
    expect(JSON.stringify(log.error.mock.calls)).not.toContain("jane@example.org");
    expect((await readOutbox(outboxPath))[0].fields.message).toBe("never accepted");
  });

  it("an application's record is sent as the operator's notice, without the résumé", async () => {
    const { appendToOutbox } = await import("~/lib/forms/outbox.server");
    await appendToOutbox(outboxPath, {
      kind: "career",
      fields: {
        language: "en",
        jobId: "frontend-engineer",
        fullName: "Ada Lovelace",
        email: "ada@example.org",
        phone: "",
        jobTitle: "Frontend Engineer",
        resumeName: "Ada-CV.pdf",
        resumeType: "application/pdf",
        resumeBytes: "12",
        resumeFile: join(dir, "outbox", "applications", "x-Ada-CV.pdf"),
      },
    });
    await createDeliveryQueue({ outboxPath, transport: emailJs(), leaseMs: 60_000, log: quiet() }).kick();
    const [request] = service.requests as Array<{ template_params: Record<string, string> }>;
    expect(request.template_params).toMatchObject({
      subject: "Job application: Frontend Engineer",
      name: "Ada Lovelace",
    });
    expect(JSON.stringify(request)).not.toContain("Ada-CV.pdf");
    expect(await readFile(deliveriesPath(outboxPath), "utf8")).toContain('"event":"delivered"');
  });
});
