/**
 * The privacy policy says the rate-limit keys (visitors' addresses) and the view counts stay in
 * Redis's memory. deploy/redis/parcelhelp.conf makes that so in the guide's setup, included last in
 * Debian's redis.conf; an instance that reaches a Redis that still writes to disk says so as a
 * configuration-warning, which the metric (and its alert) counts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { checkPersistence, redisPersistence, redisWarnings } from "~/lib/redis.server";

const SHIPPED = resolve("deploy/redis/parcelhelp.conf");
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;

/** The file's directives, comments aside: `save ""` as ["save", '""']. */
function directives(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

const started: Array<{ child: ChildProcess; dir: string; client?: Redis }> = [];
afterEach(async () => {
  for (const { child, dir, client } of started.splice(0)) {
    client?.disconnect();
    child.kill("SIGKILL");
    await new Promise((done) => child.once("exit", done));
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A Redis started as Debian starts it: a main config with no `save` line (Redis's built-in save
 * points then apply, as with Debian's own file), plus the guide's include line when asked.
 */
async function debianRedis(includeShipped: boolean): Promise<Redis> {
  const dir = mkdtempSync(join(tmpdir(), "parcelhelp-redis-"));
  const port = await freePort();
  const main = join(dir, "redis.conf");
  writeFileSync(
    main,
    [`port ${port}`, "bind 127.0.0.1", `dir ${dir}`, ...(includeShipped ? [`include ${SHIPPED}`] : [])].join("\n"),
  );
  const child = spawn("redis-server", [main], { stdio: "ignore" });
  started.push({ child, dir });
  for (let attempt = 0; spawnSync("redis-cli", ["-p", String(port), "ping"]).status !== 0; attempt += 1) {
    if (attempt > 50) throw new Error("redis-server did not start");
    await new Promise((done) => setTimeout(done, 100));
  }
  const client = new Redis({ port, host: "127.0.0.1" });
  started[started.length - 1].client = client;
  return client;
}

describe("Redis without persistence", () => {
  it("the shipped file turns off snapshots and the append-only file", () => {
    expect(directives(readFileSync(SHIPPED, "utf8"))).toEqual([
      ["save", '""'],
      ["appendonly", "no"],
    ]);
  });

  it("the guide installs it as the last line of Debian's redis.conf and deletes an earlier snapshot", () => {
    const guide = readFileSync("deploy/README.md", "utf8");
    expect(guide).toContain("install -m 0644 deploy/redis/parcelhelp.conf /etc/redis/parcelhelp.conf");
    expect(guide).toContain("echo 'include /etc/redis/parcelhelp.conf' >> /etc/redis/redis.conf");
    expect(guide).toContain("rm -rf /var/lib/redis/dump.rdb /var/lib/redis/appendonlydir");
  });

  it.skipIf(!hasRedis)("a Redis set up as the guide says writes nothing to disk, and no warning is given", async () => {
    const redis = await debianRedis(true);
    const warned: string[] = [];
    await checkPersistence(redis, { warn: (_fields, message) => warned.push(message) });
    expect(redisPersistence(await redis.config("GET", "save"), await redis.config("GET", "appendonly"))).toEqual([]);
    expect(warned).toEqual([]);
    expect(redisWarnings()).toEqual([]);
  });

  it.skipIf(!hasRedis)(
    "can fail: Debian's defaults alone save snapshots, and that is a configuration warning",
    async () => {
      const redis = await debianRedis(false);
      const warned: Array<{ event: string; message: string }> = [];
      await checkPersistence(redis, { warn: (fields, message) => warned.push({ event: fields.event, message }) });
      expect(warned).toHaveLength(1);
      expect(warned[0].event).toBe("configuration-warning");
      expect(warned[0].message).toMatch(
        /^Redis writes its data to disk \(snapshots \(save 3600 1 300 100 60 10000\)\)/,
      );
      expect(redisWarnings()).toEqual([warned[0].message]);
      // Fixed while running: the next check clears it.
      await redis.config("SET", "save", "");
      await checkPersistence(redis, { warn: () => undefined });
      expect(redisWarnings()).toEqual([]);
    },
  );
});
