// Stopping one server process without dropping a visitor: stop accepting, let the
// requests already inside finish (bounded by a deadline), close kept-alive
// connections as they fall idle, then run the last writes (the outbox).

/**
 * @param {{
 *   server: import("node:http").Server,
 *   timeoutMs: number,
 *   beforeExit?: () => Promise<void>,
 *   log?: Pick<Console, "error" | "warn">,
 * }} options
 */
export function createGracefulShutdown({ server, timeoutMs, beforeExit = async () => {}, log = console }) {
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
