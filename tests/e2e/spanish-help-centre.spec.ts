/**
 * The help centre in Spanish (docs/product.md §D9), with JavaScript on and off: the FAQ home, a
 * category, an entry with its answer and feedback, the search page and box, the guide index and a
 * guide, all from data/es/ and all linking Spanish pages; the header's "English" keeps the page.
 */
import type { Page } from "@playwright/test";
import { loadFaqData } from "../../app/lib/help-centre/faq-data.server";
import { loadGuides } from "../../app/lib/help-centre/guides.server";
import spanishStrings from "../../app/i18n/catalogs/es/faq";
import { FAQ_CATEGORY_IDS } from "../../app/lib/help-centre/faq-categories";
import { expect, test, waitForHydration } from "./fixtures";

const [spanishFaq, englishFaq, spanishGuides] = await Promise.all([
  loadFaqData({ language: "es" }),
  loadFaqData(),
  loadGuides({ language: "es", carrierPhone: "1-800-275-8777" }),
]);

function entry(id: string, faq = spanishFaq) {
  const found = faq.entries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

/** Every internal link of the main content leads to a Spanish page, and the first one opens. */
async function expectSpanishLinks(page: Page, scope: string) {
  const hrefs = await page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/es(\/|$|\?)/);
  const response = await page.request.get(hrefs[0]);
  expect(response.status()).toBe(200);
}

test("the FAQ home is in Spanish, with Spanish categories that open Spanish pages", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto("/es/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await expect(page.getByRole("heading", { level: 1, name: "Centro de ayuda para rastrear paquetes" })).toBeVisible();
  for (const name of ["Respuestas rápidas", "Explore los temas de ayuda sobre rastreo", "Artículos más consultados"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  for (const id of FAQ_CATEGORY_IDS) {
    await expect(
      page.getByRole("link", { name: spanishStrings[`faq.category.${id}.title`], exact: true }),
    ).toHaveAttribute("href", `/es/faq/${id}`);
  }
  await expect(page.getByRole("searchbox", { name: "Buscar en las preguntas frecuentes" })).toBeVisible();
  expect(await axeViolations()).toEqual([]);

  await page.getByRole("link", { name: "Rastreo", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/faq\/tracking$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rastreo" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: /^Artículos de esta sección \(\d+ en total\)$/ }),
  ).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("searching for envio finds the shipping entries, by their Spanish titles", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto("/es/faq/search?q=envio");
  await expect(page.getByRole("heading", { level: 1, name: "Resultados de la búsqueda de “envio”" })).toBeVisible();
  const results = page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(results.filter({ hasText: "etiqueta de envío" }).first()).toBeVisible();
  for (const href of await results.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/es\//);
  }
  expect(await axeViolations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("the search box searches the Spanish texts, and its dropdown suggests them", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
}) => {
  await page.goto("/es/faq");
  if (javaScriptEnabled) await waitForHydration(page);
  const box = page.getByRole("searchbox", { name: "Buscar en las preguntas frecuentes" });
  await box.fill("paquete perdido");
  if (javaScriptEnabled) {
    const list = page.getByRole("list", { name: "Sugerencias para paquete perdido" });
    await expect(list.getByRole("link").first()).toBeVisible();
    await expect(list.getByRole("link").first()).toHaveAttribute("href", /^\/es\//);
    await expect(list).toContainText("perdido");
  }
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/faq\/search\?q=paquete\+perdido$/);
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ resultados encontrados$/ })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("a Spanish FAQ entry shows its Spanish question and answer, linking Spanish pages", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  const spanish = entry("csv-article-12");
  await page.goto("/es/faq/article/csv-article-12");
  await expect(page.getByRole("heading", { level: 1, name: spanish.title })).toBeVisible();
  const firstSentence = spanish.content.split(/(?<=\.)\s/)[0].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
  await expect(page.getByRole("main")).toContainText(firstSentence.replace(/\*\*/g, ""));
  await expect(page.getByText(/^Última revisión: \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "¿Le resultó útil este artículo?" })).toBeVisible();
  await expectSpanishLinks(page, ".prose-article");
  expect(await axeViolations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("the feedback widget speaks Spanish and keeps the Spanish page", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
}) => {
  await page.goto("/es/faq/article/csv-article-14");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("button", { name: "No", exact: true }).click();
  const comment = page.getByRole("textbox", {
    name: "Lamentamos que este artículo no le haya sido útil. Díganos cómo podemos mejorarlo:",
  });
  await expect(comment).toBeVisible();
  await comment.fill("Expliquen qué hacer si el paquete está en el extranjero.");
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(
    page.getByRole("status").filter({
      hasText: "¡Gracias por su opinión! La usaremos para mejorar nuestro contenido de ayuda.",
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/es\/faq\/article\/csv-article-14(#feedback)?$/);
  await expect(page.getByRole("heading", { level: 1, name: entry("csv-article-14").title })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("the header's English link keeps the entry", async ({ page }) => {
  await page.goto("/es/faq/article/csv-article-12");
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/faq\/article\/csv-article-12$/);
  await expect(page.getByRole("heading", { level: 1, name: entry("csv-article-12", englishFaq).title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Was this article helpful?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Español", exact: true })).toHaveAttribute(
    "href",
    "/es/faq/article/csv-article-12",
  );
});

test("a missing entry is a Spanish 404", async ({ page }) => {
  const response = await page.goto("/es/faq/article/no-such-entry");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No encontramos el artículo" })).toBeVisible();
  await expect(page).toHaveTitle(/No encontramos el artículo/);
});

test("the guide index lists the Spanish guides in the English order", async ({ page, axeViolations }) => {
  await page.goto("/es/articles");
  await expect(page.getByRole("heading", { level: 1, name: "Guías de ayuda" })).toBeVisible();
  const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(titles).toEqual(spanishGuides.index.map((guide) => guide.title));
  await expect(page.getByRole("link", { name: `Leer la guía: ${spanishGuides.index[0].title}` })).toHaveAttribute(
    "href",
    `/es${spanishGuides.index[0].path}`,
  );
  expect(await axeViolations()).toEqual([]);
});

test("a Spanish guide renders with its Spanish review date and Spanish links", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  const guide = spanishGuides.bySlug.get("how-to-change-address-usps");
  await page.goto("/es/how-to-change-address-usps");
  await expect(page.getByRole("heading", { level: 1, name: guide?.title })).toBeVisible();
  await expect(page.getByText(/^\d+ min de lectura$/)).toBeVisible();
  await expect(page.getByText(/^Última revisión: \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Fuentes oficiales" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "¿Todavía necesita ayuda?" })).toBeVisible();
  await expectSpanishLinks(page, "article");
  await expectSpanishLinks(page, "aside");
  expect(await axeViolations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
