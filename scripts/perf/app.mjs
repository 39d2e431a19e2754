// @ts-check
// Starting the built app for the measuring scripts: the production runtime (server/index.mjs,
// a process per core) or plain remix-serve for comparison, on loopback, logs to files.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { startProcess, waitForHttp } from "./processes.mjs";

/** Builds first when there is no build or the sources are newer (as `npm start` does). */
export function ensureBuild() {
  const result = spawnSync(process.execPath, ["scripts/ensure-build.js"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

/** First port of the block the measuring scripts use; each script takes its own ten. */
export const PORT_BASE = Number(process.env.PERF_PORT_BASE ?? 3600);

/**
 * @param {{ port: number, logPath: string, env?: Record<string, string> }} options
 */
export async function startProductionApp({ port, logPath, env = {} }) {
  const child = startProcess("app (server/index.mjs)", process.execPath, ["server/index.mjs"], {
    logPath,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      WEB_CONCURRENCY: String(availableParallelism()),
      // As production runs: without SITE_URL pages are private and nginx would cache none of them.
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child });
  return child;
}

/**
 * remix-serve as `npm start` runs it (it always logs each request: to the log file here).
 * @param {{ port: number, logPath: string, env?: Record<string, string> }} options
 */
export async function startRemixServe({ port, logPath, env = {} }) {
  const child = startProcess(
    "remix-serve",
    process.execPath,
    ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"],
    {
      logPath,
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child });
  return child;
}
