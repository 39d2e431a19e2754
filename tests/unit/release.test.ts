import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  currentRelease,
  listReleases,
  previousRelease,
  prune,
  switchTo,
  packRelease,
  unpackArchive,
} from "../../scripts/release.mjs";

/** Releases as scripts/release.mjs leaves them, without the copying and installing. */
let root = "";
const DAY = 86_400_000;
const KEEP_SECONDS = 86_700; // the page policy's s-maxage + stale-while-revalidate

function fakeRelease(id: string) {
  const dir = join(root, "releases", id);
  mkdirSync(join(dir, "public", "build"), { recursive: true });
  writeFileSync(
    join(dir, "release.json"),
    JSON.stringify({ id, createdAt: "", commit: "test", node: "v22", keepBuildFilesSeconds: KEEP_SECONDS }),
  );
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "parcelhelp-releases-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("releases", () => {
  it("switch by replacing the `current` link, remembering the one before for a rollback", () => {
    fakeRelease("20261101T000000Z-a");
    fakeRelease("20261102T000000Z-b");
    switchTo(root, "20261101T000000Z-a");
    expect(readlinkSync(join(root, "current"))).toBe(join("releases", "20261101T000000Z-a"));
    expect(previousRelease(root)).toBeUndefined();
    switchTo(root, "20261102T000000Z-b");
    expect(currentRelease(root)).toBe("20261102T000000Z-b");
    expect(previousRelease(root)).toBe("20261101T000000Z-a");
    // Rolling back makes the newer one the previous.
    switchTo(root, "20261101T000000Z-a");
    expect(previousRelease(root)).toBe("20261102T000000Z-b");
    expect(() => switchTo(root, "20261103T000000Z-missing")).toThrow(/no release/);
    expect(currentRelease(root)).toBe("20261101T000000Z-a");
  });

  it("keep what a cached page may still need and the rollback target; remove the rest", () => {
    const [a, b, c, unused, staged, e] = [
      "20261101T000000Z-a",
      "20261102T000000Z-b",
      "20261103T000000Z-c",
      "20261030T000000Z-never-used",
      "20261105T000000Z-staged",
      "20261106T000000Z-e",
    ];
    for (const id of [a, b, c, unused]) fakeRelease(id);
    const start = Date.parse("2026-11-10T00:00:00Z");
    const at = (ms: number) => ({ now: new Date(start + ms) });
    switchTo(root, a, at(0));
    switchTo(root, b, at(DAY));
    switchTo(root, c, at(5 * DAY));
    fakeRelease(staged); // copied to this machine, not switched to yet

    // b is the rollback target; a was replaced four days ago; the unused one is older than current.
    expect(prune(root, at(5 * DAY + 1000))).toEqual({ kept: [b, c, staged], removed: [unused, a] });

    switchTo(root, staged, at(6 * DAY));
    fakeRelease(e);
    switchTo(root, e, at(6 * DAY + 600_000));
    // Ten minutes after c stopped being current, cached pages may still name its build files.
    expect(prune(root, at(6 * DAY + 700_000))).toEqual({ kept: [c, staged, e], removed: [b] });
    // Two days later only the rollback target stays beside the current release.
    expect(prune(root, at(8 * DAY))).toEqual({ kept: [staged, e], removed: [c] });
    expect(listReleases(root).map((release) => release.id)).toEqual([staged, e]);
    expect(existsSync(join(root, "releases", a))).toBe(false);
  });
});

describe("release archives (build once, ship everywhere)", () => {
  /** An archive as --archive packs one: a folder named by the id, release.json last. */
  function archiveOf(id: string, { manifest = true } = {}) {
    const build = mkdtempSync(join(tmpdir(), "parcelhelp-archive-"));
    const dir = join(build, id);
    mkdirSync(join(dir, "node_modules", "express"), { recursive: true });
    writeFileSync(join(dir, "node_modules", "express", "index.js"), "module.exports = 1;\n");
    if (manifest) {
      writeFileSync(
        join(dir, "release.json"),
        JSON.stringify({ id, createdAt: "", commit: "t", node: "v22", keepBuildFilesSeconds: KEEP_SECONDS }),
      );
    }
    const file = join(build, `${id}.tar.gz`);
    if (manifest) packRelease(build, id, file);
    else execFileSync("tar", ["-czf", file, "-C", build, id]);
    return file;
  }

  it("unpacks into releases/<id> with its installed dependencies, ready to switch to and roll back from", () => {
    fakeRelease("20261101T000000Z-a");
    switchTo(root, "20261101T000000Z-a");
    const id = unpackArchive(root, archiveOf("20261102T000000Z-b"));
    expect(id).toBe("20261102T000000Z-b");
    expect(readFileSync(join(root, "releases", id, "node_modules", "express", "index.js"), "utf8")).toContain("1");
    expect(listReleases(root).map((release) => release.id)).toEqual(["20261101T000000Z-a", id]);
    switchTo(root, id);
    expect(previousRelease(root)).toBe("20261101T000000Z-a");
    // Nothing left behind but the releases and the history.
    expect(readdirSync(join(root, "releases")).sort()).toEqual(["20261101T000000Z-a", id, "history.jsonl"].sort());
  });

  it("packs release.json last, so a half-unpacked archive is never a release", () => {
    const listing = execFileSync("tar", ["-tzf", archiveOf("20261103T000000Z-c")], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(listing.at(-1)).toBe("20261103T000000Z-c/release.json");
  });

  it("refuses an archive without a release in it, or one already there, and leaves nothing", () => {
    expect(() => unpackArchive(root, archiveOf("20261104T000000Z-d", { manifest: false }))).toThrow(
      /not a release archive/,
    );
    expect(existsSync(join(root, "releases", "20261104T000000Z-d"))).toBe(false);
    unpackArchive(root, archiveOf("20261105T000000Z-e"));
    expect(() => unpackArchive(root, archiveOf("20261105T000000Z-e"))).toThrow(/exists already/);
    expect(readdirSync(join(root, "releases"))).toEqual(["20261105T000000Z-e"]);
  });
});
