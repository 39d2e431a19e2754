// The production server's own settings (the app's settings stay in app/lib/config.server.ts,
// which the build validates when it loads). Read once, validated, with a clear message.
import { availableParallelism } from "node:os";
import { z } from "zod";

const flag = z
  .enum(["", "0", "1", "true", "false", "yes", "no"], {
    errorMap: () => ({ message: "must be one of 1, 0, true, false, yes, no" }),
  })
  .default("")
  .transform((value) => value === "1" || value === "true" || value === "yes");

const serverEnvSchema = z.object({
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Heroku's name for "how many processes"; one per core unless told otherwise.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  // Per process; 0 turns the micro-cache off.
  MICRO_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  ACCESS_LOG: flag,
  // Must outlast ANSWER_TIMEOUT_MS so a request waiting on the answer service can finish.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
});

/**
 * @typedef {object} ServerConfig
 * @property {string | undefined} host
 * @property {number} port
 * @property {number} workers
 * @property {number} microCacheBytes
 * @property {boolean} accessLog
 * @property {number} shutdownTimeoutMs
 */

/**
 * @param {Record<string, string | undefined>} source
 * @returns {ServerConfig}
 */
export function parseServerConfig(source) {
  // `NAME=` means "not set", as in the app's own configuration.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = serverEnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join("\n")}\nSee docs/performance.md.`);
  }
  const env = result.data;
  return {
    host: env.HOST,
    port: env.PORT,
    workers: env.WEB_CONCURRENCY,
    microCacheBytes: Math.round(env.MICRO_CACHE_MB * 1024 * 1024),
    accessLog: env.ACCESS_LOG,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}
