import type { Page } from "@playwright/test";
import englishFaq from "~/i18n/catalogs/en/faq";
import { FAQ_CATEGORY_IDS } from "~/lib/help-centre/faq-categories";
import { expect, test, waitForHydration } from "./fixtures";
import { article, categoryCounts, csvText, faq, frequentlyViewedCount, quickAnswerCount } from "./help-centre-data";

/** Every link in the page's main content leads somewhere real: no '#' placeholders. */
async function expectRealLinks(page: Page) {
  await expect(page.locator('a[href="#"]')).toHaveCount(0);
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/[^#]*$/);
}

/** Failed requests for the page itself (a 404) are expected on not-found pages; anything else is not. */
function unexpected(problems: string[]) {
  return problems.filter((problem) => !/Failed to load resource: .*404/.test(problem));
}

test.describe("Support Center (/help)", () => {
  test("shows the breadcrumb, search, support buttons and three cards of real links", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const response = await page.goto("/help");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Support Center | ParcelHelp Help Center");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support Center");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Support Center")).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("search").getByLabel("Search the FAQ")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reach Out to Support" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Browse FAQ Section" })).toHaveAttribute("href", "/faq");
    for (const card of ["Getting Started Guide", "Account Management & Security", "Problem Resolution"]) {
      await expect(page.getByRole("heading", { level: 3, name: card })).toBeVisible();
    }
    await expectRealLinks(page);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole("link", { name: "How to track a package" }).click();
    await expect(page).toHaveURL(/\/faq\/article\/csv-article-\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How do I track my USPS package?");
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("FAQ home (/faq)", () => {
  test("lists quick answers, topic links, categories with counts and frequently viewed articles", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const response = await page.goto("/faq");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Package Tracking .* \| ParcelHelp Help Center$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Package Tracking Support Center");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(breadcrumb.getByText("Support Center")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("search").getByLabel("Search the FAQ")).toBeVisible();

    const groups = { "Package Tracking": 4, "Missing, Delayed or Damaged Mail & Packages": 4, "Current Topics": 8 };
    for (const [title, count] of Object.entries(groups)) {
      const card = page.getByRole("heading", { level: 3, name: title, exact: true }).locator("xpath=..");
      await expect(card.getByRole("link")).toHaveCount(count);
    }
    // A hand-picked list says so; it is not what visitors ask "right now".
    await expect(page.getByRole("heading", { level: 3, name: "Current Topics" }).locator("xpath=..")).toContainText(
      "Topics we picked because they change often or come up every season.",
    );
    for (const id of FAQ_CATEGORY_IDS) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: englishFaq[`faq.category.${id}.title`], exact: true }) });
      await expect(card).toContainText(`${categoryCounts[id]} articles`);
    }
    await expect(page.getByRole("link", { name: "Payments & Fees" })).toHaveAttribute("href", "/faq/payments");
    await expectRealLinks(page);
    expect(await axeViolations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("Quick Answers and Frequently Viewed show more and less, also without JavaScript", async ({ page }) => {
    await page.goto("/faq");
    const quick = page.getByRole("region", { name: "Quick Answers" });
    await expect(quick.getByRole("link").filter({ visible: true })).toHaveCount(35);
    const more = quick.getByText(`Show More (${quickAnswerCount - 35} more)`);
    await more.click();
    await expect(quick.getByRole("link").filter({ visible: true })).toHaveCount(quickAnswerCount);
    await quick.getByText("Show Less").click();
    await expect(quick.getByRole("link").filter({ visible: true })).toHaveCount(35);
    await expect(more).toBeVisible();

    const viewed = page.getByRole("region", { name: "Frequently Viewed Articles" });
    await expect(viewed.getByRole("link").filter({ visible: true })).toHaveCount(30);
    // No invented view counts.
    await expect(viewed.getByText(/views?$/)).toHaveCount(0);
    await viewed.getByText(`View More (${frequentlyViewedCount - 30} additional)`).click();
    await expect(viewed.getByRole("link").filter({ visible: true })).toHaveCount(frequentlyViewedCount);
    await expect(viewed.getByText("Show Less")).toBeVisible();
  });

  test("with JavaScript the lists' links open pages in the app; a modified click is left to the browser", async ({
    page,
    context,
    javaScriptEnabled,
    consoleProblems,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every link loads a document, as a link should");
    const stillHere = () => page.evaluate(() => "__stillHere" in window);
    await page.goto("/faq");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __stillHere: true }));

    // A row that was behind View More.
    const viewed = page.getByRole("region", { name: "Frequently Viewed Articles" });
    await viewed.getByText(`View More (${frequentlyViewedCount - 30} additional)`).click();
    const hidden = viewed.getByRole("link").last();
    const title = (await hidden.textContent()) ?? "";
    await hidden.click();
    await expect(page).toHaveURL(/\/faq\/article\/csv-article-\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await stillHere()).toBe(true);

    // A category card, then a row of the category.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Package Tracking Support Center");
    await page.getByRole("link", { name: "Payments & Fees", exact: true }).click();
    await expect(page).toHaveURL(/\/faq\/payments$/);
    const row = page.getByRole("main").getByRole("article").first().getByRole("link");
    const rowTitle = (await row.textContent()) ?? "";
    await row.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(rowTitle);
    expect(await stillHere()).toBe(true);

    // Ctrl/Cmd-click opens a new tab and leaves this one where it is.
    // One step at a time: a second Back while the first page's data is loading aborts that fetch.
    await page.goBack();
    await expect(page).toHaveURL(/\/faq\/payments$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    const quick = page.getByRole("region", { name: "Quick Answers" }).getByRole("link").first();
    const [tab] = await Promise.all([context.waitForEvent("page"), quick.click({ modifiers: ["ControlOrMeta"] })]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/faq\/article\/csv-article-\d+$/);
    await expect(page).toHaveURL(/\/faq$/);
    expect(await stillHere()).toBe(true);
    expect(consoleProblems).toEqual([]);
  });

  test("the lists do not change on reload", async ({ page }) => {
    await page.goto("/faq");
    const viewed = page.getByRole("region", { name: "Frequently Viewed Articles" });
    const first = await viewed.getByRole("listitem").first().textContent();
    await page.reload();
    await expect(viewed.getByRole("listitem").first()).toHaveText(first ?? "");
  });
});

test.describe("FAQ category (/faq/{categoryId})", () => {
  test("lists the category's articles with excerpts, 40 before Show More", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const total = categoryCounts.tracking;
    const response = await page.goto("/faq/tracking");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tracking");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "FAQ"]);
    await expect(breadcrumb.getByText("Tracking")).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(englishFaq["faq.category.tracking.description"])).toBeVisible();
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Articles in this section (${total} total)` })).toBeVisible();

    const rows = page.getByRole("main").getByRole("article");
    await expect(rows.filter({ visible: true })).toHaveCount(40);
    const first = rows.first();
    await expect(first.getByRole("link")).toHaveText(article("csv-article-1").title);
    await expect(first.getByRole("link")).toHaveAttribute("href", "/faq/article/csv-article-1");
    const excerpt = (await first.getByRole("paragraph").textContent()) ?? "";
    expect(excerpt).toMatch(/\.\.\.$/);
    expect(excerpt.length).toBeLessThanOrEqual(123);
    expect(await axeViolations()).toEqual([]);

    await page.getByText(`Show More (${total - 40} more)`).click();
    await expect(rows.filter({ visible: true })).toHaveCount(total);
    await expectRealLinks(page);

    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/faq\/article\/csv-article-1$/);
    expect(consoleProblems).toEqual([]);
  });

  test("an unknown category answers 404 with the category-not-found state", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const response = await page.goto("/faq/no-such-category");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Category Not Found");
    await expect(page.getByText("The category you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await axeViolations()).toEqual([]);
    await page.getByRole("link", { name: "Return to Help Center" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(unexpected(consoleProblems)).toEqual([]);
  });
});

test.describe("FAQ entry (/faq/article/{entryId})", () => {
  test("shows the breadcrumb, search, title, stored answer, related articles and feedback", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const current = article("csv-article-129");
    const response = await page.goto("/faq/article/csv-article-129");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${current.title} | ParcelHelp Help Center`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(current.title);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(breadcrumb.getByRole("link", { name: "International" })).toHaveAttribute("href", "/faq/international");
    await expect(breadcrumb.getByText(current.title)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("search").getByLabel("Search More FAQ's")).toBeVisible();

    // The embedded default has no answer service: the entry's own stored answer, as HTML,
    // with the carrier's phone number from configuration and official links marked as external.
    const answer = page.getByRole("region", { name: "Answer" });
    await expect(answer.getByRole("heading", { name: "Common reasons for the delay" })).toBeVisible();
    await expect(answer.getByRole("listitem").filter({ hasText: "A declared value that is missing" })).toBeVisible();
    await expect(answer).toContainText("call USPS at 1-800-275-8777");
    await expect(answer.getByRole("link", { name: "CBP" })).toHaveAttribute("rel", "noopener noreferrer nofollow");

    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("article");
    await expect(related).toHaveCount(3);
    for (const row of await related.all()) {
      await expect(row.getByRole("link")).not.toHaveText(current.title);
      const text = (await row.getByRole("paragraph").textContent()) ?? "";
      expect(text.length).toBeLessThanOrEqual(103);
    }
    await expect(related.first().getByRole("link")).toHaveAttribute("href", "/faq/article/csv-article-130");
    await expect(page.getByRole("heading", { name: "Was this article helpful?" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("an unknown article answers 404 with the article-not-found state", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const response = await page.goto(`/faq/article/csv-article-${faq.entries.length + 1}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Help Center" })).toHaveAttribute("href", "/");
    expect(await axeViolations()).toEqual([]);
    expect(unexpected(consoleProblems)).toEqual([]);
  });
});

test("the keyword CSV is served unchanged as text/csv and may be cached", async ({ request }) => {
  const response = await request.get("/FaqExcelData1.csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(response.headers()["cache-control"]).toContain("max-age");
  expect(await response.text()).toBe(csvText);
});
