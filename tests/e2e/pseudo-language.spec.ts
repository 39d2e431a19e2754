import type { Page } from "@playwright/test";
import { pathInLanguage } from "~/i18n/languages";
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "~/i18n/pseudo";
import { expect, test, waitForHydration } from "./fixtures";
import { PAGE_PATHS } from "./site-routes";

/**
 * Every page in the pseudo-language (app/i18n/languages.ts: the test server mounts it at /xx),
 * whose every UI string is machine-made from English ("[Ŝéåŕçĥ ţĥé ĥéļþ çéñţéŕ ·····]"). Any
 * text a visitor meets that is not accented this way was never in a catalog: English written into
 * a component, a label built from pieces, a string the route did not declare. Exempt, by the page's
 * own markup: content in its own language (FAQ answers, guides, legal texts, jobs, the landing
 * texts: `lang` says English there), what is never translated (`translate="no"`: the site's
 * name, the operator's details, carriers' and people's names) and dates, which Intl writes.
 */

/** The accented letters of the pseudo-language: a text with one of them came from a catalog. */
const PSEUDO_LETTER = /[åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;

/** Every text a visitor meets (text nodes, labels, tooltips, placeholders, the title) in the page's language that is not pseudo-translated. */
async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ letter, open, close }) => {
      const pseudoLetter = new RegExp(letter);
      const pageLang = document.documentElement.lang;
      // Dates are Intl's, written by the language's locale (time elements).
      const exempt = (element: Element | null) =>
        !element ||
        element.closest("[translate='no'], time") !== null ||
        (element.closest("[lang]")?.getAttribute("lang") ?? pageLang) !== pageLang;
      const suspicious = (text: string) => /[a-zA-Z]/.test(text) && !pseudoLetter.test(text);
      const found: string[] = [];
      // Content shown in its own language: the title may name it (a guide's, an FAQ entry's).
      const exemptTexts = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim() ?? "";
        if (!text || !element || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(element.tagName)) continue;
        if (!element.checkVisibility() && !element.closest(".sr-only")) continue;
        if (exempt(element)) exemptTexts.add(text);
        else if (suspicious(text)) found.push(`${element.tagName.toLowerCase()}: «${text}»`);
      }
      for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = element.getAttribute(name)?.trim();
          if (value && !exempt(element) && suspicious(value)) found.push(`${name}: «${value}»`);
        }
      }
      // The title: the page's part (a message, or the content the page shows) and the site's (a message).
      const [pagePart, sitePart] = document.title.split(" | ");
      const isMessage = (part: string) => part.startsWith(open) && part.endsWith(close) && !suspicious(part);
      if (!isMessage(pagePart) && !exemptTexts.has(pagePart)) found.push(`<title>: «${pagePart}»`);
      if (!isMessage(sitePart ?? "")) found.push(`<title>: «${sitePart}»`);
      return found;
    },
    { letter: PSEUDO_LETTER.source, open: PSEUDO_OPEN, close: PSEUDO_CLOSE },
  );
}

/** Every page of the route table, and the error screens (404s of their own, an action's refusal). */
const PAGES: { path: string; status: number }[] = [
  ...PAGE_PATHS.map((path) => ({ path, status: 200 })),
  { path: "/no-such-page", status: 404 },
  { path: "/no-such-guide-either/x", status: 404 },
  { path: "/faq/no-such-category", status: 404 },
  { path: "/faq/article/no-such-entry", status: 404 },
];

for (const { path, status } of PAGES) {
  const pseudoPath = pathInLanguage(path, "xx");
  test(`${pseudoPath} shows nothing but pseudo-translated UI text`, async ({
    page,
    javaScriptEnabled,
    consoleProblems,
  }) => {
    const response = await page.goto(pseudoPath);
    expect(response?.status()).toBe(status);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    expect(await untranslated(page)).toEqual([]);
    // The switch links the published languages; the pseudo-language is in no hreflang alternate.
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    if (javaScriptEnabled) {
      await page.waitForLoadState("networkidle");
      expect(consoleProblems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    }
  });
}

test("an error page rendered before any loader ran (a post to a page without a form) is pseudo-translated too", async ({
  request,
}) => {
  const answer = await request.post("/xx/about", { form: { a: "1" }, failOnStatusCode: false });
  expect(answer.status()).toBe(405);
  const html = await answer.text();
  expect(html).toContain('lang="en-XA"');
  expect(html).toMatch(/<h1[^>]*>\[[^<a-zA-Z]+\]<\/h1>/);
});
