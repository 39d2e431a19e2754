import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { dirname, join } from "node:path";
import { getConfig } from "~/lib/config.server";
import { careerFormSchema } from "./career-form";
import type { FormActionData, FormNotice } from "./form-notice";
import { messageServices } from "./message-service.server";
import { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE, RESUME_MESSAGES, appliedMessage, checkResumeContent, findJob } from "./message-schemas";
import { parseApplicationForm } from "./multipart.server";
import { appendToOutbox, saveUpload } from "./outbox.server";
import { trustedClientKey } from "./rate-limit.server";

/**
 * The career application action. The spec sends no call for an application; so that an
 * applicant is not misled, it is recorded for the operator: the résumé saved beside the
 * outbox (in `applications/`) and one outbox line of kind 'career' pointing to it.
 *
 * Flow: multipart parse with caps → honeypot → schema (fields and résumé name, type,
 * size) → résumé bytes → rate limit → save → reply.
 */

export interface CareerActionData extends FormActionData {
  /** The job the answer is about, so the page can reopen its form on an error. */
  jobId: string | null;
}

export const APPLICATION_FAILED_MESSAGE =
  "Sorry, there was an error sending your application. Please try again later.";
export const UNREADABLE_APPLICATION_MESSAGE =
  "Sorry, your application could not be read. Please fill in the form again.";

export interface CareerServices {
  outboxPath: string;
  limiter: ReturnType<typeof messageServices>["limiter"];
  trustProxy: boolean;
  log: Pick<Console, "info" | "warn" | "error">;
}

function defaultServices(): CareerServices {
  const { limiter, trustProxy, log } = messageServices();
  return { outboxPath: getConfig().outboxPath, limiter, trustProxy, log };
}

export function handleCareerAction(request: Request) {
  return createCareerActionHandler(defaultServices())(request);
}

export function createCareerActionHandler(services: CareerServices) {
  const { outboxPath, limiter, trustProxy, log } = services;
  const uploadDir = join(dirname(outboxPath), "applications");

  return async function handle(request: Request) {
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
    const decoy = formData.get(HONEYPOT_FIELD);
    if (typeof decoy === "string" && decoy.trim() !== "") {
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
      return reply({ result: submission.reply({ fieldErrors: { resume: [contentProblem] } }), notice: null, jobId }, 400);
    }

    const decision = limiter.check(trustedClientKey(request, trustProxy));
    if (!decision.allowed) {
      log.warn(`[forms] career: rate limited, retry after ${decision.retryAfterSeconds} s`);
      return reply({ result: submission.reply(), notice: error(RATE_LIMITED_MESSAGE), jobId }, 429, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }

    try {
      const savedAs = await saveUpload(uploadDir, resumeName, bytes);
      const { fullName, email, phone } = submission.value;
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
      log.error(`[forms] career: application could not be recorded: ${cause instanceof Error ? cause.message : String(cause)}`);
      return reply({ result: submission.reply(), notice: error(APPLICATION_FAILED_MESSAGE), jobId }, 503);
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
