// @ts-check
// Build files of the other releases on this machine. scripts/release.mjs installs each build in
// a folder of its own (releases/<id>/, with a release.json) beside the ones before it, and the
// processes run from one of them. While pages of another release can still be served (from a
// cache, an open tab, or an instance not yet restarted during a rolling upgrade), the /build/
// files they name must be found whichever instance the request reaches, old or new. Build file
// names carry a hash of their content, so the same name in any release is the same file.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import express from "express";

/** Marks a folder made by scripts/release.mjs. */
export const RELEASE_MANIFEST = "release.json";
/** A release made meanwhile is found within this long. */
const RELIST_MS = 2000;

/**
 * Middleware for the build path after this release's own files: the same path in the other
 * releases beside this one, newest first. A no-op outside a release (a checkout running
 * `npm start`).
 * @param {Parameters<typeof express.static>[1]} options the same as for this release's own files
 * @param {string} [here] the folder the server runs from
 * @returns {import("express").RequestHandler}
 */
export function otherReleasesBuildFiles(options, here = process.cwd()) {
  if (!existsSync(join(here, RELEASE_MANIFEST))) return (_req, _res, next) => next();
  const releases = dirname(here);
  /** @type {Map<string, import("express").RequestHandler>} */
  const handlers = new Map();
  /** @type {import("express").RequestHandler[]} */
  let chain = [];
  let listedAt = 0;

  const relist = () => {
    const folders = readdirSync(releases, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && join(releases, entry.name) !== here)
      .map((entry) => join(releases, entry.name))
      .filter((folder) => existsSync(join(folder, RELEASE_MANIFEST)))
      // Release ids start with their UTC time, so newest first is the name order reversed.
      .sort()
      .reverse();
    chain = folders.map((folder) => {
      let handler = handlers.get(folder);
      if (!handler) {
        handler = express.static(join(folder, "public", "build"), options);
        handlers.set(folder, handler);
      }
      return handler;
    });
    listedAt = Date.now();
  };

  return (req, res, next) => {
    if (Date.now() - listedAt > RELIST_MS) {
      try {
        relist();
      } catch {
        chain = []; // the releases folder went away: nothing else to offer
      }
    }
    let i = 0;
    /** @param {unknown} [error] */
    const tryNext = (error) => {
      if (error) return next(error);
      const handler = chain[i];
      i += 1;
      // A release pruned since the last listing is a miss, not an error.
      if (!handler) return next();
      handler(req, res, tryNext);
    };
    tryNext();
  };
}
