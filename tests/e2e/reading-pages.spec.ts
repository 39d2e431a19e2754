import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Reading pages load no Remix runtime (issue 38): a guide, the legal pages, the articles index,
 * about, partners, the postal holidays and the 404 page are the server's HTML, with at most 5 kB of
 * inline JavaScript for what they enhance. Pages with forms, the search dropdown, the checker and
 * the tracking flow keep the runtime.
 */
const READING_PAGES = [
  "/what-is-usps-media-mail",
  "/is-usps-open-today",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/disclaimer",
  "/gdpr",
  "/articles",
  "/about",
  "/partners",
  "/postal-holidays",
  "/no-such-page-here",
  "/es/what-is-usps-media-mail",
  "/es/privacy-policy",
  "/es/postal-holidays",
  "/es/no-such-page-here",
];
const HYDRATED_PAGES = ["/", "/tracking", "/check-message", "/faq", "/faq/tracking", "/contact", "/help", "/es/faq"];

/** What the page makes the browser run: script files it asked for, and its inline scripts' bytes. */
async function scriptsOf(page: Page, path: string) {
  const files: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") files.push(new URL(request.url()).pathname);
  };
  page.on("request", onRequest);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", onRequest);
  const inlineBytes = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")]
      .filter((script) => !/json/.test(script.getAttribute("type") ?? ""))
      .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? "").length, 0),
  );
  const modulePreloads = await page.locator('link[rel="modulepreload"]').count();
  return { files, inlineBytes, modulePreloads };
}

test.describe("a reading page ships no Remix runtime", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "what a page runs only matters where scripts run");

  for (const path of READING_PAGES) {
    test(`${path}: no script file, at most 5 kB inline, a clean console`, async ({ page, consoleProblems }) => {
      const scripts = await scriptsOf(page, path);
      expect(scripts.files).toEqual([]);
      expect(scripts.modulePreloads).toBe(0);
      expect(scripts.inlineBytes).toBeLessThanOrEqual(5_000);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The browser reports the 404 page's own status in the console; nothing else may be there.
      const missing = path.includes("no-such-page");
      expect(consoleProblems.filter((problem) => !(missing && /status of 404/.test(problem)))).toEqual([]);
    });
  }

  for (const path of HYDRATED_PAGES) {
    test(`${path} keeps the runtime and hydrates`, async ({ page }) => {
      const scripts = await scriptsOf(page, path);
      expect(scripts.files.some((file) => file.startsWith("/build/"))).toBe(true);
      await waitForHydration(page);
      expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react")))).toBe(true);
    });
  }
});

test("the 404 page still says in the console which path was missing", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "a console line needs JavaScript");
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => warnings)
    .toContain("404 Error: User attempted to access non-existent route: /no-such-page-here");
});

test("a reading page's mobile menu opens and says so to assistive technology", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/privacy-policy");
  const toggle = page.getByText("Menu", { exact: true });
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  // Nothing would keep an aria-expanded attribute true here: the native disclosure states it.
  await expect(page.locator("summary")).not.toHaveAttribute("aria-expanded", /.*/);
  await toggle.click();
  await expect(menu).toBeVisible();
  // The open disclosure, which browsers report as expanded.
  await expect(page.locator("details", { has: toggle })).toHaveAttribute("open", "");
  await menu.getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL(/\/partners$/);
});

test("a client navigation from a page that hydrated renders a reading page in place", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every link is a page load");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/faq");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  // Still the app: the router rendered it, and the next link is a client navigation too.
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(consoleProblems).toEqual([]);
});
