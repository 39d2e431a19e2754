// @ts-check
// The security headers every answer carries, set once, before anything can answer: pages, data,
// robots.txt, sitemap.xml, /healthz, /build/* and public files, the server's own 400/405/413 pages.
// helmet sets them; the Content-Security-Policy is not its job here: documents get theirs from
// app/entry.server.tsx (a nonce, or script hashes for cached pages, decision 009), the server's
// own pages from request-guards.mjs. HSTS is nginx's (deploy/nginx.conf): it knows the scheme.
import helmet from "helmet";

/** @returns {import("express").RequestHandler} */
export function securityHeaders() {
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    // The site links to USPS and the carriers: they may see the origin, never the path (tracking numbers).
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    headers(req, res, next);
  };
}
