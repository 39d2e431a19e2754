import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Debian's promtool (package `prometheus`; .ci/run installs it) for the alert rules in
 * deploy/prometheus/alerts.yml: `check rules`, and `test rules` on series given as values.
 */
export const PROMTOOL = ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((path) => existsSync(path));
export const RULES = resolve("deploy/prometheus/alerts.yml");

export interface Series {
  /** `name{label="value",…}` */
  series: string;
  /** promtool's expanding notation, e.g. "0+0x60" (a constant 0 for an hour of 1-minute samples). */
  values: string;
}

/**
 * Which alerts fire at `at` (e.g. "30m") on these series, scraped every minute. Runs
 * `promtool test rules` with an expectation of none and reads the alerts it reports instead.
 */
export function firingAlerts(input: Series[], at = "30m"): string[] {
  if (!PROMTOOL) throw new Error("promtool is not installed (apt-get install prometheus)");
  const dir = mkdtempSync(join(tmpdir(), "parcelhelp-promtool-"));
  try {
    const names = alertNames();
    const test = {
      rule_files: [RULES],
      evaluation_interval: "1m",
      tests: [
        {
          interval: "1m",
          input_series: input,
          alert_rule_test: names.map((alertname) => ({ eval_time: at, alertname, exp_alerts: [] })),
        },
      ],
    };
    const file = join(dir, "test.yml");
    // JSON is YAML: no YAML library needed.
    writeFileSync(file, JSON.stringify(test));
    const result = spawnSync(PROMTOOL, ["test", "rules", file], { encoding: "utf8" });
    const output = `${result.stdout}${result.stderr}`;
    if (result.status === 0) return [];
    // A rule that fired: "alertname: X, time: 30m, exp:[], got:[ 0: Labels:{…} … ]".
    const firing = [...output.matchAll(/alertname: (\w+), time: [^,]+,\s*exp:\[\],\s*got:\[\s*0:/g)].map(
      ([, name]) => name,
    );
    if (firing.length === 0) throw new Error(`promtool test rules failed:\n${output}`);
    return [...new Set(firing)].sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The alert names in the rules file, in order. */
export function alertNames(): string[] {
  if (!PROMTOOL) return [];
  const result = spawnSync(PROMTOOL, ["check", "rules", "--lint=none", RULES], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  const text = readFileSync(RULES, "utf8");
  return [...text.matchAll(/^\s*- alert: (\w+)$/gm)].map(([, name]) => name);
}

/**
 * A Prometheus text exposition (GET /metrics) as constant series for an hour, each with
 * job="parcelhelp" and an instance label, the way a scrape would store them.
 */
export function seriesFromExposition(text: string, instance: string, minutes = 60): Series[] {
  const series: Series[] = [{ series: `up{job="parcelhelp",instance="${instance}"}`, values: `1+0x${minutes}` }];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const [, name, , labels = "", value] = match;
    const number = Number(value);
    if (!Number.isFinite(number)) continue;
    const all = [labels, `job="parcelhelp"`, `instance="${instance}"`].filter(Boolean).join(",");
    // Counters stay where they are for the hour: a healthy instance's rates are whatever they were.
    series.push({ series: `${name}{${all}}`, values: `${number}+0x${minutes}` });
  }
  return series;
}
