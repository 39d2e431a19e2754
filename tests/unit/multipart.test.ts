import { createServer, type IncomingMessage } from "node:http";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { MAX_APPLICATION_BYTES, MAX_DISCARD_BYTES, parseApplicationForm } from "~/lib/forms/multipart.server";
import { RESUME_RULES } from "~/lib/forms/resume-file";

const BOUNDARY = "----parcelhelp-test-boundary";
const encoder = new TextEncoder();

type Part = { name: string; value: string } | { name: string; filename: string; type: string; size: number };

/** The multipart framing before a part's content. */
function partHead(part: Part): string {
  const disposition =
    "filename" in part
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
      : `form-data; name="${part.name}"`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`;
}

/**
 * A multipart body produced lazily in 64 KiB chunks, counting how many bytes the parser
 * pulled, so a test can tell whether a refused upload was read, drained or cut off.
 */
function multipartBody(parts: Part[]) {
  const pieces: Array<Uint8Array | number> = [];
  for (const part of parts) {
    pieces.push(encoder.encode(partHead(part)));
    pieces.push("filename" in part ? part.size : encoder.encode(part.value));
    pieces.push(encoder.encode("\r\n"));
  }
  pieces.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const length = pieces.reduce<number>((sum, piece) => sum + (typeof piece === "number" ? piece : piece.byteLength), 0);

  const stats = { pulled: 0, cancelled: false, length };
  let index = 0;
  let fileLeft = -1;
  const CHUNK = 64 * 1024;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (fileLeft > 0) {
        const size = Math.min(CHUNK, fileLeft);
        fileLeft -= size;
        stats.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61)); // "a": valid text content
        return;
      }
      const piece = pieces[index++];
      if (piece === undefined) {
        controller.close();
        return;
      }
      if (typeof piece === "number") {
        fileLeft = piece;
        controller.enqueue(new Uint8Array(0));
        return;
      }
      stats.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  return { stream, length, stats };
}

function request(
  parts: Part[],
  { declareLength = true, contentType = `multipart/form-data; boundary=${BOUNDARY}` } = {},
) {
  const body = multipartBody(parts);
  const headers = new Headers({ "content-type": contentType });
  if (declareLength) headers.set("content-length", String(body.length));
  // `duplex` is required by Node's fetch for a streamed body but missing from the DOM types.
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body: body.stream, duplex: "half" };
  const req = new Request("http://localhost/career", init);
  return { req, ...body };
}

const textParts: Part[] = [
  { name: "jobId", value: "frontend-engineer" },
  { name: "fullName", value: "Ada Lovelace" },
  { name: "email", value: "ada@example.com" },
  { name: "phone", value: "" },
];

describe("parseApplicationForm", () => {
  it("returns the text fields and the résumé as a File", async () => {
    const { req } = request([...textParts, { name: "resume", filename: "cv.txt", type: "text/plain", size: 1200 }]);
    const result = await parseApplicationForm(req);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.formData.get("fullName")).toBe("Ada Lovelace");
    const file = result.formData.get("resume");
    expect(file).toBeInstanceOf(File);
    expect(file instanceof File && file.size).toBe(1200);
    expect(file instanceof File && file.name).toBe("cv.txt");
  });

  it("accepts a résumé of exactly the limit", async () => {
    const { req } = request([
      ...textParts,
      { name: "resume", filename: "cv.txt", type: "text/plain", size: RESUME_RULES.maxBytes },
    ]);
    const result = await parseApplicationForm(req);
    expect(result.ok).toBe(true);
  });

  it("refuses a résumé one byte over the limit while streaming, keeping the text fields read before it", async () => {
    const { req, stats } = request(
      [...textParts, { name: "resume", filename: "cv.txt", type: "text/plain", size: RESUME_RULES.maxBytes + 1 }],
      { declareLength: false },
    );
    const result = await parseApplicationForm(req);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
    if (result.ok || result.reason !== "too-large") return;
    expect(result.fields.get("fullName")).toBe("Ada Lovelace");
    expect(result.fields.get("email")).toBe("ada@example.com");
    expect(result.fields.has("resume")).toBe(false);
    // The rest was drained (read and thrown away), not cut off, so the visitor gets the page.
    expect(stats.cancelled).toBe(false);
    expect(stats.pulled).toBe(stats.length);
  });

  it("when the declared length is too large, keeps the text fields and refuses the file at its first byte", async () => {
    const size = MAX_APPLICATION_BYTES + 1024;
    const { req, stats } = request([
      ...textParts,
      { name: "resume", filename: "cv.pdf", type: "application/pdf", size },
      { name: "after", value: "never seen" },
    ]);
    const result = await parseApplicationForm(req);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
    if (result.ok || result.reason !== "too-large") return;
    expect(result.fields.get("jobId")).toBe("frontend-engineer");
    expect(result.fields.get("fullName")).toBe("Ada Lovelace");
    expect(result.fields.has("after")).toBe(false);
    // Drained to the end, so the connection can carry the answer.
    expect(stats.pulled).toBe(stats.length);
  });

  it("cuts off a refused body beyond the discard limit instead of reading it all", async () => {
    const { req, stats } = request(
      [...textParts, { name: "resume", filename: "cv.txt", type: "text/plain", size: MAX_DISCARD_BYTES * 2 }],
      { declareLength: false },
    );
    const result = await parseApplicationForm(req);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
    expect(stats.cancelled).toBe(true);
    expect(stats.pulled).toBeLessThan(MAX_DISCARD_BYTES + MAX_APPLICATION_BYTES + 1024 * 1024);
  });

  it("refuses a request with too many parts", async () => {
    const many: Part[] = Array.from({ length: 25 }, (_, i) => ({ name: `field${i}`, value: "x" }));
    const { req } = request(many);
    expect(await parseApplicationForm(req)).toMatchObject({ ok: false, reason: "too-large" });
  });

  it("refuses an over-long text field", async () => {
    const { req } = request([{ name: "fullName", value: "x".repeat(70 * 1024) }]);
    expect(await parseApplicationForm(req)).toMatchObject({ ok: false, reason: "too-large" });
  });

  it("answers bad-request for a body that is not multipart, or a nonsense length", async () => {
    const urlEncoded = request(textParts, { contentType: "application/x-www-form-urlencoded" });
    expect(await parseApplicationForm(urlEncoded.req)).toEqual({ ok: false, reason: "bad-request" });

    const headers = new Headers({
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": "-5",
    });
    const nonsense = new Request("http://localhost/career", { method: "POST", headers, body: "x" });
    expect(await parseApplicationForm(nonsense)).toEqual({ ok: false, reason: "bad-request" });
  });

  it("answers bad-request for a truncated body", async () => {
    const headers = new Headers({ "content-type": `multipart/form-data; boundary=${BOUNDARY}` });
    const truncated = new Request("http://localhost/career", {
      method: "POST",
      headers,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda`,
    });
    const result = await parseApplicationForm(truncated);
    expect(result.ok).toBe(false);
  });
});

/** The request as remix-serve hands it to the app: the socket read through Remix's stream pump. */
function remixRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers,
    body: createReadableStreamFromReadable(req),
    duplex: "half",
  };
  return new Request("http://localhost/career", init);
}

describe("parseApplicationForm over a real socket", () => {
  // Regression: overlapping reads of the pumped socket stream used to hang the refusal forever.
  it.each([
    ["with a declared length", true],
    ["streamed without a length", false],
  ])("answers an oversized upload %s and the client gets the answer", async (_, declareLength) => {
    const server = createServer((req, res) => {
      void parseApplicationForm(remixRequest(req)).then((result) => {
        res.end(
          JSON.stringify(
            result.ok
              ? { ok: true }
              : { reason: result.reason, fullName: "fields" in result ? result.fields.get("fullName") : null },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("no address");
      const form = new FormData();
      form.set("fullName", "Ada Lovelace");
      form.set("resume", new File([new Uint8Array(7_000_000).fill(0x61)], "cv.txt", { type: "text/plain" }));
      const encoded = new Response(form);
      const body = declareLength ? await encoded.arrayBuffer() : encoded.body;
      const init: RequestInit & { duplex: "half" } = {
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type") ?? "" },
        body,
        duplex: "half",
        signal: AbortSignal.timeout(10_000),
      };
      const response = await fetch(`http://127.0.0.1:${address.port}/`, init);
      expect(await response.json()).toEqual({ reason: "too-large", fullName: "Ada Lovelace" });
    } finally {
      server.close();
    }
  });
});
