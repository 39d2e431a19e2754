#!/usr/bin/env node
// @ts-check
// npm run profile:floor: what Remix itself costs here, with nothing of this app. Writes a Remix app
// of trivial pages into .tmp/remix-floor (a root with <Meta>, <Links>, <Scripts>; as many routes as
// this app has, each one line of JSX; this app's future flags; the classic compiler), builds it with
// this project's own Remix, and measures node CPU per render straight into its request handler, as
// `npm run profile` does for the real pages: the floor under every figure `npm run profile` prints.
// Then the same with 3 routes and without <Scripts>, to show what the route tree and hydration cost.
//
//   FLOOR_REQUESTS=3000   renders per page
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, installGlobals } from "@remix-run/node";

const REQUESTS = Math.max(500, Number(process.env.FLOOR_REQUESTS ?? 3000));
const ROOT = resolve(".tmp/remix-floor");
process.env.NODE_ENV = "production";
installGlobals({ nativeFetch: true });

/** This app's route count, from its own build. */
async function appRouteCount() {
  execFileSync(process.execPath, ["scripts/ensure-build.js"], { stdio: "inherit" });
  const build = await import(pathToFileURL(resolve("build/index.js")).href);
  return Object.keys(build.routes).length;
}

/**
 * @param {string} name
 * @param {{ routes: number, scripts: boolean }} shape
 */
function writeApp(name, { routes, scripts }) {
  const dir = join(ROOT, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app/routes"), { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: `floor-${name}`, private: true, type: "module", sideEffects: false }),
  );
  writeFileSync(
    join(dir, "remix.config.js"),
    `export default { serverModuleFormat: "esm", future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: false } };\n`,
  );
  writeFileSync(
    join(dir, "app/root.tsx"),
    `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
export default function App() {
  return (<html lang="en"><head><meta charSet="utf-8" /><Meta /><Links /></head>
    <body><Outlet />${scripts ? "<ScrollRestoration /><Scripts />" : ""}</body></html>);
}\n`,
  );
  writeFileSync(
    join(dir, "app/entry.server.tsx"),
    `import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response("<!DOCTYPE html>" + renderToString(<RemixServer context={context} url={request.url} />), { status, headers });
}\n`,
  );
  writeFileSync(
    join(dir, "app/routes/_index.tsx"),
    `export default function Index() { return <main><h1>Hello</h1></main>; }\n`,
  );
  writeFileSync(
    join(dir, "app/routes/$.tsx"),
    `export async function loader() { throw new Response(null, { status: 404 }); }
export default function NotFound() { return <h1>Not found</h1>; }
export function ErrorBoundary() { return <h1>Not found</h1>; }\n`,
  );
  // root, _index and $ are three; the rest are one-line pages.
  for (let i = 1; i <= routes - 3; i += 1) {
    writeFileSync(
      join(dir, `app/routes/page-${i}.tsx`),
      `export default function Page() { return <h1>Page ${i}</h1>; }\n`,
    );
  }
  execFileSync(process.execPath, [resolve("node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: dir,
    stdio: "ignore",
  });
  return join(dir, "build/index.js");
}

/** @param {string} buildPath */
async function measure(buildPath) {
  const build = await import(pathToFileURL(buildPath).href);
  const handle = createRequestHandler(build, "production");
  /** @type {Record<string, number>} */
  const result = {};
  for (const path of ["/", "/no-such-page"]) {
    const render = async () => (await handle(new Request(`http://127.0.0.1${path}`))).arrayBuffer();
    for (let i = 0; i < 500; i += 1) await render();
    const before = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i += 1) await render();
    const cpu = process.cpuUsage(before);
    result[path] = (cpu.user + cpu.system) / 1000 / REQUESTS;
  }
  return result;
}

const routes = await appRouteCount();
console.log(
  `Remix's floor: trivial pages, ${REQUESTS} renders each, straight into the request handler (load ${loadavg()[0].toFixed(1)})\n`,
);
for (const [name, shape] of /** @type {const} */ ([
  [`${routes} routes, <Scripts>`, { routes, scripts: true }],
  [`${routes} routes, no <Scripts>`, { routes, scripts: false }],
  ["3 routes, <Scripts>", { routes: 3, scripts: true }],
])) {
  const figures = await measure(writeApp(name.replace(/[^a-z0-9]+/gi, "-"), shape));
  console.log(
    `${name.padEnd(28)}  page ${figures["/"].toFixed(2)} ms   404 ${figures["/no-such-page"].toFixed(2)} ms of CPU per render`,
  );
}
console.log(
  `\nload average ${loadavg()[0].toFixed(1)} after. Compare with npm run profile (the same handler, this app's pages).`,
);
process.exit(0);
