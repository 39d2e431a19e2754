import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { expect, test } from "./fixtures";
import { REDIS_START_PORTS } from "./servers";

/**
 * Start-up order (issue 23): the server listens only once Redis is connected (or has failed), so the
 * first message after a start is counted in Redis, where every process and machine sees it, not in
 * the memory of the process that happened to take it. HTTP only: run once (the "js" project).
 */

const [REDIS_PORT, APP_PORT] = REDIS_START_PORTS;
const children: ChildProcess[] = [];

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "HTTP only: run once");
});

test.afterAll(() => {
  for (const child of children) child.kill("SIGTERM");
});

function redisCli(...args: string[]): string {
  return spawnSync("redis-cli", ["-p", String(REDIS_PORT), ...args], { encoding: "utf8" }).stdout.trim();
}

test("the first message after a start is counted in Redis", async ({ request }) => {
  const redis = spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", ""], {
    stdio: "ignore",
  });
  children.push(redis);
  await expect.poll(() => redisCli("ping"), { timeout: 10_000 }).toBe("PONG");

  const app = spawn(process.execPath, ["server/index.mjs", "build/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(APP_PORT),
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      OUTBOX_PATH: ".tmp/e2e/redis-start/messages.jsonl",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(app);
  // The moment the server says it listens, not a moment later.
  await new Promise<void>((resolve, reject) => {
    app.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes('"event":"listening"')) resolve();
    });
    app.once("exit", () => reject(new Error("the app exited")));
  });
  const response = await request.post(`http://127.0.0.1:${APP_PORT}/contact`, {
    form: { name: "Ada", email: "ada@example.com", subject: "First", message: "The first message after a start." },
  });
  expect(response.status()).toBe(200);
  expect(redisCli("--scan", "--pattern", "parcelhelp:limit:client*")).not.toBe("");
});
