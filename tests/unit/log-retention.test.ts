import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOG_RETENTION_DAYS } from "~/lib/data-practices.server";

/**
 * The privacy policy says request logs are deleted after LOG_RETENTION_DAYS. These are the files
 * that make it true: logrotate for nginx's logs, a journal namespace of their own for the units'.
 * Counted as a line written just after a rotation: a day in the live file, then one day per copy.
 */
const logrotate = readFileSync("deploy/logrotate/parcelhelp", "utf8");
const journald = readFileSync("deploy/systemd/journald@parcelhelp.conf", "utf8");
const DAY_SECONDS = 86_400;

function seconds(span: string): number {
  const match = /^(\d+)\s*(day|d|h|hour)s?$/.exec(span.trim());
  if (!match) throw new Error(`unreadable span ${span}`);
  return Number(match[1]) * (match[2].startsWith("d") ? DAY_SECONDS : 3600);
}

describe("log retention", () => {
  it("logrotate: daily, and a line is gone with the last kept copy within the policy's days", () => {
    expect(logrotate).toMatch(/^\s*daily$/m);
    const rotate = Number(/^\s*rotate (\d+)$/m.exec(logrotate)?.[1]);
    const maxage = Number(/^\s*maxage (\d+)$/m.exec(logrotate)?.[1]);
    // The live file (up to a day) plus `rotate` daily copies, and two hours more at most: Debian's
    // logrotate.timer fires within an hour after midnight (AccuracySec=1h), in local time (a change of clocks).
    const slackSeconds = 2 * 3600;
    expect((1 + rotate) * DAY_SECONDS + slackSeconds).toBeLessThanOrEqual(LOG_RETENTION_DAYS * DAY_SECONDS);
    expect(maxage).toBeLessThan(LOG_RETENTION_DAYS);
    expect(logrotate).toMatch(/^\s*create 0640 root root$/m);
    expect(logrotate).toContain("/var/lib/parcelhelp-nginx/access.log");
  });

  it.skipIf(!existsSync("/usr/sbin/logrotate"))("logrotate reads the file without an error", () => {
    const dir = mkdtempSync(join(tmpdir(), "parcelhelp-logrotate-"));
    try {
      const config = join(dir, "parcelhelp");
      writeFileSync(config, logrotate.replaceAll("/var/lib/parcelhelp-nginx", dir));
      const result = spawnSync("/usr/sbin/logrotate", ["--debug", "--state", join(dir, "state"), config], {
        encoding: "utf8",
      });
      expect(result.stderr).not.toMatch(/error/i);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("journald: the units' own namespace, a file a day, deleted within the policy's days", () => {
    const maxFile = seconds(/^MaxFileSec=(.+)$/m.exec(journald)?.[1] ?? "");
    const retention = seconds(/^MaxRetentionSec=(.+)$/m.exec(journald)?.[1] ?? "");
    expect(maxFile).toBeLessThanOrEqual(DAY_SECONDS);
    expect(retention + maxFile).toBeLessThanOrEqual(LOG_RETENTION_DAYS * DAY_SECONDS);
    // Nothing of it reaches a syslog daemon's files, which keep their own time.
    expect(journald).toMatch(/^ForwardToSyslog=no$/m);
    for (const unit of ["parcelhelp@.service", "parcelhelp-outbox-purge.service"]) {
      expect(readFileSync(join("deploy/systemd", unit), "utf8"), unit).toMatch(/^LogNamespace=parcelhelp$/m);
    }
  });

  it("nginx's access log is created readable by root only", () => {
    expect(readFileSync("deploy/systemd/parcelhelp-nginx.service", "utf8")).toMatch(/^UMask=0027$/m);
  });
});
