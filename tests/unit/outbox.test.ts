import { execFile } from "node:child_process";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendToOutbox, flushOutbox, sanitiseFileName, saveUpload, type WriteSome } from "~/lib/forms/outbox.server";
import { readOutbox } from "../helpers/outbox";
import { purgeOutbox } from "../../scripts/outbox-purge.mjs";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-test-"));
});

afterEach(async () => {
  await flushOutbox();
  await rm(dir, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe("appendToOutbox", () => {
  it("creates missing folders and the file with mode 0600, one JSON line per record", async () => {
    const path = join(dir, "a", "b", "messages.jsonl");
    const before = Date.now();
    await appendToOutbox(path, { kind: "contact", fields: { name: "Jane", message: "line 1\nline 2" } });

    expect(await modeOf(path)).toBe(0o600);
    expect((await stat(dirname(path))).isDirectory()).toBe(true);

    const text = await readFile(path, "utf8");
    expect(text.endsWith("\n")).toBe(true);
    expect(text.split("\n")).toHaveLength(2); // the message's newline is escaped inside the JSON
    const [record] = await readOutbox(path);
    expect(record.kind).toBe("contact");
    expect(record.fields).toEqual({ name: "Jane", message: "line 1\nline 2" });
    expect(new Date(record.time).toISOString()).toBe(record.time);
    expect(Date.parse(record.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("keeps 200 concurrent appends as 200 intact lines in call order", async () => {
    const path = join(dir, "messages.jsonl");
    // Long bodies make interleaving visible if writes were not serialised.
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        appendToOutbox(path, { kind: "complaint", fields: { id: String(i), message: `${i}:`.padEnd(5000, "x") } }),
      ),
    );

    const lines = (await readFile(path, "utf8")).split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(200);
    const records = await readOutbox(path);
    expect(records.map((r) => r.fields.id)).toEqual(Array.from({ length: 200 }, (_, i) => String(i)));
    for (const record of records) expect(record.fields.message).toHaveLength(5000);
  });

  it("serialises per file, so appends to different files run independently", async () => {
    const a = join(dir, "a.jsonl");
    const b = join(dir, "b.jsonl");
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        appendToOutbox(i % 2 ? a : b, { kind: "contact", fields: { i: String(i) } }),
      ),
    );
    expect(await readOutbox(a)).toHaveLength(25);
    expect(await readOutbox(b)).toHaveLength(25);
  });

  it("a failed append rejects without blocking the ones queued after it", async () => {
    const blocker = join(dir, "not-a-folder");
    await writeFile(blocker, "x");
    const path = join(blocker, "messages.jsonl"); // its parent is a file: mkdir fails
    const failed = appendToOutbox(path, { kind: "contact", fields: {} });
    const good = appendToOutbox(join(dir, "ok.jsonl"), { kind: "contact", fields: {} });
    await expect(failed).rejects.toThrow();
    await expect(good).resolves.toEqual(expect.any(String));
  });

  it("flushOutbox resolves after every queued write", async () => {
    const path = join(dir, "flush.jsonl");
    for (let i = 0; i < 20; i += 1) void appendToOutbox(path, { kind: "contact", fields: { i: String(i) } });
    await flushOutbox();
    expect(await readOutbox(path)).toHaveLength(20);
  });
});

/** A disk that fills up after `room` more bytes: writes what fits, then fails as write(2) does. */
function fullAfter(room: number): WriteSome {
  return async (handle, bytes, offset, length) => {
    if (room <= 0) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    const count = Math.min(room, length);
    room -= count;
    return (await handle.write(bytes, offset, count)).bytesWritten;
  };
}

const OUTBOX_MODULE = resolve("app/lib/forms/outbox.server.ts");

/**
 * Runs `code` in a Node.js process whose files may not grow past `kilobytes` (RLIMIT_FSIZE, as
 * a full disk would): a real write(2) that stops part-way with EFBIG. The outbox module is
 * imported as it is (Node strips its types).
 */
async function underFileSizeLimit(kilobytes: number, code: string) {
  const script = `const outbox = await import(${JSON.stringify(OUTBOX_MODULE)}); ${code}`;
  const command = `ulimit -S -f ${kilobytes} && exec "$NODE" --experimental-strip-types --no-warnings --input-type=module -e "$SCRIPT"`;
  return promisify(execFile)("bash", ["-c", command], {
    env: { ...process.env, NODE: process.execPath, SCRIPT: script },
  });
}

describe("nothing half-written (issue 30)", () => {
  const record = (name: string) => ({ kind: "contact", fields: { name, message: "x".repeat(300) } });

  it("a write that fails part-way (a full disk) leaves the outbox as it was, and the next record is whole", async () => {
    const path = join(dir, "messages.jsonl");
    await appendToOutbox(path, record("first"));
    const before = await readFile(path, "utf8");
    await expect(appendToOutbox(path, record("cut"), fullAfter(100))).rejects.toThrow(/ENOSPC/);
    await expect(appendToOutbox(path, record("nothing"), fullAfter(0))).rejects.toThrow(/ENOSPC/);
    expect(await readFile(path, "utf8")).toBe(before);
    await appendToOutbox(path, record("after"));
    expect((await readOutbox(path)).map((r) => r.fields.name)).toEqual(["first", "after"]);
  });

  it("a write that stops making progress is a failure, not an endless loop", async () => {
    const path = join(dir, "messages.jsonl");
    await expect(appendToOutbox(path, record("stuck"), async () => 0)).rejects.toThrow(/no progress/);
    expect(await readFile(path, "utf8")).toBe("");
  });

  it("ends a line another process left cut off before writing, so the new record stays readable", async () => {
    const path = join(dir, "messages.jsonl");
    const whole = `${JSON.stringify({ time: new Date().toISOString(), kind: "contact", fields: { name: "a" } })}\n`;
    await writeFile(path, `${whole}{"time":"2025-01-01T00:00:00.000Z","kind":"cont`);
    await appendToOutbox(path, record("next"));
    const lines = (await readFile(path, "utf8")).split("\n");
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[2]).fields.name).toBe("next");
    const report = await purgeOutbox(path, 30 * 86_400_000, { dryRun: true });
    expect(report).toMatchObject({ kept: 2, malformedLines: [2] });
  });

  it.skipIf(process.platform !== "linux")(
    "on a real write cut short by the file-size limit, the outbox is truncated back and the error reported",
    async () => {
      const path = join(dir, "messages.jsonl");
      // 3.9 kB of records, then the limit at 4 kB: the next 330-byte line stops part-way.
      const old = `${JSON.stringify({ time: new Date().toISOString(), kind: "contact", fields: { name: "old" } })}\n`;
      await writeFile(path, old.repeat(Math.floor(3990 / old.length)));
      const before = await readFile(path, "utf8");
      const { stdout } = await underFileSizeLimit(
        4,
        `await outbox.appendToOutbox(${JSON.stringify(path)}, ${JSON.stringify(record("cut"))}).then(() => console.log("written"), (e) => console.log(e.code));`,
      );
      expect(stdout.trim()).toBe("EFBIG");
      expect(await readFile(path, "utf8")).toBe(before);
      await appendToOutbox(path, record("after"));
      expect((await readOutbox(path)).at(-1)?.fields.name).toBe("after");
    },
  );

  it("a résumé whose write fails part-way leaves no file, whole or partial", async () => {
    const uploads = join(dir, "applications");
    await expect(saveUpload(uploads, "cv.pdf", new Uint8Array(200_000), fullAfter(65_536))).rejects.toThrow(/ENOSPC/);
    expect(await readdir(uploads)).toEqual([]);
  });

  it.skipIf(process.platform !== "linux")(
    "a résumé cut short by the file-size limit leaves no file, and a small one is stored whole",
    async () => {
      const uploads = join(dir, "applications");
      const { stdout } = await underFileSizeLimit(
        64,
        `const save = (size) => outbox.saveUpload(${JSON.stringify(uploads)}, "cv.pdf", new Uint8Array(size)).then(() => "saved", (e) => e.code);
         console.log(await save(200_000), await save(1_000));`,
      );
      expect(stdout.trim()).toBe("EFBIG saved");
      const files = await readdir(uploads);
      expect(files).toHaveLength(1);
      expect((await stat(join(uploads, files[0]))).size).toBe(1_000);
    },
  );
});

describe("saveUpload", () => {
  it("stores the bytes under a random prefix with mode 0600", async () => {
    const uploads = join(dir, "uploads");
    const bytes = new TextEncoder().encode("%PDF-1.7 résumé");
    const first = await saveUpload(uploads, "My Résumé (final).pdf", bytes);
    const second = await saveUpload(uploads, "My Résumé (final).pdf", bytes);

    expect(first).not.toBe(second);
    expect(dirname(first)).toBe(uploads);
    expect(basename(first)).toMatch(/^[0-9a-f]{16}-My_Resume_final_\.pdf$/);
    expect(await modeOf(first)).toBe(0o600);
    expect(new Uint8Array(await readFile(first))).toEqual(bytes);
    expect(await readdir(uploads)).toHaveLength(2);
  });

  it("never writes outside its folder", async () => {
    const uploads = join(dir, "uploads");
    const saved = await saveUpload(uploads, "../../etc/passwd", new Uint8Array([1]));
    expect(dirname(saved)).toBe(uploads);
    const windows = await saveUpload(uploads, "..\\..\\boot.ini", new Uint8Array([1]));
    expect(dirname(windows)).toBe(uploads);
  });
});

describe("sanitiseFileName", () => {
  it.each([
    ["cv.pdf", "cv.pdf"],
    ["Résumé 2024.docx", "Resume_2024.docx"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\cv.doc", "cv.doc"],
    [".htaccess", "htaccess"],
    ["..", "upload"],
    ["", "upload"],
    ["<script>.txt", "script_.txt"],
    ["履歴書.pdf", "pdf"],
  ])("%j → %j", (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });

  it("keeps long names to 100 characters, extension included", () => {
    const name = sanitiseFileName(`${"a".repeat(300)}.pdf`);
    expect(name).toHaveLength(100);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
