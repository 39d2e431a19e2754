// Content negotiation and compression for the production server. Stored bodies
// (cached pages, static files) are compressed once, thoroughly; one-off bodies quickly.
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Below this, the headers outweigh what compression saves. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** @param {string | null | undefined} contentType */
export function isCompressible(contentType) {
  return typeof contentType === "string" && COMPRESSIBLE.test(contentType);
}

/** @typedef {"br" | "gzip"} Encoding */

/**
 * The best encoding the client accepts: brotli, then gzip, else none. Honours q=0
 * ("not acceptable"); other weights are not ranked, since both codings beat identity.
 * @param {string | undefined} acceptEncoding
 * @returns {Encoding | null}
 */
export function negotiateEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    const rejected = params.some((param) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(param));
    if (rejected) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "x-gzip") gzip = true;
    else if (name === "*") {
      br = true;
      gzip = true;
    }
  }
  return br ? "br" : gzip ? "gzip" : null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a whole body off the main thread (libuv's pool).
 * `thorough` for bodies served many times (cache entries, static files), else fast.
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @param {{ thorough?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
export function compressBody(body, encoding, { thorough = false } = {}) {
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: thorough ? 10 : 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzip(body, { level: thorough ? 9 : 6 });
}

/**
 * A compressing stream that flushes after every write, so a streamed response
 * (single-fetch data with deferred values) reaches the browser piece by piece.
 * @param {Encoding} encoding
 */
export function createCompressStream(encoding) {
  if (encoding === "br") {
    return zlib.createBrotliCompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
  }
  return zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * Adds `Accept-Encoding` to a Vary value, keeping what is there.
 * @param {string | null | undefined} vary
 */
export function varyWithAcceptEncoding(vary) {
  if (!vary) return "Accept-Encoding";
  const names = vary.split(",").map((name) => name.trim().toLowerCase());
  if (names.includes("accept-encoding") || names.includes("*")) return vary;
  return `${vary}, Accept-Encoding`;
}
