// @ts-check
// GET /readyz: whether this process can do the site's job now (app/lib/readiness.server.ts
// decides), plus what only the server knows: that it is stopping. 200 when ready, else 503; a
// JSON report either way, never cached. /healthz (a Remix route) stays the cheap liveness check.

/** @typedef {{ ready: boolean, degraded: boolean, checks: Record<string, { state: string, reason?: string }> }} Report */

/**
 * @param {{ readiness: () => Promise<Report>, stopping: () => boolean }} sources
 * @returns {import("express").RequestHandler}
 */
export function readinessHandler({ readiness, stopping }) {
  return async (_req, res, next) => {
    try {
      const report = await readiness();
      if (stopping()) {
        report.ready = false;
        report.checks.process = { state: "failing", reason: "stopping" };
      }
      res
        .status(report.ready ? 200 : 503)
        .set({ "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" })
        .send(`${JSON.stringify(report)}\n`);
    } catch (error) {
      next(error);
    }
  };
}
