import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { careerApplication, careerNotice, type CareerActionData } from "~/lib/forms/career-application.server";
import { careerApplicationSchema } from "~/lib/forms/career-form";
import { parseConfig } from "~/lib/config.server";
import { createDeliveryQueue, type DeliveryQueue } from "~/lib/forms/delivery-queue.server";
import type { EmailJsOptions, MessageSender } from "~/lib/forms/email-delivery.server";
import { emailTransport } from "~/lib/forms/message-services.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { createMessageActionHandler } from "~/lib/forms/message-action.server";
import { RATE_LIMITED_MESSAGE, UNREADABLE_APPLICATION_MESSAGE, failedMessage } from "~/lib/forms/message-texts";
import { createRateLimiter, createSentMessages } from "~/lib/forms/rate-limit.server";
import { RESUME_MESSAGES } from "~/lib/forms/resume-file";
import { inEnglish, noticeInEnglish } from "../helpers/form-texts";
import { readOutbox } from "../helpers/outbox";
import { startFakeEmailService, type FakeEmailService } from "../fakes/fake-email-service";
import { loadContextFor } from "../helpers/load-context";

let dir: string;
let service: FakeEmailService;

beforeAll(async () => {
  service = await startFakeEmailService();
});

afterAll(async () => {
  await service.close();
});

beforeEach(async () => {
  service.requests.length = 0;
  dir = await mkdtemp(join(tmpdir(), "career-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fields = { jobId: "frontend-engineer", fullName: "Ada Lovelace", email: "ada@example.com", phone: "" };
const pdfBytes = "%PDF-1.7\nhello\n%%EOF";

function application(
  overrides: Record<string, string> = {},
  resume: File | null = new File([pdfBytes], "cv.pdf", { type: "application/pdf" }),
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...overrides })) form.set(key, value);
  // Browsers send an empty file part when nothing was chosen.
  form.set("resume", resume ?? new File([], "", { type: "application/octet-stream" }));
  return new Request("http://localhost/career", { method: "POST", body: form, headers });
}

function setup({
  perClient = 5,
  outboxPath = join(dir, "outbox", "messages.jsonl"),
  queue = undefined as DeliveryQueue | undefined,
  log = silentLog(),
} = {}) {
  const limiter = createRateLimiter({ perClient, perClientWindowMs: 600_000, globalPerHour: 100 });
  // Applications are recorded, never sent as a message: the message sender must stay unused.
  const sender: MessageSender = { send: vi.fn(async () => ({ ok: false as const, status: "outbox" as const })) };
  const inner = createMessageActionHandler({
    sender,
    stored: queue ? () => void queue.kick() : undefined,
    limiter,
    sentMessages: createSentMessages(),
    log,
    outboxPath,
  });
  // The server hands the action the client's address; the tests name it in X-Forwarded-For.
  const handle = (request: Request) =>
    inner(careerApplication, request, loadContextFor(request, request.headers.get("x-forwarded-for")));
  return { handle, log, outboxPath, sender };
}

function silentLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** The delivery queue of the outbox, e-mailing through EmailJS at the fake service, logging into `log`. */
function emailQueue(log: ReturnType<typeof silentLog>, overrides: Partial<EmailJsOptions> = {}) {
  const outboxPath = join(dir, "outbox", "messages.jsonl");
  const config = parseConfig({
    OUTBOX_PATH: outboxPath,
    EMAILJS_API_URL: overrides.apiUrl ?? service.url,
    EMAILJS_SERVICE_ID: "service_1",
    EMAILJS_TEMPLATE_ID: "template_1",
    EMAILJS_PUBLIC_KEY: "pk_1",
    EMAIL_TIMEOUT_MS: "2000",
  });
  return createDeliveryQueue({ outboxPath, transport: emailTransport(config, log)!, leaseMs: 60_000, log });
}

/** Everything a logger was given, as one string. */
function logged(log: ReturnType<typeof silentLog>): string {
  return [...log.info.mock.calls, ...log.warn.mock.calls, ...log.error.mock.calls]
    .flat()
    .map((value) => (typeof value === "string" ? value : JSON.stringify(value)))
    .join("\n");
}

const secretResume = "%PDF-1.7\nCONFIDENTIAL-RESUME-BODY\n%%EOF";

async function run(handle: ReturnType<typeof setup>["handle"], request: Request) {
  const answer = await handle(request);
  const body: CareerActionData = answer.data;
  return { body, status: answer.init?.status ?? 200 };
}

describe("the career application action", () => {
  it("records a valid application in the outbox with the résumé saved beside it (0600)", async () => {
    const { handle, outboxPath, sender } = setup();
    const { body, status } = await run(handle, application({ phone: "+1 555 0100" }));
    expect(status).toBe(200);
    expect(noticeInEnglish(body.notice)).toEqual({
      tone: "success",
      message: "Successfully applied for Frontend Engineer!",
    });
    expect(body.result).toEqual({ initialValue: null });
    expect(body.jobId).toBe("frontend-engineer");

    const [record] = await readOutbox(outboxPath);
    expect(record.kind).toBe("career");
    expect(record.fields).toMatchObject({
      jobId: "frontend-engineer",
      jobTitle: "Frontend Engineer",
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 555 0100",
      resumeName: "cv.pdf",
      resumeType: "application/pdf",
      resumeBytes: String(pdfBytes.length),
      language: "en",
    });
    expect(record.fields.resumeFile.startsWith(join(dir, "outbox", "applications"))).toBe(true);
    expect(await readFile(record.fields.resumeFile, "utf8")).toBe(pdfBytes);
    expect((await stat(record.fields.resumeFile)).mode & 0o777).toBe(0o600);
    expect(sender.send).not.toHaveBeenCalled();
  });

  it("refuses a missing résumé beside the field and keeps the typed fields", async () => {
    const { handle, outboxPath } = setup();
    const { body, status } = await run(handle, application({}, null));
    expect(status).toBe(400);
    expect(body.result.error?.resume).toEqual([RESUME_MESSAGES.missing]);
    expect(body.result.initialValue).toMatchObject({ fullName: "Ada Lovelace", email: "ada@example.com" });
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it("refuses a wrong type by name and by content", async () => {
    const { handle } = setup();
    const png = await run(handle, application({}, new File(["\x89PNG"], "me.png", { type: "image/png" })));
    expect(png.body.result.error?.resume).toEqual([RESUME_MESSAGES.badType]);
    const fake = await run(handle, application({}, new File(["just text"], "cv.pdf", { type: "application/pdf" })));
    expect(fake.status).toBe(400);
    expect(fake.body.result.error?.resume).toEqual([RESUME_MESSAGES.badType]);
    expect(fake.body.result.initialValue).toMatchObject({ fullName: "Ada Lovelace" });
  });

  it("refuses a résumé over 5 MB with 413 and keeps the text fields", async () => {
    const { handle, outboxPath } = setup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61)], "cv.txt", { type: "text/plain" });
    const { body, status } = await run(handle, application({}, big));
    expect(status).toBe(413);
    expect(body.result.error?.resume).toEqual([RESUME_MESSAGES.tooLarge]);
    expect(body.result.initialValue).toMatchObject({ fullName: "Ada Lovelace", email: "ada@example.com" });
    expect(body.jobId).toBe("frontend-engineer");
    expect(await readOutbox(outboxPath)).toEqual([]);
  });

  it("answers a body that is not a form with a clear message", async () => {
    const { handle } = setup();
    const { body, status } = await run(
      handle,
      new Request("http://localhost/career", { method: "POST", body: "x", headers: { "content-type": "text/plain" } }),
    );
    expect(status).toBe(415);
    expect(body.notice).toEqual({ tone: "error", message: UNREADABLE_APPLICATION_MESSAGE });
  });

  it("thanks in the page's language and records which language the applicant used", async () => {
    const { handle, outboxPath } = setup();
    const form = await application().formData();
    const { body, status } = await run(
      handle,
      new Request("http://localhost/es/career", { method: "POST", body: form }),
    );
    expect(status).toBe(200);
    expect(body.notice).toEqual({
      tone: "success",
      message: "forms.notice.applied",
      values: { job: "Ingeniero(a) frontend" },
    });
    const [record] = await readOutbox(outboxPath);
    // The operator reads the job in English; the language says how to answer.
    expect(record.fields).toMatchObject({ jobId: "frontend-engineer", jobTitle: "Frontend Engineer", language: "es" });
  });

  it("refuses an unknown job", async () => {
    const { handle } = setup();
    const { body, status } = await run(handle, application({ jobId: "astronaut" }));
    expect(status).toBe(400);
    expect(body.result.error?.jobId?.map((key) => inEnglish(key))).toEqual(["Choose one of the open positions"]);
    expect(body.jobId).toBeNull();
  });

  it("pretends success for a filled honeypot and records nothing", async () => {
    const { handle, log, outboxPath } = setup();
    const { body } = await run(handle, application({ [HONEYPOT_FIELD]: "spam" }));
    expect(noticeInEnglish(body.notice)).toEqual({
      tone: "success",
      message: "Successfully applied for Frontend Engineer!",
    });
    expect(body.jobId).toBe("frontend-engineer");
    expect(await readOutbox(outboxPath)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ event: "form-honeypot" }), expect.any(String));
  });

  it("rate-limits per forwarded address and keeps the fields", async () => {
    const { handle } = setup({ perClient: 1 });
    const from = { "x-forwarded-for": "203.0.113.5" };
    expect((await run(handle, application({}, undefined, from))).status).toBe(200);
    // Another application: the same one again would be thanked as a repeat instead.
    const limited = await run(handle, application({ fullName: "Ada King" }, undefined, from));
    expect(limited.status).toBe(429);
    expect(limited.body.notice).toEqual({ tone: "error", message: RATE_LIMITED_MESSAGE });
    expect(limited.body.result.initialValue).toMatchObject({ fullName: "Ada King" });
  });

  it("does not count refused résumés against the limit", async () => {
    const { handle, outboxPath } = setup({ perClient: 1 });
    const from = { "x-forwarded-for": "203.0.113.6" };
    const notAPdf = () => new File(["just text"], "cv.pdf", { type: "application/pdf" });
    for (let i = 0; i < 3; i += 1) expect((await run(handle, application({}, notAPdf(), from))).status).toBe(400);
    expect((await run(handle, application({}, undefined, from))).status).toBe(200);
    expect(await readOutbox(outboxPath)).toHaveLength(1);
  });

  it("says so and keeps the fields when the outbox cannot be written", async () => {
    // A file where the outbox folder should be makes every write fail.
    await writeFile(join(dir, "blocked"), "");
    const { handle, log } = setup({ outboxPath: join(dir, "blocked", "messages.jsonl") });
    const { body, status } = await run(handle, application());
    expect(status).toBe(503);
    expect(noticeInEnglish(body.notice)).toEqual({
      tone: "error",
      message: "Sorry, there was an error sending your application. Please try again later.",
    });
    expect(body.notice?.message).toBe(failedMessage("career"));
    expect(body.result.initialValue).toMatchObject({ fullName: "Ada Lovelace" });
    expect(log.error).toHaveBeenCalled();
    expect(await readdir(dir)).toEqual(["blocked"]);
  });
});

describe("an application whose record cannot be written", () => {
  it("keeps no résumé that no record names, and says it failed", async () => {
    // The outbox's name is taken by a folder: the résumé is saved, then its record fails.
    await mkdir(join(dir, "outbox", "messages.jsonl"), { recursive: true });
    const { handle } = setup({ outboxPath: join(dir, "outbox", "messages.jsonl") });
    const { status, body } = await run(handle, application());
    expect(status).toBe(503);
    expect(body.notice?.message).toBe(failedMessage("career"));
    expect(await readdir(join(dir, "outbox", "applications"))).toEqual([]);
  });
});

describe("the operator's e-mail about an application", () => {
  function withResume() {
    return application({ phone: "+1 555 0100" }, new File([secretResume], "My CV.pdf", { type: "application/pdf" }));
  }

  it("with e-mail configured, sends one notice with the fields and the stored name, never the résumé", async () => {
    const log = silentLog();
    const queue = emailQueue(log);
    const { handle, outboxPath } = setup({ queue, log });
    const { body, status } = await run(handle, withResume());
    expect(status).toBe(200);
    expect(body.notice?.tone).toBe("success");
    // Sent from the record by the delivery queue.
    await queue.kick();

    // The record and the résumé are kept exactly as without e-mail.
    const records = await readOutbox(outboxPath);
    expect(records).toHaveLength(1);
    const { resumeFile } = records[0].fields;
    expect(await readFile(resumeFile, "utf8")).toBe(secretResume);

    expect(service.requests).toHaveLength(1);
    const request = service.requests[0] as { template_params: Record<string, string> };
    expect(request).toMatchObject({ service_id: "service_1", template_id: "template_1", user_id: "pk_1" });
    expect(request.template_params).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 555 0100",
      subject: "Job application: Frontend Engineer",
    });
    const message = request.template_params.message;
    expect(message).toContain("Frontend Engineer");
    expect(message).toContain("Ada Lovelace");
    expect(message).toContain("ada@example.com");
    expect(message).toContain("+1 555 0100");
    // Neither the file nor its name (which may say more than the form did), nor where the server keeps it.
    expect(message).not.toContain(basename(resumeFile));
    expect(message).not.toContain(dir);
    // No attachment, no content: the résumé's bytes appear nowhere in the request.
    const sent = JSON.stringify(request);
    expect(sent).not.toContain("CONFIDENTIAL-RESUME-BODY");
    expect(sent).not.toContain("%PDF");
    expect(Object.keys(request).sort()).toEqual([
      "lib_version",
      "service_id",
      "template_id",
      "template_params",
      "user_id",
    ]);
    // The template's fields, and every field of the form under its own name (never the résumé).
    expect(Object.keys(request.template_params).sort()).toEqual(
      [
        ...new Set([
          "email",
          "jobTitle",
          "language",
          "message",
          "name",
          "phone",
          "subject",
          ...Object.keys(careerApplicationSchema.shape),
        ]),
      ].sort(),
    );
    expect(request.template_params.language).toBe("en");
  });

  it("without e-mail configured, sends nothing and records the application as before", async () => {
    const { handle, outboxPath } = setup();
    const { status } = await run(handle, withResume());
    expect(status).toBe(200);
    expect(service.requests).toEqual([]);
    expect(await readOutbox(outboxPath)).toHaveLength(1);
  });

  it.each([
    // The fake answers 404 under any other path; port 1 refuses the connection.
    ["a 404 answer", () => `${service.url}/no-such-prefix`],
    ["a refused connection", () => "http://127.0.0.1:1"],
  ])("still records the application and answers success after %s, and keeps the notice to retry", async (_, url) => {
    const log = silentLog();
    const queue = emailQueue(log, { apiUrl: url() });
    const { handle, outboxPath } = setup({ queue, log });
    const { body, status } = await run(handle, withResume());

    expect(status).toBe(200);
    expect(noticeInEnglish(body.notice)).toEqual({
      tone: "success",
      message: "Successfully applied for Frontend Engineer!",
    });
    expect(body.result).toEqual({ initialValue: null });
    const [record] = await readOutbox(outboxPath);
    expect(record.kind).toBe("career");
    expect(await readFile(record.fields.resumeFile, "utf8")).toBe(secretResume);

    await queue.kick();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: "message-delivery-failed", kind: "career" }),
      expect.stringMatching(/career not delivered .*kept in the outbox and retried/),
    );
    expect(queue.state()).toMatchObject({ waiting: 1 });
    expect(logged(log)).not.toContain("ada@example.com");
  });

  it("says where the résumé is without naming it, and when no phone was given", () => {
    const notice = careerNotice({
      jobId: "driver",
      jobTitle: "Driver",
      fullName: "Sam Roe",
      email: "sam@example.com",
      phone: "",
      language: "en",
    });
    expect(notice).toMatchObject({ name: "Sam Roe", email: "sam@example.com", phone: "", subject: "Driver" });
    expect(notice.message).toContain("Résumé: kept on the server in applications/ beside the outbox");
    expect(notice.message).toContain("Phone: (not given)");
  });

  it("sends nothing for a filled honeypot or a refused application", async () => {
    const log = silentLog();
    const queue = emailQueue(log);
    const { handle } = setup({ queue, log });
    await run(handle, application({ [HONEYPOT_FIELD]: "spam" }));
    await run(handle, application({}, null));
    await queue.kick();
    expect(service.requests).toEqual([]);
  });
});
