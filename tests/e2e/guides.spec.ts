import { JSDOM } from "jsdom";
import { LINKABLE_EXTERNAL_HOSTS } from "../../app/lib/help-centre/link-rules";
import { factText } from "../../app/lib/facts/facts";
import { expect, test } from "./fixtures";
import { CARRIER_PHONE, articlePaths, unlistedGuidePaths } from "./guide-data";

const HELP_CENTER = "ParcelHelp Help Center";

function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

function text(node: Node | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The article body: the one card of rendered markdown inside main. */
function articleBody(document: Document): Element {
  const body = document.querySelector("main article");
  if (!body) throw new Error("no article body");
  return body;
}

// What the server sends does not depend on the browser's mode: these read the pages
// as a crawler or a browser without JavaScript gets them, once, in the no-js project.
test.describe("every article page as served", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "HTTP-level checks: run once, in the no-js project");
  });

  test("answer 200 with breadcrumb, one h1, canonical, title, description and Article data", async ({
    request,
    baseURL,
  }) => {
    for (const path of articlePaths) {
      const url = new URL(path, baseURL).href;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(/^public, /);
      const document = parse(await response.text());

      const headings = document.querySelectorAll("h1");
      expect(headings, path).toHaveLength(1);
      const title = text(headings[0]);
      expect(title.length, path).toBeGreaterThan(5);
      expect(document.title, path).toBe(`${title} | ${HELP_CENTER}`);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toBe(url);
      const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
      expect(description.length, path).toBeGreaterThanOrEqual(70);

      const crumbs = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')];
      expect(
        crumbs.map((crumb) => text(crumb.querySelector("a, [aria-current]"))),
        path,
      ).toEqual(["Home", "Articles", title]);
      expect(crumbs[0].querySelector("a")?.getAttribute("href")).toBe("/");
      expect(crumbs[1].querySelector("a")?.getAttribute("href")).toBe("/articles");
      expect(crumbs[2].querySelector('[aria-current="page"]')).not.toBeNull();

      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      expect(scripts, path).toHaveLength(1);
      // Article pages are shareable, so the policy trusts inline scripts by hash, not by nonce.
      expect(response.headers()["content-security-policy"], path).toMatch(/script-src 'sha256-/);
      expect(scripts[0].textContent, path).not.toContain("<");
      expect(JSON.parse(scripts[0].textContent ?? ""), path).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: title,
        description,
        url,
        inLanguage: "en-US",
        mainEntityOfPage: { "@id": url, lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        publisher: { name: "ParcelHelp" },
      });

      // The day the guide was last checked against the carrier's rules, readable and machine-readable.
      const reviewed = document.querySelector("main time[datetime]");
      expect(reviewed?.getAttribute("datetime"), path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(text(reviewed?.parentElement ?? null), path).toMatch(/^Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}$/);

      const body = text(articleBody(document));
      expect(body, path).toContain(CARRIER_PHONE);
      expect(body, path).not.toMatch(/\{\{|555-01/);
    }
  });

  test("every internal link in every article resolves, and every external one is https to an allow-listed host", async ({
    request,
  }) => {
    const internal = new Map<string, string>();
    let externalCount = 0;
    for (const page of articlePaths) {
      const document = parse(await (await request.get(page)).text());
      for (const link of articleBody(document).querySelectorAll("a")) {
        const href = link.getAttribute("href") ?? "";
        if (href.startsWith("/")) {
          expect(href, `${page} -> ${href}`).not.toMatch(/^\/\//);
          internal.set(href, page);
          continue;
        }
        externalCount += 1;
        const url = new URL(href);
        expect(url.protocol, `${page} -> ${href}`).toBe("https:");
        expect(LINKABLE_EXTERNAL_HOSTS, `${page} -> ${href}`).toContain(url.host);
        expect(link.getAttribute("rel"), href).toMatch(/\bnoopener\b.*\bnoreferrer\b/);
        expect(link.getAttribute("class"), href).toBe("external");
      }
    }
    expect(internal.size).toBeGreaterThanOrEqual(20);
    // Every guide ends with its official sources, so at least one outside link each.
    expect(externalCount).toBeGreaterThanOrEqual(articlePaths.length);
    for (const [href, from] of internal) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), `${from} -> ${href}`).toBe(200);
    }
  });

  // Time-sensitive figures come from the facts table (data/facts.ts), as the pages' own do.
  const FACTS: Array<[string, string[]]> = [
    ["/what-is-usps-media-mail", [factText("media-mail-delivery-time", "en"), "70"]],
    // Fees change every year: the page links the current price instead of quoting one (docs/product.md §D8.3).
    [
      "/does-the-usps-sell-money-orders",
      [
        factText("money-order-domestic-max", "en"),
        factText("international-money-order-max-former", "en"),
        "check the current price",
      ],
    ],
    ["/how-to-change-address-usps", [factText("forwarding-start-time", "en"), "as of November 27, 2026"]],
    ["/does-usps-send-text-messages", ["28777"]],
    ["/does-usps-text-you", ["28777"]],
    ["/what-is-usps-ground-advantage", ["70", "130"]],
  ];

  test("state the key facts on the pages they belong to", async ({ request }) => {
    for (const [path, facts] of FACTS) {
      const body = text(articleBody(parse(await (await request.get(path)).text())));
      for (const fact of facts) expect(body, `${path}: ${fact}`).toContain(fact);
    }
  });

  test("an unknown article is a real 404 that is never cached; capitals lead to the lowercase page", async ({
    request,
  }) => {
    const missing = await request.get("/how-to-fly-a-usps-truck");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    const document = parse(await missing.text());
    expect(text(document.querySelector("h1"))).toContain("Oops! Page not found");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");

    const capitals = await request.get("/What-Is-USPS-Media-Mail", { maxRedirects: 0 });
    expect(capitals.status()).toBe(301);
    expect(capitals.headers().location).toBe("/what-is-usps-media-mail");
  });
});

const SAMPLE = [
  "does-usps-deliver-on-saturday",
  "what-is-usps-ground-advantage",
  "what-is-usps-media-mail",
  "does-the-usps-sell-money-orders",
  "does-usps-text-you",
  "how-to-contact-usps-about-a-missing-package",
];

test.describe("article pages in the browser", () => {
  for (const slug of SAMPLE) {
    test(`/${slug}: banner heading, breadcrumb, content card, no axe violation, clean console`, async ({
      page,
      consoleProblems,
      axeViolations,
    }) => {
      const response = await page.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      const title = (await heading.textContent()) ?? "";
      await expect(page).toHaveTitle(`${title} | ${HELP_CENTER}`);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Articles"]);
      await expect(breadcrumb.getByText(title, { exact: true })).toHaveAttribute("aria-current", "page");
      await expect(
        page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 }).first(),
      ).toBeVisible();
      expect(await axeViolations()).toEqual([]);
      await page.waitForLoadState("networkidle");
      expect(consoleProblems).toEqual([]);
    });
  }

  test("the index leads to an article and the breadcrumb leads back", async ({ page, consoleProblems }) => {
    await page.goto("/articles");
    await page.getByRole("link", { name: "Read Article: What Is USPS Media Mail?" }).click();
    await expect(page).toHaveURL(/\/what-is-usps-media-mail$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What Is USPS Media Mail?");
    await expect(page).toHaveTitle(`What Is USPS Media Mail? | ${HELP_CENTER}`);
    await expect(page.getByRole("main").getByRole("article")).toContainText(factText("media-mail-delivery-time", "en"));
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Articles");
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });

  test("wide tables fit a small phone without sideways scrolling", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "layout does not depend on the app's JavaScript; measured once");
    await page.setViewportSize({ width: 360, height: 800 });
    for (const slug of [
      "what-is-usps-ground-advantage",
      "what-is-usps-media-mail",
      "how-long-does-usps-take-to-deliver",
    ]) {
      await page.goto(`/${slug}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, slug).toBeLessThanOrEqual(360);
    }
  });

  test("the near-duplicate pages exist but are not in the index", async ({ page }) => {
    await page.goto("/articles");
    expect(unlistedGuidePaths).toHaveLength(5);
    for (const path of unlistedGuidePaths) {
      await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
    }
    await page.goto(unlistedGuidePaths[0]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
