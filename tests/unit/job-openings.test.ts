import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { JOB_IDS, JOB_OPENINGS, findJob, jobOpeningsSchema, translatedJobOpenings } from "~/lib/job-openings";
import { findJobIn, jobOpeningsIn } from "~/lib/job-openings.server";

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

describe("the job openings in Spanish (data/es/jobs.json)", () => {
  it("are the English jobs, by id and in order, each field translated", () => {
    const spanish = jobOpeningsIn("es");
    expect(spanish.map((job) => job.id)).toEqual(JOB_IDS);
    spanish.forEach((job, index) => {
      expect(Object.keys(job)).toEqual(Object.keys(JOB_OPENINGS[index]));
      expect(job.title).not.toBe(JOB_OPENINGS[index].title);
      expect(job.summary).not.toBe(JOB_OPENINGS[index].summary);
    });
    expect(jobOpeningsIn("en")).toBe(JOB_OPENINGS);
    expect(findJobIn("frontend-engineer", "es")?.title).toBe("Ingeniero(a) frontend");
    expect(findJobIn("ceo", "es")).toBeUndefined();
  });

  it("refuse a translation that lacks a job, adds one or reorders them", () => {
    const translated = jobOpeningsIn("es");
    expect(() => translatedJobOpenings(translated.slice(1))).toThrow(/not the English ones/);
    expect(() => translatedJobOpenings([...translated].reverse())).toThrow(/not the English ones/);
    expect(() => translatedJobOpenings([...translated, { ...translated[0], id: "chef" }])).toThrow();
    const { summary: _summary, ...withoutSummary } = translated[0];
    expect(() => translatedJobOpenings([withoutSummary, ...translated.slice(1)])).toThrow();
    expect(translatedJobOpenings(translated)).toEqual(translated);
  });
});
