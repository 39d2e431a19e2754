// The files under public/ (the browser build in public/build/ among them), indexed
// once at start and held in memory with compressed copies. A request path is only
// ever looked up in that index, so no request can reach another file on disk.
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { compressBody, isCompressible, MIN_COMPRESS_BYTES } from "./compression.mjs";
import { etagMatches } from "./etag.mjs";

/** Larger files are streamed from disk rather than held in memory. */
const MAX_IN_MEMORY_BYTES = 1024 * 1024;

const CONTENT_TYPES = new Map([
  [".html", "text/html; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".js", "text/javascript; charset=utf-8"],
  [".mjs", "text/javascript; charset=utf-8"],
  [".map", "application/json; charset=utf-8"],
  [".json", "application/json; charset=utf-8"],
  [".webmanifest", "application/manifest+json; charset=utf-8"],
  [".txt", "text/plain; charset=utf-8"],
  [".csv", "text/csv; charset=utf-8"],
  [".xml", "application/xml; charset=utf-8"],
  [".svg", "image/svg+xml"],
  [".ico", "image/x-icon"],
  [".png", "image/png"],
  [".jpg", "image/jpeg"],
  [".jpeg", "image/jpeg"],
  [".gif", "image/gif"],
  [".webp", "image/webp"],
  [".avif", "image/avif"],
  [".woff", "font/woff"],
  [".woff2", "font/woff2"],
  [".pdf", "application/pdf"],
]);

/** Fingerprinted build output never changes under its name; everything else may change on deploy. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const PUBLIC_FILE = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800";

/**
 * @typedef {object} StaticFile
 * @property {string} path          file on disk
 * @property {string} contentType
 * @property {string} cacheControl
 * @property {string} etag
 * @property {string} lastModified
 * @property {number} size
 * @property {Buffer | undefined} body  undefined when streamed from disk
 * @property {{ br?: Buffer, gzip?: Buffer }} encoded
 */

/** @param {string} dir */
async function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  let names;
  try {
    names = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error && typeof error === "object" && "code" in error && error.code === "ENOENT") return files;
    throw error;
  }
  for (const entry of names) {
    // Dot-files (.gitkeep, editor leftovers) are never published.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * Indexes `publicDir`; files under `publicDir/{assetsPrefix}` are served as immutable.
 * Compressed copies are made in the background; until then the plain file is served.
 * @param {{ publicDir: string, assetsPrefix: string }} options
 * @returns {Promise<{ lookup: (pathname: string) => StaticFile | undefined, size: number, ready: Promise<void> }>}
 */
export async function loadStaticFiles({ publicDir, assetsPrefix }) {
  /** @type {Map<string, StaticFile>} */
  const index = new Map();
  for (const path of await listFiles(publicDir)) {
    const urlPath = `/${relative(publicDir, path).split(sep).join("/")}`;
    const info = await stat(path);
    const contentType = CONTENT_TYPES.get(extname(path).toLowerCase()) ?? "application/octet-stream";
    index.set(urlPath, {
      path,
      contentType,
      cacheControl: urlPath.startsWith(assetsPrefix) ? IMMUTABLE : PUBLIC_FILE,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
      size: info.size,
      body: info.size <= MAX_IN_MEMORY_BYTES ? await readFile(path) : undefined,
      encoded: {},
    });
  }

  const ready = (async () => {
    for (const file of index.values()) {
      if (!file.body || file.size < MIN_COMPRESS_BYTES || !isCompressible(file.contentType)) continue;
      const [br, gzip] = await Promise.all([
        compressBody(file.body, "br", { thorough: true }),
        compressBody(file.body, "gzip", { thorough: true }),
      ]);
      // Keep a copy only where it actually saves bytes.
      if (br.length < file.size) file.encoded.br = br;
      if (gzip.length < file.size) file.encoded.gzip = gzip;
    }
  })();

  return {
    size: index.size,
    ready,
    lookup(pathname) {
      return index.get(pathname);
    },
  };
}

/**
 * Sends a static file (GET or HEAD), honouring If-None-Match.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {StaticFile} file
 * @param {"br" | "gzip" | null} encoding  what the client accepts
 */
export function sendStaticFile(req, res, file, encoding) {
  const compressible = isCompressible(file.contentType);
  /** @type {Record<string, string | number>} */
  const headers = {
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    "Last-Modified": file.lastModified,
    "X-Content-Type-Options": "nosniff",
  };
  if (compressible) headers.Vary = "Accept-Encoding";
  if (etagMatches(req.headers["if-none-match"], file.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = (encoding && file.encoded[encoding]) || file.body;
  if (body !== file.body && encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = body ? body.length : file.size;
  res.writeHead(200, headers);
  if (req.method === "HEAD") res.end();
  else if (body) res.end(body);
  else createReadStream(file.path).on("error", () => res.destroy()).pipe(res);
}
