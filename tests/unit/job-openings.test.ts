import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { JOB_IDS, JOB_OPENINGS, findJob, jobOpeningsSchema } from "~/lib/job-openings";

describe("the job openings in data/jobs.json", () => {
  it("lists three complete job openings with unique ids", () => {
    expect(JOB_OPENINGS).toHaveLength(3);
    expect(new Set(JOB_IDS).size).toBe(3);
    for (const job of JOB_OPENINGS) {
      for (const key of ["id", "title", "location", "type", "department", "experience", "summary"] as const) {
        expect(job[key].length).toBeGreaterThan(0);
      }
      expect(findJob(job.id)).toBe(job);
    }
    expect(findJob("ceo")).toBeUndefined();
    expect(findJob("")).toBeUndefined();
  });

  it("are what the file holds, in its order", async () => {
    const file: unknown = JSON.parse(await readFile("data/jobs.json", "utf8"));
    expect(JOB_OPENINGS).toEqual(file);
    expect(JOB_IDS).toEqual(["customer-support-specialist", "content-writer-shipping-guides", "frontend-engineer"]);
  });

  it("refuse a broken file: a missing field, a duplicate id, an id unfit for a URL, an empty list", () => {
    const [job] = JOB_OPENINGS;
    const { summary: _summary, ...withoutSummary } = job;
    expect(jobOpeningsSchema.safeParse([withoutSummary]).success).toBe(false);
    expect(jobOpeningsSchema.safeParse([job, { ...job, title: "Another" }]).success).toBe(false);
    expect(jobOpeningsSchema.safeParse([{ ...job, id: "Frontend Engineer" }]).success).toBe(false);
    expect(jobOpeningsSchema.safeParse([{ ...job, title: "  " }]).success).toBe(false);
    expect(jobOpeningsSchema.safeParse([{ ...job, salary: "lots" }]).success).toBe(false);
    expect(jobOpeningsSchema.safeParse([]).success).toBe(false);
    expect(jobOpeningsSchema.safeParse([job]).success).toBe(true);
  });
});
