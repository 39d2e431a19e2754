// Stopping one server process without dropping a visitor: stop accepting, give
// connections already accepted a moment to deliver their request (each answered with
// `Connection: close`), let the requests inside finish (bounded by a deadline), close
// what is left idle, then run the last writes (the outbox).

/**
 * @param {{
 *   server: import("node:http").Server,
 *   timeoutMs: number,
 *   graceMs?: number,
 *   beforeExit?: () => Promise<void>,
 *   log?: Pick<Console, "error" | "warn">,
 * }} options
 *   graceMs: how long a connection accepted before the stop may still send its request
 */
export function createGracefulShutdown({ server, timeoutMs, graceMs = 1000, beforeExit = async () => {}, log = console }) {
  /** @type {Set<import("node:http").ServerResponse>} */
  const active = new Set();
  let closing = false;
  /** @type {(() => void) | undefined} */
  let onDrained;
  /** @type {Promise<{ timedOut: boolean }> | undefined} */
  let done;

  /** @param {import("node:http").ServerResponse} res */
  function closeAfter(res) {
    // A kept-alive connection must not carry further requests once we are stopping.
    if (!res.headersSent) res.setHeader("Connection", "close");
  }

  return {
    get closing() {
      return closing;
    },

    get inFlight() {
      return active.size;
    },

    /**
     * Call first thing for every request.
     * @param {import("node:http").ServerResponse} res
     */
    track(res) {
      active.add(res);
      if (closing) closeAfter(res);
      res.once("close", () => {
        active.delete(res);
        if (closing && active.size === 0) onDrained?.();
      });
    },

    /** Idempotent; resolves once everything is closed and flushed. */
    shutdown() {
      done ??= (async () => {
        closing = true;
        const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
        for (const res of active) closeAfter(res);
        // A connection the kernel accepted a moment ago looks idle until its request
        // arrives; closing it now would drop that request. Wait a little first (or
        // not at all, when every connection has already gone).
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let grace;
        await Promise.race([
          closed,
          new Promise((resolve) => {
            grace = setTimeout(resolve, graceMs);
          }),
        ]);
        clearTimeout(grace);
        server.closeIdleConnections();

        let timedOut = false;
        if (active.size > 0) {
          /** @type {ReturnType<typeof setTimeout> | undefined} */
          let timer;
          await Promise.race([
            new Promise((resolve) => {
              onDrained = () => resolve(undefined);
            }),
            new Promise((resolve) => {
              timer = setTimeout(() => {
                timedOut = true;
                resolve(undefined);
              }, timeoutMs);
            }),
          ]);
          clearTimeout(timer);
        }
        if (timedOut) {
          log.warn(`shutdown: ${active.size} request(s) still running after ${timeoutMs} ms; closing them`);
          server.closeAllConnections();
        } else {
          server.closeIdleConnections();
        }
        // A connection opened but silent (no request yet) gets a short grace, then goes.
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let straggler;
        await Promise.race([
          closed,
          new Promise((resolve) => {
            straggler = setTimeout(resolve, 1000);
          }),
        ]);
        clearTimeout(straggler);
        server.closeAllConnections();
        await closed;
        try {
          await beforeExit();
        } catch (error) {
          log.error("shutdown: final writes failed", error);
        }
        return { timedOut };
      })();
      return done;
    },
  };
}
