#!/usr/bin/env node
// @ts-check
// npm run outbox:purge -- [--older-than <n>h|<n>d|<n>w] [--dry-run]
//
// Retention for the local outbox (OUTBOX_PATH, default outbox/messages.jsonl): removes
// records older than the period (default 22d: see DEFAULT_OLDER_THAN) and the résumés they point to, plus résumé
// files in `applications/` beside the outbox that are older than the period and that no
// remaining line mentions. Prints one summary line; --dry-run changes nothing and first
// lists what would go. Exit status: 0 done, 1 failed (outbox untouched), 2 bad arguments.
//
// Plain JavaScript (node runs it without a TypeScript loader); the unit tests import
// purgeOutbox from here. The record format is the one appendToOutbox writes
// (app/lib/forms/outbox.server.ts): one JSON object {time, kind, fields} per line.
//
// Safety:
// - The outbox is never half-written: the kept lines go to a temporary file in the same
//   folder, which is fsynced and then renamed over the original (atomic on one file
//   system). A failure before the rename leaves the original as it was.
// - Lines that cannot be read (not JSON, not a record, a time that is not a date) are
//   kept byte for byte and reported, until they are provably older than the period: a line
//   was appended before every line after it, so once a readable record after it is old, so is
//   it, and it goes (reported too); and every line was written by the file's last change, so
//   once the file has gone the whole period without one, every line in it is old, an unfinished
//   last line too. A rewrite keeps the file's modification time (its lines are as old as they
//   were), so that rule holds across purges (the privacy policy's "every copy within 30 days"
//   holds for a line no record follows). A record appended onto a line a failed write cut off
//   (before issue 30, the server could leave one) is read from the end of that line and kept
//   as a line of its own, its fragment reported on the line before it.
// - Résumés are only ever deleted inside `applications/` beside the outbox, by file name,
//   and only after the new outbox is in place (a crash in between leaves orphan files,
//   which the next run removes, never records pointing to deleted files).
//
// Concurrency with a running server: appendToOutbox serialises appends only within the
// server's process; this command is another process, so the server may append while we
// work. Each append opens the file by name, appends one line and closes it. A line that
// landed after our read would be lost by the rename (it went to the old file, which the
// rename unlinks). So we keep the old file open and, by offset: (1) just before the
// rename, copy into the temporary file every whole line that arrived since our read
// (they are new records, kept as they are); (2) after the rename, watch the old file a
// few times more and append to the new outbox anything that still reached it (a writer
// that had opened it just before the rename). Appends that happen after the rename go to
// the new file by themselves. Lines rescued in (2) may follow a line the server wrote to
// the new file meanwhile: the order can differ by milliseconds, nothing is lost.

import { randomBytes } from "node:crypto";
import { appendFile, lstat, open, readdir, rename, rm, unlink, utimes } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { isRunAsCommand } from "./lib/run-as-command.mjs";

export const DEFAULT_OUTBOX_PATH = "outbox/messages.jsonl";
/** OUTBOX_PURGE_AFTER_DAYS (app/lib/data-practices.server.ts): 30 days of the policy less 7 of backups and a day to spare. */
export const DEFAULT_OLDER_THAN = "22d";
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };
/** How long a file must have gone unwritten before its unfinished last line counts as a crash's fragment. */
const SETTLED_MS = 10 * 60_000;
const USAGE = "usage: npm run outbox:purge -- [--older-than <n>h|<n>d|<n>w] [--dry-run]   (default --older-than 22d)";
const NEWLINE = 0x0a;

/**
 * '12h', '30d', '2w' → milliseconds. Throws on anything else (a positive whole number
 * and one unit; zero is refused, so a typo cannot empty the outbox).
 * @param {string} text
 * @returns {number}
 */
export function parseDuration(text) {
  const match = /^(\d+)([hdw])$/.exec(text.trim());
  const amount = match ? Number(match[1]) : NaN;
  if (!match || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`--older-than must look like 12h, 30d or 2w, not ${JSON.stringify(text)}`);
  }
  return amount * UNIT_MS[/** @type {"h" | "d" | "w"} */ (match[2])];
}

/**
 * @param {string[]} argv the arguments after the script name
 * @returns {{ olderThan: string, olderThanMs: number, dryRun: boolean, help: boolean }}
 */
export function parseArgs(argv) {
  let olderThan = DEFAULT_OLDER_THAN;
  let dryRun = false;
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--dry-run") dryRun = true;
    else if (arg === "--help" || arg === "-h") help = true;
    else if (arg === "--older-than") {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new Error("--older-than needs a period, e.g. 30d");
      olderThan = value;
      i += 1;
    } else if (arg.startsWith("--older-than=")) olderThan = arg.slice("--older-than=".length);
    else throw new Error(`unknown argument: ${arg}`);
  }
  return { olderThan, olderThanMs: parseDuration(olderThan), dryRun, help };
}

/**
 * @typedef {object} PurgeReport
 * @property {string} outboxPath
 * @property {boolean} outboxMissing true when there was no outbox file (nothing to do there)
 * @property {boolean} dryRun
 * @property {string} cutoff ISO time: records and orphan files older than this go
 * @property {number} kept readable records kept (lines appended during the purge included)
 * @property {number} removed records removed (or that would be, in a dry run)
 * @property {{ line: number, time: string, kind: string }[]} removedRecords
 * @property {number[]} malformedLines 1-based numbers of the lines left in place unread
 * @property {number[]} malformedRemoved 1-based numbers of unreadable lines removed: a record after
 *   each, or the whole file, was older than the period
 * @property {number[]} recoveredLines 1-based numbers of lines whose end was a whole record
 *   appended onto a cut-off one: the record is kept as a line of its own
 * @property {string[]} filesRemoved résumé paths removed (or that would be)
 * @property {boolean} rewritten whether the outbox file was replaced
 */

/**
 * Removes outbox records older than `olderThanMs` before `now` (or, with `matches`, the records it
 * picks, whatever their age: scripts/outbox-erase.mjs), and the résumé files that go with them;
 * see the header of this file for the guarantees.
 * @param {string} outboxPath
 * @param {number} olderThanMs
 * @param {{
 *   now?: number,
 *   dryRun?: boolean,
 *   settleMs?: number,
 *   matches?: (record: { time: string, kind: string, fields: Record<string, unknown>, id?: unknown }) => boolean,
 *   files?: boolean,
 *   hooks?: {
 *     afterRead?: () => Promise<void>,
 *     beforeRename?: () => Promise<void>,
 *     afterRename?: () => Promise<void>,
 *   },
 * }} [options]
 *   settleMs: pause between the checks for late appends after the rename (three checks: 600 ms by
 *   default, longer than an append's write and fdatasync, so a writer that opened the file just
 *   before the rename has written by the last check);
 *   hooks: for tests, to append as a server would at the worst moments
 * @returns {Promise<PurgeReport>}
 */
export async function purgeOutbox(
  outboxPath,
  olderThanMs,
  { now = Date.now(), dryRun = false, settleMs = 200, matches, files = true, hooks = {} } = {},
) {
  if (!(Number.isFinite(olderThanMs) && olderThanMs > 0)) throw new Error("olderThanMs must be a positive number");
  /** Whether a record goes: the one asked for (erase), else by age (purge). */
  const goes = (/** @type {NonNullable<ReturnType<typeof parseRecord>>} */ record) =>
    matches ? matches(record) : record.timeMs < now - olderThanMs;
  const cutoffMs = now - olderThanMs;
  const uploadDir = join(dirname(outboxPath), "applications");
  /** @type {PurgeReport} */
  const report = {
    outboxPath,
    outboxMissing: false,
    dryRun,
    cutoff: new Date(cutoffMs).toISOString(),
    kept: 0,
    removed: 0,
    removedRecords: [],
    malformedLines: [],
    malformedRemoved: [],
    recoveredLines: [],
    filesRemoved: [],
    rewritten: false,
  };
  /** Résumé file names of removed records. */
  const doomed = new Set();
  /** Text of every line that stays (readable or not), to spare the files it mentions. */
  const keptText = [];

  /** @type {import("node:fs/promises").FileHandle | undefined} */
  let handle;
  try {
    handle = await open(outboxPath, "r");
  } catch (error) {
    if (!isErrno(error, "ENOENT")) throw error;
    report.outboxMissing = true;
  }

  if (handle) {
    try {
      const { size, mode } = await handle.stat();
      const initial = await readRange(handle, 0, size);
      // Unchanged since before the read and not written to for the whole period: every line of
      // what was read is older than the cutoff (a purge, not an erase, which picks by record).
      const settled = await handle.stat();
      const unchanged = settled.size === size;
      const allOld = !matches && unchanged && settled.mtimeMs < cutoffMs;
      // An unfinished last line that nothing has been added to for minutes is what a crash left,
      // not an append in progress: it is ended and kept as a line of the new file (or dropped when
      // all is old). A recent one is copied last, after the rename, as it is then (step 2 below).
      const deadTail = unchanged && settled.mtimeMs < now - SETTLED_MS;
      // Whole lines only, so far.
      let consumed = initial.lastIndexOf(NEWLINE) + 1;
      const lines = initial.subarray(0, consumed).toString("utf8").split("\n");
      lines.pop(); // the empty string after the last newline
      /** @type {string[]} */
      const keptLines = [];

      /** @type {{ text: string, number: number, record?: NonNullable<ReturnType<typeof parseRecord>>, old?: boolean }[]} */
      const entries = [];
      lines.forEach((line, index) => {
        if (line.trim() === "") return; // blank lines carry nothing
        const record = parseRecord(line);
        const joined = record ? undefined : splitJoined(line);
        if (joined) {
          report.recoveredLines.push(index + 1);
          entries.push(
            { text: joined.fragment, number: index + 1 },
            { text: joined.rest, number: index + 1, record: joined.record },
          );
        } else entries.push({ text: line, number: index + 1, record });
      });
      // An unreadable line is older than every record after it: old once one of them is, or once
      // the whole file is.
      let laterOld = allOld;
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const entry = entries[i];
        if (entry.record) laterOld ||= entry.record.timeMs < cutoffMs;
        else entry.old = laterOld;
      }
      for (const { text, number, record, old } of entries) {
        if (!record) {
          if (old) report.malformedRemoved.push(number);
          else {
            report.malformedLines.push(number);
            keptLines.push(text);
          }
          continue;
        }
        const resume = record.kind === "career" ? record.fields.resumeFile : undefined;
        if (goes(record)) {
          report.removed += 1;
          report.removedRecords.push({ line: number, time: record.time, kind: record.kind });
          if (typeof resume === "string" && resume !== "") doomed.add(basename(resume.replace(/\\/g, "/")));
        } else {
          report.kept += 1;
          keptLines.push(text);
        }
      }
      if (consumed < initial.length) {
        if (allOld) report.malformedRemoved.push(lines.length + 1);
        else report.malformedLines.push(lines.length + 1);
        if (deadTail && !allOld) keptLines.push(initial.subarray(consumed).toString("utf8"));
        // Dropped or kept above: the steps below start after it.
        if (deadTail) consumed = initial.length;
      }
      keptText.push(...keptLines, initial.subarray(consumed).toString("utf8"));

      const changed = report.removed + report.malformedRemoved.length + report.recoveredLines.length > 0;
      if (!dryRun && changed) {
        await hooks.afterRead?.();
        const folder = dirname(outboxPath);
        const temp = join(
          folder,
          `.${basename(outboxPath)}.purge-${process.pid}-${randomBytes(4).toString("hex")}.tmp`,
        );
        const out = await open(temp, "wx", mode & 0o777);
        try {
          try {
            await out.chmod(mode & 0o777); // the umask may have narrowed it; keep the outbox's own
            await out.writeFile(keptLines.map((line) => `${line}\n`).join(""), "utf8");
            // (1) Whole lines appended since our read: new records, kept as they are.
            for (let round = 0; round < 20; round += 1) {
              const grown = await readRange(handle, consumed, (await handle.stat()).size);
              const whole = grown.lastIndexOf(NEWLINE) + 1;
              if (whole === 0) break;
              await out.writeFile(grown.subarray(0, whole));
              report.kept += countLines(grown.subarray(0, whole));
              keptText.push(grown.subarray(0, whole).toString("utf8"));
              consumed += whole;
            }
            await out.sync();
          } finally {
            await out.close();
          }
          // Its lines are no newer than the old file's last change: the new file says so (file header).
          const { atime, mtime } = await handle.stat();
          await utimes(temp, atime, mtime);
          await hooks.beforeRename?.();
          await rename(temp, outboxPath);
        } catch (error) {
          await rm(temp, { force: true });
          throw error;
        }
        report.rewritten = true;
        await syncFolder(folder);
        await hooks.afterRename?.();

        // (2) A writer that opened the old file just before the rename wrote there.
        for (let round = 0; round < 3; round += 1) {
          await new Promise((resolve) => setTimeout(resolve, settleMs));
          const late = await readRange(handle, consumed, (await handle.stat()).size);
          // The last look takes everything, an unfinished line too, ended so that the
          // next append starts a line of its own.
          const take = round === 2 ? late.length : late.lastIndexOf(NEWLINE) + 1;
          if (take === 0) continue;
          const chunk = late.subarray(0, take);
          const ended = chunk[chunk.length - 1] === NEWLINE ? chunk : Buffer.concat([chunk, Buffer.from("\n")]);
          await appendFile(outboxPath, ended);
          report.kept += countLines(chunk.subarray(0, chunk.lastIndexOf(NEWLINE) + 1));
          keptText.push(chunk.toString("utf8"));
          consumed += take;
        }
      }
    } finally {
      await handle.close();
    }
  }

  // Résumés: those of removed records, and old ones no remaining line mentions.
  const spared = keptText.join("\n");
  /** @type {string[]} */
  let names = [];
  try {
    // files: false for a file that names no résumé (the deliveries log).
    if (files) names = await readdir(uploadDir);
  } catch (error) {
    if (!isErrno(error, "ENOENT") && !isErrno(error, "ENOTDIR")) throw error;
  }
  for (const name of names.sort()) {
    const file = join(uploadDir, name);
    const info = await lstat(file).catch(() => undefined);
    if (!info?.isFile()) continue; // folders, links: not ours
    // An erase removes only the files of the records it picked.
    const orphan = !matches && info.mtimeMs < cutoffMs && !spared.includes(name);
    if (!(doomed.has(name) && !spared.includes(name)) && !orphan) continue;
    if (!dryRun) {
      try {
        await unlink(file);
      } catch (error) {
        if (isErrno(error, "ENOENT")) continue;
        throw error;
      }
    }
    report.filesRemoved.push(file);
  }
  return report;
}

/**
 * The one summary line, e.g.
 * `outbox purge: kept 12 records, removed 3 records and 4 files older than 30d (before 2025-01-01T00:00:00.000Z) in outbox/messages.jsonl`
 * @param {PurgeReport} report
 * @param {string} olderThan the period as typed, e.g. '30d'
 * @returns {string}
 */
export function formatSummary(report, olderThan) {
  const verb = report.dryRun ? "would remove" : "removed";
  const kept = report.dryRun ? "would keep" : "kept";
  const where = report.outboxMissing ? `; no outbox at ${report.outboxPath}` : ` in ${report.outboxPath}`;
  const lineList = (/** @type {number[]} */ numbers) =>
    `(line${numbers.length === 1 ? "" : "s"} ${numbers.join(", ")})`;
  const bad = report.malformedLines;
  const malformed = bad.length === 0 ? "" : `; ${plural(bad.length, "malformed line")} left in place ${lineList(bad)}`;
  const gone = report.malformedRemoved;
  const expired =
    gone.length === 0
      ? ""
      : `; ${report.dryRun ? "would remove" : "removed"} ${plural(gone.length, "malformed line")} older than the period ${lineList(gone)}`;
  const saved = report.recoveredLines;
  const recovered =
    saved.length === 0
      ? ""
      : `; ${plural(saved.length, "record")} read from the end of a cut-off line ${lineList(saved)}`;
  return (
    `outbox purge${report.dryRun ? " (dry run)" : ""}: ${kept} ${plural(report.kept, "record")}, ` +
    `${verb} ${plural(report.removed, "record")} and ${plural(report.filesRemoved.length, "file")} ` +
    `older than ${olderThan} (before ${report.cutoff})${where}${malformed}${expired}${recovered}`
  );
}

/** Where a record's JSON begins; JSON.stringify escapes quotes inside values, so only a record starts so. */
const RECORD_START = '{"time":"';

/**
 * A whole record appended onto a line cut off by a failed write: the fragment and the record.
 * @param {string} line
 */
function splitJoined(line) {
  const start = line.lastIndexOf(RECORD_START);
  if (start <= 0) return undefined;
  const record = parseRecord(line.slice(start));
  return record ? { fragment: line.slice(0, start), rest: line.slice(start), record } : undefined;
}

/**
 * @param {string} line
 * @returns {{ time: string, timeMs: number, kind: string, fields: Record<string, unknown>, id?: unknown } | undefined}
 */
function parseRecord(line) {
  let json;
  try {
    json = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return undefined;
  const { time, kind, fields, id } = json;
  if (typeof time !== "string" || typeof kind !== "string") return undefined;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return undefined;
  if (!Object.values(fields).every((value) => typeof value === "string")) return undefined;
  const timeMs = Date.parse(time);
  if (Number.isNaN(timeMs)) return undefined; // no age, no verdict
  return { time, timeMs, kind, fields, id };
}

/**
 * @param {import("node:fs/promises").FileHandle} handle
 * @param {number} from
 * @param {number} to
 */
async function readRange(handle, from, to) {
  const length = Math.max(0, to - from);
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, from + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}

/** So that the rename itself survives a power cut; not possible everywhere (Windows). */
async function syncFolder(/** @type {string} */ folder) {
  try {
    const dir = await open(folder, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // best effort
  }
}

/** @param {Buffer} bytes */
function countLines(bytes) {
  return bytes
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() !== "").length;
}

/** @param {number} count @param {string} noun */
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** @param {unknown} error @param {string} code */
function isErrno(error, code) {
  return error instanceof Error && "code" in error && error.code === code;
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`outbox purge: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  // The same variable and default as the server's configuration (app/lib/config.server.ts).
  const outboxPath = process.env.OUTBOX_PATH?.trim() || DEFAULT_OUTBOX_PATH;
  try {
    const report = await purgeOutbox(outboxPath, args.olderThanMs, { dryRun: args.dryRun });
    // The delivery attempts beside it (app/lib/forms/delivery-queue.server.ts), on the same period.
    const deliveries = await purgeOutbox(join(dirname(outboxPath), "deliveries.jsonl"), args.olderThanMs, {
      dryRun: args.dryRun,
      files: false,
    });
    if (report.dryRun) {
      for (const record of report.removedRecords) {
        console.log(`would remove record: line ${record.line}, ${record.kind}, ${record.time}`);
      }
      for (const file of report.filesRemoved) console.log(`would remove file: ${file}`);
    }
    for (const line of report.malformedLines) {
      console.error(`outbox purge: warning: line ${line} of ${outboxPath} is not a readable record; left in place`);
    }
    for (const line of report.malformedRemoved) {
      console.error(
        `outbox purge: warning: line ${line} of ${outboxPath} is not a readable record and is older than the period; ${report.dryRun ? "would be " : ""}removed`,
      );
    }
    for (const line of report.recoveredLines) {
      console.error(
        `outbox purge: warning: line ${line} of ${outboxPath} held a record appended onto a cut-off one; the record is kept as a line of its own`,
      );
    }
    console.log(formatSummary(report, args.olderThan));
    if (!deliveries.outboxMissing) console.log(formatSummary(deliveries, args.olderThan));
    return 0;
  } catch (error) {
    console.error(`outbox purge: failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (isRunAsCommand(import.meta.url)) process.exitCode = await main();
