import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { log } from "~/lib/log.server";
import { log as serverLog } from "../../server/log.mjs";

/** Every source file under `dir` (recursively) with one of the extensions. */
function sources(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("one logger for the server and the app", () => {
  it("the app's logger is the server's pino instance", () => {
    expect(log).toBe(serverLog);
  });

  it("writes JSON lines with level, time, msg and event: information to stdout, warnings to stderr", () => {
    const script = `import("./server/log.mjs").then(({ log }) => { log.info({ event: "one" }, "first"); log.warn({ event: "two" }, "second"); });`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(run.status).toBe(0);
    const parse = (text: string) =>
      text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parse(run.stdout)).toEqual([{ level: 30, time: expect.any(String), event: "one", msg: "first" }]);
    expect(parse(run.stderr)).toEqual([{ level: 40, time: expect.any(String), event: "two", msg: "second" }]);
  });

  it("server code and server-side app code never write to the console themselves", () => {
    const files = [
      ...sources("server", /\.mjs$/),
      // Browser-only code (components, the browser's entry and strings, and the reading pages' inline
      // scripts, which the server only writes into the page) may use the browser's console.
      ...sources("app", /\.(ts|tsx)$/).filter(
        (file) =>
          !file.startsWith(join("app", "components")) &&
          ![
            join("app", "entry.client.tsx"),
            join("app", "i18n", "browser-strings.ts"),
            join("app", "lib", "inline-scripts.server.ts"),
          ].includes(file),
      ),
    ];
    const offenders = files.filter((file) => /console\.(log|info|warn|error|debug)\(/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
