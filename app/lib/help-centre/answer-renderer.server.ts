/**
 * The answer shown on an FAQ article (docs/product.md §D4, §D8.1).
 *
 * Answer service not configured (the embedded default): the article's own stored
 * answer. Configured: the generated text, asked for in the page's language; when the service
 * fails, the failure notice with the stored answer under it, so a visitor never gets an empty page.
 * Either way the markdown is rendered and sanitised here, on the server, so the
 * browser only ever receives safe HTML.
 */
import type { Language } from "~/i18n/languages";
import { getConfig, type AppConfig } from "~/lib/config.server";
import { log as appLog, type EventLog } from "~/lib/log.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { reportBreaker } from "~/lib/metrics.server";
import { getRedis } from "~/lib/redis.server";
import { buildAnswerPrompt, createAnswerClient, redisAnswerStore, type AnswerClient } from "./answer-fetcher.server";
import type { EntryAnswer } from "./answer-texts";
import type { FaqEntry } from "./faq-entries";

type AnswerServiceConfig = NonNullable<AppConfig["answerService"]>;

// One client per process, so its cache and in-flight sharing cover every visitor.
let sharedClient: { config: AnswerServiceConfig; client: AnswerClient } | undefined;

function answerClientFor(config: AnswerServiceConfig): AnswerClient {
  if (sharedClient?.config !== config) {
    const redis = getRedis();
    sharedClient = {
      config,
      client: createAnswerClient({
        baseUrl: config.url,
        timeoutMs: config.timeoutMs,
        store: redis ? redisAnswerStore(redis) : undefined,
        onBreakerChange: reportBreaker,
      }),
    };
  }
  return sharedClient.client;
}

export type GetEntryAnswerOptions = {
  answerService?: AppConfig["answerService"];
  /** Injectable for tests; defaults to the process-wide client. */
  client?: Pick<AnswerClient, "getAnswer">;
  log?: Pick<EventLog, "error">;
  /** The page's language: a generated answer is asked for in it, stored links lead to its pages. */
  language?: Language;
};

/** Never rejects: a failure shows the visitor-facing message above the stored answer. */
export async function getEntryAnswer(
  entry: Pick<FaqEntry, "id" | "title" | "content">,
  { answerService = getConfig().answerService, client, log = appLog, language = "en" }: GetEntryAnswerOptions = {},
): Promise<EntryAnswer> {
  const render = (markdown: string) => renderMarkdown(markdown, { language });
  const stored = (): EntryAnswer => ({ source: "stored", html: render(entry.content) });
  if (!answerService) return stored();
  try {
    const prompt = buildAnswerPrompt(entry.title, language);
    const result = await (client ?? answerClientFor(answerService)).getAnswer(prompt);
    if (result.ok) return { source: "generated", html: render(result.text) };
    // The client has logged the cause; this line ties it to the page. A call skipped because the
    // service failed moments ago (for this prompt, or often enough to open the breaker) is not a
    // new failure: the client logged it when it happened.
    if (!result.skipped) {
      log.error({ event: "faq-answer-unavailable", entryId: entry.id }, "the stored answer is shown instead");
    }
  } catch (error) {
    log.error(
      { event: "faq-answer-error", entryId: entry.id, error: String(error) },
      "the stored answer is shown instead",
    );
  }
  return { ...stored(), failed: true };
}
