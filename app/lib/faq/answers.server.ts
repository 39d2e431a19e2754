/**
 * The answer shown on an FAQ article (DECISIONS §4).
 *
 * Answer service not configured (the embedded default): the article's own stored
 * answer. Configured: the generated text, or the failure message. Either way the
 * markdown is rendered and sanitised here, on the server, so the browser only
 * ever receives safe HTML.
 */
import { getConfig, type AppConfig } from "~/lib/config.server";
import { renderMarkdown } from "~/lib/markdown.server";
import {
  ANSWER_FAILURE_MESSAGE,
  buildAnswerPrompt,
  createAnswerClient,
  type AnswerClient,
} from "./answer-client.server";
import type { FaqArticle } from "./faq-builder";

export type ArticleAnswer =
  | { ok: true; source: "stored" | "generated"; html: string }
  | { ok: false; message: string };

type AnswerServiceConfig = NonNullable<AppConfig["answerService"]>;

// One client per process, so its cache and in-flight sharing cover every visitor.
let sharedClient: { config: AnswerServiceConfig; client: AnswerClient } | undefined;

function answerClientFor(config: AnswerServiceConfig): AnswerClient {
  if (sharedClient?.config !== config) {
    sharedClient = { config, client: createAnswerClient({ baseUrl: config.url, timeoutMs: config.timeoutMs }) };
  }
  return sharedClient.client;
}

export type GetArticleAnswerOptions = {
  answerService?: AppConfig["answerService"];
  /** Injectable for tests; defaults to the process-wide client. */
  client?: AnswerClient;
  log?: Pick<Console, "error">;
};

/** Never rejects: a failure becomes `{ ok: false }` with the visitor-facing message. */
export async function getArticleAnswer(
  article: Pick<FaqArticle, "id" | "title" | "content">,
  { answerService = getConfig().answerService, client, log = console }: GetArticleAnswerOptions = {},
): Promise<ArticleAnswer> {
  try {
    if (!answerService) {
      return { ok: true, source: "stored", html: renderMarkdown(article.content) };
    }
    const result = await (client ?? answerClientFor(answerService)).getAnswer(buildAnswerPrompt(article.title));
    if (result.ok) return { ok: true, source: "generated", html: renderMarkdown(result.text) };
    // The client has logged the cause; this line ties it to the page.
    log.error(JSON.stringify({ event: "faq-answer-unavailable", articleId: article.id }));
  } catch (error) {
    log.error(JSON.stringify({ event: "faq-answer-error", articleId: article.id, error: String(error) }));
  }
  return { ok: false, message: ANSWER_FAILURE_MESSAGE };
}
