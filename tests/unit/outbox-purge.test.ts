import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, open, readFile, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OUTBOX_PURGE_AFTER_DAYS } from "~/lib/data-practices.server";
import { appendToOutbox, flushOutbox, saveUpload } from "~/lib/forms/outbox.server";
import { readOutbox } from "../helpers/outbox";
import { formatSummary, parseArgs, parseDuration, purgeOutbox } from "../../scripts/outbox-purge.mjs";

const DAY = 86_400_000;
const NOW = Date.parse("2025-06-30T12:00:00.000Z");
const SCRIPT = resolve("scripts/outbox-purge.mjs");

let dir: string;
let outbox: string;
let uploads: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-purge-"));
  outbox = join(dir, "outbox", "messages.jsonl");
  uploads = join(dir, "outbox", "applications");
});

afterEach(async () => {
  await flushOutbox();
  await rm(dir, { recursive: true, force: true });
});

const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

function line(time: string, kind: string, fields: Record<string, string> = {}) {
  return `${JSON.stringify({ time, kind, fields })}\n`;
}

/** A résumé saved as the server saves it, with its modification time set to `days` ago. */
async function resume(days: number, name = "cv.pdf") {
  const file = await saveUpload(uploads, name, new TextEncoder().encode("%PDF-1.7 cv"));
  const when = new Date(NOW - days * DAY);
  await utimes(file, when, when);
  return file;
}

async function seed() {
  const oldResume = await resume(40);
  const newResume = await resume(2);
  await mkdir(join(dir, "outbox"), { recursive: true });
  const text =
    line(daysAgo(45), "contact", { name: "Old", email: "old@example.com", message: "hi" }) +
    line(daysAgo(40), "career", { fullName: "Old Applicant", resumeFile: oldResume }) +
    "{not json at all\n" +
    line(daysAgo(2), "career", { fullName: "New Applicant", resumeFile: newResume }) +
    `${JSON.stringify({ time: "yesterday-ish", kind: "contact", fields: {} })}\n` +
    line(daysAgo(1), "complaint", { name: "New", message: "broken" });
  await writeFile(outbox, text, { mode: 0o600 });
  return { oldResume, newResume, text };
}

describe("parseDuration and parseArgs", () => {
  it.each([
    ["12h", 12 * 3_600_000],
    ["7d", 7 * DAY],
    ["30d", 30 * DAY],
    ["2w", 14 * DAY],
  ])("%s → %i ms", (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(["", "0d", "30", "d", "1.5d", "-3d", "30 days", "5m"])("refuses %j", (text) => {
    expect(() => parseDuration(text)).toThrow(/--older-than/);
  });

  it("defaults to the purge period (22 days) and reads both flag spellings", () => {
    // The default leaves the policy's 30 days room for 7 days of backups and a day to spare.
    expect(parseArgs([])).toEqual({
      olderThan: `${OUTBOX_PURGE_AFTER_DAYS}d`,
      olderThanMs: OUTBOX_PURGE_AFTER_DAYS * DAY,
      dryRun: false,
      help: false,
    });
    expect(parseArgs(["--older-than", "12h", "--dry-run"])).toMatchObject({
      olderThanMs: 12 * 3_600_000,
      dryRun: true,
    });
    expect(parseArgs(["--older-than=7d"])).toMatchObject({ olderThan: "7d", olderThanMs: 7 * DAY });
    expect(() => parseArgs(["--older-than"])).toThrow(/needs a period/);
    expect(() => parseArgs(["--force"])).toThrow(/unknown argument/);
  });
});

describe("purgeOutbox", () => {
  it("removes old records and their résumés, keeps new ones and leaves malformed lines in place", async () => {
    const { oldResume, newResume } = await seed();
    const orphanOld = await resume(60, "orphan.pdf");
    const orphanNew = await resume(1, "recent-orphan.pdf");

    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW });

    expect(report).toMatchObject({
      kept: 2,
      removed: 2,
      malformedLines: [3, 5],
      rewritten: true,
      outboxMissing: false,
    });
    expect(report.removedRecords.map((r) => r.kind)).toEqual(["contact", "career"]);
    expect([...report.filesRemoved].sort()).toEqual([oldResume, orphanOld].sort());

    const lines = (await readFile(outbox, "utf8")).split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe("{not json at all");
    expect(JSON.parse(lines[1]).fields.fullName).toBe("New Applicant");
    expect(JSON.parse(lines[2]).time).toBe("yesterday-ish");
    expect(JSON.parse(lines[3]).kind).toBe("complaint");

    expect((await readdir(uploads)).sort()).toEqual([basename(newResume), basename(orphanNew)].sort());
  });

  it("replaces the file atomically: same mode, a new inode, no temporary file left", async () => {
    await seed();
    const before = await stat(outbox);
    await purgeOutbox(outbox, 30 * DAY, { now: NOW });
    const after = await stat(outbox);
    expect(after.ino).not.toBe(before.ino); // renamed over, not rewritten in place
    expect(after.mode & 0o777).toBe(0o600);
    expect((await readdir(join(dir, "outbox"))).sort()).toEqual(["applications", "messages.jsonl"]);
  });

  it("does not rewrite an outbox with nothing to remove", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    const text = line(daysAgo(1), "contact") + "garbage\n";
    await writeFile(outbox, text);
    const before = await stat(outbox);
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW });
    expect(report).toMatchObject({ kept: 1, removed: 0, malformedLines: [2], rewritten: false });
    expect((await stat(outbox)).ino).toBe(before.ino);
    expect(await readFile(outbox, "utf8")).toBe(text);
  });

  it("changes nothing in a dry run but reports what would go", async () => {
    const { oldResume, text } = await seed();
    const orphanOld = await resume(60, "orphan.pdf");
    const filesBefore = (await readdir(uploads)).sort();
    const inode = (await stat(outbox)).ino;

    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW, dryRun: true });

    expect(report).toMatchObject({ dryRun: true, kept: 2, removed: 2, malformedLines: [3, 5], rewritten: false });
    expect([...report.filesRemoved].sort()).toEqual([oldResume, orphanOld].sort());
    expect(await readFile(outbox, "utf8")).toBe(text);
    expect((await stat(outbox)).ino).toBe(inode);
    expect((await readdir(uploads)).sort()).toEqual(filesBefore);
    expect(formatSummary(report, "30d")).toMatch(
      /^outbox purge \(dry run\): would keep 2 records, would remove 2 records and 2 files/,
    );
  });

  it("is fine with no outbox and no applications folder", async () => {
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW });
    expect(report).toMatchObject({ outboxMissing: true, kept: 0, removed: 0, filesRemoved: [], rewritten: false });
    expect(formatSummary(report, "30d")).toBe(
      `outbox purge: kept 0 records, removed 0 records and 0 files older than 30d (before ${daysAgo(30)}); no outbox at ${outbox}`,
    );
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it("removes old orphan résumés even when the outbox is missing", async () => {
    const old = await resume(31);
    const recent = await resume(29);
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW });
    expect(report.filesRemoved).toEqual([old]);
    expect(await readdir(uploads)).toEqual([basename(recent)]);
  });

  it("spares an old résumé that a malformed line still mentions", async () => {
    const file = await resume(90);
    await mkdir(join(dir, "outbox"), { recursive: true });
    await writeFile(outbox, `${line(daysAgo(60), "contact")}{"time": "broken", "resumeFile": "${file}"\n`);
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW });
    expect(report).toMatchObject({ removed: 1, malformedLines: [2], filesRemoved: [] });
    expect(await readdir(uploads)).toEqual([basename(file)]);
  });

  it("reads a record appended onto a line a failed write cut off, and keeps it as a line of its own", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    const thanked = line(daysAgo(1), "contact", { name: "Disk 2", message: "thanked before issue 30" });
    const cutOff = line(daysAgo(1), "contact", { name: "Disk 1" }).slice(0, 40);
    await writeFile(outbox, `${line(daysAgo(3), "contact")}${cutOff}${thanked}`);
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW, settleMs: 1 });
    expect(report).toMatchObject({ kept: 2, removed: 0, malformedLines: [2], recoveredLines: [2], rewritten: true });
    expect(await readFile(outbox, "utf8")).toBe(`${line(daysAgo(3), "contact")}${cutOff}\n${thanked}`);
    expect(formatSummary(report, "30d")).toContain("; 1 record read from the end of a cut-off line (line 2)");
  });

  it("removes an unreadable line once a record after it is older than the period, and says so", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    await writeFile(
      outbox,
      `{"time":"2025-04-0\n${line(daysAgo(40), "contact")}{not json\n${line(daysAgo(1), "contact")}`,
    );
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW, settleMs: 1 });
    expect(report).toMatchObject({ kept: 1, removed: 1, malformedRemoved: [1], malformedLines: [3] });
    expect(await readFile(outbox, "utf8")).toBe(`{not json\n${line(daysAgo(1), "contact")}`);
    expect(formatSummary(report, "30d")).toContain(
      "; 1 malformed line left in place (line 3); removed 1 malformed line older than the period (line 1)",
    );
  });

  it("removes unreadable lines no record follows once the file has gone the period without a write", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    const text = `${line(daysAgo(40), "contact")}{not json
{"time":"20`;
    await writeFile(outbox, text);
    // Written 29 days ago: not yet provably old, kept byte for byte.
    const lastWrite = new Date(NOW - 29 * DAY);
    await utimes(outbox, lastWrite, lastWrite);
    const young = await purgeOutbox(outbox, 30 * DAY, { now: NOW, settleMs: 1 });
    expect(young).toMatchObject({ removed: 1, malformedLines: [2, 3], malformedRemoved: [], rewritten: true });
    expect(await readFile(outbox, "utf8")).toBe('{not json\n{"time":"20\n');
    // The rewrite kept the file's age: its lines are no newer than they were.
    expect((await stat(outbox)).mtimeMs).toBe(lastWrite.getTime());

    // Two days on, the file has gone 31 days without a write: both lines go, the unfinished one too.
    const later = await purgeOutbox(outbox, 30 * DAY, { now: NOW + 2 * DAY, settleMs: 1 });
    expect(later).toMatchObject({ kept: 0, removed: 0, malformedLines: [], malformedRemoved: [1, 2], rewritten: true });
    expect(await readFile(outbox, "utf8")).toBe("");
    expect(formatSummary(later, "30d")).toContain("removed 2 malformed lines older than the period (lines 1, 2)");
  });

  it("keeps unreadable lines of a file written to within the period, and an erase never takes them by age", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    const text = `{not json\n${line(daysAgo(1), "contact", { email: "a@example.com" })}`;
    await writeFile(outbox, text);
    const old = new Date(NOW - 60 * DAY);
    await utimes(outbox, old, old);
    // A file that says it is old but holds a record of yesterday: the record's own time decides.
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW, settleMs: 1 });
    expect(report).toMatchObject({ kept: 1, removed: 0, malformedLines: [], malformedRemoved: [1], rewritten: true });
    await writeFile(outbox, text);
    await utimes(outbox, old, old);
    const erased = await purgeOutbox(outbox, NOW, {
      now: NOW,
      settleMs: 1,
      matches: (record) => record.fields.email === "a@example.com",
    });
    expect(erased).toMatchObject({ removed: 1, malformedLines: [1], malformedRemoved: [] });
    expect(await readFile(outbox, "utf8")).toBe("{not json\n");
  });

  it("keeps an unfinished last line byte for byte and reports it", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    await writeFile(outbox, `${line(daysAgo(60), "contact")}${line(daysAgo(1), "contact")}{"time":"20`);
    const report = await purgeOutbox(outbox, 30 * DAY, { now: NOW, settleMs: 1 });
    expect(report).toMatchObject({ kept: 1, removed: 1, malformedLines: [3] });
    const text = await readFile(outbox, "utf8");
    expect(text).toBe(`${line(daysAgo(1), "contact")}{"time":"20\n`);
  });

  it("keeps records the server appends while the purge runs, before and after the rename", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    await writeFile(outbox, line(daysAgo(60), "contact", { n: "old" }) + line(daysAgo(1), "contact", { n: "kept" }));
    let lateWriter: Awaited<ReturnType<typeof open>> | undefined;

    const report = await purgeOutbox(outbox, 30 * DAY, {
      now: NOW,
      settleMs: 1,
      hooks: {
        // After our read: the server appends two lines, and one writer has the file open.
        afterRead: async () => {
          await appendToOutbox(outbox, { kind: "contact", fields: { n: "during-1" } });
          await appendToOutbox(outbox, { kind: "contact", fields: { n: "during-2" } });
          lateWriter = await open(outbox, "a");
        },
        // Between the last copy and the rename: lands in the old file, rescued afterwards.
        beforeRename: async () =>
          void (await appendToOutbox(outbox, { kind: "contact", fields: { n: "just-before" } })),
        // After the rename: that writer writes to the old (now unlinked) file, and a new
        // append goes to the new file by name.
        afterRename: async () => {
          await lateWriter?.write(line(new Date(NOW).toISOString(), "contact", { n: "late" }));
          await lateWriter?.close();
          await appendToOutbox(outbox, { kind: "contact", fields: { n: "after" } });
        },
      },
    });

    expect(report).toMatchObject({ removed: 1, kept: 5, malformedLines: [] });
    const names = (await readOutbox(outbox)).map((record) => record.fields.n);
    expect(names.sort()).toEqual(["after", "during-1", "during-2", "just-before", "kept", "late"]);
    expect(names).not.toContain("old");
    expect(await readdir(join(dir, "outbox"))).toEqual(["messages.jsonl"]);
  });

  it("removes its temporary file and leaves the original when the replacement fails", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    const text = line(daysAgo(60), "contact") + line(daysAgo(1), "contact");
    await writeFile(outbox, text);
    let temporary: string[] = [];
    const purge = purgeOutbox(outbox, 30 * DAY, {
      now: NOW,
      hooks: {
        beforeRename: async () => {
          temporary = (await readdir(join(dir, "outbox"))).filter((name) => name.endsWith(".tmp"));
          throw new Error("disk trouble");
        },
      },
    });
    await expect(purge).rejects.toThrow("disk trouble");
    expect(temporary).toHaveLength(1); // it existed, fsynced, just before the rename
    expect(await readFile(outbox, "utf8")).toBe(text);
    expect(await readdir(join(dir, "outbox"))).toEqual(["messages.jsonl"]);
  });

  it.skipIf(process.getuid?.() === 0)(
    "leaves the original untouched and no temporary file when the rewrite fails",
    async () => {
      await mkdir(join(dir, "outbox"), { recursive: true });
      const text = line(daysAgo(60), "contact") + line(daysAgo(1), "contact");
      await writeFile(outbox, text);
      // A read-only folder: the outbox reads fine, but no temporary file can be created.
      await chmod(join(dir, "outbox"), 0o500);
      try {
        await expect(purgeOutbox(outbox, 30 * DAY, { now: NOW })).rejects.toThrow(/EACCES/);
        expect(await readFile(outbox, "utf8")).toBe(text);
        expect(await readdir(join(dir, "outbox"))).toEqual(["messages.jsonl"]);
      } finally {
        await chmod(join(dir, "outbox"), 0o700);
      }
    },
  );
});

describe("the command", () => {
  const run = promisify(execFile);

  it("reads OUTBOX_PATH, prints one summary line and purges", async () => {
    await mkdir(join(dir, "outbox"), { recursive: true });
    const recent = new Date(Date.now() - 3_600_000).toISOString();
    const old = new Date(Date.now() - 10 * DAY).toISOString();
    await writeFile(outbox, line(old, "contact") + line(recent, "contact"));

    const dry = await run(process.execPath, [SCRIPT, "--older-than", "7d", "--dry-run"], {
      env: { ...process.env, OUTBOX_PATH: outbox },
    });
    expect(dry.stdout).toContain(`would remove record: line 1, contact, ${old}`);
    expect(dry.stdout.trimEnd().split("\n").at(-1)).toMatch(
      /^outbox purge \(dry run\): would keep 1 record, would remove 1 record and 0 files older than 7d \(before .+\) in /,
    );
    expect(await readOutbox(outbox)).toHaveLength(2);

    const real = await run(process.execPath, [SCRIPT, "--older-than=7d"], {
      env: { ...process.env, OUTBOX_PATH: outbox },
    });
    expect(real.stdout.trimEnd().split("\n")).toHaveLength(1);
    expect(real.stdout).toMatch(/^outbox purge: kept 1 record, removed 1 record and 0 files older than 7d/);
    expect((await readOutbox(outbox)).map((r) => r.time)).toEqual([recent]);
  });

  it("refuses a bad period with status 2 and the usage", async () => {
    const failure = await run(process.execPath, [SCRIPT, "--older-than", "soon"], {
      env: { ...process.env, OUTBOX_PATH: outbox },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect("stderr" in failure ? failure.stderr : "").toMatch(/usage: npm run outbox:purge/);
  });
});
