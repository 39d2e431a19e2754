import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAnswerClient } from "~/lib/help-centre/answer-fetcher.server";
import { getEntryAnswer } from "~/lib/help-centre/answer-renderer.server";
import { startFakeAnswerService, type FakeAnswerService } from "../fakes/fake-answer-service";

let service: FakeAnswerService;

beforeAll(async () => {
  service = await startFakeAnswerService();
});

afterAll(async () => {
  await service.close();
});

const article = {
  id: "csv-article-7",
  title: "Package Lost In The Mail?",
  content: "Stored **answer** with a [bad link](javascript:alert(1)) and a [good one](https://www.usps.com/).",
};

const quietLog = () => ({ error: vi.fn() });

describe("getEntryAnswer", () => {
  it("shows the article's stored answer, rendered and sanitised, when no service is configured", async () => {
    const log = quietLog();
    const answer = await getEntryAnswer(article, { answerService: undefined, log });
    expect(answer).toMatchObject({ source: "stored" });
    expect(answer.failed).toBeUndefined();
    expect(answer.html).toContain("<strong>answer</strong>");
    expect(answer.html).not.toContain("javascript");
    expect(answer.html).toContain('href="https://www.usps.com/"');
    expect(service.calls).toBe(0);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("asks the configured service with the article's prompt and renders the reply", async () => {
    const log = quietLog();
    const client = createAnswerClient({ baseUrl: service.url, log: { error: vi.fn() } });
    const before = service.calls;
    const answer = await getEntryAnswer(article, {
      answerService: { url: service.url, timeoutMs: 1000 },
      client,
      log,
    });
    expect(service.calls - before).toBe(1);
    expect(service.prompts.at(-1)).toContain(`"${article.title}"`);
    expect(answer).toMatchObject({ source: "generated" });
    expect(answer.html).toMatch(/^<p>Answer for: /);
  });

  it("gives the failure message with the stored answer under it, and logs the article, when the service fails", async () => {
    const log = quietLog();
    // Nothing listens on port 9 of loopback (discard): the call fails at once.
    const client = createAnswerClient({ baseUrl: "http://127.0.0.1:9", log: { error: vi.fn() } });
    const answer = await getEntryAnswer(article, {
      answerService: { url: "http://127.0.0.1:9", timeoutMs: 500 },
      client,
      log,
    });
    expect(answer).toMatchObject({ source: "stored", failed: true });
    expect(answer.html).toContain("<strong>answer</strong>");
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toEqual({
      event: "faq-answer-unavailable",
      entryId: article.id,
    });
  });

  it("never rejects, even when the client throws", async () => {
    const log = quietLog();
    const answer = await getEntryAnswer(article, {
      answerService: { url: service.url, timeoutMs: 1000 },
      client: { getAnswer: () => Promise.reject(new Error("boom")) },
      log,
    });
    expect(answer).toMatchObject({ source: "stored", failed: true });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it("shares one process-wide client, so a repeated prompt costs one upstream call", async () => {
    const config = { url: service.url, timeoutMs: 1000 };
    const repeated = { ...article, id: "csv-article-8", title: "Shared Client Question?" };
    const before = service.calls;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => getEntryAnswer(repeated, { answerService: config, log: quietLog() })),
    );
    await getEntryAnswer(repeated, { answerService: config, log: quietLog() });
    expect(answers.every((answer) => answer.source === "generated")).toBe(true);
    expect(service.calls - before).toBe(1);
  });
});
