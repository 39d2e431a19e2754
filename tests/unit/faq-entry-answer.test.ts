import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { EntryAnswer } from "~/components/faq/entry-answer";
import type { EntryAnswer as Answer } from "~/lib/help-centre/answer-texts";

/** The whole HTML once every boundary has resolved, as entry.server sends documents. */
function renderAll(answer: Promise<Answer>, reviewed?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(createElement(EntryAnswer, { answer, reviewed }), {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

describe("EntryAnswer", () => {
  it("shows the spinner text while the answer is on its way", () => {
    const html = renderToString(createElement(EntryAnswer, { answer: new Promise<Answer>(() => undefined) }));
    expect(html).toContain('role="status"');
    expect(html).toContain("Fetching answer...");
  });

  it("renders the server's sanitised HTML once the answer arrives", async () => {
    const html = await renderAll(Promise.resolve({ source: "stored", html: "<p>Stored <strong>answer</strong></p>" }));
    expect(html).toContain("<p>Stored <strong>answer</strong></p>");
    expect(html).not.toContain("Fetching answer...");
  });

  it("shows the failure message as an alert, with the stored answer under it", async () => {
    const html = await renderAll(
      Promise.resolve({
        source: "stored",
        html: "<p>Stored answer</p>",
        failureMessage: "Could not fetch answer from Gemini.",
      }),
    );
    expect(html).toContain('role="alert"');
    expect(html.indexOf("Could not fetch answer from Gemini.")).toBeLessThan(html.indexOf("<p>Stored answer</p>"));
  });

  it('dates a stored answer "Last reviewed November 24, 2026", and a generated one not at all', async () => {
    const stored = await renderAll(Promise.resolve({ source: "stored", html: "<p>Stored answer</p>" }), "2026-11-24");
    expect(stored).toContain('Last reviewed <time dateTime="2026-11-24">November 24, 2026</time>');
    const generated = await renderAll(Promise.resolve({ source: "generated", html: "<p>Generated</p>" }), "2026-11-24");
    expect(generated).not.toContain("Last reviewed");
  });
});
