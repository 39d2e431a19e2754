import type { Page } from "@playwright/test";
import { CACHE_CONTROL, isShareable } from "~/lib/cache-policy.server";
import { factText, formatDay, getFact } from "~/lib/facts/facts";
import { expect, test, waitForHydration } from "./fixtures";
import { article, faq } from "./help-centre-data";
import { ANSWER_DOWN_APP, WIRED_APP } from "./servers";

const COMMENT_PROMPT = "We're sorry this article wasn't helpful. Please let us know how we can improve:";

/** With JavaScript, feedback must not reload the page: a mark on window survives only in place. */
async function markWindow(page: Page, javaScriptEnabled: boolean | undefined) {
  if (!javaScriptEnabled) return;
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
}
async function expectSamePage(page: Page, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled) expect(await page.evaluate(() => "__stillHere" in window)).toBe(true);
}

test.describe("feedback widget", () => {
  test("Yes thanks the visitor", async ({ page, javaScriptEnabled, consoleProblems }) => {
    await page.goto("/faq/article/csv-article-2");
    await markWindow(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes" })).toHaveCount(0);
    await expectSamePage(page, javaScriptEnabled);
    expect(consoleProblems).toEqual([]);
  });

  test("No asks for a comment and thanks the visitor for it", async ({
    page,
    javaScriptEnabled,
    consoleProblems,
    axeViolations,
  }) => {
    await page.goto("/faq/article/csv-article-3");
    await markWindow(page, javaScriptEnabled);
    await page.getByRole("button", { name: "No" }).click();
    const comment = page.getByRole("textbox", { name: COMMENT_PROMPT });
    await expect(comment).toBeVisible();
    await expect(comment).toHaveAttribute("required", "");
    await expect(comment).toHaveAttribute("maxlength", "2000");
    if (javaScriptEnabled) await expect(comment).toBeFocused();
    expect(await axeViolations()).toEqual([]);

    await comment.fill("Please say what to do when the parcel is abroad.");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(
      page.getByRole("status").filter({
        hasText: "Thank you for your feedback! We'll use it to improve our help content.",
      }),
    ).toBeVisible();
    await expect(comment).toHaveCount(0);
    await expectSamePage(page, javaScriptEnabled);
    expect(consoleProblems).toEqual([]);
  });

  test("the comment box's form code is fetched only when it is needed", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript no script is fetched at all");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/faq/article/csv-article-10");
    await expect(page.getByRole("button", { name: "No" })).toBeVisible();
    const commentChunk = (path: string) => /\/feedback-comment-form-[^/]*\.js$/.test(path);
    expect(scripts.filter(commentChunk)).toEqual([]);
    await page.getByRole("button", { name: "No" }).click();
    await expect(page.getByRole("textbox", { name: COMMENT_PROMPT })).toBeFocused();
    expect(scripts.filter(commentChunk)).toHaveLength(1);
  });

  test("an answer does not load the article again", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the answer is a page load");
    const loads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "GET" && url.pathname.endsWith(".data"))
        loads.push(url.searchParams.get("_routes") ?? "");
    });
    await page.goto("/faq/article/csv-article-11");
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback!" })).toBeVisible();
    // The layout may revalidate; the article (and its answer) is not fetched again.
    expect(loads.filter((routes) => routes.includes("faq.article"))).toEqual([]);
  });

  test("an empty or blank comment is refused", async ({ page, javaScriptEnabled }) => {
    await page.goto("/faq/article/csv-article-4");
    await page.getByRole("button", { name: "No" }).click();
    const comment = page.getByRole("textbox", { name: COMMENT_PROMPT });
    const send = page.getByRole("button", { name: "Send Feedback" });

    await send.click();
    if (javaScriptEnabled) {
      await expect(page.getByText("Please tell us how we can improve this article")).toBeVisible();
      await expect(comment).toHaveAttribute("aria-invalid", "true");
    } else {
      // The browser's own required check stops the submission.
      expect(await comment.evaluate((element: HTMLTextAreaElement) => element.validity.valueMissing)).toBe(true);
    }
    await expect(page.getByText("Thank you for your feedback!", { exact: false })).toHaveCount(0);

    // Blank passes the browser's check, so the schema (browser and server) refuses it.
    await comment.fill("   ");
    await send.click();
    await expect(page.getByText("Please tell us how we can improve this article")).toBeVisible();
    await expect(page.getByRole("textbox", { name: COMMENT_PROMPT })).toBeVisible();
    await expect(page.getByText("Thank you for your feedback!", { exact: false })).toHaveCount(0);
  });

  test("the server refuses a missing or over-long comment with 400", async ({ request }) => {
    const empty = await request.post("/faq/article/csv-article-4", { form: { intent: "comment", comment: "" } });
    expect(empty.status()).toBe(400);
    const long = await request.post("/faq/article/csv-article-4", {
      form: { intent: "comment", comment: "x".repeat(2001) },
    });
    expect(long.status()).toBe(400);
    const unknown = await request.post("/faq/article/csv-article-9999", { form: { intent: "helpful" } });
    expect(unknown.status()).toBe(404);
  });

  test("moving to a related article starts the widget afresh", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every page load starts afresh anyway");
    await page.goto("/faq/article/csv-article-5");
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    await page.getByRole("region", { name: "Related Articles" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(article("csv-article-5").title);
    await expect(page.getByRole("button", { name: "Yes" })).toBeVisible();
  });
});

test.describe("generated answers", () => {
  test("with the answer service up, the generated answer is shown", async ({ page, consoleProblems }) => {
    const current = article("csv-article-6");
    await page.goto(`${WIRED_APP}/faq/article/csv-article-6`);
    // The fake answers with the prompt it was sent, which names the article.
    const answer = page.getByRole("region", { name: "Answer" });
    await expect(answer).toContainText("Answer for:");
    await expect(answer).toContainText(`"${current.title}"`);
    await expect(page.getByText("Could not fetch answer from Gemini.")).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test("a client navigation streams the answer in", async ({ page, javaScriptEnabled, consoleProblems }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every page arrives whole");
    await page.goto(`${WIRED_APP}/faq/article/csv-article-7`);
    await expect(page.getByRole("region", { name: "Answer" })).toContainText("Answer for:");
    const next = page.getByRole("region", { name: "Related Articles" }).getByRole("link").first();
    const title = (await next.textContent()) ?? "";
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("region", { name: "Answer" })).toContainText(`"${title}"`);
    expect(consoleProblems).toEqual([]);
  });

  test("with the answer service down, the failure message is shown", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const response = await page.goto(`${ANSWER_DOWN_APP}/faq/article/csv-article-8`);
    expect(response?.status()).toBe(200);
    // No shared cache may keep a failure and hand it to the next visitors (decisions 006, 009).
    const cacheControl = (await response?.allHeaders())?.["cache-control"] ?? null;
    expect(cacheControl).toBe(CACHE_CONTROL.private);
    expect(isShareable(cacheControl)).toBe(false);
    await expect(page.getByRole("alert").filter({ hasText: "Could not fetch answer from Gemini." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article("csv-article-8").title);
    await expect(page.getByRole("heading", { name: "Was this article helpful?" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("stored answers", () => {
  const STOP = new Set(
    "a an and are as at be by can do does for from how i if in is it my of on or the to what when where which who why will with you your usps".split(
      " ",
    ),
  );

  test("twenty FAQ entries show twenty different answers, each about its own question", async ({ page }) => {
    const ids = Array.from({ length: 20 }, (_, i) => `csv-article-${1 + i * 10}`);
    const answers = new Set<string>();
    for (const id of ids) {
      await page.goto(`/faq/article/${id}`);
      const { title } = article(id);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const text = ((await page.getByRole("region", { name: "Answer" }).textContent()) ?? "").toLowerCase();
      answers.add(text);
      // The answer names the subject of its question: at least one of the title's own words.
      const words = title
        .toLowerCase()
        .replace(/[^a-z0-9 ]/g, " ")
        .split(/\s+/)
        .filter((word) => word.length > 2 && !STOP.has(word));
      expect(
        words.some((word) => text.includes(word.slice(0, 5))),
        `${title}: ${text.slice(0, 120)}`,
      ).toBe(true);
    }
    expect(answers.size).toBe(ids.length);
  });

  test("a price question gets the price, the day it took effect and USPS's price list, in both languages", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const stamp = faq.entries.find((entry) => entry.keyword === "how much does a stamp cost");
    if (!stamp) throw new Error("no stamp price FAQ");
    const fact = getFact("forever-stamp-price");
    for (const language of ["en", "es"] as const) {
      await page.goto(`${language === "es" ? "/es" : ""}/faq/article/${stamp.id}`);
      const answer = page.getByRole("region", { name: language === "es" ? "Respuesta" : "Answer" });
      const asOf =
        language === "es"
          ? `desde el ${formatDay(fact.since ?? "", "es")}`
          : `as of ${formatDay(fact.since ?? "", "en")}`;
      await expect(answer).toContainText(`${factText("forever-stamp-price", language)} (${asOf};`);
      const priceList = answer.getByRole("link", { name: fact.sources[0].title[language] }).first();
      await expect(priceList).toHaveAttribute("href", fact.sources[0].url);
      if (language === "es") await expect(answer).toContainText(`${fact.sources[0].title.es}, en inglés)`);
    }
    expect(await axeViolations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("a stored answer says when it was last reviewed", async ({ page }) => {
    await page.goto("/faq/article/csv-article-1");
    const reviewed = page.getByRole("region", { name: "Answer" }).locator("time[datetime]");
    await expect(reviewed).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(reviewed.locator("..")).toHaveText(/^Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test("an FAQ entry links to the guide on its subject", async ({ page, consoleProblems, axeViolations }) => {
    const mediaMail = faq.entries.find((a) => a.keyword === "what is usps media mail");
    if (!mediaMail) throw new Error("no media mail FAQ");
    await page.goto(`/faq/article/${mediaMail.id}`);
    const answer = page.getByRole("region", { name: "Answer" });
    await expect(answer).toContainText("Read the full guide:");
    await answer.getByRole("link", { name: "What Is USPS Media Mail?" }).last().click();
    await expect(page).toHaveURL(/\/what-is-usps-media-mail$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What Is USPS Media Mail?");
    expect(await axeViolations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("with the answer service down, the stored answer is shown under the failure message", async ({ page }) => {
    await page.goto(`${ANSWER_DOWN_APP}/faq/article/csv-article-8`);
    const answer = page.getByRole("region", { name: "Answer" });
    await expect(answer.getByRole("alert")).toHaveText("Could not fetch answer from Gemini.");
    const text = (await answer.textContent()) ?? "";
    expect(text.length).toBeGreaterThan(400);
    // The region's (visually hidden) heading, the failure message, then the stored answer.
    expect(text.startsWith("AnswerCould not fetch answer from Gemini.")).toBe(true);
  });
});
