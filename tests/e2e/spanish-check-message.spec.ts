import type { Page } from "@playwright/test";
import englishChecker from "../../app/i18n/catalogs/en/checker";
import englishCommon from "../../app/i18n/catalogs/en/common";
import spanishChecker from "../../app/i18n/catalogs/es/checker";
import spanishCommon from "../../app/i18n/catalogs/es/common";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The message checker in Spanish (docs/product.md §D9, §D9.1), with JavaScript on and off: a
 * Spanish scam text gets the Spanish verdict, reasons quoting the message and the advice with
 * the agencies' Spanish pages; an empty message gets the Spanish error beside the field.
 */

const SPANISH_SCAM =
  "USPS: Su paquete está retenido por una dirección incompleta. Actualice sus datos en https://usps-entrega.top/es en 12 horas o será devuelto.";

// English strings whose Spanish differs ("Blog" is both).
const ENGLISH = new Set<string>(
  [
    [englishChecker, spanishChecker],
    [englishCommon, spanishCommon],
  ].flatMap(([english, spanish]) =>
    Object.entries(english as Record<string, string>)
      .filter(([key, text]) => (spanish as Record<string, string>)[key] !== text)
      .map(([, text]) => text),
  ),
);

/** Text nodes of the page that are an English string of the checker's or the shell's. */
async function englishTextIn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent?.trim() ?? "");
    return found.filter(Boolean);
  });
  return texts.filter((text) => ENGLISH.has(text));
}

const form = (page: Page) => page.locator("#message-check-form");
const verdict = (page: Page) => page.locator("#check-result").getByRole("heading", { level: 2 });
const messageField = (page: Page) => form(page).getByLabel("Pegue el mensaje que recibió");

async function check(page: Page, message: string) {
  await page.goto("/es/check-message");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Es real este mensaje sobre su paquete?");
  if (test.info().project.name === "js") await waitForHydration(page);
  await messageField(page).fill(message);
  await form(page).getByRole("button", { name: "Verificar este mensaje" }).click();
}

test("a Spanish scam text is probably a scam, with Spanish reasons quoting the domain and Spanish advice", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await check(page, SPANISH_SCAM);

  await expect(verdict(page)).toHaveText("Probablemente una estafa");
  await expect(page).toHaveURL(/\/es\/check-message/);
  const result = page.getByRole("region", { name: "Probablemente una estafa" });
  await expect(result).toContainText("Este mensaje tiene las señales de una estafa de entrega, de peaje o de pago.");
  await expect(result.getByRole("heading", { name: "Por qué" })).toBeVisible();
  await expect(result).toContainText(
    "El dominio real del enlace es usps-entrega.top, que no pertenece a USPS (usps.com), aunque la dirección lo haga parecer.",
  );
  await expect(result).toContainText("USPS no pide eso por mensaje de texto ni por correo electrónico.");
  await expect(result).toContainText("En el mensaje:");
  await expect(result.locator("q", { hasText: "usps-entrega.top" }).first()).toBeVisible();
  await expect(result.locator("q", { hasText: "dirección incompleta" })).toBeVisible();
  // The suspicious domain is text, never a link.
  await expect(page.locator('a[href*="usps-entrega"]')).toHaveCount(0);

  await expect(result.getByRole("heading", { name: "Qué hacer" })).toBeVisible();
  await expect(result).toContainText("Reenvíe el mensaje de texto al 7726 (SPAM)");
  await expect(result.getByRole("link", { name: "spam@uspis.gov" })).toHaveAttribute("href", "mailto:spam@uspis.gov");
  await expect(result.getByRole("link", { name: "ReporteFraude.ftc.gov" })).toHaveAttribute(
    "href",
    "https://reportefraude.ftc.gov/",
  );
  await expect(result.getByRole("link", { name: "RobodeIdentidad.gov" })).toHaveAttribute(
    "href",
    "https://www.robodeidentidad.gov/",
  );
  await expect(result).toContainText("ic3.gov (en inglés)");
  await expect(
    result.getByRole("link", { name: "Cómo reconocer un mensaje de texto falso de USPS o de entrega" }),
  ).toHaveAttribute("href", "/es/how-to-spot-a-fake-delivery-text");

  await expect(messageField(page)).toHaveValue(SPANISH_SCAM);
  if (test.info().project.name === "js") await expect(verdict(page)).toBeFocused();
  expect(await englishTextIn(page)).toEqual([]);
  expect(await axeViolations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("an empty message gets the Spanish error beside the field", async ({ page, consoleProblems }) => {
  await check(page, "");
  await expect(messageField(page)).toHaveAccessibleDescription(/Pegue aquí el mensaje que recibió/);
  await expect(verdict(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/es\/check-message/);
  // Without JavaScript the answer is a 400 document, which the console reports.
  if (test.info().project.name === "js") expect(consoleProblems).toEqual([]);
});

test("the Spanish checker page is in Spanish, with its links in Spanish, and passes axe", async ({
  page,
  axeViolations,
}) => {
  await page.goto("/es/check-message");
  await expect(page).toHaveTitle(/^¿Es real este mensaje sobre su paquete\? \| /);
  await expect(page.getByRole("heading", { name: "Qué revisamos" })).toBeVisible();
  const advice = page.getByRole("region", { name: "Si ya recibió un mensaje sospechoso" });
  await expect(advice.getByRole("heading", { name: "Qué hacer", level: 2 })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Lea cómo reconocer un mensaje de texto falso sobre una entrega" }),
  ).toHaveAttribute("href", "/es/how-to-spot-a-fake-delivery-text");
  await expect(
    page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Inicio" }),
  ).toHaveAttribute("href", "/es");
  expect(await englishTextIn(page)).toEqual([]);
  expect(await axeViolations()).toEqual([]);
});
