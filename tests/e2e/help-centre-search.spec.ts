import { expect, test } from "./fixtures";
import { faq } from "./help-centre-data";

const customsMatches = faq.articles.filter(
  (article) => article.title.toLowerCase().includes("customs") || article.content.toLowerCase().includes("customs"),
);

test.describe("search without JavaScript, or by submitting the form", () => {
  test("submitting the search box lists every match on the results page", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    await page.goto("/faq");
    const box = page.getByRole("search").getByLabel("Search the FAQ");
    await box.fill("customs");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/faq\/search\?q=customs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "customs"');
    await expect(page.getByRole("heading", { name: `${customsMatches.length} articles found` })).toBeVisible();
    const results = page.getByRole("main").getByRole("article");
    await expect(results).toHaveCount(customsMatches.length);
    await expect(results.first().getByRole("link")).toHaveText(customsMatches[0].title);
    await expect(results.first().getByRole("link")).toHaveAttribute("href", `/faq/article/${customsMatches[0].id}`);
    expect(((await results.first().getByRole("paragraph").textContent()) ?? "").length).toBeLessThanOrEqual(70);
    await expect(page.getByRole("search").getByLabel("Search the FAQ")).toHaveValue("customs");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await axeViolations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("a search that matches nothing says so", async ({ page }) => {
    await page.goto("/faq/search?q=zzqx");
    await expect(page.getByText('No results found for "zzqx"')).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  });

  test("without JavaScript the box is a plain search field, not a combobox", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "JavaScript enhances it into a combobox");
    await page.goto("/help");
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search the FAQ" }).fill("refund");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq\/search\?q=refund$/);
    await expect(page.getByRole("link", { name: "How To Get A Refund From USPS?" })).toBeVisible();
  });
});

test.describe("search dropdown with JavaScript", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the dropdown is a JavaScript enhancement");
  });

  test("suggests at most 5 articles with a preview; arrows and Enter open one and clear the box", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    await page.goto("/faq");
    const box = page.getByRole("combobox", { name: "Search the FAQ" });
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("customs");
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(5);
    await expect(options.first()).toContainText(customsMatches[0].title);
    await expect(options.first()).toContainText(customsMatches[0].content.slice(0, 20));
    expect(await axeViolations()).toEqual([]);

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await box.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/faq/article/${customsMatches[0].id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(customsMatches[0].title);
    await expect(page.getByRole("combobox", { name: "Search More FAQ's" })).toHaveValue("");
    expect(consoleProblems).toEqual([]);
  });

  test("clicking a suggestion opens it", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("combobox", { name: "Search the FAQ" }).fill("refund");
    await page.getByRole("option", { name: /How To Get A Refund From USPS\?/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How To Get A Refund From USPS?");
  });

  test("Escape and a click outside close the list; typing opens it again", async ({ page }) => {
    await page.goto("/faq/tracking");
    const box = page.getByRole("combobox", { name: "Search the FAQ" });
    await box.fill("passport");
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await box.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue("passport");
    await box.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(listbox).toBeHidden();
    await box.click();
    await expect(listbox).toBeVisible();
  });

  test("says when nothing matches", async ({ page }) => {
    await page.goto("/faq");
    const box = page.getByRole("combobox", { name: "Search the FAQ" });
    await box.fill("zzqx");
    await expect(page.getByText('No results found for "zzqx"')).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("waits for a 300 ms pause in typing before it asks the server", async ({ page }) => {
    await page.clock.install();
    await page.goto("/faq");
    const box = page.getByRole("combobox", { name: "Search the FAQ" });
    await expect(box).toBeVisible();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/faq/suggestions")) requests.push(request.url());
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await box.pressSequentially("informed");
    await page.clock.runFor(299);
    expect(requests).toEqual([]);
    await page.clock.runFor(1);
    await expect(page.getByRole("option").first()).toContainText("Informed Delivery");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain("q=informed");
  });

  test("Enter without a chosen suggestion goes to the full results page", async ({ page }) => {
    await page.goto("/faq");
    const box = page.getByRole("combobox", { name: "Search the FAQ" });
    await box.fill("customs");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/faq\/search\?q=customs$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(customsMatches.length);
  });
});

test("the suggestions endpoint answers JSON with at most 5 results", async ({ request }) => {
  const response = await request.get("/faq/suggestions?q=USPS");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = await response.json();
  expect(body.query).toBe("USPS");
  expect(body.results).toHaveLength(5);
  for (const result of body.results) expect(result.preview.length).toBeLessThanOrEqual(70);
});
