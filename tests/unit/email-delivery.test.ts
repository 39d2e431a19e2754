import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createEmailJsTransport,
  createMessageSender,
  emailSubject,
  templateParams,
  type EmailJsOptions,
  type MessageFields,
} from "~/lib/forms/email-delivery.server";
import type { MessageKind } from "~/lib/forms/message-kind";
import { contactSchema } from "~/lib/forms/contact-form";
import { schemaFields } from "~/lib/forms/message-fields";
import { readOutbox } from "../helpers/outbox";
import { startFakeEmailService, type FakeEmailService } from "../fakes/fake-email-service";

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
  dir = await mkdtemp(join(tmpdir(), "email-delivery-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function silentLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** Everything the logger was given, as one string. */
function logged(log: ReturnType<typeof silentLog>): string {
  return [...log.info.mock.calls, ...log.warn.mock.calls, ...log.error.mock.calls]
    .flat()
    .map((value) => (typeof value === "string" ? value : JSON.stringify(value)))
    .join("\n");
}

function emailjs(overrides: Partial<EmailJsOptions> = {}): EmailJsOptions {
  return { apiUrl: service.url, serviceId: "service_1", templateId: "template_1", publicKey: "pk_123", ...overrides };
}

const contact: MessageFields = {
  name: "Jane Doe",
  email: "jane.doe@example.com",
  phone: "+1 555 0100",
  subject: "Where is my parcel?",
  message: "It has been in transit for a week.",
};

const complaint: MessageFields = {
  name: "Jane Doe",
  email: "jane.doe@example.com",
  phone: "555 0100",
  message: "The tracking page did not load.",
};

/** A port that refuses connections: bound by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

/** The EmailJS transport as the delivery queue uses it, sending one message of `kind` with `fields`. */
function emailJs({
  emailjs: config = emailjs(),
  timeoutMs,
  fetchImpl,
  log = silentLog(),
}: {
  emailjs?: EmailJsOptions;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: ReturnType<typeof silentLog>;
} = {}) {
  const transport = createEmailJsTransport(config, { timeoutMs, fetchImpl, log });
  return {
    send: (kind: MessageKind, fields: MessageFields) =>
      transport.deliver({ id: "record-1", kind, params: templateParams(kind, fields) }),
  };
}

describe("sending through the e-mail service (the EmailJS transport)", () => {
  it("posts the contact payload exactly as specified", async () => {
    const log = silentLog();
    const sender = emailJs({ emailjs: emailjs(), log });

    await expect(sender.send("contact", contact)).resolves.toEqual({ ok: true });

    expect(service.requests).toEqual([
      {
        lib_version: "4.4.1",
        user_id: "pk_123",
        service_id: "service_1",
        template_id: "template_1",
        template_params: {
          name: "Jane Doe",
          email: "jane.doe@example.com",
          phone: "+1 555 0100",
          subject: "New User Where is my parcel?",
          message: "It has been in transit for a week.",
        },
      },
    ]);
  });

  it("passes the language of the visitor's page (added by the form's action) like any other field", async () => {
    const sender = emailJs({ emailjs: emailjs(), log: silentLog() });
    await sender.send("contact", { ...contact, language: "es" });
    expect(service.requests).toMatchObject([{ template_params: { language: "es" } }]);
  });

  it("uses 'Complaint Form' as the complaint subject", async () => {
    const sender = emailJs({ emailjs: emailjs(), log: silentLog() });
    await expect(sender.send("complaint", { ...complaint, subject: "ignored" })).resolves.toEqual({ ok: true });
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]).toMatchObject({
      template_params: {
        name: "Jane Doe",
        email: "jane.doe@example.com",
        phone: "555 0100",
        subject: "Complaint Form",
        message: "The tracking page did not load.",
      },
    });
  });

  it("sends 'New User' alone when there is no subject, and an empty phone when none", async () => {
    const sender = emailJs({ emailjs: emailjs(), log: silentLog() });
    // As the contact action gives them: every field of the schema, the phone left out as "".
    const fields = schemaFields(contactSchema, { name: "A", email: "a@example.com", message: "Hi", subject: "  " });
    await sender.send("contact", fields);
    expect(service.requests[0]).toMatchObject({ template_params: { subject: "New User", phone: "" } });
    expect(emailSubject("contact")).toBe("New User");
    expect(emailSubject("contact", "Hello")).toBe("New User Hello");
    expect(emailSubject("complaint", "Hello")).toBe("Complaint Form");
  });

  it("sends a job application notice with 'Job application: {title}' as the subject", async () => {
    const sender = emailJs({ emailjs: emailjs(), log: silentLog() });
    const notice: MessageFields = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      subject: "Frontend Engineer",
      message: "New application for Frontend Engineer.",
    };
    await expect(sender.send("career", notice)).resolves.toEqual({ ok: true });
    expect(service.requests[0]).toMatchObject({
      template_params: { name: "Ada Lovelace", subject: "Job application: Frontend Engineer", phone: "" },
    });
    expect(emailSubject("career", "  Driver ")).toBe("Job application: Driver");
    expect(emailSubject("career")).toBe("Job application");
  });

  it("adds accessToken only when a private key is configured, and tolerates a trailing slash", async () => {
    const sender = emailJs({
      emailjs: emailjs({ privateKey: "secret_456", apiUrl: `${service.url}/` }),
      log: silentLog(),
    });
    await expect(sender.send("contact", contact)).resolves.toEqual({ ok: true });
    expect(service.requests[0]).toMatchObject({ accessToken: "secret_456", user_id: "pk_123" });

    const withoutKey = emailJs({ emailjs: emailjs(), log: silentLog() });
    await withoutKey.send("contact", contact);
    expect(service.requests[1]).not.toHaveProperty("accessToken");
  });

  it("sends JSON with content-type application/json to /api/v1.0/email/send", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return fetch(input, init);
    };
    const sender = emailJs({
      emailjs: emailjs(),
      fetchImpl,
      log: silentLog(),
    });
    await sender.send("contact", contact);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${service.url}/api/v1.0/email/send`);
    expect(calls[0].init?.method).toBe("POST");
    expect(new Headers(calls[0].init?.headers).get("content-type")).toBe("application/json");
  });

  it.each([451, 403, 429, 500])("reports status %i as a failure and logs it without the message", async (status) => {
    const log = silentLog();
    const sender = emailJs({ emailjs: emailjs(), log });
    const secret = `Very private words [${status}]`;
    await expect(sender.send("contact", { ...contact, message: secret })).resolves.toEqual({ ok: false, status });

    expect(log.error).toHaveBeenCalledTimes(1);
    const text = logged(log);
    expect(text).toContain(String(status));
    expect(text).not.toContain("Very private words");
    expect(text).not.toContain("jane.doe@example.com");
  });

  it("never follows a redirect: the message goes to the configured service or nowhere", async () => {
    let followed = 0;
    const elsewhere = createHttpServer((_req, res) => {
      followed += 1;
      res.end("OK");
    });
    const redirecting = createHttpServer((_req, res) => {
      const { port } = elsewhere.address() as { port: number };
      res.writeHead(308, { location: `http://127.0.0.1:${port}/api/v1.0/email/send` }).end();
    });
    await Promise.all(
      [elsewhere, redirecting].map((server) => new Promise<void>((done) => server.listen(0, "127.0.0.1", done))),
    );
    try {
      const { port } = redirecting.address() as { port: number };
      const sender = emailJs({ emailjs: emailjs({ apiUrl: `http://127.0.0.1:${port}` }), log: silentLog() });
      expect(await sender.send("contact", contact)).toEqual({ ok: false, status: 308 });
      expect(followed).toBe(0);
    } finally {
      elsewhere.close();
      redirecting.close();
    }
  });

  it("reports a timeout when the service never answers", async () => {
    const log = silentLog();
    const sender = emailJs({ emailjs: emailjs(), timeoutMs: 200, log });
    const started = Date.now();
    await expect(sender.send("complaint", { ...complaint, message: "please [hang]" })).resolves.toEqual({
      ok: false,
      status: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(logged(log)).toMatch(/timed out after 200 ms/);
    expect(logged(log)).not.toContain("please");
  });

  it("reports a network error when the connection is refused", async () => {
    const port = await closedPort();
    const log = silentLog();
    const sender = emailJs({
      emailjs: emailjs({ apiUrl: `http://127.0.0.1:${port}` }),
      timeoutMs: 5000,
      log,
    });
    await expect(sender.send("contact", contact)).resolves.toEqual({ ok: false, status: "network" });
    expect(logged(log)).toMatch(/network error/);
    expect(logged(log)).not.toContain("jane.doe@example.com");
  });

  it("reports a network error when fetch itself throws", async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError("fetch failed");
    };
    const sender = emailJs({
      emailjs: emailjs(),
      fetchImpl,
      log: silentLog(),
    });
    await expect(sender.send("contact", contact)).resolves.toEqual({ ok: false, status: "network" });
  });

  it("logs a success with the kind only: no address, not even masked, and no message", async () => {
    const log = silentLog();
    const sender = emailJs({ emailjs: emailjs(), log });
    await sender.send("contact", contact);
    const text = logged(log);
    expect(log.info).toHaveBeenCalledWith(
      { event: "message-sent", kind: "contact", status: 200 },
      "contact sent (status 200)",
    );
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain("j***");
    expect(text).not.toContain(contact.message);
  });
});

describe("the outbox default (no e-mail service configured)", () => {
  it("appends the message to a new 0600 file, creating its folder", async () => {
    const path = join(dir, "nested", "outbox.jsonl");
    const log = silentLog();
    const sender = createMessageSender({ outboxPath: path, log });

    await expect(sender.send("contact", contact)).resolves.toEqual({ ok: true, via: "outbox", id: expect.any(String) });
    await expect(sender.send("complaint", complaint)).resolves.toEqual({
      ok: true,
      via: "outbox",
      id: expect.any(String),
    });

    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(path, "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    const records = await readOutbox(path);
    expect(records.map((r) => r.kind)).toEqual(["contact", "complaint"]);
    expect(records[0].fields).toEqual({
      name: "Jane Doe",
      email: "jane.doe@example.com",
      phone: "+1 555 0100",
      subject: "New User Where is my parcel?",
      message: "It has been in transit for a week.",
    });
    expect(records[1].fields.subject).toBe("Complaint Form");
    expect(Number.isNaN(Date.parse(records[0].time))).toBe(false);
    expect(service.requests).toEqual([]);
    expect(logged(log)).not.toContain("jane.doe@example.com");
  });

  it("reports a failure when the outbox cannot be written", async () => {
    const log = silentLog();
    // The outbox's parent is a plain file, so the folder cannot be created.
    await writeFile(join(dir, "file.txt"), "x");
    const sender = createMessageSender({ outboxPath: join(dir, "file.txt", "outbox.jsonl"), log });
    await expect(sender.send("contact", contact)).resolves.toEqual({ ok: false, status: "outbox" });
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
