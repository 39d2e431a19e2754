import { CACHE_CONTROL } from "../../app/lib/cache-policy.server";
import { startAppProcess, type AppProcess } from "./app-process";
import { expect, test } from "./fixtures";
import { VIEW_COUNT_PORT } from "./servers";

/**
 * 'Frequently Viewed Articles' ranks by views that an FAQ entry page counts with its image (decision
 * 017 as amended by issue 38): the page itself is shared by caches, the image reaches the app on
 * every view. Its own app, so the views counted here reorder no other spec's list; the browser says
 * it is a person's (the headless browser's own User-Agent is a bot's, which is never counted).
 */
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

test.use({ userAgent: READER });

let app: AppProcess | undefined;

test.beforeEach(async ({}, testInfo) => {
  // The app may take over 30 s to start on a loaded machine (app-process.ts waits 75 s).
  testInfo.setTimeout(testInfo.timeout + 90_000);
  const port = VIEW_COUNT_PORT + (testInfo.project.name === "js" ? 0 : 1);
  // As production runs: with SITE_URL, pages a shared cache may keep are marked so.
  app = await startAppProcess(port, { SITE_URL: `http://127.0.0.1:${port}` });
});

test.afterEach(() => app?.stop());

test("opening an FAQ entry counts a view, also when the page comes from a cache; bots and posts count none", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  const url = app!.url;
  /** Opens a page and waits for its count image to be answered. */
  const counted = async (open: () => Promise<unknown>) => {
    const image = page.waitForResponse((response) => /\/faq\/article\/[^/]+\/view\.gif$/.test(response.url()));
    await open();
    const response = await image;
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(CACHE_CONTROL.none);
  };

  // Entry 2 and whichever entry it lists first as related; entry 2 is not in the spec's every-third list.
  let pageResponse: Awaited<ReturnType<typeof page.goto>> = null;
  await counted(async () => (pageResponse = await page.goto(`${url}/faq/article/csv-article-2`)));
  // Shared caches keep the page like any help page.
  expect(pageResponse!.headers()["cache-control"]).toBe(CACHE_CONTROL.page);
  const first = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(await axeViolations()).toEqual([]);

  // A client navigation with JavaScript, a page load without: either way one view of the new entry.
  const related = page.getByRole("region", { name: "Related Articles" }).getByRole("link").first();
  const second = ((await related.textContent()) ?? "").trim();
  await counted(() => related.click());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second);

  // Entry 2 again: the browser may show its copy of the page (max-age=60); the image still reaches the app.
  await counted(() => page.goto(`${url}/faq/article/csv-article-2`));

  // A crawler reading entry 8 three times, and posts, count nothing.
  for (let i = 0; i < 3; i += 1) {
    const crawl = await page.request.get(`${url}/faq/article/csv-article-8/view.gif`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(crawl.status()).toBe(200);
  }
  const post = await page.request.post(`${url}/faq/article/csv-article-8/view.gif`, { form: { x: "1" } });
  expect(post.status()).toBe(405);
  expect((await page.request.get(`${url}/faq/article/no-such-entry/view.gif`)).status()).toBe(404);

  // The FAQ home of this app, which has never ranked before: entry 2 (two views), then the related one.
  await page.goto(`${url}/faq`);
  const viewed = page.getByRole("region", { name: "Frequently Viewed Articles" });
  await expect(viewed).toContainText("read most in the last 30 days");
  await expect(viewed.getByRole("link")).toHaveText([first, second]);
  expect(consoleProblems).toEqual([]);
});
