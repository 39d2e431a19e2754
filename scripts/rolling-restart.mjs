#!/usr/bin/env node
// @ts-check
// The rolling restart: one app instance at a time, so nginx always has one that answers.
//
//   sudo node scripts/rolling-restart.mjs [--host 127.0.0.1] [PORT …]      (npm run deploy:restart)
//
// For each instance (by default every running parcelhelp@PORT.service): `systemctl restart`
// (SIGTERM: the instance stops accepting, answers what it has and exits; then the new one starts
// from /srv/parcelhelp/current), wait until its GET /readyz answers 200 (or 503 for the drain file
// alone: a drained machine is upgraded too), then wait PAUSE_MS more,
// so that nginx no longer counts it as down (deploy/nginx.conf: fail_timeout) before the next one
// stops. An instance that does not become ready stops the restart there: the others keep serving.
// Exit status: 0 all restarted, 1 an instance failed (named), 2 bad arguments.
// scripts/deploy-rehearse.mjs runs rollingRestart() with its own way of restarting a process.
import { execFileSync } from "node:child_process";
import { isRunAsCommand } from "./lib/run-as-command.mjs";

/**
 * Longer than the upstream's fail_timeout in deploy/nginx.conf (5 s); tests/unit/nginx-config.test.ts
 * fails when one changes without the other.
 */
export const PAUSE_MS = 6000;
/** Start, build load and warm-up take a few seconds; this is the point at which something is wrong. */
export const READY_TIMEOUT_MS = 60_000;

/**
 * Whether a /readyz answer means "ready": 200, or a 503 whose only failing check is the drain file
 * (the operator drained the machine for this very maintenance; it serves what reaches it).
 * @param {number} status
 * @param {string} body
 */
export function readyOrDraining(status, body) {
  if (status === 200) return true;
  try {
    const report = JSON.parse(body);
    const failing = Object.entries(report.checks ?? {}).filter(([, check]) => check?.state === "failing");
    return failing.length > 0 && failing.every(([name]) => name === "drain");
  } catch {
    return false;
  }
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<boolean>} whether it answered ready (or only draining) in time
 */
export async function waitUntilReady(url, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (readyOrDraining(response.status, await response.text())) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * @template Instance
 * @param {{
 *   instances: Instance[],
 *   restart: (instance: Instance) => Promise<void>,
 *   readyUrl: (instance: Instance) => string,
 *   pauseMs?: number,
 *   log?: (line: string) => void,
 * }} options
 * @returns {Promise<void>} rejects naming the instance that did not come back
 */
export async function rollingRestart({ instances, restart, readyUrl, pauseMs = PAUSE_MS, log = console.log }) {
  for (const [index, instance] of instances.entries()) {
    log(`restarting ${instance}…`);
    const started = Date.now();
    await restart(instance);
    if (!(await waitUntilReady(readyUrl(instance)))) {
      throw new Error(
        `${instance} is not ready after ${READY_TIMEOUT_MS / 1000} s (${readyUrl(instance)}); stopped here`,
      );
    }
    log(`${instance} is ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (index < instances.length - 1) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** The ports of the running parcelhelp@PORT.service instances. */
function runningInstances() {
  const output = execFileSync(
    "systemctl",
    ["list-units", "--type=service", "--state=running", "--no-legend", "--plain", "parcelhelp@*.service"],
    { encoding: "utf8" },
  );
  return [...output.matchAll(/parcelhelp@(\d+)\.service/g)].map((match) => match[1]);
}

async function main() {
  const args = process.argv.slice(2);
  let host = "127.0.0.1";
  /** @type {string[]} */
  const ports = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--host" && args[i + 1]) host = args[(i += 1)];
    else if (/^\d+$/.test(args[i])) ports.push(args[i]);
    else {
      console.error(`usage: node scripts/rolling-restart.mjs [--host ADDRESS] [PORT …]  (not: ${args[i]})`);
      return 2;
    }
  }
  const instances = ports.length > 0 ? ports : runningInstances();
  if (instances.length === 0) {
    console.error("rolling restart: no running parcelhelp@PORT.service instance, and no port given");
    return 2;
  }
  if (instances.length === 1)
    console.warn("rolling restart: only one instance: visitors get cached pages or 502 while it restarts");
  try {
    await rollingRestart({
      instances,
      restart: async (port) => {
        execFileSync("systemctl", ["restart", `parcelhelp@${port}.service`], { stdio: "inherit" });
      },
      readyUrl: (port) => `http://${host.includes(":") ? `[${host}]` : host}:${port}/readyz`,
      log: (line) => console.log(`rolling restart: ${line}`),
    });
    console.log(`rolling restart: done (${instances.join(", ")})`);
    return 0;
  } catch (error) {
    console.error(`rolling restart: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (isRunAsCommand(import.meta.url)) process.exitCode = await main();
