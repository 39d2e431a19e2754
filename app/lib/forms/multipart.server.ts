import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { RESUME_RULES } from "./resume-file";

/**
 * Reads the career application's multipart body with hard caps, so an oversized or
 * endless upload is refused while streaming instead of being buffered whole.
 */

export type ApplicationFormResult =
  | { ok: true; formData: FormData }
  /**
   * `fields` holds the text parts read before the refusal (browsers send fields in
   * document order, so with the résumé input last that is every text field), letting
   * the page show them again instead of losing what the visitor typed.
   */
  | { ok: false; reason: "too-large"; fields: FormData }
  | { ok: false; reason: "bad-request" };

/** The résumé limit plus room for the text fields and multipart framing. */
export const MAX_APPLICATION_BYTES = 6 * 1024 * 1024;
/** Text fields are short; nothing legitimate comes near this. */
const MAX_TEXT_PART_BYTES = 64 * 1024;
/** jobId, fullName, email, phone, résumé, honeypot, plus slack. */
const MAX_PARTS = 20;

/** A refused body is drained up to this size; beyond it the connection is cut instead. */
export const MAX_DISCARD_BYTES = 32 * 1024 * 1024;

class TooLargeError extends Error {}

const fileHandler = unstable_createMemoryUploadHandler({ maxPartSize: RESUME_RULES.maxBytes });
const textHandler = unstable_createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART_BYTES });

/**
 * The request body's reader, read one chunk at a time. Reads are never left pending side
 * by side: remix-serve's stream pump pauses the socket after a chunk that answers one of
 * two queued reads and then never resumes for the second, so overlapping reads hang.
 */
function serialReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let last: Promise<unknown> = Promise.resolve();
  return {
    read(): Promise<ReadableStreamReadResult<Uint8Array>> {
      const next = last.catch(() => undefined).then(() => reader.read());
      last = next;
      return next;
    },
    cancel: () => reader.cancel(),
  };
}

type SerialReader = ReturnType<typeof serialReader>;

/**
 * Reads the rest of a refused body and throws it away, chunk by chunk (nothing is kept).
 * Cancelling instead would destroy the socket under remix-serve, and a browser still
 * uploading would then show a connection error rather than the page that explains the
 * refusal. Past MAX_DISCARD_BYTES the body is cancelled after all.
 */
async function discardRest(reader: SerialReader): Promise<void> {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > MAX_DISCARD_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to discard.
  }
}

/**
 * The request again, its body fed from `reader`. The multipart parser leaves the body it
 * reads locked when it throws, so the parser gets this copy and we keep the reader of the
 * original to drain it.
 */
function withBodyFrom(request: Request, reader: SerialReader): Request {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  // `duplex` is required by Node's fetch for a streamed body but missing from the DOM types.
  const init: RequestInit & { duplex: "half" } = {
    method: request.method,
    headers: request.headers,
    body,
    duplex: "half",
  };
  return new Request(request.url, init);
}

/**
 * Wraps the memory handlers with limits across the whole request: the part count and
 * the summed size of all parts, which still hold when Content-Length is absent (chunked).
 * Text parts are also copied into `textFields` as they arrive. With `refuseFiles` (the
 * declared length is already too large) the first file part stops the parse unread.
 */
function limitedUploadHandler(textFields: FormData, refuseFiles: boolean): UploadHandler {
  let parts = 0;
  let total = 0;
  return async (part) => {
    parts += 1;
    if (parts > MAX_PARTS) throw new TooLargeError("too many parts");
    const isFile = typeof part.filename === "string";
    if (isFile && refuseFiles) throw new TooLargeError("request too large");
    const source = part.data;
    async function* counted() {
      for await (const chunk of source) {
        total += chunk.byteLength;
        if (total > MAX_APPLICATION_BYTES) throw new TooLargeError("request too large");
        yield chunk;
      }
    }
    const value = await (isFile ? fileHandler : textHandler)({ ...part, data: counted() });
    if (typeof value === "string") textFields.append(part.name, value);
    return value;
  };
}

export async function parseApplicationForm(request: Request): Promise<ApplicationFormResult> {
  const type = request.headers.get("content-type") ?? "";
  const lengthHeader = request.headers.get("content-length");
  const length = lengthHeader === null ? undefined : Number(lengthHeader);
  const isMultipart = /^multipart\/form-data\s*;.*boundary=/i.test(type);
  const lengthOk = length === undefined || (Number.isSafeInteger(length) && length >= 0);
  if (!request.body || !isMultipart || !lengthOk) {
    if (request.body && !request.body.locked) await discardRest(serialReader(request.body));
    return { ok: false, reason: "bad-request" };
  }
  const declaredTooLarge = length !== undefined && length > MAX_APPLICATION_BYTES;

  const reader = serialReader(request.body);
  const textFields = new FormData();
  try {
    const formData = await unstable_parseMultipartFormData(
      withBodyFrom(request, reader),
      limitedUploadHandler(textFields, declaredTooLarge),
    );
    return { ok: true, formData };
  } catch (error) {
    await discardRest(reader);
    if (error instanceof MaxPartSizeExceededError || error instanceof TooLargeError) {
      return { ok: false, reason: "too-large", fields: textFields };
    }
    // Malformed bodies (bad boundary, truncated stream) are the client's fault.
    return { ok: false, reason: "bad-request" };
  }
}
