import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { lastUpdated } from "../../app/lib/legal-dates";
import { indexedGuidePaths } from "./guide-data";
import { WIRED_APP } from "./servers";

/**
 * One test per page (and per language for the privacy date): it opens the page, checks
 * what every page must have, what this page is for, axe once, and the console.
 */
async function openPage(
  page: Page,
  baseURL: string | undefined,
  path: string,
  heading: string | RegExp,
  crumb: string,
) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, baseURL).href);
  await expect(page).toHaveTitle(/ \| ParcelHelp Help Center$/);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByText(crumb, { exact: true })).toHaveAttribute("aria-current", "page");
}

test("About: key features, the five quick links, the blog as a full page load, the disclaimer", async ({
  page,
  baseURL,
  javaScriptEnabled,
  axeViolations,
  consoleProblems,
}) => {
  await openPage(page, baseURL, "/about", "About Us", "About Us");
  await expect(page.getByRole("region", { name: "Key features" }).getByRole("heading", { level: 3 })).toHaveCount(6);
  const quickLinks = page.getByRole("region", { name: "Quick links" }).getByRole("link");
  const hrefs = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/", "/faq", "/contact", "/help", "/blog"]);
  await expect(page.getByRole("region", { name: "Disclaimer" })).toContainText("not affiliated with");
  expect(await axeViolations()).toEqual([]);

  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await quickLinks.filter({ hasText: "Blog" }).click();
  // No BLOG_URL is configured on the default app, so /blog redirects to the articles.
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Articles");
  // With JavaScript the router would fetch data instead; the blog must be a real page load.
  if (javaScriptEnabled) expect(documents).toContain("/blog");
  await page.waitForLoadState("networkidle");
  expect(consoleProblems).toEqual([]);
});

test("Partners: hero buttons, three ways to collaborate, why choose us, two sample partner stories", async ({
  page,
  baseURL,
  axeViolations,
  consoleProblems,
}) => {
  await openPage(page, baseURL, "/partners", "Partner with ParcelHelp", "Partners");
  await expect(page.getByRole("link", { name: "Join Our Network" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Discover More" })).toHaveAttribute("href", "/");
  await expect(
    page.getByRole("region", { name: "Ways to collaborate" }).getByRole("heading", { level: 3 }),
  ).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Why choose us" }).getByRole("heading", { level: 3 })).toHaveCount(4);
  const stories = page.getByRole("region", { name: "Partner stories" });
  await expect(stories).toContainText("not endorsements by real companies");
  const figures = stories.getByRole("figure");
  await expect(figures).toHaveCount(2);
  for (const figure of await figures.all()) {
    await expect(figure.getByRole("blockquote")).not.toBeEmpty();
    await expect(figure.locator("figcaption")).not.toBeEmpty();
  }
  expect(await axeViolations()).toEqual([]);
  await page.getByRole("link", { name: "Join Our Network" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForLoadState("networkidle");
  expect(consoleProblems).toEqual([]);
});

test("GDPR: the five sections and 'last updated' on the day its text last changed", async ({
  page,
  baseURL,
  axeViolations,
  consoleProblems,
}) => {
  await openPage(page, baseURL, "/gdpr", "GDPR and Your Data", "GDPR");
  const line = page.getByText(/^Last updated:/);
  const expected = `Last updated: ${lastUpdated("gdpr").label}`;
  await expect(line).toHaveText(expected);
  await expect(line.locator("time")).toHaveAttribute("datetime", lastUpdated("gdpr").isoDate);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "What is the GDPR?",
    "The principles we follow",
    "Your rights",
    "How we ensure compliance",
    "International transfers",
  ]);
  await expect(page.getByRole("region", { name: "Your rights" })).toContainText("erasure");
  expect(await axeViolations()).toEqual([]);
  await page.waitForLoadState("networkidle");
  await expect(line).toHaveText(expected);
  expect(consoleProblems).toEqual([]);
});

test.describe("privacy policy", () => {
  test("six sections, a cookies section and the non-affiliation disclaimer, true to this deployment", async ({
    page,
    baseURL,
    axeViolations,
    consoleProblems,
  }) => {
    await openPage(page, baseURL, "/privacy-policy", "Privacy Policy", "Privacy Policy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "1. Who we are",
      "2. What we collect",
      "3. How and why we use it",
      "4. Who receives it",
      "5. How long we keep it and how we protect it",
      "6. Your rights and how to use them",
      "Cookies and browser storage",
      "Not affiliated with USPS",
    ]);
    await expect(main).toContainText("This site sets no cookies at all");
    await expect(main).toContainText("session storage");
    // The default app has no e-mail service: messages go to the outbox file.
    await expect(main).toContainText("private message file");
    await expect(main).not.toContainText("EmailJS");
    await expect(main.getByRole("link", { name: "support@parcelhelp.example" }).first()).toHaveAttribute(
      "href",
      "mailto:support@parcelhelp.example",
    );
    await expect(main.getByRole("region", { name: "Not affiliated with USPS" })).toContainText("not affiliated with");
    expect(await axeViolations()).toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });

  for (const language of ["en-US", "en-GB", "fr"]) {
    test.describe(`for Accept-Language: ${language}`, () => {
      // The browser's locale is what it sends as Accept-Language.
      test.use({ locale: language });

      test("'Last updated' is the day the text last changed, the same for everyone", async ({
        page,
        consoleProblems,
      }) => {
        const response = await page.goto("/privacy-policy");
        expect(await response?.request().headerValue("accept-language")).toBe(language);
        const line = page.getByText(/^Last updated:/);
        await expect(line).toHaveText(`Last updated: ${lastUpdated("privacyPolicy").label}`);
        await expect(line.locator("time")).toHaveAttribute("datetime", lastUpdated("privacyPolicy").isoDate);
        await page.waitForLoadState("networkidle");
        // Hydration kept the server's date: still there, and no mismatch was reported.
        await expect(line).toHaveText(`Last updated: ${lastUpdated("privacyPolicy").label}`);
        expect(consoleProblems).toEqual([]);
      });
    });
  }

  test("says what each configuration does: the outbox and its 30 days, and with EmailJS the mailbox too", async ({
    request,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "HTTP-level checks: run once, in the no-js project");
    // The same page for every visitor now: a shared cache may keep it.
    const plain = await request.get("/privacy-policy", { headers: { "Accept-Language": "en-GB" } });
    expect(plain.headers()["cache-control"]).toMatch(/^public, /);
    const text = (html: string) =>
      html
        .replace(/<[^>]*>/g, " ")
        .replace(/&#x27;|&apos;/g, "'")
        .replace(/\s+/g, " ");
    const outbox = text(await plain.text());
    expect(outbox).toContain("Written to a private message file on our server");
    expect(outbox).toContain("the server's backups included, is gone within 30 days");
    expect(outbox).not.toContain("operator's mailbox");
    expect(outbox).toContain("phone number (the form asks for all three)");
    expect(outbox).toContain(
      "use the phone number only to call you about the complaint when an e-mail reply does not reach you",
    );
    expect(outbox).toContain("Fill in the donation form");
    expect(outbox).toContain("the server keeps nothing you typed");
    expect(outbox).toContain("Paste a message into the message checker (or into the tracking box)");
    expect(outbox).toContain("never stored, logged, cached or sent anywhere");
    expect(outbox).toContain("without writing it to a temporary file");
    expect(outbox).toContain("rotated daily and deleted within 14 days");
    expect(outbox).toContain("Frequently Viewed Articles");
    expect(outbox).toContain("in the server's memory");
    expect(outbox).not.toContain("EmailJS");
    expect(outbox).not.toContain("text-generation service");

    const wired = text(await (await request.get(`${WIRED_APP}/privacy-policy`)).text());
    expect(wired).toContain("EmailJS");
    // Stored first, then e-mailed (the delivery queue): on the server too, for the same 30 days.
    expect(wired).toContain(
      "Written to a private message file on our server that only the operator reads, and sent from there to the operator's mailbox through EmailJS",
    );
    expect(wired).not.toContain("not kept on our server");
    expect(wired).toContain("The e-mails in the operator's mailbox are deleted once your question is dealt with");
    expect(wired).toContain("the server's backups included, is gone within 30 days");
    expect(wired).toContain("never the résumé or its file name");
    // The answer service by its address, and by the name the FAQ shows when it fails.
    expect(wired).toMatch(/The text-generation service at 127\.0\.0\.1:\d+/);
    expect(wired).toContain("Gemini");
    expect(wired).toContain("only the title");
    const gdpr = text(await (await request.get(`${WIRED_APP}/gdpr`)).text());
    expect(gdpr).toContain(
      "are deleted within 30 days, and the e-mails in the operator's mailbox once your question is dealt with",
    );
    expect(gdpr).toContain("the donation form's details and a message pasted into the checker are read and forgotten");
  });
});

test("Terms of Service: six sections and 30 days' notice of changes", async ({
  page,
  baseURL,
  axeViolations,
  consoleProblems,
}) => {
  await openPage(page, baseURL, "/terms-of-service", "Terms of Service", "Terms of Service");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(6);
  await expect(page.getByRole("region", { name: "6. Changes to these terms and contact" })).toContainText(
    "at least 30 days' notice",
  );
  expect(await axeViolations()).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(consoleProblems).toEqual([]);
});

test("Disclaimer: independent, no guarantee, carrier data, trademarks", async ({
  page,
  baseURL,
  axeViolations,
  consoleProblems,
}) => {
  await openPage(page, baseURL, "/disclaimer", "Legal Disclaimer", "Disclaimer");
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "An independent website" })).toContainText("not affiliated with");
  await expect(main.getByRole("region", { name: "No guarantee" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Tracking information belongs to the carriers" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Trademarks" })).toContainText("trademarks of their respective owners");
  expect(await axeViolations()).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(consoleProblems).toEqual([]);
});

test("Cookie Policy: both buttons answer honestly, contact no other host and set no cookie", async ({
  page,
  baseURL,
  axeViolations,
  consoleProblems,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const foreignRequests: string[] = [];
  const setCookies: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) foreignRequests.push(request.url());
  });
  page.on("response", async (response) => {
    const header = await response.headerValue("set-cookie");
    if (header) setCookies.push(`${response.url()}: ${header}`);
  });

  await openPage(page, baseURL, "/cookie-policy", "Cookie Policy", "Cookie Policy");
  await expect(page.getByRole("main")).toContainText("this site sets no cookies");

  await page.getByRole("button", { name: "Accept All Cookies" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Nothing to change");
  await expect(status).toContainText("there was nothing to accept and no choice was stored");
  expect(await axeViolations()).toEqual([]);

  await page.getByRole("button", { name: "Decline Optional Cookies" }).click();
  await expect(status).toContainText("there was nothing to decline and no choice was stored");

  await page.waitForLoadState("networkidle");
  expect(foreignRequests).toEqual([]);
  expect(setCookies).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("Articles: a card per indexed guide with title, excerpt and 'Read Article', lowercase paths in the spec's order", async ({
  page,
  baseURL,
  axeViolations,
  consoleProblems,
}) => {
  await openPage(page, baseURL, "/articles", "Help Articles", "Articles");
  const readLinks = page.getByRole("link", { name: /^Read Article/ });
  await expect(readLinks).toHaveCount(indexedGuidePaths.length);
  const hrefs = await readLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(indexedGuidePaths);
  for (const href of hrefs) expect(href).toBe(href?.toLowerCase());
  const firstCard = page.getByRole("listitem").filter({ has: readLinks }).first();
  await expect(firstCard.getByRole("heading", { level: 2 })).toHaveText("Does USPS Deliver on Saturday?");
  await expect(firstCard.getByRole("paragraph")).not.toBeEmpty();
  await expect(firstCard.getByRole("link")).toHaveText("Read Article");
  expect(await axeViolations()).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(consoleProblems).toEqual([]);
});
