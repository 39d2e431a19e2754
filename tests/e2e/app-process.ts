import { spawn, type ChildProcess } from "node:child_process";

/** An app process a spec starts itself (server/index.mjs on the build), with what it printed. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  stop(): void;
}

export async function startAppProcess(port: number, env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ["server/index.mjs", "build/index.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never outlives the test worker: a hook that timed out while it started left it holding its port,
  // and the retry found "port already in use".
  const killOnExit = () => child.kill("SIGTERM");
  process.once("exit", killOnExit);
  child.once("exit", () => process.removeListener("exit", killOnExit));
  let printed = "";
  const collect = (chunk: Buffer) => (printed += chunk.toString("utf8"));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  // A loaded machine (CI beside other work) took over 30 s to load the content and search indexes.
  const deadline = Date.now() + 75_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited at start:\n${printed}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // Not left running: a later start on this port would find it answering /healthz and test an old build.
      child.kill("SIGTERM");
      throw new Error(`${url} did not answer in 75 s:\n${printed}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { url, child, output: () => printed, stop: () => void child.kill("SIGTERM") };
}

/** The JSON lines printed, and every line that is not JSON (a stack trace, a bare message). */
export function logLines(output: string): { json: Array<Record<string, unknown>>; other: string[] } {
  const json: Array<Record<string, unknown>> = [];
  const other: string[] = [];
  for (const line of output.split("\n")) {
    if (line.trim() === "") continue;
    try {
      json.push(JSON.parse(line));
    } catch {
      other.push(line);
    }
  }
  return { json, other };
}
