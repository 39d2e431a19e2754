import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { startupWarnings } from "~/lib/startup-warnings.server";

describe("start-up warnings", () => {
  it("warn when REDIS_URL (several instances) is set but messages still go to each machine's outbox", () => {
    const [warning, ...rest] = startupWarnings(parseConfig({ REDIS_URL: "redis://127.0.0.1:6379" }));
    expect(rest).toEqual([]);
    expect(warning).toMatch(/REDIS_URL is set but e-mail is not configured/);
  });

  it("stay quiet with e-mail configured, or with one instance and no Redis", () => {
    expect(
      startupWarnings(
        parseConfig({
          REDIS_URL: "redis://127.0.0.1:6379",
          EMAILJS_SERVICE_ID: "s",
          EMAILJS_TEMPLATE_ID: "t",
          EMAILJS_PUBLIC_KEY: "p",
        }),
      ),
    ).toEqual([]);
    expect(startupWarnings(parseConfig({}))).toEqual([]);
  });
});
