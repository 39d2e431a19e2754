import { z } from "zod";
import { careerApplicationSchema } from "./message-schemas";
import { checkResumeFile } from "./resume-file";

/**
 * The whole career application form: the text fields of careerApplicationSchema plus the
 * résumé, checked by name, declared type and size. Shared by the browser (which can
 * refuse a wrong file before uploading it) and the server, which also checks the bytes.
 */

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
