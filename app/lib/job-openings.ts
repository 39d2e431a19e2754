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
