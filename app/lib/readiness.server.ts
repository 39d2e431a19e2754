/**
 * Readiness: can this process do the site's job right now? server/readiness.mjs answers
 * GET /readyz with this report (200, or 503 when `ready` is false); /healthz stays the cheap
 * "the process answers" check. deploy/README.md ("Health and alerts") says what to alert on.
 *
 * Not ready (503): a fault of this machine that another instance may not have, so a balancer
 * should send visitors elsewhere:
 * - the outbox cannot be written (job applications always go there, and messages do when no
 *   e-mail service is configured: the forms would answer 503);
 * - the help centre's content could not be loaded (its pages would fail).
 * Degraded (still 200): shared services every instance would miss alike. Taking all instances
 * out of a balancer for them would turn a weakened site into no site:
 * - Redis configured but not answering (limits fall back to this process, answers are cached
 *   per process);
 * - the answer or e-mail service failed on its last call (visitors see the stored answer, or
 *   the form's failure message with everything they typed kept).
 * Draining (503 on purpose): while the drain file exists (DRAIN_FILE, `touch /var/lib/parcelhelp/drain`),
 * so that a balancer takes the machine out before maintenance; the instance keeps serving what
 * still reaches it. The rolling restart accepts an instance that fails only this check.
 * Reasons are short codes (a status, ECONNREFUSED, WRONGPASS), never an address or a path: the
 * report may be seen by whoever can reach the port.
 */
import { randomBytes } from "node:crypto";
import { access, mkdir, statfs, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { getConfig, type AppConfig } from "~/lib/config.server";
import { getHelpSearch } from "~/lib/help-centre/search.server";
import { RESUME_RULES } from "~/lib/forms/resume-file";
import { redisHealth } from "~/lib/redis.server";
import { serviceOutcome, type ServiceName } from "~/lib/service-state.server";

export type CheckState = "ok" | "degraded" | "failing" | "off" | "unknown";

export interface Check {
  state: CheckState;
  reason?: string;
  /** ISO times, for the services: the last outcome, and the last success when it failed. */
  at?: string;
  lastOkAt?: string;
}

export interface ReadinessReport {
  ready: boolean;
  degraded: boolean;
  checks: Record<"outbox" | "content" | "redis" | "answerService" | "email" | "drain", Check>;
}

/** Room for a few résumés: below this, the next application may not fit. */
const MIN_FREE_BYTES = 4 * RESUME_RULES.maxBytes;

export async function readiness(config: AppConfig = getConfig()): Promise<ReadinessReport> {
  const [outbox, content, redis, drain] = await Promise.all([
    outboxCheck(config.outboxPath),
    getHelpSearch().then(
      (): Check => ({ state: "ok" }),
      (): Check => ({ state: "failing", reason: "content-not-loaded" }),
    ),
    redisHealth().then((health): Check =>
      health.state === "off" ? health : { state: health.state === "ok" ? "ok" : "degraded", reason: health.reason },
    ),
    access(config.drainFile).then(
      (): Check => ({ state: "failing", reason: "draining" }),
      (): Check => ({ state: "ok" }),
    ),
  ]);
  const checks = {
    outbox,
    content,
    redis,
    answerService: config.answerService ? serviceCheck("answerService") : { state: "off" as const },
    email: config.emailjs || config.smtp ? serviceCheck("email") : { state: "off" as const },
    drain,
  };
  const states = Object.values(checks).map((check) => check.state);
  return { ready: !states.includes("failing"), degraded: states.includes("degraded"), checks };
}

function serviceCheck(service: ServiceName): Check {
  const outcome = serviceOutcome(service);
  if (!outcome) return { state: "unknown", reason: "not-called-yet" };
  if (outcome.ok) return { state: "ok", at: outcome.at };
  return { state: "degraded", reason: outcome.reason, at: outcome.at, lastOkAt: outcome.lastOkAt };
}

/**
 * What an append needs: the folder (created as the first message would create it), a new file
 * written and removed in it, and free space for a résumé. A real write rather than access(),
 * which says yes to root and cannot see a full disk.
 */
async function outboxCheck(outboxPath: string): Promise<Check> {
  const folder = dirname(resolve(outboxPath));
  const probe = join(folder, `.readyz-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await writeFile(probe, "", { flag: "wx", mode: 0o600 });
    await unlink(probe);
    const space = await statfs(folder);
    if (space.bavail * space.bsize < MIN_FREE_BYTES) return { state: "failing", reason: "disk-nearly-full" };
    return { state: "ok" };
  } catch (error) {
    const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "error";
    return { state: "failing", reason: code };
  }
}
