import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROMTOOL, RULES, alertNames, firingAlerts, type Series } from "../helpers/promtool";

/**
 * deploy/prometheus/alerts.yml through Debian's promtool: the rules load, each fires on the fault it
 * is about, and none fires on a healthy instance of the guide's setup. tests/e2e/operations.spec.ts
 * also feeds promtool a real instance's /metrics and expects silence.
 */
const skip = !PROMTOOL;
if (skip) {
  console.warn("prometheus-rules.test.ts: promtool is not installed (apt-get install prometheus); skipped");
}

const instance = "127.0.0.1:13001";
const at = (name: string, labels: string, values: string): Series => ({
  series: `${name}{job="parcelhelp",instance="${instance}"${labels ? `,${labels}` : ""}}`,
  values,
});

/** A healthy instance as the guide runs it, for an hour of one-minute scrapes. */
function healthy(): Series[] {
  return [
    at("up", "", "1+0x60"),
    at("parcelhelp_ready", "", "1+0x60"),
    at("parcelhelp_draining", "", "0+0x60"),
    at("parcelhelp_http_requests_total", 'route="/faq",method="GET",status="200"', "0+60x60"),
    at("parcelhelp_http_requests_total", 'route="/faq",method="GET",status="500"', "0+0x60"),
    at("parcelhelp_messages_not_stored_total", 'kind="contact"', "0+0x60"),
    at("parcelhelp_messages_undeliverable", "", "0+0x60"),
    at("parcelhelp_message_queue_oldest_age_seconds", "", "0+0x60"),
    at("parcelhelp_check", 'check="redis",state="degraded"', "0+0x60"),
    at("parcelhelp_check", 'check="email",state="degraded"', "0+0x60"),
    at("parcelhelp_answer_breaker_state", "", "0+0x60"),
    at("parcelhelp_configuration_warnings", "", "0+0x60"),
    at("nodejs_eventloop_lag_p99_seconds", "", "0.02+0x60"),
    at("process_resident_memory_bytes", "", "200000000+0x60"),
  ];
}

/** The healthy hour with one series replaced. */
function withFault(fault: Series): Series[] {
  return [...healthy().filter((series) => series.series !== fault.series), fault];
}

describe.skipIf(skip)("deploy/prometheus/alerts.yml", () => {
  it("loads in promtool check rules", () => {
    const result = spawnSync(PROMTOOL!, ["check", "rules", RULES], { encoding: "utf8" });
    expect(result.stdout).toMatch(/SUCCESS: \d+ rules found/);
    expect(result.status).toBe(0);
  });

  it("stays quiet on a healthy instance", () => {
    expect(firingAlerts(healthy())).toEqual([]);
  });

  it.each([
    ["ParcelHelpInstanceDown", at("up", "", "1+0x10 0+0x50")],
    ["ParcelHelpNotReady", at("parcelhelp_ready", "", "1+0x10 0+0x50")],
    [
      "ParcelHelpServerErrors",
      at("parcelhelp_http_requests_total", 'route="/faq",method="GET",status="500"', "0+5x60"),
    ],
    ["ParcelHelpMessageNotStored", at("parcelhelp_messages_not_stored_total", 'kind="contact"', "0+0x25 1+0x35")],
    ["ParcelHelpMessagesUndeliverable", at("parcelhelp_messages_undeliverable", "", "0+0x20 1+0x40")],
    ["ParcelHelpMessagesWaiting", at("parcelhelp_message_queue_oldest_age_seconds", "", "0+60x60")],
    ["ParcelHelpEmailDegraded", at("parcelhelp_check", 'check="email",state="degraded"', "1+0x60")],
    ["ParcelHelpRedisDegraded", at("parcelhelp_check", 'check="redis",state="degraded"', "1+0x60")],
    ["ParcelHelpAnswerServiceBreakerOpen", at("parcelhelp_answer_breaker_state", "", "2+0x60")],
    ["ParcelHelpConfigurationWarning", at("parcelhelp_configuration_warnings", "", "1+0x60")],
    ["ParcelHelpEventLoopLag", at("nodejs_eventloop_lag_p99_seconds", "", "0.9+0x60")],
    ["ParcelHelpMemoryHigh", at("process_resident_memory_bytes", "", "480000000+0x60")],
  ])("%s fires on its fault, and only it", (alert, fault) => {
    expect(firingAlerts(withFault(fault))).toEqual([alert]);
  });

  it("a drained instance is not 'not ready', until it has been drained for two hours", () => {
    const drained = [
      ...healthy().filter((series) => !/parcelhelp_(ready|draining)\{/.test(series.series)),
      at("parcelhelp_ready", "", "0+0x200"),
      at("parcelhelp_draining", "", "1+0x200"),
    ];
    expect(firingAlerts(drained, "60m")).toEqual([]);
    expect(firingAlerts(drained, "150m")).toEqual(["ParcelHelpDrainedTooLong"]);
  });

  it("has a test for every rule", () => {
    const source = readFileSync(new URL(import.meta.url), "utf8");
    for (const name of alertNames()) expect(source, name).toContain(`"${name}"`);
  });
});
