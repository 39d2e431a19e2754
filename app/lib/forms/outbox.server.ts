import { randomBytes, randomUUID } from "node:crypto";
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

/**
 * The local outbox: when no e-mail service is configured, messages are appended to a
 * JSON Lines file that the operator reads. It holds personal data, so files are created
 * readable by the owner only (0600) and folders 0700. Old records and résumés are
 * removed by `npm run outbox:purge` (scripts/outbox-purge.mjs), which copes with
 * appends made while it runs.
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
 * Appends one line `{id, time, kind, fields}` and resolves with its id (a random UUID: what the
 * delivery queue and `outbox:erase --id` know a record by). Appends to the same file are serialised
 * through a promise chain and each line is a single appendFile call, so concurrent
 * requests in this process never interleave or lose a line.
 */
export function appendToOutbox(
  path: string,
  record: { kind: string; fields: Record<string, string> },
): Promise<string> {
  const key = resolve(path);
  const id = randomUUID();
  const line = `${JSON.stringify({ id, time: new Date().toISOString(), kind: record.kind, fields: record.fields })}\n`;
  const previous = queues.get(key) ?? Promise.resolve();
  // A failed append must not block the ones queued after it, hence the catch.
  const write = previous
    .catch(() => undefined)
    .then(async () => {
      await mkdir(dirname(key), { recursive: true, mode: DIR_MODE });
      await appendFile(key, line, { encoding: "utf8", mode: FILE_MODE, flag: "a" });
    });
  queues.set(key, write);
  // Drop the map entry once this is the last write, so the map does not grow per path forever.
  const cleanup = () => {
    if (queues.get(key) === write) queues.delete(key);
  };
  write.then(cleanup, cleanup);
  return track(write.then(() => id));
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
 * 0600 and never overwriting. Returns the full path of the stored file.
 */
export function saveUpload(dir: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const target = join(dir, `${randomBytes(8).toString("hex")}-${sanitiseFileName(fileName)}`);
  return track(
    (async () => {
      await mkdir(dir, { recursive: true, mode: DIR_MODE });
      await writeFile(target, bytes, { mode: FILE_MODE, flag: "wx" });
      return target;
    })(),
  );
}

/** Resolves when every write queued so far (and any queued meanwhile) has finished. */
export async function flushOutbox(): Promise<void> {
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
  }
}
