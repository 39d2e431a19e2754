// @ts-check
// Child processes for the measuring scripts: every one started is stopped again, on
// success, on error and on Ctrl-C, and nothing is left listening.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { createConnection } from "node:net";

/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
let stopping = false;

/**
 * Starts a child whose output goes straight to a log file (never through this
 * process, which may be busy generating load).
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions & { logPath: string, oneShot?: boolean }} options
 *   oneShot: the process ends by itself when done (no warning when it exits)
 */
export function startProcess(label, command, args, { logPath, oneShot = false, ...options }) {
  mkdirSync(dirname(logPath), { recursive: true });
  const fd = openSync(logPath, "w");
  const child = spawn(command, args, { stdio: ["ignore", fd, fd], ...options });
  closeSync(fd);
  children.add(child);
  const output = () => {
    try {
      return readFileSync(logPath, "utf8").slice(-3000);
    } catch {
      return "";
    }
  };
  const managed = Object.assign(child, { label, output, expectedExit: oneShot });
  child.once("exit", (code, signal) => {
    children.delete(child);
    if (!stopping && !managed.expectedExit) {
      console.error(
        `\n${label} exited unexpectedly (${signal ?? `code ${code}`}); the end of ${logPath}:\n${output()}`,
      );
    }
  });
  return managed;
}

/**
 * Stops one child: SIGTERM (or the given signal), then SIGKILL if it lingers.
 * @param {import("node:child_process").ChildProcess & { expectedExit?: boolean }} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null }>}
 */
export function stopProcess(child, { signal = "SIGTERM", graceMs = 20_000 } = {}) {
  child.expectedExit = true;
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", (code, exitSignal) => {
      clearTimeout(timer);
      resolve({ code, signal: exitSignal });
    });
    child.kill(signal);
  });
}

/** @param {() => Promise<void>} cleanup */
export function onCleanup(cleanup) {
  cleanups.push(cleanup);
}

/** Stops everything this script started. Safe to call more than once. */
export async function stopAll() {
  stopping = true;
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch(() => undefined);
  }
  await Promise.all([...children].map((child) => stopProcess(child, { graceMs: 5000 })));
}

/** Installs handlers so an error or Ctrl-C still stops every child. */
export function stopAllOnExit() {
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything started…`);
      stopAll().finally(() => process.exit(130));
    });
  }
  process.once("uncaughtException", (error) => {
    console.error(error);
    stopAll().finally(() => process.exit(1));
  });
  process.once("unhandledRejection", (error) => {
    console.error(error);
    stopAll().finally(() => process.exit(1));
  });
}

/**
 * @param {number} port
 * @returns {Promise<boolean>} whether something already listens on 127.0.0.1:port
 */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** @param {number[]} ports */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length > 0) {
    throw new Error(`port(s) ${busy.join(", ")} already in use on 127.0.0.1; set PERF_PORT_BASE to move the whole set`);
  }
}

/**
 * Polls a URL until it answers (any status), or fails after `timeoutMs` (an app starting on a
 * loaded two-core machine took over 30 s).
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import("node:child_process").ChildProcess & { output?: () => string } }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 90_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the process for ${url} exited before answering:\n${child.output?.() ?? ""}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The pid and every descendant pid of a process (Linux /proc).
 * @param {number} pid
 * @returns {number[]}
 */
export function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    const path = `/proc/${pids[i]}/task/${pids[i]}/children`;
    if (!existsSync(path)) continue;
    try {
      for (const child of readFileSync(path, "utf8").trim().split(/\s+/)) if (child) pids.push(Number(child));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/**
 * Resident memory of one process in bytes (0 when it is gone).
 * @param {number} pid
 */
export function rssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Resident and proportional memory of one process in bytes (zeros when it is gone). RSS counts
 * every page the process maps, so pages shared with its siblings (the node binary, ~45 MB) count
 * once per process in a sum; PSS shares them out, so a sum of PSS is what the group holds.
 * @param {number} pid
 * @returns {{ rss: number, pss: number }}
 */
export function processMemory(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const field = (/** @type {string} */ name) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1] ?? 0) * 1024;
    return { rss: field("Rss"), pss: field("Pss") };
  } catch {
    // No smaps_rollup (before Linux 4.14) or the process ended.
    return { rss: rssBytes(pid), pss: 0 };
  }
}

/**
 * One reading of a process tree: each member's memory and the sums.
 * @param {number} pid
 */
export function treeMemory(pid) {
  const processes = processTree(pid).map((member) => ({ pid: member, ...processMemory(member) }));
  return {
    processes,
    total: processes.reduce((sum, member) => sum + member.rss, 0),
    pss: processes.reduce((sum, member) => sum + member.pss, 0),
  };
}

/**
 * Samples the resident memory of a process tree every `intervalMs` and keeps the peak
 * of the sum, the peak of any one process, and every sample (`total`: the sum of RSS).
 * @param {number} pid
 * @param {number} [intervalMs]
 */
export function watchMemory(pid, intervalMs = 250) {
  const samples =
    /** @type {{ at: number, total: number, pss: number, processes: { pid: number, rss: number }[] }[]} */ ([]);
  let peakTotal = 0;
  let peakProcess = 0;
  const sample = () => {
    const { processes, total, pss } = treeMemory(pid);
    for (const member of processes) peakProcess = Math.max(peakProcess, member.rss);
    peakTotal = Math.max(peakTotal, total);
    samples.push({ at: Date.now(), total, pss, processes: processes.map(({ pid: id, rss }) => ({ pid: id, rss })) });
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    samples,
    get peakTotal() {
      return peakTotal;
    },
    get peakProcess() {
      return peakProcess;
    },
    processes: () => processTree(pid).length,
    stop: () => clearInterval(timer),
  };
}

/** @param {number} bytes */
export function megabytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** Kernel clock ticks per second (USER_HZ); 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) used so far by a process and its descendants still
 * running, in milliseconds (Linux /proc).
 * @param {number} pid
 */
export function cpuMilliseconds(pid) {
  let ticks = 0;
  for (const member of processTree(pid)) {
    try {
      const fields = readFileSync(`/proc/${member}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we looked.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
