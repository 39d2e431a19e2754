import type { Server } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherReleasesBuildFiles } from "../../server/release.mjs";

/**
 * An instance serves the build files of the other releases beside its own, so a page of the
 * release before (or after) it finds its CSS and JavaScript whichever instance is asked.
 */
let root = "";
let server: Server;
let base = "";

function release(id: string, files: Record<string, string>) {
  const dir = join(root, "releases", id);
  mkdirSync(join(dir, "public", "build"), { recursive: true });
  writeFileSync(join(dir, "release.json"), JSON.stringify({ id }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "public", "build", name), text);
  return dir;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "parcelhelp-build-files-"));
  const here = release("20261102T000000Z-new", { "root-NEW.css": "new" });
  release("20261101T000000Z-old", { "root-OLD.css": "old" });
  // A folder without release.json is not a release: never served from.
  mkdirSync(join(root, "releases", "stray", "public", "build"), { recursive: true });
  writeFileSync(join(root, "releases", "stray", "public", "build", "secret.txt"), "no");
  const app = express();
  const options = { index: false, setHeaders: (res: express.Response) => res.set("Cache-Control", "immutable") };
  app.use("/build", express.static(join(here, "public", "build"), options));
  app.use("/build", otherReleasesBuildFiles(options, here));
  app.use("/build", (_req, res) => void res.status(404).end());
  server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the test app is not listening on a port");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("build files of other releases", () => {
  it("are served after this release's own, with the same headers", async () => {
    const own = await fetch(`${base}/build/root-NEW.css`);
    expect(await own.text()).toBe("new");
    const older = await fetch(`${base}/build/root-OLD.css`);
    expect(older.status).toBe(200);
    expect(older.headers.get("cache-control")).toBe("immutable");
    expect(await older.text()).toBe("old");
  });

  it("are only those of releases, and a miss is still a 404", async () => {
    expect((await fetch(`${base}/build/secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/build/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/build/..%2f..%2frelease.json`)).status).toBe(404);
  });

  it("do nothing outside a release (a checkout running npm start)", async () => {
    const app = express()
      .use("/build", otherReleasesBuildFiles({}, tmpdir()))
      .use("/build", (_req, res) => void res.status(404).send("passed on"));
    const alone = app.listen(0, "127.0.0.1");
    try {
      await new Promise((done) => alone.once("listening", done));
      const address = alone.address();
      if (address === null || typeof address === "string") throw new Error("not listening on a port");
      const response = await fetch(`http://127.0.0.1:${address.port}/build/root-OLD.css`);
      expect(await response.text()).toBe("passed on");
    } finally {
      alone.close();
    }
  });
});
