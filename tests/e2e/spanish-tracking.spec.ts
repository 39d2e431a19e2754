import type { Page } from "@playwright/test";
import englishChecker from "../../app/i18n/catalogs/en/checker";
import englishCatalog from "../../app/i18n/catalogs/en/tracking";
import spanishChecker from "../../app/i18n/catalogs/es/checker";
import spanishCatalog from "../../app/i18n/catalogs/es/tracking";
import { LANDING_TEXTS } from "../../app/lib/tracking/landing-copy";
import { TRACKING_MESSAGES } from "../../app/lib/tracking/tracking-input";
import { translatorFor } from "../helpers/strings";
import { expect, test } from "./fixtures";

const { t } = translatorFor("es", "tracking");
const SPANISH = LANDING_TEXTS.es;
const SPANISH_TEXTS = new Set<string>([
  ...Object.values(spanishCatalog),
  ...Object.values(spanishChecker),
  ...Object.values(SPANISH).flatMap((variants: readonly unknown[]) =>
    variants.flatMap((variant) => (typeof variant === "string" ? [variant] : Object.values(variant as object).flat())),
  ),
]);
const USPS_TRACKING = "https://tools.usps.com/go/TrackConfirmAction";
const USPS_NUMBER = "9400111206206406260787";
const SECOND = "9205590164917312751089";
const NEW_TAB = t("tracking.newTab");
const TOO_MANY = Array.from({ length: 36 }, (_, index) => `EA${index}`).join(", ");

// What an English page of this area says and a Spanish one must not (names like "Informed Delivery"
// read the same in both).
const ENGLISH_ONLY = new Set(
  [
    ...Object.values(englishCatalog),
    ...Object.values(englishChecker),
    ...Object.values(LANDING_TEXTS.en).flatMap((variants: readonly unknown[]) =>
      variants.flatMap((variant) =>
        typeof variant === "string" ? [variant] : Object.values(variant as object).flat(),
      ),
    ),
  ]
    .map((text) => text.trim())
    .filter((text) => !SPANISH_TEXTS.has(text)),
);

/** Text nodes of the page that are English strings of the landing, the tracking flow or the checker's warning. */
function englishTextsOn(page: Page): Promise<string[]> {
  return page.evaluate(
    (english) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        if (text && english.includes(text)) found.push(text);
      }
      return found;
    },
    [...ENGLISH_ONLY],
  );
}

function trackingInput(page: Page) {
  return page.getByRole("textbox", { name: t("tracking.form.label") });
}

function submitButton(page: Page) {
  return page.getByRole("button", { name: new RegExp(`${NEW_TAB.replace(/[()]/g, "\\$&")}$`) });
}

/** Fills the Spanish landing form, submits it and returns the tab it opens. */
async function submitToNewTab(page: Page, input: string): Promise<Page> {
  await trackingInput(page).fill(input);
  const opened = page.context().waitForEvent("page");
  await submitButton(page).click();
  const results = await opened;
  await results.waitForLoadState();
  return results;
}

function spanishTracking(value: string): string {
  return `/es/tracking?${new URLSearchParams({ result: value })}`;
}

test.use({ reducedMotion: "reduce" });

test("/es is the Spanish landing page: its texts, its links and its form in Spanish", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  const response = await page.goto("/es");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/Rastree su paquete/);

  const main = page.getByRole("main");
  expect(SPANISH.headlines).toContain(await main.locator("h1").textContent());
  const texts = await main.locator(":is(h2, p)").allTextContents();
  expect(texts.filter((text) => SPANISH.formTitles.includes(text))).toHaveLength(1);
  expect(texts.filter((text) => SPANISH.formDescriptions.includes(text))).toHaveLength(1);
  expect(texts.filter((text) => SPANISH.descriptions.includes(text))).toHaveLength(1);
  expect(SPANISH.placeholders).toContain(await trackingInput(page).getAttribute("placeholder"));
  expect(SPANISH.buttonTexts.map((text) => `${text}${NEW_TAB}`)).toContain(await submitButton(page).textContent());
  await expect(page.locator("form[method=post]").filter({ has: trackingInput(page) })).toHaveAttribute(
    "action",
    "/es/tracking",
  );

  await expect(page.getByRole("region", { name: "Cómo le ayudamos" })).toBeVisible();
  const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
  for (const entry of SPANISH.faq) await expect(faq.getByText(entry.question, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "¿Necesita más ayuda?" })).toHaveAttribute("href", "/es/contact");
  await expect(page.getByRole("link", { name: "Verifique si el mensaje es real" })).toHaveAttribute(
    "href",
    "/es/check-message",
  );

  expect(await englishTextsOn(page)).toEqual([]);
  expect(await axeViolations()).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(consoleProblems).toEqual([]);
});

test("two numbers pasted into the Spanish form give Spanish results at /es/tracking, with the official links", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto("/es");
  const results = await submitToNewTab(page, `${USPS_NUMBER}, ${SECOND}`);
  const url = new URL(results.url());
  expect(url.pathname).toBe("/es/tracking");
  expect(url.searchParams.get("result")).toBe(`${USPS_NUMBER}, ${SECOND}`);

  await expect(results.locator("html")).toHaveAttribute("lang", "es");
  await expect(results).toHaveTitle(/Resultados del rastreo/);
  await expect(results.getByRole("heading", { level: 1 })).toHaveText(
    `Resultados del rastreo de: ${USPS_NUMBER} y ${SECOND}`,
  );
  await expect(
    results.getByRole("heading", { name: "Sus 2 números de rastreo están listos para rastrear" }),
  ).toBeVisible();
  await expect(results.getByText(/Código de barras Intelligent Mail para paquetes de USPS/).first()).toBeVisible();

  const usps = results.getByRole("link", { name: /^Rastrear en USPS/ });
  await expect(usps).toHaveAttribute(
    "href",
    `${USPS_TRACKING}?tLabels=${encodeURIComponent(`${USPS_NUMBER},${SECOND}`)}`,
  );
  await expect(usps).toHaveAttribute("target", "_blank");
  await expect(usps).toHaveAttribute("rel", "noopener noreferrer");
  await expect(results.getByRole("link", { name: "Rastrear otro paquete" })).toHaveAttribute("href", "/es");
  await expect(results.getByRole("region", { name: "¿Necesita ayuda?" })).toBeVisible();
  await expect(results.getByRole("link", { name: "Ver las preguntas frecuentes" })).toHaveAttribute("href", "/es/faq");
  await expect(results.getByRole("link", { name: "Informed Delivery en usps.com (en inglés)" })).toHaveAttribute(
    "href",
    "https://informeddelivery.usps.com/",
  );
  // The help card calls the checker by the name the menu gives it.
  const help = results.getByRole("region", { name: "¿Necesita ayuda?" });
  await expect(help.getByRole("link", { name: "Verificar un mensaje" })).toHaveAttribute("href", "/es/check-message");

  expect(await englishTextsOn(results)).toEqual([]);
  await results.close();
  await page.goto(url.pathname + url.search);
  expect(await axeViolations()).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(consoleProblems).toEqual([]);
});

test("too many numbers: the Spanish message next to the field, the text kept (the Spanish error panel without JavaScript)", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
}) => {
  const { description, title, values } = TRACKING_MESSAGES.tooMany;
  const message = t(description, values);
  expect(message).toBe("Ingrese como máximo 35 números de rastreo, separados por comas");
  await page.goto("/es");
  const field = trackingInput(page);

  if (!javaScriptEnabled) {
    const results = await submitToNewTab(page, TOO_MANY);
    await expect(results).toHaveURL(/\/es\/tracking$/);
    await expect(results.getByRole("heading", { name: "No pudimos buscar esto" })).toBeVisible();
    await expect(results.getByText(t(TRACKING_MESSAGES.resultsInvalid), { exact: true })).toBeVisible();
    await expect(results.getByText(message, { exact: true })).toBeVisible();
    await expect(results.getByRole("link", { name: "Volver e intentarlo de nuevo" })).toHaveAttribute("href", "/es");
    await expect(field).toHaveValue(TOO_MANY);
    return;
  }

  const tabs: Page[] = [];
  page.context().on("page", (opened) => tabs.push(opened));
  await field.fill(TOO_MANY);
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`${message}$`));
  await expect(field).toHaveValue(TOO_MANY);
  const toast = page.locator('[data-variant="destructive"]');
  await expect(toast).toContainText(t(title));
  await expect(toast).toContainText(message);
  expect(tabs).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("an over-long value at /es/tracking is refused in Spanish, the limit written the US Spanish way", async ({
  page,
  axeViolations,
}) => {
  await page.goto(spanishTracking("9".repeat(2001)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Resultados del rastreo de: no se encontró ningún número de rastreo",
  );
  await expect(page.getByText("Lo que recibimos:")).toHaveText(`Lo que recibimos: ${"9".repeat(120)}…`);
  await expect(page.getByText("Ingrese como máximo 2,000 caracteres", { exact: true })).toBeVisible();
  await expect(page.getByText(t(TRACKING_MESSAGES.resultsInvalid), { exact: true })).toBeVisible();
  expect(await axeViolations()).toEqual([]);
});

test("an international number and a UPS number: Spanish notes, the carriers' own links", async ({
  page,
  axeViolations,
}) => {
  await page.goto(spanishTracking("RB 123 456 785 GB, 1Z5R89390357567127, RB123456785NL, 12345"));
  await expect(page.getByText("Royal Mail (GB)")).toBeVisible();
  await expect(page.getByText(/número postal internacional de GB.*lo rastrea Royal Mail/)).toBeVisible();
  await expect(page.getByText("Correo internacional (NL)")).toBeVisible();
  await expect(page.getByText("Formato no reconocido", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "El enlace de USPS también contiene el número cuyo formato no reconocemos: USPS le indicará si no lo conoce.",
    ),
  ).toBeVisible();
  // Each number on its own carrier's page, in Spanish words.
  await expect(
    page.getByRole("link", { name: "1Z5R89390357567127 en UPS (se abre en una pestaña nueva)" }),
  ).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z5R89390357567127");
  await expect(page.getByRole("link", { name: "Péguelo aquí" })).toHaveAttribute("href", "/es/tracking-help");
  await expect(page.getByRole("link", { name: /^Rastrear en Royal Mail/ })).toHaveAttribute(
    "href",
    "https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB",
  );
  await expect(page.getByRole("link", { name: /^Rastrear en UPS/ })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z5R89390357567127",
  );
  expect(await axeViolations()).toEqual([]);
});

test("a pasted scam text warns in Spanish and links the Spanish checker", async ({ page }) => {
  await page.goto(
    spanishTracking(
      "USPS: your package 9400 1112 0620 6406 2607 87 could not be delivered due to an incomplete address, update it within 12 hours: https://usps.com-redeliver.top/u",
    ),
  );
  const warning = page.getByRole("region", {
    name: "Advertencia: lo que pegó podría ser un mensaje de entrega falso",
  });
  await expect(warning).toContainText("Nuestra revisión del mensaje indica:");
  await expect(warning.locator("strong")).toHaveText(translatorFor("es", "checker").t("checker.verdict.scam"));
  await expect(warning).toContainText("com-redeliver.top");
  await expect(warning.getByRole("link", { name: /^Verifique un mensaje/ })).toHaveAttribute(
    "href",
    "/es/check-message",
  );
  // Only the language switch (this page in English) carries the pasted text, in its query.
  await expect(page.getByRole("main").locator('a[href*="redeliver"]')).toHaveCount(0);
  // Under the warning the hand-off is neutral: nothing says the number is ready.
  await expect(page.getByRole("heading", { name: "Puede revisar este número usted mismo en usps.com" })).toBeVisible();
  await expect(page.getByText(/listo para rastrear/)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Resultados del rastreo de: ${USPS_NUMBER}`);
  expect(await englishTextsOn(page)).toEqual([]);
});

test("a scam pasted into the Spanish form: the Spanish warning, and the text in no address", async ({ page }) => {
  await page.goto("/es");
  const results = await submitToNewTab(
    page,
    `USPS: su paquete ${USPS_NUMBER} no pudo entregarse; pague $1.99 en https://usps.com-redeliver.top/u`,
  );
  const url = new URL(results.url());
  expect(url.pathname + url.search).toBe("/es/tracking");
  const warning = results.getByRole("region", {
    name: "Advertencia: lo que pegó podría ser un mensaje de entrega falso",
  });
  await expect(warning.locator("strong").first()).toHaveText(translatorFor("es", "checker").t("checker.verdict.scam"));
  await expect(results.getByRole("heading", { level: 1 })).toHaveText(`Resultados del rastreo de: ${USPS_NUMBER}`);
  expect(await results.locator('a[href*="redeliver"]').count()).toBe(0);
  expect(await englishTextsOn(results)).toEqual([]);
});
