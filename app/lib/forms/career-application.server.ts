import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { basename, dirname, join } from "node:path";
import { getConfig } from "~/lib/config.server";
import { careerFormSchema } from "./career-form";
import { maskEmail, type MessageFields, type MessageSender } from "./email-delivery.server";
import type { FormActionData, FormNotice } from "./form-notice";
import { messageServices } from "./message-service.server";
import { isHoneypotFilled } from "./honeypot";
import { RATE_LIMITED_MESSAGE, UNREADABLE_APPLICATION_MESSAGE, appliedMessage, failedMessage } from "./message-texts";
import { findJob } from "~/lib/job-openings";
import { parseApplicationForm } from "./multipart.server";
import { appendToOutbox, saveUpload } from "./outbox.server";
import { clientKeyFor } from "./rate-limit.server";
import { checkResumeContent } from "./resume-content.server";
import { RESUME_MESSAGES } from "./resume-file";

/**
 * The career application action. The spec sends no call for an application; so that an
 * applicant is not misled, it is recorded for the operator: the résumé saved beside the
 * outbox (in `applications/`) and one outbox line of kind 'career' pointing to it.
 * When the e-mail service is configured, the operator is also told by a short e-mail
 * (name, e-mail, phone, job, the résumé's stored file name; never the résumé itself).
 * The record on disk is what counts: a failed notice is logged, the visitor still sees
 * success, and the operator finds the application in the outbox.
 *
 * Flow: multipart parse with caps → honeypot → schema (fields and résumé name, type,
 * size) → résumé bytes → rate limit → save → notify (if configured) → reply.
 */

export interface CareerActionData extends FormActionData {
  /** The job the answer is about, so the page can reopen its form on an error. */
  jobId: string | null;
}

export interface CareerServices {
  outboxPath: string;
  limiter: ReturnType<typeof messageServices>["limiter"];
  log: Pick<Console, "info" | "warn" | "error">;
  /**
   * Sends the operator's notice of each recorded application; absent when no e-mail
   * service is configured (the outbox line is then the only record, as it always is).
   */
  notifier?: MessageSender;
}

function defaultServices(): CareerServices {
  const { sender, limiter, log } = messageServices();
  const config = getConfig();
  // Without the service the shared sender would write a second outbox line: don't use it.
  return { outboxPath: config.outboxPath, limiter, log, notifier: config.emailjs ? sender : undefined };
}

export interface CareerNoticeInput {
  jobId: string;
  jobTitle: string;
  fullName: string;
  email: string;
  phone: string;
  /** Full path of the stored résumé; only its file name goes into the e-mail. */
  resumeFile: string;
}

/**
 * The operator's e-mail about one application, in the template's fields. The job title
 * becomes the subject ('Job application: {title}'); the résumé is named, not attached.
 */
export function careerNotice(input: CareerNoticeInput): MessageFields {
  const storedAs = basename(input.resumeFile);
  return {
    name: input.fullName,
    email: input.email,
    phone: input.phone,
    subject: input.jobTitle,
    message: [
      `New application for ${input.jobTitle} (${input.jobId}).`,
      `Name: ${input.fullName}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone || "(not given)"}`,
      `Résumé: ${storedAs} (kept on the server in applications/ beside the outbox; not attached)`,
    ].join("\n"),
  };
}

export function handleCareerAction(request: Request, clientAddress: string | null) {
  return createCareerActionHandler(defaultServices())(request, clientAddress);
}

export function createCareerActionHandler(services: CareerServices) {
  const { outboxPath, limiter, log, notifier } = services;
  const uploadDir = join(dirname(outboxPath), "applications");

  return async function handle(request: Request, clientAddress: string | null) {
    const parsed = await parseApplicationForm(request);
    if (!parsed.ok && parsed.reason === "bad-request") {
      return reply({ result: { status: "error" }, notice: error(UNREADABLE_APPLICATION_MESSAGE), jobId: null }, 400);
    }
    if (!parsed.ok) {
      // Refused while streaming: the text fields read before the résumé are shown again.
      const submission = parseWithZod(parsed.fields, { schema: careerFormSchema });
      return reply(
        {
          result: submission.reply({ fieldErrors: { resume: [RESUME_MESSAGES.tooLarge] } }),
          notice: null,
          jobId: jobIdOf(parsed.fields),
        },
        413,
      );
    }

    const { formData } = parsed;
    const jobId = jobIdOf(formData);
    if (isHoneypotFilled(formData)) {
      log.warn("[forms] career: honeypot filled, pretended success and recorded nothing");
      const job = findJob(jobId ?? "");
      const fake = parseWithZod(formData, { schema: careerFormSchema });
      return reply({ result: fake.reply({ resetForm: true }), notice: success(job?.title ?? "this position"), jobId });
    }

    const submission = parseWithZod(formData, { schema: careerFormSchema });
    if (submission.status !== "success") return reply({ result: submission.reply(), notice: null, jobId }, 400);

    const job = findJob(submission.value.jobId);
    const resume = formData.get("resume");
    // The schema has checked both; this narrows the types.
    if (!job || resume === null || typeof resume === "string") {
      return reply({ result: submission.reply(), notice: error(UNREADABLE_APPLICATION_MESSAGE), jobId }, 400);
    }
    const resumeName = resume.name;
    const bytes = new Uint8Array(await resume.arrayBuffer());
    const contentProblem = checkResumeContent(resumeName, bytes);
    if (contentProblem) {
      return reply(
        { result: submission.reply({ fieldErrors: { resume: [contentProblem] } }), notice: null, jobId },
        400,
      );
    }

    const decision = await limiter.consume(clientKeyFor(clientAddress));
    if (!decision.allowed) {
      log.warn(`[forms] career: rate limited, retry after ${decision.retryAfterSeconds} s`);
      return reply({ result: submission.reply(), notice: error(RATE_LIMITED_MESSAGE), jobId }, 429, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }

    const { fullName, email, phone } = submission.value;
    let savedAs: string;
    try {
      savedAs = await saveUpload(uploadDir, resumeName, bytes);
      await appendToOutbox(outboxPath, {
        kind: "career",
        fields: {
          jobId: job.id,
          jobTitle: job.title,
          fullName,
          email,
          phone: phone ?? "",
          resumeName,
          resumeType: resume.type,
          resumeBytes: String(bytes.byteLength),
          resumeFile: savedAs,
        },
      });
      log.info(`[forms] career: application for ${job.id} recorded`);
    } catch (cause) {
      log.error(
        `[forms] career: application could not be recorded: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
      return reply({ result: submission.reply(), notice: error(failedMessage("career")), jobId }, 503);
    }

    if (notifier) {
      // Recorded already, so a failure here changes nothing for the visitor. The sender
      // logs the cause (status, timeout) without the address; this line says what it means.
      const notice = careerNotice({
        jobId: job.id,
        jobTitle: job.title,
        fullName,
        email,
        phone: phone ?? "",
        resumeFile: savedAs,
      });
      // The sender never throws; should one, its error's name is all that is logged.
      const sent = await notifier
        .send("career", notice)
        .catch((cause: unknown) => ({ ok: false as const, status: cause instanceof Error ? cause.name : "error" }));
      if (!sent.ok) {
        log.warn(
          `[forms] career: e-mail notice for ${job.id} from ${maskEmail(email)} failed (${sent.status}); the application is in the outbox`,
        );
      }
    }
    return reply({ result: submission.reply({ resetForm: true }), notice: success(job.title), jobId });
  };
}

function jobIdOf(formData: FormData): string | null {
  const value = formData.get("jobId");
  return typeof value === "string" && findJob(value) ? value : null;
}

function success(jobTitle: string): FormNotice {
  return { tone: "success", message: appliedMessage(jobTitle) };
}

function error(message: string): FormNotice {
  return { tone: "error", message };
}

function reply(body: CareerActionData, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers });
}
