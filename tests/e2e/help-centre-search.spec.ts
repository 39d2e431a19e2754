import { expect, test } from "./fixtures";
import { faq } from "./help-centre-data";

/** What visitors type, and the guide that must be among the first three results. */
const GUIDE_QUERIES: Array<[query: string, guideTitle: string, guidePath: string]> = [
  ["media mail", "What Is USPS Media Mail?", "/what-is-usps-media-mail"],
  ["money order", "Does the USPS Sell Money Orders?", "/does-the-usps-sell-money-orders"],
  ["mony order", "Does the USPS Sell Money Orders?", "/does-the-usps-sell-money-orders"],
  ["ballot", "Can I Drop My Ballot in a USPS Mailbox?", "/can-i-drop-my-ballot-in-a-usps-mailbox"],
  ["christmas eve", "Does USPS Deliver on Christmas Eve?", "/does-usps-deliver-on-christmas-eve"],
];

function faqId(keyword: string): string {
  const found = faq.entries.find((article) => article.keyword === keyword);
  if (!found) throw new Error(`no FAQ keyword "${keyword}"`);
  return found.id;
}

test.describe("the results page (no JavaScript needed)", () => {
  test("lists every match, best first, each labelled Guide or FAQ", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    await page.goto("/faq");
    await page.getByRole("search").getByLabel("Search the FAQ").fill("media mail");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/faq\/search\?q=media(\+|%20)mail$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "media mail"');
    const results = page.getByRole("main").getByRole("article");
    await expect(results.first().getByRole("link")).toHaveText("What Is USPS Media Mail?");
    await expect(results.first().getByRole("link")).toHaveAttribute("href", "/what-is-usps-media-mail");
    await expect(results.first()).toContainText("Guide");
    const faqResult = results.filter({ has: page.getByRole("link", { name: "What are the rules for Media Mail?" }) });
    await expect(faqResult).toContainText("FAQ");
    await expect(faqResult.getByRole("link")).toHaveAttribute(
      "href",
      `/faq/article/${faqId("media mail shipping rules")}`,
    );
    const count = await results.count();
    expect(count).toBeGreaterThan(3);
    await expect(page.getByRole("heading", { name: `${count} results found` })).toBeVisible();
    expect(((await results.first().getByRole("paragraph").last().textContent()) ?? "").length).toBeLessThanOrEqual(70);
    await expect(page.getByRole("search").getByLabel("Search the FAQ")).toHaveValue("media mail");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await axeViolations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  for (const [query, guideTitle, guidePath] of GUIDE_QUERIES) {
    test(`"${query}" puts the guide "${guideTitle}" in the first three`, async ({ page }) => {
      await page.goto(`/faq/search?q=${encodeURIComponent(query)}`);
      const firstThree = page.getByRole("main").getByRole("article").getByRole("link");
      const hrefs = await firstThree.evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute("href")));
      expect(hrefs).toContain(guidePath);
    });
  }

  test("a search that matches nothing says so", async ({ page }) => {
    await page.goto("/faq/search?q=zzqx");
    await expect(page.getByText('No results found for "zzqx"')).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  });

  test("without JavaScript the box is a plain search field that submits", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "checked with JavaScript below");
    await page.goto("/help");
    await page.getByRole("searchbox", { name: "Search the FAQ" }).fill("refund");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq\/search\?q=refund$/);
    await expect(page.getByRole("link", { name: "How do I get a refund from USPS?" })).toBeVisible();
  });
});

test.describe("search dropdown with JavaScript", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the dropdown is a JavaScript enhancement");
  });

  test("suggests at most 5 pages as links with their kind and a preview; arrows reach them and Enter opens one", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    await page.goto("/faq");
    const box = page.getByRole("searchbox", { name: "Search the FAQ" });
    await box.fill("mony order");
    const list = page.getByRole("list", { name: "Suggestions for mony order" });
    await expect(list).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "5 suggestions" })).toBeAttached();
    const links = list.getByRole("link");
    await expect(links).toHaveCount(5);
    await expect(links.first()).toContainText("Guide");
    await expect(links.first()).toContainText("Does the USPS Sell Money Orders?");
    await expect(links.first()).toHaveAttribute("href", "/does-the-usps-sell-money-orders");
    await expect(links.nth(1)).toContainText("FAQ");
    expect(await axeViolations()).toEqual([]);

    await box.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/does-the-usps-sell-money-orders$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Does the USPS Sell Money Orders?");
    expect(consoleProblems).toEqual([]);
  });

  for (const [query, guideTitle, guidePath] of GUIDE_QUERIES) {
    test(`"${query}" suggests the guide "${guideTitle}" among the first three`, async ({ page }) => {
      await page.goto("/help");
      await page.getByRole("searchbox", { name: "Search the FAQ" }).fill(query);
      const links = page.getByRole("list", { name: `Suggestions for ${query}` }).getByRole("link");
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((all) => all.slice(0, 3).map((link) => link.getAttribute("href")));
      expect(hrefs).toContain(guidePath);
    });
  }

  test("clicking a suggestion opens it and clears the box", async ({ page }) => {
    await page.goto("/help");
    const box = page.getByRole("searchbox", { name: "Search the FAQ" });
    await box.fill("refund");
    await page.getByRole("link", { name: /How do I get a refund from USPS\?/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How do I get a refund from USPS?");
    await expect(page.getByRole("searchbox", { name: "Search More FAQ's" })).toHaveValue("");
  });

  test("Escape and a click outside close the list; typing opens it again", async ({ page }) => {
    await page.goto("/faq/tracking");
    const box = page.getByRole("searchbox", { name: "Search the FAQ" });
    await box.fill("passport");
    const list = page.getByRole("list", { name: "Suggestions for passport" });
    await expect(list).toBeVisible();
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveValue("passport");
    await box.press("End");
    await box.pressSequentially("s");
    await expect(page.getByRole("list", { name: "Suggestions for passports" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("list", { name: "Suggestions for passports" })).toBeHidden();
    await box.click();
    await expect(page.getByRole("list", { name: "Suggestions for passports" })).toBeVisible();
  });

  test("says when nothing matches", async ({ page }) => {
    await page.goto("/faq");
    const box = page.getByRole("searchbox", { name: "Search the FAQ" });
    await box.fill("zzqx");
    await expect(page.getByText('No results found for "zzqx"')).toBeVisible();
    await expect(page.getByRole("list", { name: "Suggestions for zzqx" })).toBeHidden();
  });

  test("waits for a 300 ms pause in typing before it asks the server", async ({ page }) => {
    await page.clock.install();
    await page.goto("/faq");
    const box = page.getByRole("searchbox", { name: "Search the FAQ" });
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
    await expect(page.getByRole("list", { name: "Suggestions for informed" }).getByRole("link").first()).toContainText(
      "Informed Delivery",
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain("q=informed");
  });

  test("Enter in the box goes to the full results page", async ({ page }) => {
    await page.goto("/faq");
    const box = page.getByRole("searchbox", { name: "Search the FAQ" });
    await box.fill("customs");
    await expect(page.getByRole("list", { name: "Suggestions for customs" })).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/faq\/search\?q=customs$/);
    expect(await page.getByRole("main").getByRole("article").count()).toBeGreaterThan(5);
  });
});

test("the suggestions endpoint answers private JSON with at most 5 labelled results", async ({ request }) => {
  const response = await request.get("/faq/suggestions?q=USPS");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  // Search words are the visitor's: no shared cache may keep them.
  expect(response.headers()["cache-control"]).toBe("private, max-age=60");
  const body = await response.json();
  expect(body.query).toBe("USPS");
  expect(body.results).toHaveLength(5);
  for (const result of body.results) {
    expect(result.preview.length).toBeLessThanOrEqual(70);
    expect(["guide", "faq"]).toContain(result.kind);
    expect(result.path).toMatch(/^\//);
  }
});

test("the search results page is private too, with and without client navigation", async ({ request }) => {
  for (const path of ["/faq/search?q=customs", "/faq/search.data?q=customs"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, max-age=60");
  }
});
