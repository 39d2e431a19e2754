#!/usr/bin/env node
// @ts-check
// Releases: each build in a folder of its own, switched atomically, the previous ones kept for as
// long as cached pages may name their build files (deploy/README.md, "Upgrades and rollback").
//
//   node scripts/release.mjs [--root /srv/parcelhelp] [--no-switch] [--label TEXT]   (npm run release)
//       From this checkout's build (built first when missing or older than the sources): copy what
//       the server runs into ROOT/releases/<id>/, install its production dependencies there, then
//       point ROOT/current at it (unless --no-switch) and prune old releases.
//   node scripts/release.mjs --archive FILE.tar.gz [--label TEXT]
//       Build once, ship everywhere: the same release folder (production dependencies installed),
//       packed into one archive on this build machine instead of installed here. Nothing is built or
//       installed on the machines it goes to:
//   node scripts/release.mjs [--root …] --unpack FILE.tar.gz [--no-switch]
//       unpack a release archive into ROOT/releases/<id>/ (whole or not at all), then switch to it.
//       On a machine without a release yet: tar -C ROOT/releases -xzf FILE (release.json comes last,
//       so a half-unpacked folder is never taken for a release), then --switch <id> with its script.
//   node scripts/release.mjs [--root …] --switch <id>|previous     point current at a release (rollback)
//   node scripts/release.mjs [--root …] --list
//
// After a switch, the running instances still serve the release they started from (their working
// folder is the release itself): scripts/rolling-restart.mjs moves them one at a time. Meanwhile each
// instance also serves the build files of the other releases beside its own (server/release.mjs).
//
// ROOT/
//   current -> releases/<id>           a symbolic link, replaced by rename (atomic)
//   releases/<id>/                     release.json, package.json, build/, public/, data/, server/,
//                                      scripts/, deploy/, node_modules/ (production only)
//   releases/history.jsonl             one line per switch: {at, current, previous}
import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  statSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isRunAsCommand } from "./lib/run-as-command.mjs";

export const DEFAULT_ROOT = "/srv/parcelhelp";
/** What the server and the operator's commands need; sources, tests and dev tools stay behind. */
export const RELEASE_CONTENTS = [
  "package.json",
  "package-lock.json",
  ".env.example",
  "build",
  "public",
  "data",
  "server",
  "scripts",
  "deploy",
];
const MANIFEST = "release.json";
const HISTORY = "history.jsonl";

/**
 * @typedef {{ id: string, createdAt: string, commit: string, node: string, keepBuildFilesSeconds: number }} Manifest
 * @typedef {{ at: string, current: string, previous: string | null }} Switch
 */

/** @param {string} root */
const releasesDir = (root) => join(root, "releases");

/**
 * @param {string} root
 * @returns {Manifest[]} oldest first
 */
export function listReleases(root) {
  const dir = releasesDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, MANIFEST)))
    .map((entry) => /** @type {Manifest} */ (JSON.parse(readFileSync(join(dir, entry.name, MANIFEST), "utf8"))))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * @param {string} root
 * @returns {string | undefined} the id of the release `current` points at
 */
export function currentRelease(root) {
  try {
    return basename(readlinkSync(join(root, "current")));
  } catch {
    return undefined;
  }
}

/**
 * @param {string} root
 * @returns {Switch[]} oldest first
 */
function history(root) {
  const path = join(releasesDir(root), HISTORY);
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => /** @type {Switch} */ (JSON.parse(line)));
}

/**
 * The release that was current before the present one.
 * @param {string} root
 */
export function previousRelease(root) {
  const current = currentRelease(root);
  return lastOf(history(root), (entry) => entry.current === current)?.previous ?? undefined;
}

/**
 * Points `current` at a release: a new link under another name, renamed over the old one, so
 * there is never a moment without `current`.
 * @param {string} root
 * @param {string} id
 * @param {{ now?: Date }} [options]
 * @returns {Switch}
 */
export function switchTo(root, id, { now = new Date() } = {}) {
  if (!existsSync(join(releasesDir(root), id, MANIFEST))) throw new Error(`no release ${id} in ${releasesDir(root)}`);
  const previous = currentRelease(root) ?? null;
  const link = join(root, "current");
  const temporary = join(root, `.current-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(join("releases", id), temporary);
  renameSync(temporary, link);
  /** @type {Switch} */
  const entry = { at: now.toISOString(), current: id, previous: previous === id ? null : previous };
  appendFileSync(join(releasesDir(root), HISTORY), `${JSON.stringify(entry)}\n`);
  return entry;
}

/**
 * Removes the releases no page can still need: kept are the current one, the one before it (for a
 * rollback), any replaced less than keepBuildFilesSeconds ago (cached pages name their build
 * files), and any never switched to that is newer than the current one (staged on this machine
 * before a switch).
 * @param {string} root
 * @param {{ now?: Date }} [options]
 * @returns {{ kept: string[], removed: string[] }}
 */
export function prune(root, { now = new Date() } = {}) {
  const releases = listReleases(root);
  const current = currentRelease(root);
  const currentManifest = releases.find((release) => release.id === current);
  if (!current || !currentManifest) return { kept: releases.map((release) => release.id), removed: [] };
  const keepMs = currentManifest.keepBuildFilesSeconds * 1000;
  const switches = history(root);
  const previous = previousRelease(root);
  /** @type {string[]} */
  const kept = [];
  /** @type {string[]} */
  const removed = [];
  for (const release of releases) {
    const replacedAt = lastOf(switches, (entry) => entry.previous === release.id)?.at;
    const everCurrent = switches.some((entry) => entry.current === release.id);
    const keep =
      release.id === current ||
      release.id === previous ||
      (replacedAt !== undefined && now.getTime() - Date.parse(replacedAt) < keepMs) ||
      (!everCurrent && release.id > current);
    if (keep) kept.push(release.id);
    else {
      rmSync(join(releasesDir(root), release.id), { recursive: true, force: true });
      removed.push(release.id);
    }
  }
  return { kept, removed };
}

/**
 * @template T
 * @param {T[]} list
 * @param {(item: T) => boolean} test
 */
function lastOf(list, test) {
  return [...list].reverse().find(test);
}

/**
 * '20261124T101500Z': sorts by time, safe in a file name.
 * @param {Date} date
 */
function stamp(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** The checkout's commit, marked when files differ from it; "local" outside git. */
function commitLabel() {
  const git = (/** @type {string[]} */ ...args) =>
    spawnSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  const head = git("rev-parse", "--short", "HEAD");
  if (head.status !== 0) return "local";
  const dirty = git("status", "--porcelain", "--untracked-files=no").stdout.trim() !== "";
  return `${head.stdout.trim()}${dirty ? "-modified" : ""}`;
}

/**
 * node_modules for the new release: hard links to an existing release's when the lock file is
 * the same (no download, no extra space), else a production install.
 * @param {string} root
 * @param {string} target the new release's folder
 */
function installDependencies(root, target) {
  const lock = readFileSync(join(target, "package-lock.json"), "utf8");
  const donor = listReleases(root)
    .reverse()
    .map((release) => join(releasesDir(root), release.id))
    .find(
      (folder) =>
        existsSync(join(folder, "node_modules")) && readFileSync(join(folder, "package-lock.json"), "utf8") === lock,
    );
  if (donor) {
    execFileSync("cp", ["-al", join(donor, "node_modules"), join(target, "node_modules")]);
    return `linked from ${basename(donor)} (same package-lock.json)`;
  }
  execFileSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: target,
    stdio: "inherit",
  });
  return "npm ci --omit=dev";
}

/**
 * @param {{ root: string, label?: string, now?: Date }} options
 * @returns {Promise<Manifest>}
 */
export async function createRelease({ root, label, now = new Date() }) {
  const ensured = spawnSync(process.execPath, ["scripts/ensure-build.js"], { stdio: "inherit" });
  if (ensured.status !== 0) throw new Error("the build failed");
  // The retention is the new build's own cache policy (app/lib/cache-policy.server.ts).
  const build = await import(pathToFileURL(resolve("build/index.js")).href);
  /** @type {number} */
  const keepBuildFilesSeconds = build.entry.module.serverHooks.serverSettings().keepBuildFilesSeconds;

  const id = `${stamp(now)}-${(label ?? commitLabel()).replace(/[^A-Za-z0-9._-]+/g, "-")}`;
  const dir = releasesDir(root);
  mkdirSync(dir, { recursive: true });
  const final = join(dir, id);
  if (existsSync(final)) throw new Error(`release ${id} exists already`);
  const partial = join(dir, `.partial-${id}`);
  rmSync(partial, { recursive: true, force: true });
  try {
    for (const entry of RELEASE_CONTENTS) {
      cpSync(entry, join(partial, entry), { recursive: true, preserveTimestamps: true });
    }
    const dependencies = installDependencies(root, partial);
    /** @type {Manifest} */
    const manifest = {
      id,
      createdAt: now.toISOString(),
      commit: label ?? commitLabel(),
      node: process.version,
      keepBuildFilesSeconds,
    };
    writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // Complete or absent: a release folder never exists half-copied.
    renameSync(partial, final);
    console.log(`release: ${id} created in ${final} (node_modules ${dependencies})`);
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Packs a new release (built and installed in a scratch root) into one archive: a folder named by
 * the release id, its release.json last, so that an archive unpacked half-way is never taken for
 * a release (listReleases wants the manifest).
 * @param {{ archive: string, label?: string, now?: Date }} options
 * @returns {Promise<{ id: string, bytes: number }>}
 */
export async function createArchive({ archive, label, now = new Date() }) {
  const scratch = mkdtempSync(join(tmpdir(), "parcelhelp-release-"));
  try {
    const manifest = await createRelease({ root: scratch, label, now });
    const target = resolve(archive);
    mkdirSync(resolve(target, ".."), { recursive: true });
    packRelease(releasesDir(scratch), manifest.id, target);
    return { id: manifest.id, bytes: statSync(target).size };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * tar.gz of `parent/id`, with `id/release.json` as the last member: everything else first (the
 * manifest moved aside meanwhile), then the manifest appended, then compressed.
 * @param {string} parent
 * @param {string} id
 * @param {string} file the .tar.gz to write
 */
export function packRelease(parent, id, file) {
  const manifest = join(parent, id, MANIFEST);
  const aside = join(parent, `.${id}.${MANIFEST}`);
  const tarFile = file.replace(/\.gz$/, "");
  renameSync(manifest, aside);
  try {
    execFileSync("tar", ["-cf", tarFile, "-C", parent, id]);
  } finally {
    renameSync(aside, manifest);
  }
  execFileSync("tar", ["-rf", tarFile, "-C", parent, `${id}/${MANIFEST}`]);
  rmSync(file, { force: true });
  execFileSync("gzip", ["-n", "-6", tarFile]);
  if (`${tarFile}.gz` !== file) renameSync(`${tarFile}.gz`, file);
}

/**
 * Unpacks a release archive into ROOT/releases/<id>/: into a folder of its own first, then renamed
 * into place, so a release is complete or absent.
 * @param {string} root
 * @param {string} archive
 * @returns {string} the release id
 */
export function unpackArchive(root, archive) {
  const dir = releasesDir(root);
  mkdirSync(dir, { recursive: true });
  const scratch = join(dir, `.unpack-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch);
  try {
    execFileSync("tar", ["-xzf", resolve(archive), "-C", scratch, "--no-same-owner"]);
    const entries = readdirSync(scratch);
    const id = entries[0];
    if (entries.length !== 1 || !existsSync(join(scratch, id, MANIFEST))) {
      throw new Error(`${archive} is not a release archive (one folder with a ${MANIFEST})`);
    }
    if (existsSync(join(dir, id))) throw new Error(`release ${id} exists already in ${dir}`);
    renameSync(join(scratch, id), join(dir, id));
    return id;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @type {{ root: string, switchTo?: string, list: boolean, noSwitch: boolean, label?: string, archive?: string, unpack?: string }} */
  const options = { root: DEFAULT_ROOT, list: false, noSwitch: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith("--")) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === "--root") options.root = value();
    else if (arg === "--switch") options.switchTo = value();
    else if (arg === "--label") options.label = value();
    else if (arg === "--archive") options.archive = value();
    else if (arg === "--unpack") options.unpack = value();
    else if (arg === "--list") options.list = true;
    else if (arg === "--no-switch") options.noSwitch = true;
    else throw new Error(`unknown argument: ${arg}`);
  }
  return { ...options, root: resolve(options.root) };
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    console.error(
      "usage: node scripts/release.mjs [--root DIR] [--no-switch] [--label TEXT] | --archive FILE | --unpack FILE [--no-switch] | --switch ID|previous | --list",
    );
    return 2;
  }
  const { root } = options;
  try {
    if (options.list) {
      const current = currentRelease(root);
      for (const release of listReleases(root)) {
        console.log(
          `${release.id === current ? "*" : " "} ${release.id}  (created ${release.createdAt}, ${release.commit})`,
        );
      }
      return 0;
    }
    if (options.archive) {
      const started = Date.now();
      const { id, bytes } = await createArchive({ archive: options.archive, label: options.label });
      console.log(
        `release: ${id} packed into ${options.archive} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
      console.log(`release: on each machine: node ${join(root, "current/scripts/release.mjs")} --unpack FILE`);
      return 0;
    }
    let target = options.switchTo;
    if (options.unpack) {
      target = unpackArchive(root, options.unpack);
      console.log(`release: ${target} unpacked into ${releasesDir(root)}`);
      if (options.noSwitch) return 0;
    }
    if (target === "previous") {
      target = previousRelease(root);
      if (!target) throw new Error("no previous release to go back to");
    }
    if (!target) {
      const manifest = await createRelease({ root, label: options.label });
      if (options.noSwitch) return 0;
      target = manifest.id;
    }
    const entry = switchTo(root, target);
    console.log(`release: current is ${entry.current}${entry.previous ? ` (was ${entry.previous})` : ""}`);
    const { removed } = prune(root);
    if (removed.length > 0) console.log(`release: removed ${removed.join(", ")}`);
    console.log(
      `release: now restart the instances one at a time: sudo node ${join(root, "current/scripts/rolling-restart.mjs")}`,
    );
    return 0;
  } catch (error) {
    console.error(`release: failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

// process.exit: the imported build may hold timers open.
if (isRunAsCommand(import.meta.url)) process.exit(await main());
