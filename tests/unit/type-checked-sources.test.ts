/**
 * Every JavaScript source file is type-checked by `npm run typecheck`: tsconfig.json includes it
 * and it opts in with `// @ts-check` (the project does not turn on checkJs, so a new script
 * without the line would be read by tsc but never checked).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
/** Folders that hold source; the rest (data, public, build output, node_modules) do not. */
const SOURCE_FOLDERS = ["app", "server", "scripts", "tests", "types"];
const JS_FILE = /\.(c|m)?js$/;

/** Repository-relative paths of the JavaScript files at the top level and under the source folders. */
function javaScriptSources(): string[] {
  const top = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && JS_FILE.test(entry.name))
    .map((entry) => entry.name);
  const nested = SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => JS_FILE.test(file))
      .map((file) => path.posix.join(folder, file.split(path.sep).join("/"))),
  );
  return [...top, ...nested].sort();
}

/** The files `tsc` reads with this project's tsconfig.json, repository-relative. */
function typeCheckedFiles(): Set<string> {
  const { config, error } = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  return new Set(parsed.fileNames.map((file) => path.relative(ROOT, file).split(path.sep).join("/")));
}

/** `// @ts-check` on the first line, or the second after a shebang. */
function optsIntoTypeCheck(source: string): boolean {
  const lines = source.split("\n", 2);
  const first = lines[0].startsWith("#!") ? lines[1] : lines[0];
  return first?.trim() === "// @ts-check";
}

describe("JavaScript sources are type-checked", () => {
  const files = javaScriptSources();

  it("finds the scripts, the server and the root config files", () => {
    expect(files).toEqual(
      expect.arrayContaining(["eslint.config.js", "server/index.mjs", "scripts/bench.mjs", "scripts/perf/app.mjs"]),
    );
  });

  it("includes every one in tsconfig.json", () => {
    const checked = typeCheckedFiles();
    expect(files.filter((file) => !checked.has(file))).toEqual([]);
  });

  it("has every one start with // @ts-check", () => {
    expect(files.filter((file) => !optsIntoTypeCheck(readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
  });

  it("tells a file that opts in from one that does not", () => {
    expect(optsIntoTypeCheck("// @ts-check\nimport x from 'y';")).toBe(true);
    expect(optsIntoTypeCheck("#!/usr/bin/env node\n// @ts-check\n")).toBe(true);
    expect(optsIntoTypeCheck("#!/usr/bin/env node\n// runs things\n// @ts-check\n")).toBe(false);
    expect(optsIntoTypeCheck("import x from 'y';\n")).toBe(false);
  });
});
