import { z } from "zod";
import { JOB_IDS } from "~/lib/job-openings";
import { emailAddress, FIELD_MESSAGES, optionalPhone, personName } from "./field-schemas";
import { checkResumeFile } from "./resume-file";

/**
 * The career application form: the job, the applicant's details and the résumé, checked
 * by name, declared type and size. Shared by the browser (which can refuse a wrong file
 * before uploading it) and the server, which also checks the bytes.
 */

/** The text fields: what the server can still show again when the upload is refused. */
export const careerApplicationSchema = z.object({
  jobId: z.enum(JOB_IDS, { errorMap: () => ({ message: FIELD_MESSAGES.jobUnknown }) }),
  fullName: personName(FIELD_MESSAGES.fullNameRequired),
  email: emailAddress,
  phone: optionalPhone,
});
export type CareerApplication = z.infer<typeof careerApplicationSchema>;

type FileLike = { name: string; type: string; size: number };

/** The résumé as either side holds it (a browser File or a parsed upload); null otherwise. */
export function asFileLike(value: unknown): FileLike | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("name" in value && "type" in value && "size" in value)) return null;
  const { name, type, size } = value;
  if (typeof name !== "string" || typeof type !== "string" || typeof size !== "number") return null;
  return { name, type, size };
}

export const careerFormSchema = careerApplicationSchema.extend({
  resume: z.unknown().superRefine((value, ctx) => {
    const problem = checkResumeFile(asFileLike(value));
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  }),
});
