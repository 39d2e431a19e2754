import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { RESUME_RULES } from "./message-schemas";

/**
 * Reads the career application's multipart body with hard caps, so an oversized or
 * endless upload is refused while streaming instead of being buffered whole.
 */

export type ApplicationFormResult =
  | { ok: true; formData: FormData }
  | { ok: false; reason: "too-large" | "bad-request" };

/** The résumé limit plus room for the text fields and multipart framing. */
export const MAX_APPLICATION_BYTES = 6 * 1024 * 1024;
/** Text fields are short; nothing legitimate comes near this. */
const MAX_TEXT_PART_BYTES = 64 * 1024;
/** jobId, fullName, email, phone, résumé, honeypot, plus slack. */
const MAX_PARTS = 20;

class TooLargeError extends Error {}

const fileHandler = unstable_createMemoryUploadHandler({ maxPartSize: RESUME_RULES.maxBytes });
const textHandler = unstable_createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART_BYTES });

/**
 * Wraps the memory handlers with limits across the whole request: the part count and
 * the summed size of all parts, which still hold when Content-Length is absent (chunked).
 */
function limitedUploadHandler(): UploadHandler {
  let parts = 0;
  let total = 0;
  return async (part) => {
    parts += 1;
    if (parts > MAX_PARTS) throw new TooLargeError("too many parts");
    const source = part.data;
    async function* counted() {
      for await (const chunk of source) {
        total += chunk.byteLength;
        if (total > MAX_APPLICATION_BYTES) throw new TooLargeError("request too large");
        yield chunk;
      }
    }
    const handler = typeof part.filename === "string" ? fileHandler : textHandler;
    return handler({ ...part, data: counted() });
  };
}

export async function parseApplicationForm(request: Request): Promise<ApplicationFormResult> {
  const refuse = (reason: "too-large" | "bad-request"): ApplicationFormResult => {
    // Do not read what we refuse; let the server drop the rest of the body.
    request.body?.cancel().catch(() => undefined);
    return { ok: false, reason };
  };

  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) return refuse("bad-request");

  const lengthHeader = request.headers.get("content-length");
  if (lengthHeader !== null) {
    const length = Number(lengthHeader);
    if (!Number.isSafeInteger(length) || length < 0) return refuse("bad-request");
    if (length > MAX_APPLICATION_BYTES) return refuse("too-large");
  }

  try {
    const formData = await unstable_parseMultipartFormData(request, limitedUploadHandler());
    return { ok: true, formData };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError || error instanceof TooLargeError) return refuse("too-large");
    // Malformed bodies (bad boundary, truncated stream) are the client's fault.
    return refuse("bad-request");
  }
}
