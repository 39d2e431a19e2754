import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendToOutbox, flushOutbox, sanitiseFileName, saveUpload } from "~/lib/forms/outbox.server";
import { readOutbox } from "../helpers/outbox";

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
