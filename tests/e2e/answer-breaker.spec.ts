import { startControllableAnswerService } from "../fakes/controllable-answer-service.mjs";
import { startAppProcess, type AppProcess } from "./app-process";
import { expect, test } from "./fixtures";
import { BREAKER_PORTS } from "./servers";

/**
 * A hanging answer service cannot slow the help centre down (issue 37): the first few FAQ entries
 * wait out the timeout and show the stored answer under the failure notice; then the breaker opens
 * and every entry answers at once with its stored answer. Serial: the breaker's state is the
 * server's, shared by both projects' pages, so each project starts an app of its own.
 */

const TIMEOUT_MS = 1500;
let service: Awaited<ReturnType<typeof startControllableAnswerService>>;
let app: AppProcess;

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({}, testInfo) => {
  test.slow();
  // Each project its own pair of ports: the two may run at once.
  const offset = testInfo.project.name === "js" ? 0 : 50;
  service = await startControllableAnswerService({ port: BREAKER_PORTS.answerService + offset, delayMs: 60_000 });
  app = await startAppProcess(BREAKER_PORTS.app + offset, {
    OUTBOX_PATH: `.tmp/e2e/breaker-${testInfo.project.name}/messages.jsonl`,
    ANSWER_SERVICE_URL: service.url,
    ANSWER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});

test.afterEach(async () => {
  app?.stop();
  await service?.close();
});

test("with the answer service hanging, FAQ entries answer within a second once the breaker has opened", async ({
  page,
}) => {
  // Three entries wait out the timeout: three failures open the breaker.
  for (const id of ["csv-article-20", "csv-article-21", "csv-article-22"]) {
    const started = Date.now();
    await page.goto(`${app.url}/faq/article/${id}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
    await expect(page.getByRole("alert").filter({ hasText: "Could not fetch answer from Gemini." })).toBeVisible();
  }
  const callsBefore = service.calls;

  for (const id of ["csv-article-23", "csv-article-24", "csv-article-25", "csv-article-20"]) {
    const started = Date.now();
    await page.goto(`${app.url}/faq/article/${id}`);
    const took = Date.now() - started;
    // The page came at once, with the stored answer under the same notice.
    expect(took, `${id} answered in ${took} ms`).toBeLessThan(1000);
    const answer = page.getByRole("region", { name: "Answer" });
    await expect(answer.getByRole("alert")).toHaveText("Could not fetch answer from Gemini.");
    expect(((await answer.textContent()) ?? "").length).toBeGreaterThan(200);
  }
  // Nothing was asked of the service while the breaker was open.
  expect(service.calls).toBe(callsBefore);
  expect(app.output()).toContain('"event":"answer-service-breaker-open"');
});
