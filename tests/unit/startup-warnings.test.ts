import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isExampleHost, isFictionalPhone, parseConfig, startupWarnings } from "~/lib/config.server";

/**
 * What a server says at start about its settings: a deployed one (beyond loopback, or behind a
 * proxy) names every example value left in place; a local `npm start` only what matters locally;
 * the guide's own setup, deploy/systemd/parcelhelp.env with its marked lines set, nothing at all.
 */

/** Behind nginx on the same machine, as the guide runs it. */
const deployed = { HOST: "127.0.0.1", TRUST_PROXY: "1" };
/** An operator who has set everything the guide says to set. */
const real = {
  OPERATOR_NAME: "Real Parcel Help Ltd",
  SITE_PHONE: "+1 (415) 867-5309",
  SITE_EMAIL: "help@realparcelhelp.com",
  OFFICE_CITY: "Oakland",
  OFFICE_ADDRESS: "1 Harbor Way, Oakland, CA 94607",
  OFFICE_PHONE: "+1 (415) 867-5310",
  SITE_URL: "https://help.realparcelhelp.com",
};
const warningsFor = (env: Record<string, string>) => startupWarnings(parseConfig(env));

describe("start-up warnings", () => {
  it("a local npm start (loopback, no proxy) hears nothing about production settings", () => {
    expect(warningsFor({})).toEqual([]);
    expect(warningsFor({ REDIS_URL: "redis://10.0.0.5:6379" })).toEqual([]);
  });

  it("a deployed server names every example value still in place, in one warning", () => {
    const [examples, siteUrl, ...rest] = warningsFor(deployed);
    expect(rest).toEqual([]);
    expect(examples).toMatch(
      /^OPERATOR_NAME, SITE_PHONE, SITE_EMAIL, OFFICE_CITY, OFFICE_ADDRESS, OFFICE_PHONE are still example data/,
    );
    expect(siteUrl).toMatch(/^SITE_URL is not set/);
    // Listening beyond loopback is deployed too, proxy or not.
    expect(warningsFor({ HOST: "0.0.0.0" })).toHaveLength(2);
  });

  it("names only the examples left: a fictional phone, a reserved domain for SITE_URL", () => {
    const [examples, siteUrl] = warningsFor({
      ...deployed,
      ...real,
      OFFICE_PHONE: "+1 (202) 555-0142",
      SITE_URL: "https://help.example.com",
    });
    expect(examples).toMatch(/^OFFICE_PHONE is still example data/);
    expect(siteUrl).toMatch(/^SITE_URL is https:\/\/help\.example\.com, a reserved example domain/);
  });

  it("warns about outboxes spread over machines only when Redis is on another machine and e-mail is off", () => {
    expect(warningsFor({ ...deployed, ...real, REDIS_URL: "redis://127.0.0.1:6379" })).toEqual([]);
    const [warning, ...rest] = warningsFor({ ...deployed, ...real, REDIS_URL: "redis://:pw@10.0.0.5:6379" });
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^REDIS_URL names another machine \(several machines\) but no e-mail transport/);
    expect(
      warningsFor({ ...deployed, ...real, REDIS_URL: "redis://10.0.0.5:6379", SMTP_URL: "smtps://mail.example.net" }),
    ).toEqual([]);
  });

  it("PARCELHELP_TODAY is said anywhere, locally too", () => {
    expect(warningsFor({ PARCELHELP_TODAY: "2026-12-25" })).toEqual([expect.stringMatching(/^PARCELHELP_TODAY=/)]);
  });

  it("the guide's own one-machine setup: parcelhelp.env names its example lines, and with them set says nothing", () => {
    const text = readFileSync("deploy/systemd/parcelhelp.env", "utf8");
    const shipped = parseEnv(text) as Record<string, string>;
    // The lines the file tells the operator to change: the block under "# Set these", but the hours.
    const block = text.slice(text.indexOf("# Set these")).split("\n\n")[0];
    const marked = [...block.matchAll(/^([A-Z_]+)=/gm)]
      .map(([, name]) => name)
      .filter((name) => name !== "OFFICE_HOURS");
    expect(marked.sort()).toEqual(Object.keys(real).sort());
    const [examples, siteUrl, ...rest] = warningsFor(shipped);
    expect(rest).toEqual([]);
    for (const name of marked.filter((name) => name !== "SITE_URL")) expect(examples).toContain(name);
    expect(siteUrl).toMatch(/^SITE_URL is https:\/\/help\.example\.com/);

    expect(warningsFor({ ...shipped, ...real })).toEqual([]);
  });
});

describe("example data", () => {
  it("reserved example domains and the fictional phone range are recognised, real ones are not", () => {
    for (const host of ["example.com", "help.example.org", "parcelhelp.example", "a.test", "x.invalid"]) {
      expect(isExampleHost(host), host).toBe(true);
    }
    for (const host of ["examples.com", "example.com.au", "myexample.com", "usps.com"]) {
      expect(isExampleHost(host), host).toBe(false);
    }
    expect(isFictionalPhone("+1 (202) 555-0199")).toBe(true);
    expect(isFictionalPhone("202.555.0100")).toBe(true);
    expect(isFictionalPhone("+1 (202) 555-0200")).toBe(false);
    expect(isFictionalPhone("1-800-275-8777")).toBe(false);
  });

  it("a number outside 555-0100..0199 is never called fictional", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (line) => {
        const phone = `+1 (202) 555-${String(line).padStart(4, "0")}`;
        expect(isFictionalPhone(phone)).toBe(line >= 100 && line <= 199);
      }),
    );
  });
});
