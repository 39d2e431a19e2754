// @ts-check
// Debian's nginx for the measuring scripts: installed with apt-get when missing,
// started in the foreground with a config derived from deploy/nginx.conf.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startProcess, waitForHttp } from "./processes.mjs";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];

function findNginx() {
  return CANDIDATES.find((path) => existsSync(path));
}

/** The nginx binary, installed from Debian's package when missing (needs root). */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (typeof process.getuid !== "function" || process.getuid() !== 0) {
    throw new Error(
      "nginx is not installed and this is not root: run `sudo apt-get update && sudo apt-get install -y nginx`",
    );
  }
  console.log("nginx is missing: installing Debian's package (apt-get update && apt-get install nginx)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit", env });
  // The package may start a system nginx on port 80; it is not ours to run, but it must not
  // stay up because of us either.
  spawnSync("service", ["nginx", "stop"], { stdio: "ignore" });
  const installed = findNginx();
  if (!installed) throw new Error("apt-get finished but no nginx binary was found");
  return installed;
}

/**
 * Replaces exactly one line matching `pattern`; a missing line means the shipped config
 * changed shape, which must stop the script rather than measure something else.
 * @param {string} text
 * @param {RegExp} pattern
 * @param {string} replacement
 */
function replaceOnce(text, pattern, replacement) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`)) ?? [];
  if (matches.length !== 1)
    throw new Error(`deploy/nginx.conf: expected one line matching ${pattern}, found ${matches.length}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf with only its listen address and app upstream moved: the upstream's
 * `server` lines become one per app port, with the shipped config's own parameters. The
 * per-client limits (limit_conn, limit_req) are left out: all of a load test's requests come
 * from one address, which the limits exist to stop. The site's server is named `siteHost` (and
 * localhost) instead of the example domain.
 * @param {{ listenPort: number, appPorts: number[], siteHost?: string }} ports
 */
export function proxyConfig({ listenPort, appPorts, siteHost = "127.0.0.1" }) {
  let text = readFileSync(resolve("deploy/nginx.conf"), "utf8");
  text = replaceOnce(text, /^(\s*)listen 80 default_server;$/m, `$1listen 127.0.0.1:${listenPort} default_server;`);
  // The site's server: on the same port, named as the test's requests name it (Host without the port).
  text = replaceOnce(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  text = replaceOnce(text, /^(\s*)server_name help\.example\.com;$/m, `$1server_name ${siteHost} localhost;`);
  text = replaceOnce(text, /^(\s*)limit_conn \w+ \d+;$/m, "$1# limit_conn: left out for a load test");
  text = replaceOnce(text, /^(\s*)limit_req zone=\S+ burst=\d+ nodelay;$/m, "$1# limit_req: left out for a load test");
  const servers = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm;
  const lines = [...text.matchAll(servers)];
  if (lines.length === 0) throw new Error("deploy/nginx.conf: no upstream `server 127.0.0.1:…;` line");
  const [, indent, parameters = ""] = lines[0];
  const replacement = appPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`).join("");
  let first = true;
  return text.replace(servers, () => {
    const line = first ? replacement : "";
    first = false;
    return line;
  });
}

/**
 * The physical-limit baseline: the same nginx serving saved pages as plain files,
 * with the same worker and connection settings as the shipped config.
 * @param {{ listenPort: number, root: string }} options
 */
export function staticConfig({ listenPort, root }) {
  return `user www-data;
worker_processes auto;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  server_tokens off;
  types { text/html html; }
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 10000;
  access_log off;
  open_file_cache max=100 inactive=60s;
  client_body_temp_path client-body-temp;
  proxy_temp_path proxy-temp;
  fastcgi_temp_path fastcgi-temp;
  uwsgi_temp_path uwsgi-temp;
  scgi_temp_path scgi-temp;
  server {
    listen 127.0.0.1:${listenPort} default_server;
    root ${root};
  }
}
`;
}

/**
 * Starts nginx in the foreground as a child of this script and waits until it answers.
 * @param {{ nginx: string, prefix: string, config: string, port: number, label: string }} options
 */
export async function startNginx({ nginx, prefix, config, port, label }) {
  const dir = resolve(prefix);
  mkdirSync(dir, { recursive: true });
  const configPath = join(dir, "nginx.conf");
  writeFileSync(configPath, config);
  const test = spawnSync(nginx, ["-t", "-q", "-p", `${dir}/`, "-e", "stderr", "-c", configPath], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`${label}: nginx -t rejected the config:\n${test.stderr}`);
  const child = startProcess(label, nginx, ["-p", `${dir}/`, "-e", "stderr", "-c", configPath, "-g", "daemon off;"], {
    logPath: join(dir, "nginx.log"),
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 10_000 });
  return child;
}
