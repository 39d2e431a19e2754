#!/usr/bin/env node
// @ts-check
// `npm start` on a fresh clone: build first when there is no build or the sources
// are newer than it, so the quick start is one line.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD = "build/index.js";
const SOURCES = ["app", "remix.config.js", "tailwind.config.js", "package-lock.json"];

/**
 * @param {string} path a file or a folder
 * @returns {number} the newest modification time under it in ms; 0 when it does not exist
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = existsSync(BUILD) ? statSync(BUILD).mtimeMs : 0;
const newest = Math.max(...SOURCES.map(newestMtime));
if (built === 0 || newest > built) {
  console.log(built === 0 ? "No build yet: building…" : "Sources changed since the last build: rebuilding…");
  execSync("npm run build", { stdio: "inherit" });
}
