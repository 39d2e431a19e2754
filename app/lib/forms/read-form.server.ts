import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import type { FormFields } from "./form-limits.server";
import { postedFields, type PostedFields } from "./posted-fields.server";

/**
 * The one way the app reads a request body (docs/security.md):
 * `readForm(request, { fields: formFields(schema) })`.
 *
 * - Bytes are counted as they arrive, whatever Content-Length says (a chunked body has none), and
 *   reading stops at `maxBytes` (the fields' own size unless given). A declared length over the
 *   cap is refused before reading.
 * - Only forms are read: url-encoded or multipart. JSON, text, no content type → "not-a-form" (415);
 *   a multipart body that cannot be parsed → "malformed" (400); too big → "too-large" (413).
 * - Only the form's own fields come out, within the bounds its schema sets (posted-fields.server.ts):
 *   other names are dropped; too many fields, a field repeated, a name too long or too deep →
 *   "out-of-bounds" (400) with the form's fields that came. Nothing else ever reaches conform.
 * - File parts are kept only when `maxFileBytes` allows them (the career form's résumé); in any
 *   other form they are read past (counted) and dropped. A url-encoded body carries no file, so
 *   it gets the text fields' size, not the file's allowance.
 * - What is left of a refused body is never cancelled here (that would destroy the socket and the
 *   visitor would see a reset instead of the answer): server/request-guards.mjs reads it away after
 *   the answer is sent, up to MAX_DISCARD_BYTES, and only then closes the connection.
 *
 *   const read = await readForm(request, { fields: formFields(schema) });
 *   if (!read.ok) throw data(null, { status: read.status });
 */

export type FormRead =
  | { ok: true; formData: FormData }
  /** `fields`: the text fields of a multipart body read before the cap was reached (often all of them). */
  | { ok: false; reason: "too-large"; status: 413; fields: FormData }
  /** `fields`: the form's own fields, within their bounds. */
  | { ok: false; reason: "out-of-bounds"; status: 400; fields: FormData; why: string }
  | { ok: false; reason: "not-a-form"; status: 415 }
  | { ok: false; reason: "malformed"; status: 400 };

export interface ReadFormOptions {
  /** The form's fields and the bounds a body must keep (formFields(schema)). */
  fields: FormFields;
  /** The most bytes the whole body may have; the fields at their limits (fields.maxBytes) when not given. */
  maxBytes?: number;
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

export async function readForm(
  request: Request,
  { fields, maxBytes = fields.maxBytes, maxFileBytes = 0 }: ReadFormOptions,
): Promise<FormRead> {
  const type = request.headers.get("content-type") ?? "";
  const multipart = MULTIPART.test(type);
  if (!multipart && !URL_ENCODED.test(type)) return { ok: false, reason: "not-a-form", status: 415 };
  const cap = multipart || maxFileBytes === 0 ? maxBytes : Math.min(maxBytes, fields.maxBytes);
  if (!request.body) return { ok: true, formData: new FormData() };
  const declared = request.headers.get("content-length");
  if (declared !== null && !/^\d+$/.test(declared)) return { ok: false, reason: "malformed", status: 400 };
  if (declared !== null && Number(declared) > cap) return tooLarge(new FormData());

  const body = countedBody(request.body, cap);
  const posted = postedFields(fields);
  if (!multipart) {
    try {
      // URLSearchParams never throws (a stray % stays as typed, like browsers do) and reads the
      // body, at most `cap` bytes, in one pass; each entry then costs O(1) in postedFields.
      for (const [name, value] of new URLSearchParams(await new Response(body).text())) posted.add(name, value);
      return bounded(posted);
    } catch (error) {
      if (error instanceof TooLargeError) return tooLarge(new FormData());
      return { ok: false, reason: "malformed", status: 400 };
    }
  }

  // `duplex` is required by Node's fetch for a streamed body but missing from the DOM types.
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers: request.headers, body, duplex: "half" };
  try {
    await unstable_parseMultipartFormData(new Request(request.url, init), partHandler(posted, cap, maxFileBytes));
    return bounded(posted);
  } catch (error) {
    if (error instanceof TooLargeError || error instanceof MaxPartSizeExceededError) {
      return tooLarge(textFieldsOf(posted.formData));
    }
    // A bad boundary, a truncated body: the client's doing.
    return { ok: false, reason: "malformed", status: 400 };
  }
}

function bounded(posted: PostedFields): FormRead {
  if (posted.refusal === null) return { ok: true, formData: posted.formData };
  return {
    ok: false,
    reason: "out-of-bounds",
    status: 400,
    fields: textFieldsOf(posted.formData),
    why: posted.refusal,
  };
}

/** What an answer may show again: the text fields (a browser cannot be handed a file back). */
function textFieldsOf(formData: FormData): FormData {
  const texts = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") texts.append(name, value);
  return texts;
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

/**
 * Hands each part to `posted` as it arrives: a part it keeps is read (a file only when the form
 * takes one), any other is read past, counted by the body, and dropped. Remix's own FormData is
 * left empty (every part answers undefined): `posted` holds what the form gets.
 */
function partHandler(posted: PostedFields, maxBytes: number, maxFileBytes: number): UploadHandler {
  const texts = unstable_createMemoryUploadHandler({ maxPartSize: maxBytes });
  const files = unstable_createMemoryUploadHandler({ maxPartSize: Math.max(1, maxFileBytes) });
  let parts = 0;
  return async (part) => {
    parts += 1;
    if (parts > MAX_PARTS) throw new TooLargeError("too many parts");
    const file = typeof part.filename === "string";
    const value =
      posted.admit(part.name) === "kept" && (!file || maxFileBytes > 0) ? await (file ? files : texts)(part) : null;
    if (value === null || value === undefined) {
      for await (const chunk of part.data) void chunk;
      return undefined;
    }
    posted.store(part.name, value);
    return undefined;
  };
}
