import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import type { Language } from "~/i18n/languages";
import { findJob, type JobOpening } from "~/lib/job-openings";
import { findJobIn } from "~/lib/job-openings.server";
import { careerApplicationSchema, careerFormSchema, type CareerApplication } from "./career-form";
import { errorNotice, type FormActionData } from "./form-notice";
import { formFields } from "./form-limits.server";
import type { BodyRead, MessageDefinition } from "./message-action.server";
import { schemaFields, type MessageFields, type SchemaFields } from "./message-fields";
import type { MessageServices } from "./message-services.server";
import { countMessageStored } from "~/lib/metrics.server";
import { UNREADABLE_APPLICATION_MESSAGE, UNREADABLE_FIELDS_MESSAGE, appliedMessage } from "./message-texts";
import { readForm } from "./read-form.server";
import { appendToOutbox, removeUpload, saveUpload } from "./outbox.server";
import { checkResumeContent } from "./resume-content.server";
import { RESUME_MESSAGES, RESUME_RULES } from "./resume-file";

/**
 * The career application as a kind of message. The spec sends no call for an application;
 * so that an applicant is not misled, it is recorded for the operator: the résumé saved
 * beside the outbox (in `applications/`) and one outbox line of kind 'career' pointing to
 * it. With an e-mail transport, the operator is also told by a short e-mail sent from that
 * line by the delivery queue (name, e-mail, phone, job; never the résumé, nor its file name,
 * which may say more), retried until delivered.
 */

export interface CareerContext {
  /** The job the answer is about, so the page can reopen its form on an error. */
  jobId: string | null;
}
export type CareerActionData = FormActionData & CareerContext;

interface Application extends CareerApplication {
  /** The job in English, as the operator reads it. */
  job: JobOpening;
  /** The language of the page the applicant wrote from. */
  language: Language;
  resume: File;
  bytes: Uint8Array;
}

export const careerApplication: MessageDefinition<typeof careerFormSchema, Application, CareerContext> = {
  kind: "career",
  schema: careerFormSchema,
  readBody: readApplication,
  context: (formData) => ({ jobId: findJob(textOf(formData, "jobId"))?.id ?? null }),
  successMessage(formData, language) {
    const job = findJobIn(textOf(formData, "jobId"), language);
    return job ? appliedMessage(job.title) : { message: "forms.notice.appliedNoJob" };
  },
  async prepare(value, formData, language) {
    const job = findJob(value.jobId);
    const resume = formData.get("resume");
    // The schema has checked both; this narrows the types.
    if (!job || resume === null || typeof resume === "string") {
      return { ok: false, notice: errorNotice(UNREADABLE_APPLICATION_MESSAGE) };
    }
    const bytes = new Uint8Array(await resume.arrayBuffer());
    const problem = checkResumeContent(resume.name, bytes);
    if (problem) return { ok: false, fieldErrors: { resume: [problem] } };
    return { ok: true, payload: { ...value, job, resume, bytes, language } };
  },
  // The same person applying for the same job with the same file.
  fingerprint: ({ job, fullName, email, phone, bytes }) =>
    JSON.stringify([job.id, fullName, email, phone ?? "", createHash("sha256").update(bytes).digest("base64")]),
  deliver: recordApplication,
};

/** The whole application: the résumé, its multipart framing and the text fields (nginx's client_max_body_size too). */
export const MAX_APPLICATION_BYTES = 7 * 1024 * 1024;

/** The multipart body, read with caps; an oversized résumé is refused beside its field. */
async function readApplication(request: Request): Promise<BodyRead> {
  const read = await readForm(request, {
    fields: formFields(careerFormSchema),
    maxBytes: MAX_APPLICATION_BYTES,
    maxFileBytes: RESUME_RULES.maxBytes,
  });
  if (read.ok) return read;
  if (read.reason === "out-of-bounds") {
    return { ok: false, status: 400, fields: read.fields, notice: errorNotice(UNREADABLE_FIELDS_MESSAGE) };
  }
  if (read.reason !== "too-large") {
    return { ok: false, status: read.status, notice: errorNotice(UNREADABLE_APPLICATION_MESSAGE) };
  }
  // The text fields read before the résumé are shown again, so a large file costs nothing typed.
  return { ok: false, status: 413, fields: read.fields, fieldErrors: { resume: [RESUME_MESSAGES.tooLarge] } };
}

/**
 * Saves the résumé and the outbox line; with an e-mail transport, the delivery queue then sends the
 * operator's notice from that line (careerNotice, through message-services' mailParams), retried
 * until delivered. The visitor is thanked once both are on disk.
 */
async function recordApplication(application: Application, services: MessageServices): Promise<boolean> {
  const { outboxPath, stored, log } = services;
  const { job, resume, bytes } = application;
  // Every text field of the form, and the language of the page the applicant wrote from; the
  // résumé is not a text field and is described explicitly below.
  const fields = { language: application.language, ...schemaFields(careerApplicationSchema, application) };
  let savedAs: string | undefined;
  let id: string;
  try {
    savedAs = await saveUpload(join(dirname(outboxPath), "applications"), resume.name, bytes);
    id = await appendToOutbox(outboxPath, {
      kind: "career",
      fields: {
        ...fields,
        jobTitle: job.title,
        resumeName: resume.name,
        resumeType: resume.type,
        resumeBytes: String(bytes.byteLength),
        resumeFile: savedAs,
      },
    });
    log.info({ event: "application-recorded", kind: "career", jobId: job.id }, "application recorded");
    countMessageStored("career", true);
  } catch (cause) {
    // A résumé no record names would be kept for nobody: the visitor is told it failed and sends again.
    if (savedAs) await removeUpload(savedAs);
    log.error(
      {
        event: "application-not-recorded",
        kind: "career",
        jobId: job.id,
        error: cause instanceof Error ? cause.message : String(cause),
      },
      "application could not be recorded",
    );
    countMessageStored("career", false);
    return false;
  }
  stored?.(id);
  return true;
}

export type CareerNoticeInput = SchemaFields<typeof careerApplicationSchema> & { jobTitle: string; language: Language };

/**
 * The operator's e-mail about one application, in the template's fields. The job title
 * becomes the subject ('Job application: {title}'). The résumé is neither attached nor named:
 * its file name ("Jane-Doe-CV.pdf") may say more than the form did, and the e-mail service
 * needs none of it; the operator finds it through the outbox line. Every field of the form
 * is carried too, under its own name, so a field added to the form reaches the operator.
 */
export function careerNotice(input: CareerNoticeInput): MessageFields {
  return {
    ...input,
    name: input.fullName,
    email: input.email,
    phone: input.phone,
    subject: input.jobTitle,
    message: [
      `New application for ${input.jobTitle} (${input.jobId}).`,
      `Name: ${input.fullName}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone || "(not given)"}`,
      "Résumé: kept on the server in applications/ beside the outbox; its line in the outbox names the file (not attached)",
    ].join("\n"),
  };
}

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}
