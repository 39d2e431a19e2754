import { describe, expect, it } from "vitest";
import { parseConfig, startupWarnings } from "~/lib/config.server";

/** The REDIS_URL warning; tests/unit/config.test.ts covers the fictional operator's. */
const redisWarnings = (env: Record<string, string>) =>
  startupWarnings(parseConfig({ OPERATOR_NAME: "Real Parcel Help Ltd", ...env }));

describe("start-up warnings", () => {
  it("warn when REDIS_URL (several instances) is set but messages still go to each machine's outbox", () => {
    const [warning, ...rest] = redisWarnings({ REDIS_URL: "redis://127.0.0.1:6379" });
    expect(rest).toEqual([]);
    expect(warning).toMatch(/REDIS_URL is set but e-mail is not configured/);
  });

  it("stay quiet with e-mail configured, or with one instance and no Redis", () => {
    expect(
      redisWarnings({
        REDIS_URL: "redis://127.0.0.1:6379",
        EMAILJS_SERVICE_ID: "s",
        EMAILJS_TEMPLATE_ID: "t",
        EMAILJS_PUBLIC_KEY: "p",
      }),
    ).toEqual([]);
    expect(redisWarnings({})).toEqual([]);
  });

  it("come with the fictional operator's, not instead of it", () => {
    const warnings = startupWarnings(parseConfig({ REDIS_URL: "redis://127.0.0.1:6379" }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^OPERATOR_NAME is the fictional default/);
  });
});
