import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { CATALOGS } from "~/i18n/catalogs.server";
import { pathInLanguage } from "~/i18n/languages";
import { lastUpdated } from "~/lib/legal-dates";
import { expect, test, waitForHydration } from "./fixtures";
import { PAGE_PATHS } from "./site-routes";

/**
 * The whole Spanish site (docs/product.md §D9.6): every page of the route table at "/es" + its
 * path is a Spanish page (lang, one h1, its own canonical, the three hreflang alternates, axe)
 * with no English UI text left on it; the language switch keeps the page and its query; the
 * Spanish offer line shows on English pages only to a browser that prefers Spanish, and nobody is
 * redirected.
 */

/** Whose strings a page's text comes from, so a failure names the area to look at. */
function areaOf(englishPath: string): string {
  const pathname = englishPath.split("?")[0];
  if (pathname === "/" || pathname === "/tracking") return "tracking";
  if (pathname === "/check-message") return "checker";
  if (pathname === "/tracking-help") return "reader";
  if (["/contact", "/complaint", "/career", "/donation"].includes(pathname)) return "forms";
  if (pathname === "/help" || pathname === "/articles" || pathname.startsWith("/faq")) return "faq";
  if (
    ["/about", "/partners", "/privacy-policy", "/terms-of-service", "/cookie-policy", "/disclaimer", "/gdpr"].includes(
      pathname,
    )
  ) {
    return "pages";
  }
  return "faq (guides)";
}

/**
 * A matcher for each English UI string that the Spanish catalog words differently: the whole
 * message, a `{value}` standing for any text and `<tag>…</tag>` for its text alone. Messages with
 * plural or select branches are left out, and so are those with fewer than four characters of
 * their own ("{count}", "OK"), which say nothing about the language.
 */
function englishMatchers(): { key: string; text: string; pattern: RegExp }[] {
  const matchers: { key: string; text: string; pattern: RegExp }[] = [];
  for (const catalog of Object.values(CATALOGS)) {
    const english: Record<string, string> = catalog.en;
    const spanish: Record<string, string> = catalog.es;
    for (const [key, text] of Object.entries(english)) {
      if (text === spanish[key] || /\{\s*\w+\s*,\s*(plural|select|selectordinal)\b/.test(text)) continue;
      const plain = text.replace(/<\/?\w+\s*\/?>/g, "");
      if (plain.replace(/\{\s*\w+\s*\}/g, "").trim().length < 4) continue;
      const source = plain
        .split(/\{\s*\w+\s*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"))
        .join(".+");
      matchers.push({ key, text, pattern: new RegExp(`^\\s*${source}\\s*$`) });
    }
  }
  return matchers;
}

const ENGLISH = englishMatchers();

/** Every text a visitor meets: the lines of the body's text, labels and tooltips, the title and its parts. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split("\n");
    for (const element of document.querySelectorAll("[aria-label], [title]")) {
      for (const name of ["aria-label", "title"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title, ...document.title.split(" | "));
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

function englishLeft(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const english of ENGLISH) if (english.pattern.test(text)) found.add(`${english.key}: «${text}»`);
  }
  return [...found];
}

test("the English catalogs checked are every file in app/i18n/catalogs/en", () => {
  const files = readdirSync(path.join(process.cwd(), "app/i18n/catalogs/en")).map((file) => file.replace(/\.ts$/, ""));
  expect(files.sort()).toEqual(Object.keys(CATALOGS).sort());
  expect(ENGLISH.length).toBeGreaterThan(100);
});

for (const englishPath of PAGE_PATHS) {
  const spanishPath = pathInLanguage(englishPath, "es");
  test(`${spanishPath} is a Spanish page with no English text left (${areaOf(englishPath)})`, async ({
    page,
    baseURL,
    javaScriptEnabled,
    axeViolations,
    consoleProblems,
  }) => {
    // Axe on the landing page alone can take half a minute on a machine shared with other suites.
    test.slow();
    const response = await page.goto(spanishPath);
    expect(response?.status()).toBe(200);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveCount(1);
    const url = (target: string) => new URL(target, baseURL).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(spanishPath));
    const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(alternate("en")).toHaveAttribute("href", url(englishPath));
    await expect(alternate("es")).toHaveAttribute("href", url(spanishPath));
    await expect(alternate("x-default")).toHaveAttribute("href", url(englishPath));

    expect(englishLeft(await visibleTexts(page))).toEqual([]);
    expect(await axeViolations()).toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });
}

test.describe("the language switch", () => {
  test("keeps the page: /about → Español → /es/about → English → /about", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.goto("/about");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page).toHaveURL(new URL("/es/about", baseURL).href);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quiénes somos");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(new URL("/about", baseURL).href);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  });

  test("keeps the query: a search stays the same search", async ({ page, baseURL, javaScriptEnabled }) => {
    await page.goto("/faq/search?q=tracking");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page).toHaveURL(new URL("/es/faq/search?q=tracking", baseURL).href);
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(new URL("/faq/search?q=tracking", baseURL).href);
  });
});

test.describe("the Spanish offer line, for a browser that prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test("shows on an English page with a link to its Spanish twin, without a redirect", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(await response?.request().headerValue("accept-language")).toMatch(/^es-US/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByText("¿Prefiere leer en español?");
    if (!javaScriptEnabled) {
      // The browser decides after hydration (the server's page is the same for everyone): without JavaScript, no line.
      await expect(offer).toHaveCount(0);
      return;
    }
    await expect(offer).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver esta página en español" })).toHaveAttribute("href", "/es/about");
    expect(new URL(page.url()).pathname).toBe("/about");
  });

  test("is not on the Spanish page itself", async ({ page, javaScriptEnabled }) => {
    await page.goto("/es/about");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByText("¿Prefiere leer en español?")).toHaveCount(0);
  });
});

test.describe("the Spanish offer line, for a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  test("does not show, and nobody is redirected", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/about");
    expect(response?.request().redirectedFrom()).toBeNull();
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.getByText("¿Prefiere leer en español?")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/about");
    const spanish = await page.goto("/es/about");
    expect(spanish?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe("/es/about");
  });
});

test("a Spanish legal page: its date in Spanish, the English version governs, the cookie buttons answer in Spanish", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/es/privacy-policy");
  await expect(page.getByText(/^Última actualización:/)).toHaveText(
    `Última actualización: ${lastUpdated("privacyPolicy", "es-US").label}`,
  );
  await expect(page.getByRole("link", { name: "versión en inglés" })).toHaveAttribute("href", "/privacy-policy");
  await expect(page.getByRole("region", { name: "Cookies y almacenamiento en el navegador" })).toContainText(
    "Su idioma tampoco se guarda",
  );
  await expect(page.getByRole("link", { name: "Política de cookies" }).last()).toHaveAttribute(
    "href",
    "/es/cookie-policy",
  );

  await page.goto("/es/cookie-policy");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("button", { name: "Aceptar todas las cookies" }).click();
  await expect(page).toHaveURL(/\/es\/cookie-policy$/);
  const status = page.getByRole("status").filter({ hasText: "Nada que cambiar" }).first();
  await expect(status).toContainText("no había nada que aceptar");
  expect(await page.context().cookies()).toEqual([]);
});

test("an error page rendered before any loader ran (a POST to a page without a form) is still in the page's language", async ({
  request,
}) => {
  for (const [path, home, key] of [
    ["/es/about", "Volver al inicio", "error.home"],
    ["/about", "Return to Home", "error.home"],
  ]) {
    const answer = await request.post(path, { form: { a: "1" }, failOnStatusCode: false });
    expect(answer.status(), path).toBe(405);
    const html = await answer.text();
    expect(html, path).toContain(home);
    expect(html, path).not.toContain(`>${key}<`);
    expect(html, path).not.toContain(">shell.skipToMain<");
  }
});
