import { STATUS_CODES } from "node:http";
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

/**
 * The one way the app reads a request body (docs/security.md): `readForm(request, { maxBytes })`.
 *
 * - Bytes are counted as they arrive, whatever Content-Length says (a chunked body has none), and
 *   reading stops at `maxBytes`. A declared length over the cap is refused before reading.
 * - Only forms are read: url-encoded or multipart. JSON, text, no content type → "not-a-form" (415);
 *   a multipart body that cannot be parsed → "malformed" (400); too big → "too-large" (413).
 * - File parts are kept only when `maxFileBytes` allows them (the career form's résumé); in any
 *   other form they are read past (counted) and dropped.
 * - What is left of a refused body is never cancelled here (that would destroy the socket and the
 *   visitor would see a reset instead of the answer): server/request-guards.mjs reads it away after
 *   the answer is sent, up to MAX_DISCARD_BYTES, and only then closes the connection.
 *
 *   const read = await readForm(request, { maxBytes: formBytesFor(schema) });
 *   if (!read.ok) throw data(null, { status: read.status });
 */

export type FormRead =
  | { ok: true; formData: FormData }
  /** `fields`: the text fields of a multipart body read before the cap was reached (often all of them). */
  | { ok: false; reason: "too-large"; status: 413; fields: FormData }
  | { ok: false; reason: "not-a-form"; status: 415 }
  | { ok: false; reason: "malformed"; status: 400 };

export interface ReadFormOptions {
  /** The most bytes the whole body may have. */
  maxBytes: number;
  /** The largest file part kept; 0 (the default) drops file parts. */
  maxFileBytes?: number;
}

/** The most the server reads of a body it will not use, before closing the connection instead. */
export const MAX_DISCARD_BYTES = 32 * 1024 * 1024;

/** No form here has more than a dozen fields. */
const MAX_PARTS = 50;

class TooLargeError extends Error {}

const URL_ENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\b/i;

export async function readForm(request: Request, { maxBytes, maxFileBytes = 0 }: ReadFormOptions): Promise<FormRead> {
  const type = request.headers.get("content-type") ?? "";
  const multipart = MULTIPART.test(type);
  if (!multipart && !URL_ENCODED.test(type)) return { ok: false, reason: "not-a-form", status: 415 };
  if (!request.body) return { ok: true, formData: new FormData() };
  const declared = request.headers.get("content-length");
  if (declared !== null && !/^\d+$/.test(declared)) return { ok: false, reason: "malformed", status: 400 };
  if (declared !== null && Number(declared) > maxBytes) return tooLarge(new FormData());

  const body = countedBody(request.body, maxBytes);
  if (!multipart) {
    try {
      // URLSearchParams never throws: a stray % stays as typed, like browsers do.
      const params = new URLSearchParams(await new Response(body).text());
      const formData = new FormData();
      for (const [name, value] of params) formData.append(name, value);
      return { ok: true, formData };
    } catch (error) {
      if (error instanceof TooLargeError) return tooLarge(new FormData());
      return { ok: false, reason: "malformed", status: 400 };
    }
  }

  const textFields = new FormData();
  // `duplex` is required by Node's fetch for a streamed body but missing from the DOM types.
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers: request.headers, body, duplex: "half" };
  try {
    const formData = await unstable_parseMultipartFormData(
      new Request(request.url, init),
      partHandler(textFields, maxBytes, maxFileBytes),
    );
    return { ok: true, formData };
  } catch (error) {
    if (error instanceof TooLargeError || error instanceof MaxPartSizeExceededError) return tooLarge(textFields);
    // A bad boundary, a truncated body: the client's doing.
    return { ok: false, reason: "malformed", status: 400 };
  }
}

function tooLarge(fields: FormData): FormRead {
  return { ok: false, reason: "too-large", status: 413, fields };
}

/**
 * The body again, erroring with TooLargeError once more than `maxBytes` have arrived. One read of
 * the source at a time (the stream calls pull only after the last one settled): Remix's stream
 * pump pauses the socket after a chunk that answers one of two queued reads and never resumes for
 * the second. The source is left as it is on refusal, for the server to drain.
 */
function countedBody(source: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > maxBytes) {
        reader.releaseLock();
        return controller.error(new TooLargeError("body too large"));
      }
      controller.enqueue(value);
    },
  });
}

/** Keeps text parts (also copied into `textFields` as they arrive) and, when allowed, files. */
function partHandler(textFields: FormData, maxBytes: number, maxFileBytes: number): UploadHandler {
  const texts = unstable_createMemoryUploadHandler({ maxPartSize: maxBytes });
  const files = unstable_createMemoryUploadHandler({ maxPartSize: Math.max(1, maxFileBytes) });
  let parts = 0;
  return async (part) => {
    parts += 1;
    if (parts > MAX_PARTS) throw new TooLargeError("too many parts");
    if (typeof part.filename === "string") {
      if (maxFileBytes > 0) return files(part);
      for await (const chunk of part.data) void chunk; // counted by the body, then dropped
      return undefined;
    }
    const value = await texts(part);
    if (typeof value === "string") textFields.append(part.name, value);
    return value;
  };
}

/**
 * For a form with nothing to show again (cookie choices, article feedback): the refusal as a
 * response to throw, which the route's error screen renders with its status.
 */
export function refusal(read: Exclude<FormRead, { ok: true }>): Response {
  return new Response(null, { status: read.status, statusText: STATUS_CODES[read.status] });
}
