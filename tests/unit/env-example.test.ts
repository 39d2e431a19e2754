import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, parseConfig } from "~/lib/config.server";

/**
 * .env.example is read three ways: by Node (`npm start` passes --env-file-if-exists=.env), by
 * systemd (EnvironmentFile=) and by operators' shells (`set -a; . ./.env`). It must mean the same
 * to each, list every variable, and state the real defaults.
 */
const text = readFileSync(".env.example", "utf8");
const byNode = parseEnv(text);

describe(".env.example", () => {
  it("lists every variable the configuration reads, and nothing else", () => {
    expect(Object.keys(byNode).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("states the defaults: read as a configuration it changes nothing", () => {
    expect(parseConfig(byNode)).toEqual(parseConfig({}));
  });

  it("means the same to a POSIX shell as to Node", () => {
    const script = `set -a; . ./.env.example; set +a; for name in ${Object.keys(byNode).join(" ")}; do eval "printf '%s=%s\\\\0' \\"\\$name\\" \\"\\\${$name}\\""; done`;
    // An empty environment, so nothing but the file defines the variables.
    const output = execFileSync("/bin/sh", ["-c", script], {
      env: { PATH: "/usr/bin:/bin", NODE_ENV: "test" },
      encoding: "utf8",
    });
    const byShell = Object.fromEntries(
      output
        .split("\0")
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
    );
    expect(byShell).toEqual(byNode);
  });

  it("has no value systemd would read differently: no inline comments, no single quotes, no backslashes", () => {
    for (const line of text.split("\n").filter((entry) => /^[A-Z_]+=/.test(entry))) {
      expect(line, line).toMatch(/^[A-Z0-9_]+=("[^"\\$`]*"|[^\s"'#\\$`]*)$/);
    }
  });
});
