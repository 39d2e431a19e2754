import { createServer, type IncomingMessage } from "node:http";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { drainUnreadBodies } from "../../server/request-guards.mjs";
import { MAX_APPLICATION_BYTES } from "~/lib/forms/career-application.server";
import { careerFormSchema } from "~/lib/forms/career-form";
import { formFields } from "~/lib/forms/form-limits.server";
import { MAX_DISCARD_BYTES, readForm } from "~/lib/forms/read-form.server";
import { RESUME_RULES } from "~/lib/forms/resume-file";

/** How the career form reads its body. */
const parseApplicationForm = (request: Request) =>
  readForm(request, {
    fields: formFields(careerFormSchema),
    maxBytes: MAX_APPLICATION_BYTES,
    maxFileBytes: RESUME_RULES.maxBytes,
  });

/** A small text form: fields a, b and c. */
const TEXT_FIELDS = formFields(z.object({ a: z.string(), b: z.string(), c: z.string() }));

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

describe("readForm with a file allowed (the career form)", () => {
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
    expect(result).toMatchObject({ ok: false, reason: "too-large", status: 413 });
    if (result.ok || result.reason !== "too-large") return;
    expect(result.fields.get("fullName")).toBe("Ada Lovelace");
    expect(result.fields.get("email")).toBe("ada@example.com");
    expect(result.fields.has("resume")).toBe(false);
    // Never cancelled (that would reset the visitor's connection): the server drains the rest.
    expect(stats.cancelled).toBe(false);
  });

  it("stops reading a chunked body at the cap, whatever its parts", async () => {
    const { req, stats } = request(
      [...textParts, { name: "resume", filename: "cv.txt", type: "text/plain", size: MAX_DISCARD_BYTES * 2 }],
      { declareLength: false },
    );
    const result = await parseApplicationForm(req);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
    expect(stats.cancelled).toBe(false);
    expect(stats.pulled).toBeLessThan(MAX_APPLICATION_BYTES + 256 * 1024);
  });

  it("refuses a declared length over the cap without reading", async () => {
    const { req, stats } = request([
      ...textParts,
      { name: "resume", filename: "cv.pdf", type: "application/pdf", size: MAX_APPLICATION_BYTES + 1024 },
    ]);
    expect(await parseApplicationForm(req)).toMatchObject({ ok: false, reason: "too-large" });
    // At most the first piece the stream had ready.
    expect(stats.pulled).toBeLessThan(1024);
  });

  it("refuses a request with too many parts", async () => {
    const many: Part[] = Array.from({ length: 60 }, (_, i) => ({ name: `field${i}`, value: "x" }));
    const { req } = request(many);
    expect(await parseApplicationForm(req)).toMatchObject({ ok: false, reason: "too-large" });
  });

  it("answers not-a-form for JSON, text or no content type, and malformed for a nonsense length", async () => {
    for (const type of ["application/json", "text/plain", ""]) {
      const headers = type ? { "content-type": type } : undefined;
      const body = new Request("http://localhost/", { method: "POST", headers, body: "{}" });
      expect(await readForm(body, { fields: TEXT_FIELDS, maxBytes: 100 }), type).toEqual({
        ok: false,
        reason: "not-a-form",
        status: 415,
      });
    }
    const headers = new Headers({
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": "-5",
    });
    const nonsense = new Request("http://localhost/career", { method: "POST", headers, body: "x" });
    expect(await parseApplicationForm(nonsense)).toMatchObject({ ok: false, reason: "malformed", status: 400 });
  });

  it("answers malformed for a multipart body without a boundary", async () => {
    const headers = { "content-type": "multipart/form-data" };
    const body = new Request("http://localhost/", { method: "POST", headers, body: "--x\r\n" });
    expect(await readForm(body, { fields: TEXT_FIELDS, maxBytes: 100 })).toEqual({
      ok: false,
      reason: "malformed",
      status: 400,
    });
  });

  it("answers malformed for a truncated body", async () => {
    const headers = new Headers({ "content-type": `multipart/form-data; boundary=${BOUNDARY}` });
    const truncated = new Request("http://localhost/career", {
      method: "POST",
      headers,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda`,
    });
    const result = await parseApplicationForm(truncated);
    expect(result).toMatchObject({ ok: false, reason: "malformed", status: 400 });
  });
});

describe("readForm of a text form", () => {
  const encoder = new TextEncoder();
  /** A url-encoded body in 1 kB chunks, without a length, counting what was pulled. */
  function chunked(text: string) {
    const bytes = encoder.encode(text);
    const stats = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stats.pulled >= bytes.length) return controller.close();
        const chunk = bytes.slice(stats.pulled, stats.pulled + 1024);
        stats.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    };
    return { req: new Request("http://localhost/", init), stats };
  }

  it("reads url-encoded and multipart forms under the cap", async () => {
    const { req } = chunked("a=1&b=%E2%9C%93&c=50%");
    const read = await readForm(req, { fields: TEXT_FIELDS, maxBytes: 100 });
    expect(read.ok && [...read.formData]).toEqual([
      ["a", "1"],
      ["b", "✓"],
      ["c", "50%"],
    ]);
    const form = new FormData();
    form.set("b", "2");
    form.set("file", new File(["x"], "x.txt"));
    const multipart = await readForm(new Request("http://localhost/", { method: "POST", body: form }), {
      fields: TEXT_FIELDS,
      maxBytes: 1000,
    });
    // A file where the form takes none is read past and dropped.
    expect(multipart.ok && [...multipart.formData]).toEqual([["b", "2"]]);
  });

  it("stops at the cap while the body streams, whatever headers say", async () => {
    const { req, stats } = chunked(`a=${"x".repeat(1_000_000)}`);
    expect(await readForm(req, { fields: TEXT_FIELDS, maxBytes: 4096 })).toMatchObject({
      ok: false,
      reason: "too-large",
      status: 413,
    });
    // The cap, plus the few chunks the streams had already asked for.
    expect(stats.pulled).toBeLessThanOrEqual(4096 + 4 * 1024);
  });

  it("an empty body is an empty form", async () => {
    const req = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const read = await readForm(req, { fields: TEXT_FIELDS, maxBytes: 10 });
    expect(read.ok && [...read.formData]).toEqual([]);
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

describe("readForm over a real socket, behind the server's drain", () => {
  // Regression: overlapping reads of the pumped socket stream used to hang the refusal forever,
  // and cancelling the stream reset the connection before the client read the answer.
  it.each([
    ["with a declared length", true],
    ["streamed without a length", false],
  ])("answers an oversized upload %s and the client gets the answer", async (_, declareLength) => {
    const app = express();
    app.use(drainUnreadBodies(MAX_DISCARD_BYTES));
    app.post("/", (req, res) => {
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
    const server = createServer(app);
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
