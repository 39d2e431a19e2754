import { randomBytes, randomUUID } from "node:crypto";
import { link, mkdir, open, unlink, type FileHandle } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

/**
 * The local outbox: when no e-mail service is configured, messages are appended to a
 * JSON Lines file that the operator reads. It holds personal data, so files are created
 * readable by the owner only (0600) and folders 0700. Old records and résumés are
 * removed by `npm run outbox:purge` (scripts/outbox-purge.mjs), which copes with
 * appends made while it runs.
 *
 * Nothing is half-written (issue 30): a record is one whole line or nothing (appendWhole), a
 * résumé a whole file or none (saveUpload), and each is on disk before it resolves, so a
 * visitor is thanked only for what was really kept.
 *
 * The API: appendToOutbox (a record), saveUpload (a résumé), flushOutbox (before the process
 * stops), and appendWhole, the one place a line is added to a JSON Lines file.
 */

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** Tail of the write chain per resolved path: each append waits for the previous one. */
const queues = new Map<string, Promise<void>>();
/** Every write still running (appends and uploads), for flushOutbox. */
const pending = new Set<Promise<unknown>>();

function track<T>(promise: Promise<T>): Promise<T> {
  pending.add(promise);
  const forget = () => pending.delete(promise);
  promise.then(forget, forget);
  return promise;
}

/**
 * One write(2) of `length` bytes of `bytes` from `offset`: how many were written. The default is
 * the file handle's own; tests pass one that fails part-way, as a full disk does.
 */
export type WriteSome = (handle: FileHandle, bytes: Uint8Array, offset: number, length: number) => Promise<number>;

const writeSome: WriteSome = async (handle, bytes, offset, length) =>
  (await handle.write(bytes, offset, length)).bytesWritten;

/**
 * Appends one line `{id, time, kind, fields}` and resolves with its id (a random UUID: what the
 * delivery queue and `outbox:erase --id` know a record by). Appends to the same file are serialised
 * through a promise chain within this process; each is appendWhole, so a failed one leaves
 * nothing behind and never joins the next record onto a fragment.
 */
export function appendToOutbox(
  path: string,
  record: { kind: string; fields: Record<string, string> },
  write: WriteSome = writeSome,
): Promise<string> {
  const key = resolve(path);
  const id = randomUUID();
  const line = `${JSON.stringify({ id, time: new Date().toISOString(), kind: record.kind, fields: record.fields })}\n`;
  const previous = queues.get(key) ?? Promise.resolve();
  // A failed append must not block the ones queued after it, hence the catch.
  const append = previous
    .catch(() => undefined)
    .then(async () => {
      await mkdir(dirname(key), { recursive: true, mode: DIR_MODE });
      await appendWhole(key, line, write);
    });
  queues.set(key, append);
  // Drop the map entry once this is the last write, so the map does not grow per path forever.
  const cleanup = () => {
    if (queues.get(key) === append) queues.delete(key);
  };
  append.then(cleanup, cleanup);
  return track(append.then(() => id));
}

/**
 * Adds `line` (ending in a newline) to the end of `path` whole or not at all, and on disk
 * (fdatasync) before it resolves:
 * 1. A file that does not end in a newline holds a line cut off by an append that failed in
 *    another process (or before this code): it is ended first, so this record starts a line of
 *    its own and stays readable; the fragment is left for the readers to report. Cutting it off
 *    instead could cut a line another process is writing at this moment.
 * 2. Every byte is written (a short write is continued; one that makes no progress is an error).
 * 3. If anything fails, the file is truncated back to its length before, when nothing but this
 *    append's bytes came after it (always, unless another process appended meanwhile), and the
 *    error is rethrown. Otherwise the fragment is left, ended by the next append (1).
 */
export async function appendWhole(path: string, line: string, write: WriteSome = writeSome): Promise<void> {
  const handle = await open(path, "a+", FILE_MODE);
  try {
    const { size: start } = await handle.stat();
    const cut = start > 0 && !(await endsWithNewline(handle, start));
    const progress = { written: 0 };
    try {
      await writeAll(handle, Buffer.from(cut ? `\n${line}` : line, "utf8"), write, progress);
    } catch (error) {
      const { size } = await handle.stat().catch(() => ({ size: -1 }));
      if (size === start + progress.written) await handle.truncate(start).catch(() => undefined);
      throw error;
    }
    // A new file's folder entry, too, must survive a power cut.
    if (start === 0) await syncFolder(dirname(path));
  } finally {
    await handle.close();
  }
}

/**
 * Writes every byte (a short write is continued; one that makes no progress is an error), then
 * fdatasync; `progress.written` says how far it got when it throws.
 */
async function writeAll(handle: FileHandle, bytes: Uint8Array, write: WriteSome, progress = { written: 0 }) {
  while (progress.written < bytes.byteLength) {
    const count = await write(handle, bytes, progress.written, bytes.byteLength - progress.written);
    if (!(count > 0)) throw Object.assign(new Error("the write made no progress"), { code: "EIO" });
    progress.written += count;
  }
  await handle.datasync();
}

async function endsWithNewline(handle: FileHandle, size: number): Promise<boolean> {
  const last = Buffer.alloc(1);
  const { bytesRead } = await handle.read(last, 0, 1, size - 1);
  return bytesRead === 1 && last[0] === 0x0a;
}

/** So that a new file's (or a rename's) folder entry survives a power cut; best effort. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not possible everywhere (Windows); the data itself was synced.
  }
}

/** A file name safe on every file system: letters, digits, dot, dash, underscore; no leading dot. */
export function sanitiseFileName(fileName: string): string {
  const base = basename(fileName.replace(/\\/g, "/"))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // drop accents rather than whole letters
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[._-]+/, "");
  const trimmed = base.slice(-100); // keep the end, where the extension is
  return trimmed === "" || /^\.+$/.test(trimmed) ? "upload" : trimmed;
}

/**
 * Stores an uploaded file (a résumé) as `{random}-{sanitised name}` in `dir`, created
 * 0600 and never overwriting, whole or not at all: the bytes go to a hidden `.part` file,
 * which is synced and then linked under its name (a link never replaces a file) and removed.
 * A failure leaves no file behind. Returns the full path of the stored file.
 */
export function saveUpload(
  dir: string,
  fileName: string,
  bytes: Uint8Array,
  write: WriteSome = writeSome,
): Promise<string> {
  const name = `${randomBytes(8).toString("hex")}-${sanitiseFileName(fileName)}`;
  const target = join(dir, name);
  const temporary = join(dir, `.${name}.part`);
  return track(
    (async () => {
      await mkdir(dir, { recursive: true, mode: DIR_MODE });
      try {
        const handle = await open(temporary, "wx", FILE_MODE);
        try {
          await writeAll(handle, bytes, write);
        } finally {
          await handle.close();
        }
        await link(temporary, target);
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
      await syncFolder(dir);
      return target;
    })(),
  );
}

/** Removes a stored upload whose record could not be written; best effort. */
export async function removeUpload(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

/** Resolves when every write queued so far (and any queued meanwhile) has finished. */
export async function flushOutbox(): Promise<void> {
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
  }
}
