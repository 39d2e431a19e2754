import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendToOutbox, flushOutbox, saveUpload } from "~/lib/forms/outbox.server";
import { eraseFromOutbox, parseEraseArgs } from "../../scripts/outbox-erase.mjs";

/**
 * `npm run outbox:erase`: one person's records and résumés go, everything else stays byte for byte,
 * also while the server appends meanwhile.
 */
const SCRIPT = resolve("scripts/outbox-erase.mjs");
let dir = "";
let outbox = "";

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-erase-"));
  outbox = join(dir, "outbox", "messages.jsonl");
  await mkdir(join(dir, "outbox"), { recursive: true });
});
afterEach(async () => {
  await flushOutbox();
  await rm(dir, { recursive: true, force: true });
});

const record = (fields: Record<string, string>, extra: Record<string, string> = {}) =>
  `${JSON.stringify({ time: "2026-11-20T10:00:00.000Z", kind: fields.resumeFile ? "career" : "contact", ...extra, fields })}\n`;

async function seed() {
  const janeResume = await saveUpload(join(dir, "outbox", "applications"), "jane-cv.pdf", new Uint8Array([37, 80]));
  const otherResume = await saveUpload(join(dir, "outbox", "applications"), "cv.pdf", new Uint8Array([37, 80]));
  const lines = {
    jane: record({ name: "Jane", email: "Jane.Doe@Example.org", message: "one" }),
    other: record({ name: "Ann", email: "ann@example.org", message: "jane.doe@example.org wrote to me" }),
    janeApplication: record({ fullName: "Jane Doe", email: " jane.doe@example.org", resumeFile: janeResume }),
    otherApplication: record({ fullName: "Bo", email: "bo@example.org", resumeFile: otherResume }),
    byId: record({ name: "Cy", email: "cy@example.org", message: "two" }, { id: "msg-42" }),
    unreadable: "{not a record\n",
  };
  await writeFile(outbox, Object.values(lines).join(""), { mode: 0o600 });
  return { lines, janeResume, otherResume };
}

describe("outbox erase", () => {
  it("removes one address's records (any letter case) and résumés; every other line stays byte for byte", async () => {
    const { lines, janeResume, otherResume } = await seed();
    const report = await eraseFromOutbox(outbox, { emails: ["JANE.DOE@example.org"] });
    expect(report.removed).toBe(2);
    expect(report.filesRemoved).toEqual([janeResume]);
    // The other person's message mentions the address in its text: theirs, kept.
    expect(await readFile(outbox, "utf8")).toBe(lines.other + lines.otherApplication + lines.byId + lines.unreadable);
    expect(await readdir(join(dir, "outbox", "applications"))).toEqual([otherResume.split("/").pop()]);
  });

  it("removes a record by its id", async () => {
    const { lines } = await seed();
    const report = await eraseFromOutbox(outbox, { ids: ["msg-42"] });
    expect(report.removed).toBe(1);
    expect(await readFile(outbox, "utf8")).not.toContain("msg-42");
    expect(await readFile(outbox, "utf8")).toContain(lines.jane);
  });

  it("a dry run changes nothing", async () => {
    const { lines } = await seed();
    const report = await eraseFromOutbox(outbox, { emails: ["jane.doe@example.org"], dryRun: true });
    expect(report.removed).toBe(2);
    expect(await readFile(outbox, "utf8")).toBe(Object.values(lines).join(""));
  });

  it("keeps what the server appends while it works, before and after its rename", async () => {
    const { lines } = await seed();
    const report = await eraseFromOutbox(outbox, {
      emails: ["jane.doe@example.org"],
      hooks: {
        afterRead: async () =>
          void (await appendToOutbox(outbox, { kind: "contact", fields: { email: "new@example.org", n: "1" } })),
        beforeRename: async () =>
          void (await appendToOutbox(outbox, { kind: "contact", fields: { email: "new@example.org", n: "2" } })),
        afterRename: async () =>
          void (await appendToOutbox(outbox, { kind: "contact", fields: { email: "new@example.org", n: "3" } })),
      },
    });
    expect(report.removed).toBe(2);
    const text = await readFile(outbox, "utf8");
    for (const n of ["1", "2", "3"]) expect(text).toContain(`"n":"${n}"`);
    expect(text).toContain(lines.other + lines.otherApplication + lines.byId + lines.unreadable);
    expect(text).not.toMatch(/"email":"\s*jane/i);
  });

  it("runs as a command: reads OUTBOX_PATH, prints counts by kind and never the address", async () => {
    await seed();
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, "--email", "jane.doe@example.org"], {
      env: { ...process.env, OUTBOX_PATH: outbox },
    });
    expect(stdout).toMatch(/removed 2 records \(1 contact, 1 career\) and 1 file in .*; 3 kept/);
    expect(stdout).not.toMatch(/jane\.doe/i);
  });

  it("refuses to run without an address or id, or with a bad address", () => {
    expect(() => parseEraseArgs([])).toThrow(/at least one --email or --id/);
    expect(() => parseEraseArgs(["--email", "not-an-address"])).toThrow(/e-mail address/);
    expect(parseEraseArgs(["--email", " A@B.org ", "--id", "x", "--dry-run"])).toEqual({
      emails: ["a@b.org"],
      ids: ["x"],
      dryRun: true,
    });
  });
});
