#!/usr/bin/env node
// @ts-check
// npm run outbox:erase -- --email ADDRESS [--email …] [--id ID …] [--dry-run] [--outbox PATH]
//
// One person's data, erased on request (docs/product.md §D10.3; the privacy policy's "delete it sooner"):
// every outbox record whose `email` field is the address (letter case and spaces aside), or whose
// id is given, and the résumés those records point to. Safe while the server runs: the same
// rewrite as the purge (scripts/outbox-purge.mjs: a temporary file renamed over the outbox, with
// the records appended meanwhile carried over), so nothing else changes and nothing is lost.
// --outbox names another outbox file than OUTBOX_PATH's, such as a backup unpacked to be cleaned
// (deploy/README.md, "Backups"). Prints what it removed: how many records of which kind and
// which files, never the address. Exit status: 0 done (also when nothing matched), 1 failed,
// 2 bad arguments.
import { DEFAULT_OUTBOX_PATH, purgeOutbox } from "./outbox-purge.mjs";
import { isRunAsCommand } from "./lib/run-as-command.mjs";

const USAGE = "usage: npm run outbox:erase -- --email ADDRESS | --id ID  [more of either] [--dry-run] [--outbox PATH]";

/** The form of an address both sides are compared in: trimmed, lower case. */
const normalise = (/** @type {string} */ address) => address.trim().toLowerCase();

/**
 * @param {string[]} argv
 * @returns {{ emails: string[], ids: string[], dryRun: boolean, outbox?: string }}
 */
export function parseEraseArgs(argv) {
  /** @type {{ emails: string[], ids: string[], dryRun: boolean, outbox?: string }} */
  const options = { emails: [], ids: [], dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith("--")) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === "--email") {
      const email = normalise(value());
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`--email needs an e-mail address`);
      options.emails.push(email);
    } else if (arg === "--id") options.ids.push(value().trim());
    else if (arg === "--outbox") options.outbox = value();
    else if (arg === "--dry-run") options.dryRun = true;
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (options.emails.length === 0 && options.ids.length === 0) throw new Error("name at least one --email or --id");
  return options;
}

/**
 * Removes the records of these addresses and ids, and their résumés.
 * @param {string} outboxPath
 * @param {{ emails?: string[], ids?: string[], dryRun?: boolean, hooks?: Parameters<typeof purgeOutbox>[2] extends infer O ? O extends { hooks?: infer H } ? H : never : never }} request
 */
export function eraseFromOutbox(outboxPath, { emails = [], ids = [], dryRun = false, hooks }) {
  const addresses = new Set(emails.map(normalise));
  const wanted = new Set(ids);
  // The age plays no part (matches decides); a cutoff at the epoch keeps the report readable.
  return purgeOutbox(outboxPath, Date.now(), {
    dryRun,
    hooks,
    matches: (record) =>
      (typeof record.fields.email === "string" && addresses.has(normalise(record.fields.email))) ||
      (typeof record.id === "string" && wanted.has(record.id)),
  });
}

async function main() {
  let options;
  try {
    options = parseEraseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`outbox erase: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  // The same variable and default as the server's configuration (app/lib/config.server.ts).
  const outboxPath = options.outbox ?? (process.env.OUTBOX_PATH?.trim() || DEFAULT_OUTBOX_PATH);
  try {
    const report = await eraseFromOutbox(outboxPath, options);
    const verb = report.dryRun ? "would remove" : "removed";
    const kinds = new Map();
    for (const record of report.removedRecords) kinds.set(record.kind, (kinds.get(record.kind) ?? 0) + 1);
    const byKind = [...kinds].map(([kind, count]) => `${count} ${kind}`).join(", ");
    for (const file of report.filesRemoved) console.log(`outbox erase: ${verb} file ${file}`);
    console.log(
      `outbox erase${report.dryRun ? " (dry run)" : ""}: ${verb} ${report.removed} record${report.removed === 1 ? "" : "s"}` +
        `${byKind ? ` (${byKind})` : ""} and ${report.filesRemoved.length} file${report.filesRemoved.length === 1 ? "" : "s"}` +
        `${report.outboxMissing ? `; no outbox at ${outboxPath}` : ` in ${outboxPath}`}; ${report.kept} kept`,
    );
    return 0;
  } catch (error) {
    console.error(`outbox erase: failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (isRunAsCommand(import.meta.url)) process.exitCode = await main();
