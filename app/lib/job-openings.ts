import { z } from "zod";
import jobsFile from "../../data/jobs.json";

/**
 * The open positions on the careers page, kept as content in data/jobs.json. Imported
 * (not read from disk) so the page's components can render them in the browser too;
 * checked once when this module loads, so a broken edit fails loudly (in the unit tests
 * and on the first page load) instead of showing a half-empty card.
 */

const jobOpeningSchema = z
  .object({
    /** The URL and form value: lower-case words joined by dashes. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().trim().min(1),
    location: z.string().trim().min(1),
    type: z.string().trim().min(1),
    department: z.string().trim().min(1),
    experience: z.string().trim().min(1),
    summary: z.string().trim().min(1),
  })
  .strict();

export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const jobOpeningsSchema = z
  .array(jobOpeningSchema)
  .min(1)
  .refine((jobs) => new Set(jobs.map((job) => job.id)).size === jobs.length, "Job ids must be unique");

export const JOB_OPENINGS: readonly JobOpening[] = jobOpeningsSchema.parse(jobsFile);

const [firstJobId, ...otherJobIds] = JOB_OPENINGS.map((job) => job.id);
/** Non-empty tuple of the job ids, as z.enum needs (the schema guarantees one job at least). */
export const JOB_IDS: readonly [string, ...string[]] = [firstJobId, ...otherJobIds];

export function findJob(id: string): JobOpening | undefined {
  return JOB_OPENINGS.find((job) => job.id === id);
}

/**
 * A translation of the openings (data/<language>/jobs.json), checked like the English and
 * against it: the same jobs, by id and in order (every field is required by the schema), so
 * an application names the same job in either language.
 */
export function translatedJobOpenings(file: unknown, english: readonly JobOpening[] = JOB_OPENINGS): JobOpening[] {
  const jobs = jobOpeningsSchema.parse(file);
  const ids = jobs.map((job) => job.id).join(",");
  const englishIds = english.map((job) => job.id).join(",");
  if (ids !== englishIds)
    throw new Error(`The translated job openings (${ids}) are not the English ones (${englishIds})`);
  return jobs;
}
