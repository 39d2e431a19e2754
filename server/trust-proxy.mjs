// @ts-check
// Which peers may speak for the client (TRUST_PROXY, checked by app/lib/config.server.ts): Express's
// `trust proxy` with a list of addresses, CIDR ranges or the keywords loopback, linklocal and
// uniquelocal; `1` means loopback, the shipped nginx on the same machine. From any other peer the
// X-Forwarded-* headers are removed before anything reads them, so neither Express (req.ip, the
// rate limit's client), @remix-run/express (the request URL) nor the app (canonical origin) can be
// fooled by a client that claims to be a proxy. The first such request is logged once per process.
import { BlockList, isIP } from "node:net";

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"];

/** Ranges where a proxy usually sits; an address there is named in the warning, a public one is not. */
const PRIVATE = new BlockList();
for (const [network, prefix] of /** @type {const} */ ([
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
])) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
PRIVATE.addSubnet("fc00::", 7, "ipv6");
PRIVATE.addSubnet("fe80::", 10, "ipv6");
PRIVATE.addAddress("::1", "ipv6");

/**
 * The peer's address as the warning may show it: a private-network address (likely the
 * proxy that should be listed) in full, a public one (likely a visitor) not at all.
 * @param {string | undefined} address
 */
export function describePeer(address) {
  if (!address) return "unknown";
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = isIP(plain) === 6 ? "ipv6" : "ipv4";
  return isIP(plain) && PRIVATE.check(plain, family) ? plain : `a public ${family} address`;
}

/**
 * Sets Express's `trust proxy` and returns the middleware that removes forwarded headers
 * from peers outside the list.
 * @param {import("express").Express} app
 * @param {string | undefined} trustedProxies TRUST_PROXY as config.server.ts normalised it
 * @param {import("pino").Logger} log
 * @returns {import("express").RequestHandler}
 */
export function trustProxy(app, trustedProxies, log) {
  app.set("trust proxy", trustedProxies ?? false);
  /** @type {(address: string, hop: number) => boolean} */
  const isTrusted = app.get("trust proxy fn");
  let warned = false;
  return (req, _res, next) => {
    const peer = req.socket.remoteAddress;
    if (peer && isTrusted(peer, 0)) return next();
    for (const name of FORWARDED) delete req.headers[name];
    if (trustedProxies && !warned) {
      warned = true;
      log.warn(
        { event: "untrusted-peer", peer: describePeer(peer), trustProxy: trustedProxies },
        "a request came from outside TRUST_PROXY: its X-Forwarded-* headers are ignored (logged once per process)",
      );
    }
    next();
  };
}
