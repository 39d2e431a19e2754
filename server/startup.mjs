// @ts-check
// Starting, as the operator reads it in the log: the Node.js version checked, one line saying
// where the server listens, and one clear line (not a stack trace) when it cannot listen there.
import { createServer } from "node:http";

/** The oldest Node.js this server runs on (package.json "engines"; README). */
const MIN_NODE = { major: 22, minor: 12 };

/**
 * Stops at once on an older Node.js (Debian 12's own package is 18), naming the one it found.
 * @param {import("pino").Logger} log
 */
export function requireSupportedNode(log) {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major > MIN_NODE.major || (major === MIN_NODE.major && minor >= MIN_NODE.minor)) return;
  log.fatal(
    { event: "unsupported-node", found: process.version, executable: process.execPath },
    `Node.js ${MIN_NODE.major}.${MIN_NODE.minor} or newer is needed, this is ${process.version} (${process.execPath})`,
  );
  process.exit(1);
}

/**
 * Listens where the settings say. An address already in use, not allowed or not on this machine
 * ends the process with status 1 and one line saying so.
 * @param {import("node:http").RequestListener} app
 * @param {{ host?: string, port: number, reusePort?: boolean }} where reusePort: a socket of this
 *   process's own, beside its siblings' on the same port (exclusive of the cluster's primary)
 * @param {import("pino").Logger} log
 * @param {import("node:http").ServerOptions} [options] timeouts and the like
 * @returns {import("node:http").Server}
 */
export function listen(app, { host, port, reusePort = false }, log, options = {}) {
  const server = createServer(options, app);
  const place = `${host ?? "all interfaces"} port ${port}`;
  server.once("error", (error) => {
    const code = "code" in error ? String(error.code) : "";
    const why = {
      EADDRINUSE: `${place} is already in use: another server (or an instance still running) listens there; stop it or set PORT`,
      EACCES: `${place} needs privileges this user does not have: use a port above 1023 (nginx listens on 80/443)`,
      EADDRNOTAVAIL: `${place}: HOST ${host} is not an address of this machine`,
    }[code];
    if (!why) throw error;
    log.fatal({ event: "listen-failed", code, host: host ?? null, port }, `cannot listen: ${why}`);
    process.exit(1);
  });
  server.listen({ port, host, ...(reusePort ? { reusePort, exclusive: true } : {}) }, () => {
    const address = server.address();
    const bound = typeof address === "object" && address ? address : { address: host ?? "", port };
    // Bound to every interface, the machine itself reaches it as localhost (what the README says).
    const everywhere = !host || bound.address === "::" || bound.address === "0.0.0.0";
    const shown = everywhere ? "localhost" : bound.address.includes(":") ? `[${bound.address}]` : bound.address;
    log.info(
      {
        event: "listening",
        url: `http://${shown}:${bound.port}`,
        interfaces: everywhere ? "all" : bound.address,
        pid: process.pid,
      },
      "listening",
    );
  });
  return server;
}
