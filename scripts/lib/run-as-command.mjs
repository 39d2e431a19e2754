// @ts-check
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the command Node was started with,
 * not a module a test or another script imported: the scripts that are both run and imported
 * (the outbox's purge and erase, releases, restarts) run their `main()` only then. Symlinks (a
 * release's `current`) are resolved first.
 * @param {string} moduleUrl
 */
export function isRunAsCommand(moduleUrl) {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === moduleUrl;
  } catch {
    return false;
  }
}
