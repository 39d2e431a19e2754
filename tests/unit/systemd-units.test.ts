import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, parseConfig } from "~/lib/config.server";
import { BACKUP_KEEP_DAYS, MESSAGE_RETENTION_DAYS, OUTBOX_PURGE_AFTER_DAYS } from "~/lib/data-practices.server";
import { DEFAULT_OLDER_THAN } from "../../scripts/outbox-purge.mjs";

/**
 * The units in deploy/systemd/ as an operator installs them: complete, as the dedicated user, on
 * the Node.js the README names, with the settings file; `systemd-analyze verify` accepts them.
 */
const DIR = "deploy/systemd";
const unit = (name: string) => readFileSync(join(DIR, name), "utf8");
const APP = "parcelhelp@.service";
const PURGE = "parcelhelp-outbox-purge.service";
const TIMER = "parcelhelp-outbox-purge.timer";
const NGINX = "parcelhelp-nginx.service";
const NODE = "/usr/local/bin/node";

// Debian's systemd provides systemd-analyze; it verifies unit files without a running systemd.
const analyze = spawnSync("systemd-analyze", ["--version"]).status === 0;
let scratch = "";
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("the systemd units", () => {
  it("are one app template, the purge service and its timer, nginx, the user and the settings file", () => {
    expect(readdirSync(DIR).sort()).toEqual(
      [APP, NGINX, PURGE, TIMER, "journald@parcelhelp.conf", "parcelhelp.env", "parcelhelp.sysusers"].sort(),
    );
  });

  // The template is verified as an instance of it (parcelhelp@3001), as systemd would start it.
  it.skipIf(!analyze)("pass systemd-analyze verify without a warning", () => {
    scratch = mkdtempSync(join(tmpdir(), "parcelhelp-units-"));
    // verify also checks that each command exists: point those this machine may lack at ones it has.
    const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "/bin/true";
    for (const name of [APP, PURGE, TIMER, NGINX]) {
      const text = unit(name).replaceAll(NODE, process.execPath).replaceAll("/usr/sbin/nginx", nginx);
      writeFileSync(join(scratch, name), text);
    }
    const result = spawnSync(
      "systemd-analyze",
      ["verify", "--man=no", ...["parcelhelp@3001.service", PURGE, TIMER, NGINX].map((name) => join(scratch, name))],
      { encoding: "utf8" },
    );
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
    expect(result.status).toBe(0);
  });

  it.skipIf(!analyze)("can fail: verify reports a misspelt setting", () => {
    const bad = mkdtempSync(join(tmpdir(), "parcelhelp-units-bad-"));
    try {
      writeFileSync(join(bad, "bad.service"), "[Service]\nExecStart=/bin/true\nUsr=parcelhelp\n");
      const result = spawnSync("systemd-analyze", ["verify", "--man=no", join(bad, "bad.service")], {
        encoding: "utf8",
      });
      expect(result.stderr).toContain("Unknown key");
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });

  it("run the app and the purge as the dedicated user, on the README's Node.js, with the settings file", () => {
    for (const name of [APP, PURGE]) {
      const text = unit(name);
      expect(text, name).toMatch(/^User=parcelhelp$/m);
      expect(text, name).toMatch(/^EnvironmentFile=\/etc\/parcelhelp\/parcelhelp\.env$/m);
      expect(text, name).toMatch(new RegExp(`^ExecStart=.*${NODE} `, "m"));
      expect(text, name).toMatch(/^WorkingDirectory=\/srv\/parcelhelp\/current$/m);
    }
    expect(unit("parcelhelp.sysusers")).toMatch(/^u parcelhelp /m);
    expect(readFileSync("README.md", "utf8")).toContain("Node.js 22.12");
    expect(JSON.parse(readFileSync("package.json", "utf8")).engines.node).toBe(">=22.12");
  });

  it("purge early enough that no copy, backups included, outlives the retention the privacy policy states", () => {
    // Purged within an hour of the period (the hourly timer, at most 5 minutes late), then in backups
    // for at most BACKUP_KEEP_DAYS more; a day to spare for those hours and the backup's own run.
    expect(OUTBOX_PURGE_AFTER_DAYS + BACKUP_KEEP_DAYS + 1).toBeLessThanOrEqual(MESSAGE_RETENTION_DAYS);
    expect(unit(PURGE)).toMatch(new RegExp(`^ExecStart=.* --older-than ${OUTBOX_PURGE_AFTER_DAYS}d$`, "m"));
    expect(DEFAULT_OLDER_THAN).toBe(`${OUTBOX_PURGE_AFTER_DAYS}d`);
    expect(unit(TIMER)).toMatch(/^OnCalendar=\*-\*-\* \*:\d\d:00$/m);
    expect(unit(TIMER)).toMatch(/^RandomizedDelaySec=[1-5]min$/m);
    const guide = readFileSync("deploy/README.md", "utf8");
    expect(guide).toContain(`each deleted within ${BACKUP_KEEP_DAYS} days`);
    // restic keeps what is within the period of the newest snapshot: a day less, for nightly runs.
    expect(guide).toContain(`restic forget --keep-within ${BACKUP_KEEP_DAYS - 1}d`);
    expect(guide).toContain(`--older-than ${OUTBOX_PURGE_AFTER_DAYS}d`);
    expect(guide).not.toMatch(/--older-than 30d/);
    for (const name of [APP, TIMER, NGINX]) expect(unit(name), name).toMatch(/^\[Install\]\nWantedBy=/m);
    for (const name of [APP, PURGE, TIMER, NGINX]) expect(unit(name), name).toMatch(/^\[Unit\]\nDescription=/m);
  });

  it("ship a settings file that is a valid configuration of known variables", () => {
    const settings = parseEnv(unit("parcelhelp.env"));
    for (const name of Object.keys(settings)) expect(CONFIG_VARIABLES).toContain(name);
    const config = parseConfig(settings);
    expect(config).toMatchObject({ host: "127.0.0.1", trustProxy: true });
  });
});
