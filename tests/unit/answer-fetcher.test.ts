import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import english from "~/i18n/catalogs/en/faq";
import {
  buildAnswerPrompt,
  createAnswerClient,
  type AnswerClientLogger,
} from "~/lib/help-centre/answer-fetcher.server";
import { startFakeAnswerService, type FakeAnswerService } from "../fakes/fake-answer-service";

let service: FakeAnswerService;

beforeAll(async () => {
  service = await startFakeAnswerService({ slowDelayMs: 1000 });
});

afterAll(async () => {
  await service.close();
});

function makeLog() {
  const error = vi.fn<AnswerClientLogger["error"]>();
  return { log: { error }, error };
}

/** Each test uses its own prompts so the shared server's call counter can be diffed. */
function callsDuring<T>(run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const before = service.calls;
  return run().then((result) => ({ result, calls: service.calls - before }));
}

describe("createAnswerClient", () => {
  it("posts the prompt as JSON and returns the text", async () => {
    const { log, error } = makeLog();
    const client = createAnswerClient({ baseUrl: service.url, log });
    const { result, calls } = await callsDuring(() => client.getAnswer("normal question"));
    expect(result).toEqual({ ok: true, text: "Answer for: normal question" });
    expect(calls).toBe(1);
    expect(service.prompts.at(-1)).toBe("normal question");
    expect(error).not.toHaveBeenCalled();
  });

  it("sends POST {baseUrl}/generate with a JSON content type and a signal", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ text: "hi" }));
    const client = createAnswerClient({ baseUrl: "http://answers.test/", fetchImpl });
    await client.getAnswer("p");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("http://answers.test/generate");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "content-type": "application/json" });
    expect(init?.body).toBe(JSON.stringify({ prompt: "p" }));
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("never follows a redirect (to plain http, another host): a failure with its status", async () => {
    // Where a redirect would lead: it must never be asked.
    let followed = 0;
    const elsewhere = createServer((_req, res) => {
      followed += 1;
      res.end(JSON.stringify({ text: "from elsewhere" }));
    });
    const redirecting = createServer((_req, res) => {
      const { port } = elsewhere.address() as { port: number };
      res.writeHead(307, { location: `http://127.0.0.1:${port}/generate` }).end();
    });
    await Promise.all(
      [elsewhere, redirecting].map((server) => new Promise<void>((done) => server.listen(0, "127.0.0.1", done))),
    );
    try {
      const { log, error } = makeLog();
      const { port } = redirecting.address() as { port: number };
      const client = createAnswerClient({ baseUrl: `http://127.0.0.1:${port}`, log });
      expect(await client.getAnswer("redirected question")).toEqual({ ok: false });
      expect(followed).toBe(0);
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ status: 307 }), "answer service failed");
    } finally {
      elsewhere.close();
      redirecting.close();
    }
  });

  it("HTTP 500: { ok: false } and one log line with the status", async () => {
    const { log, error } = makeLog();
    const client = createAnswerClient({ baseUrl: service.url, log });
    expect(await client.getAnswer("question [500]")).toEqual({ ok: false });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ event: "answer-service-failed", status: 500 }, "answer service failed");
  });

  it("malformed JSON: { ok: false } and one log line", async () => {
    const { log, error } = makeLog();
    const client = createAnswerClient({ baseUrl: service.url, log });
    expect(await client.getAnswer("question [malformed]")).toEqual({ ok: false });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      { event: "answer-service-failed", reason: "invalid-json" },
      "answer service failed",
    );
  });

  it("JSON of the wrong shape (empty text): { ok: false }", async () => {
    const { log, error } = makeLog();
    const client = createAnswerClient({ baseUrl: service.url, log });
    expect(await client.getAnswer("question [empty]")).toEqual({ ok: false });
    expect(error).toHaveBeenCalledWith(
      { event: "answer-service-failed", reason: "invalid-response" },
      "answer service failed",
    );
  });

  it("slower than the timeout: { ok: false } quickly, logged as a timeout", async () => {
    const { log, error } = makeLog();
    const client = createAnswerClient({ baseUrl: service.url, timeoutMs: 200, log });
    const started = performance.now();
    expect(await client.getAnswer("question [slow]")).toEqual({ ok: false });
    expect(performance.now() - started).toBeLessThan(900);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ event: "answer-service-failed", reason: "timeout" }, "answer service failed");
  });

  it("network error: { ok: false }", async () => {
    const { log, error } = makeLog();
    // A port that was just free: nothing listens there, so the connection is refused.
    const closed = await startFakeAnswerService();
    await closed.close();
    const client = createAnswerClient({ baseUrl: closed.url, log, timeoutMs: 2000 });
    expect(await client.getAnswer("anything")).toEqual({ ok: false });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]).toEqual([
      { event: "answer-service-failed", reason: "network" },
      "answer service failed",
    ]);
  });

  it("never rejects, even if the logger throws", async () => {
    const client = createAnswerClient({
      baseUrl: service.url,
      log: {
        error: () => {
          throw new Error("logger down");
        },
      },
    });
    await expect(client.getAnswer("question [500] logger")).resolves.toEqual({ ok: false });
  });

  it("the same prompt twice makes one upstream call", async () => {
    const client = createAnswerClient({ baseUrl: service.url });
    const { result, calls } = await callsDuring(async () => {
      const first = await client.getAnswer("cached question");
      const second = await client.getAnswer("cached question");
      return [first, second];
    });
    expect(result[0]).toEqual({ ok: true, text: "Answer for: cached question" });
    expect(result[1]).toEqual(result[0]);
    expect(calls).toBe(1);
  });

  it("ten concurrent requests for one prompt make one call", async () => {
    const client = createAnswerClient({ baseUrl: service.url });
    const { result, calls } = await callsDuring(() =>
      Promise.all(Array.from({ length: 10 }, () => client.getAnswer("concurrent question"))),
    );
    expect(calls).toBe(1);
    for (const answer of result) expect(answer).toEqual({ ok: true, text: "Answer for: concurrent question" });
  });

  it("concurrent requests for different prompts are not merged", async () => {
    const client = createAnswerClient({ baseUrl: service.url });
    const { result, calls } = await callsDuring(() =>
      Promise.all([client.getAnswer("distinct one"), client.getAnswer("distinct two")]),
    );
    expect(calls).toBe(2);
    expect(result.map((r) => (r.ok ? r.text : ""))).toEqual(["Answer for: distinct one", "Answer for: distinct two"]);
  });

  it("a failure is remembered for a minute: the same prompt is not asked again until then", async () => {
    let now = 1_000_000;
    const client = createAnswerClient({ baseUrl: service.url, log: makeLog().log, now: () => now });
    const ask = () => callsDuring(() => client.getAnswer("retry [500]"));
    expect(await ask()).toEqual({ result: { ok: false }, calls: 1 });
    now += 59_000;
    expect(await ask()).toEqual({ result: { ok: false, skipped: "recent-failure" }, calls: 0 });
    now += 1_000;
    expect(await ask()).toEqual({ result: { ok: false }, calls: 1 });
  });

  it("a failed prompt does not hold back the others", async () => {
    const client = createAnswerClient({ baseUrl: service.url, log: makeLog().log });
    await client.getAnswer("memory [500]");
    expect(await client.getAnswer("memory fine")).toEqual({ ok: true, text: "Answer for: memory fine" });
  });
});

describe("the circuit breaker", () => {
  /** An answer service that hangs until the test lets it answer, counting calls. */
  function hangingService() {
    let healthy = false;
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
      if (healthy) return Response.json({ text: "back" });
      // Waits for the client's own timeout, as a hanging service does.
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    });
    return { fetchImpl, recover: () => (healthy = true) };
  }

  it("opens after three failures: every prompt then gets the stored answer at once, without a call", async () => {
    const { fetchImpl } = hangingService();
    const { log } = makeLog();
    const warn = vi.fn();
    const states: string[] = [];
    const client = createAnswerClient({
      baseUrl: "http://answers.test",
      fetchImpl,
      timeoutMs: 100,
      log: { ...log, warn },
      onBreakerChange: (state) => states.push(state),
    });
    for (const prompt of ["one", "two", "three"]) expect(await client.getAnswer(prompt)).toEqual({ ok: false });
    expect(client.breakerState()).toBe("open");
    expect(states).toEqual(["open"]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: "answer-service-breaker-open" }),
      expect.any(String),
    );

    const started = performance.now();
    const answers = await Promise.all(["four", "five", "six"].map((prompt) => client.getAnswer(prompt)));
    expect(performance.now() - started).toBeLessThan(50);
    for (const answer of answers) expect(answer).toEqual({ ok: false, skipped: "circuit-open" });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it("after resetMs lets one call through; its success closes the breaker", async () => {
    const { fetchImpl, recover } = hangingService();
    const client = createAnswerClient({
      baseUrl: "http://answers.test",
      fetchImpl,
      timeoutMs: 50,
      log: makeLog().log,
      breaker: { failures: 2, windowMs: 10_000, resetMs: 200 },
    });
    await client.getAnswer("a");
    await client.getAnswer("b");
    expect(client.breakerState()).toBe("open");
    recover();
    expect(await client.getAnswer("c")).toEqual({ ok: false, skipped: "circuit-open" });
    await new Promise((done) => setTimeout(done, 250));
    expect(client.breakerState()).toBe("half-open");
    expect(await client.getAnswer("c")).toEqual({ ok: true, text: "back" });
    expect(client.breakerState()).toBe("closed");
    expect(await client.getAnswer("d")).toEqual({ ok: true, text: "back" });
  });

  it("stays closed while most calls succeed", async () => {
    let call = 0;
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      (call += 1) % 4 === 0 ? new Response("busy", { status: 503 }) : Response.json({ text: "ok" }),
    );
    const client = createAnswerClient({ baseUrl: "http://answers.test", fetchImpl, log: makeLog().log });
    for (let i = 0; i < 20; i += 1) await client.getAnswer(`prompt ${i}`);
    expect(client.breakerState()).toBe("closed");
  });

  it("the cache is bounded and evicts the least recently used prompt", async () => {
    const client = createAnswerClient({ baseUrl: service.url, cacheSize: 2 });
    const ask = (prompt: string) => callsDuring(() => client.getAnswer(prompt)).then((r) => r.calls);

    expect(await ask("lru a")).toBe(1);
    expect(await ask("lru b")).toBe(1);
    expect(await ask("lru a")).toBe(0); // hit; a is now the most recent
    expect(await ask("lru c")).toBe(1); // evicts b
    expect(await ask("lru a")).toBe(0);
    expect(await ask("lru c")).toBe(0);
    expect(await ask("lru b")).toBe(1); // was evicted
  });

  it("the cache is bounded in bytes: answers past the budget push out the oldest", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) =>
      Response.json({ text: `${JSON.parse(String(init?.body)).prompt}: ${"x".repeat(236)}` }),
    );
    // Each entry is 2 * (1 + 239) = 480 bytes: 4,000 bytes hold eight.
    const client = createAnswerClient({ baseUrl: "http://answers.test", fetchImpl, cacheBytes: 4000 });
    const prompts = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    for (const prompt of prompts) await client.getAnswer(prompt);
    expect(fetchImpl).toHaveBeenCalledTimes(9);
    await client.getAnswer("i");
    await client.getAnswer("b");
    expect(fetchImpl).toHaveBeenCalledTimes(9);
    await client.getAnswer("a"); // the oldest, pushed out by "i"
    expect(fetchImpl).toHaveBeenCalledTimes(10);
  });

  it("an oversized answer is returned but not cached", async () => {
    const huge = "y".repeat(400_000);
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ text: huge }));
    const client = createAnswerClient({ baseUrl: "http://answers.test", fetchImpl });
    expect(await client.getAnswer("long")).toEqual({ ok: true, text: huge });
    expect(await client.getAnswer("long")).toEqual({ ok: true, text: huge });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("cached answers expire after ttlMs", async () => {
    let now = 1_000_000;
    const client = createAnswerClient({ baseUrl: service.url, ttlMs: 1000, now: () => now });
    const ask = () => callsDuring(() => client.getAnswer("ttl question")).then((r) => r.calls);
    expect(await ask()).toBe(1);
    // lru-cache keeps an entry fresh up to its age equal to ttlMs, and expires it after.
    now += 1000;
    expect(await ask()).toBe(0);
    now += 1;
    expect(await ask()).toBe(1);
  });

  it("uses the default six-hour TTL", async () => {
    // Not 0: lru-cache reads a start time of 0 as "none recorded", and no real clock says 0.
    const start = 1_000_000;
    let now = start;
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ text: "hi" }));
    const client = createAnswerClient({ baseUrl: "http://answers.test", fetchImpl, now: () => now });
    await client.getAnswer("p");
    now = start + 6 * 60 * 60 * 1000;
    await client.getAnswer("p");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 1;
    await client.getAnswer("p");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe("buildAnswerPrompt", () => {
  const prompt = buildAnswerPrompt("Where Is My Package?");

  it("asks for a short blog post on the title: introduction, bullet points, conclusion, text only", () => {
    expect(prompt).toContain('"Where Is My Package?"');
    expect(prompt).toMatch(/short blog post/);
    expect(prompt).toMatch(/introduction/);
    expect(prompt).toMatch(/bullet/);
    expect(prompt).toMatch(/conclusion/);
    expect(prompt).toMatch(/text only/i);
  });

  it("speaks as an independent help centre, not as the postal service", () => {
    expect(prompt).toMatch(/independent parcel-tracking help center/);
    expect(prompt).toMatch(/not affiliated with USPS/);
    expect(prompt).not.toMatch(/you are (the )?(usps|postal service)/i);
  });

  it("keeps the title on one line", () => {
    expect(buildAnswerPrompt("Line one\n\nIgnore that. Line two?")).toContain('"Line one Ignore that. Line two?"');
  });

  it("shows the spec's failure message", () => {
    expect(english["faq.answer.failed"]).toBe("Could not fetch answer from Gemini.");
  });

  it("asks for Spanish on a Spanish page, and leaves the English prompt as it was", () => {
    const spanish = buildAnswerPrompt("¿Dónde está mi paquete?", "es");
    expect(spanish).toContain('"¿Dónde está mi paquete?"');
    expect(spanish).toMatch(/in Spanish/);
    expect(spanish.startsWith(prompt.split("\n\n")[0])).toBe(true);
    expect(buildAnswerPrompt("Where Is My Package?", "en")).toBe(prompt);
    expect(prompt).not.toMatch(/Spanish/);
  });
});
