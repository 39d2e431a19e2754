import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { readiness } from "~/lib/readiness.server";
import { forgetServiceOutcomes, recordServiceOutcome } from "~/lib/service-state.server";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "parcelhelp-ready-"));
  forgetServiceOutcomes();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const wired = {
  ANSWER_SERVICE_URL: "http://127.0.0.1:9",
  EMAILJS_SERVICE_ID: "s",
  EMAILJS_TEMPLATE_ID: "t",
  EMAILJS_PUBLIC_KEY: "p",
};

describe("readiness", () => {
  it("is ready with a writable outbox, and creates its folder as the first message would", async () => {
    const report = await readiness(parseConfig({ OUTBOX_PATH: join(dir, "new/outbox/messages.jsonl") }));
    expect(report).toEqual({
      ready: true,
      degraded: false,
      checks: {
        outbox: { state: "ok" },
        content: { state: "ok" },
        redis: { state: "off" },
        answerService: { state: "off" },
        email: { state: "off" },
        drain: { state: "ok" },
      },
    });
  });

  it("drains while the drain file exists: 503 on purpose, and ready again once it is gone", async () => {
    const config = parseConfig({ OUTBOX_PATH: join(dir, "outbox/messages.jsonl") });
    expect(config.drainFile).toBe(join(dir, "drain"));
    writeFileSync(config.drainFile, "");
    const report = await readiness(config);
    expect(report.ready).toBe(false);
    expect(report.checks.drain).toEqual({ state: "failing", reason: "draining" });
    expect(report.checks.outbox).toEqual({ state: "ok" });
    rmSync(config.drainFile);
    expect((await readiness(config)).ready).toBe(true);
  });

  it("is not ready when the outbox cannot be written, and says why without the path", async () => {
    writeFileSync(join(dir, "a-file"), "");
    const report = await readiness(parseConfig({ OUTBOX_PATH: join(dir, "a-file/messages.jsonl") }));
    expect(report.ready).toBe(false);
    expect(report.checks.outbox).toEqual({ state: "failing", reason: "EEXIST" });
    expect(JSON.stringify(report)).not.toContain(dir);
  });

  it("reports the services' last outcome: unknown before a call, degraded (still ready) after a failure", async () => {
    const config = parseConfig({ ...wired, OUTBOX_PATH: join(dir, "messages.jsonl") });
    let report = await readiness(config);
    expect(report.checks.answerService).toEqual({ state: "unknown", reason: "not-called-yet" });
    expect(report.checks.email).toEqual({ state: "unknown", reason: "not-called-yet" });

    recordServiceOutcome("email", true);
    recordServiceOutcome("email", false, 429);
    recordServiceOutcome("answerService", true);
    report = await readiness(config);
    expect(report.ready).toBe(true);
    expect(report.degraded).toBe(true);
    expect(report.checks.email).toMatchObject({ state: "degraded", reason: "429" });
    expect(report.checks.email.lastOkAt).toEqual(expect.any(String));
    expect(report.checks.answerService).toMatchObject({ state: "ok" });
  });
});
