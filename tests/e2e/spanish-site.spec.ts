import type { Page } from "@playwright/test";
import { pathInLanguage } from "~/i18n/languages";
import { lastUpdated } from "~/lib/legal-dates";
import { expect, test, waitForHydration } from "./fixtures";
import { PAGE_PATHS } from "./site-routes";

/**
 * The whole Spanish site (docs/product.md §D9.6): every page of the route table at "/es" + its
 * path is a Spanish page (lang, one h1, its own canonical, the three hreflang alternates, axe)
 * whose every link and form stays in Spanish, but the language switch; the switch keeps the page
 * and its query; the Spanish offer line shows on English pages only to a browser that prefers
 * Spanish, and nobody is redirected.
 */

/**
 * Every link and form on the page that leaves Spanish: an address of this site outside /es. The
 * links that say they lead to another language (hreflang: the language switch, "the English
 * version governs") are the exception.
 */
async function linksLeavingSpanish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inSpanish = (url: URL) => url.pathname === "/es" || url.pathname.startsWith("/es/");
    const found: string[] = [];
    for (const anchor of document.querySelectorAll("a[href]")) {
      const url = new URL(anchor.getAttribute("href") ?? "", location.href);
      if (url.origin !== location.origin || (anchor.getAttribute("hreflang") ?? "es") !== "es") continue;
      if (!inSpanish(url)) found.push(`a ${anchor.getAttribute("href")} «${anchor.textContent?.trim()}»`);
    }
    for (const form of document.querySelectorAll("form")) {
      const url = new URL(form.getAttribute("action") ?? location.href, location.href);
      if (url.origin === location.origin && !inSpanish(url)) found.push(`form ${form.getAttribute("action")}`);
    }
    return found;
  });
}

for (const englishPath of PAGE_PATHS) {
  const spanishPath = pathInLanguage(englishPath, "es");
  test(`${spanishPath} is a Spanish page whose every link stays in Spanish`, async ({
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

    // Text never put in a catalog shows in the pseudo-language's test (pseudo-language.spec.ts).
    expect(await linksLeavingSpanish(page)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });
}

test("the not-found pages are Spanish too, and their links stay in Spanish", async ({ page }) => {
  for (const path of [
    "/es/no-such-page",
    "/es/no-such/page",
    "/es/faq/no-such-category",
    "/es/faq/article/no-such-entry",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: /^Volver al/ }).first()).toHaveAttribute("href", /^\/es(\/|$)/);
    expect(await linksLeavingSpanish(page), path).toEqual([]);
  }
});

test("a path that folds into another host's name still links this site", async ({ page, baseURL }) => {
  const response = await page.goto("/es//evil.example");
  expect(response?.status()).toBe(404);
  const english = page.getByRole("link", { name: "English", exact: true });
  await expect(english).toHaveAttribute("href", "/evil.example");
  expect(new URL((await english.getAttribute("href")) ?? "", baseURL).host).toBe(new URL(baseURL ?? "").host);
});

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
      // The browser decides (the server's page is the same for everyone): without JavaScript, no line.
      await expect(offer).toBeHidden();
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
    await expect(page.getByText("¿Prefiere leer en español?")).toBeHidden();
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
