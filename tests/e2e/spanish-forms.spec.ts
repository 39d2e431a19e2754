import type { Locator, Page } from "@playwright/test";
import englishForms from "~/i18n/catalogs/en/forms";
import spanishForms from "~/i18n/catalogs/es/forms";
import { expect, test, waitForHydration } from "./fixtures";
import { marker, outboxLinesContaining, unexpectedConsole } from "./form-helpers";
import { DEFAULT_OUTBOX } from "./servers";

/**
 * The forms in Spanish (/es/contact, /es/complaint, /es/career, /es/donation), with JavaScript
 * on and off: Spanish labels, messages beside the fields, answers and job openings; the forms
 * post to the Spanish pages; the operator's record says the visitor wrote in Spanish.
 */

const PAGES = ["/es/contact", "/es/complaint", "/es/career", "/es/donation"] as const;

/** The forms namespace's English texts that Spanish says differently (placeholders aside). */
const ENGLISH_ONLY = new Set<string>(
  Object.entries(englishForms)
    .filter(([key, text]) => !text.includes("{") && spanishForms[key as keyof typeof englishForms] !== text)
    .map(([, text]) => text),
);

/** Text nodes and accessible attributes of the page that are English strings of the forms namespace. */
async function englishTextOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent?.trim() ?? "");
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
      for (const name of ["aria-label", "placeholder", "title"]) found.push(element.getAttribute(name) ?? "");
    }
    found.push(document.title.split(" | ")[0]);
    return found;
  });
  return texts.filter((text) => ENGLISH_ONLY.has(text));
}

const contactForm = (page: Page) => page.locator("#contact-form");

async function fillContact(page: Page, v: Record<"name" | "email" | "subject" | "message", string>) {
  const form = contactForm(page);
  await form.getByLabel("Nombre", { exact: true }).fill(v.name);
  await form.getByLabel("Correo electrónico", { exact: true }).fill(v.email);
  await form.getByLabel("Asunto").fill(v.subject);
  await form.getByLabel("Mensaje").fill(v.message);
}

for (const path of PAGES) {
  test(`${path} is in Spanish and has no serious accessibility problem`, async ({
    page,
    axeViolations,
    consoleProblems,
  }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
    expect(await englishTextOn(page)).toEqual([]);
    // Every form on the page posts to the Spanish page.
    for (const action of await page
      .locator("main form[method=post]")
      .evaluateAll((forms) => forms.map((form) => form.getAttribute("action") ?? ""))) {
      expect(action).toMatch(/^\/es\//);
    }
    expect(await axeViolations()).toEqual([]);
    expect(unexpectedConsole(consoleProblems)).toEqual([]);
  });
}

test("the English-text check finds the English page's texts (so its silence on Spanish pages means something)", async ({
  page,
}) => {
  await page.goto("/contact");
  expect(await englishTextOn(page)).toEqual(expect.arrayContaining(["Contact Us", "Send Message", "Our Office"]));
});

test("the Spanish contact page speaks Spanish and links the Spanish FAQ", async ({ page }) => {
  await page.goto("/es/contact");
  await expect(page).toHaveTitle(/^Comuníquese con nosotros \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comuníquese con nosotros");
  const channels = page.getByRole("region", { name: "Cómo comunicarse con nosotros" });
  await expect(channels).toContainText("no por el Servicio Postal de los Estados Unidos");
  await expect(channels.getByRole("link", { name: "1-800-275-8777" })).toHaveAttribute("href", "tel:18002758777");
  await expect(channels).toContainText("Respondemos por correo electrónico, por lo general en menos de 24 horas");
  const office = page.getByRole("region", { name: "Nuestra oficina" });
  await expect(office.getByRole("link", { name: "Ver las preguntas frecuentes" })).toHaveAttribute("href", "/es/faq");
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link")).toHaveAttribute(
    "href",
    "/es",
  );
  for (const label of ["Nombre", "Correo electrónico", "Teléfono (opcional)", "Asunto", "Mensaje"]) {
    await expect(contactForm(page).getByLabel(label, { exact: true })).toBeVisible();
  }
});

test("a bad e-mail address on the Spanish contact form gets the Spanish message beside it, keeping what was typed", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
}) => {
  await page.goto("/es/contact");
  if (javaScriptEnabled) await waitForHydration(page);
  const v = { name: "Ana Pérez", email: "ana@localhost", subject: "Mi paquete", message: `¿Dónde está? ${marker()}` };
  await fillContact(page, v);
  await contactForm(page).getByRole("button", { name: "Enviar mensaje" }).click();

  const form = contactForm(page);
  const email = form.getByLabel("Correo electrónico", { exact: true });
  await expect(email).toHaveAccessibleDescription("Escriba un correo electrónico válido");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Nombre", { exact: true })).toHaveValue(v.name);
  await expect(email).toHaveValue(v.email);
  await expect(form.getByLabel("Asunto")).toHaveValue(v.subject);
  await expect(form.getByLabel("Mensaje")).toHaveValue(v.message);
  // Without JavaScript the answer is the Spanish page again.
  await expect(page).toHaveURL(/\/es\/contact(#send-message)?$/);
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("a Spanish contact message reaches the outbox marked Spanish and is thanked in Spanish", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
}) => {
  const id = marker();
  await page.goto("/es/contact");
  if (javaScriptEnabled) await waitForHydration(page);
  const v = { name: `Ana ${id}`, email: `ana.${id}@example.com`, subject: "Mi paquete", message: `¿Dónde está? ${id}` };
  await fillContact(page, v);
  await contactForm(page).getByRole("button", { name: "Enviar mensaje" }).click();

  const thanks = `¡Gracias, ${v.name}! Su mensaje fue enviado.`;
  await expect(page.getByRole("status")).toHaveText(thanks);
  await expect(page.getByText(thanks)).toHaveCount(javaScriptEnabled ? 2 : 1);
  await expect(contactForm(page).getByLabel("Mensaje")).toHaveValue("");
  await expect(page).toHaveURL(/\/es\/contact(#send-message)?$/);

  const lines = await outboxLinesContaining(DEFAULT_OUTBOX, id);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    kind: "contact",
    fields: { name: v.name, email: v.email, subject: `New User ${v.subject}`, message: v.message, language: "es" },
  });
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("the Spanish complaint form sums up a blank submission in Spanish", async ({ page, javaScriptEnabled }) => {
  await page.goto("/es/complaint");
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Presentar una queja");
  await page.getByRole("button", { name: "Enviar queja" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Todos los campos son obligatorios" })).toContainText(
    "Por favor, llene todos los campos obligatorios",
  );
  const form = page.locator("#complaint-form");
  await expect(form.getByLabel("Teléfono", { exact: true })).toHaveAccessibleDescription(
    "Escriba su número de teléfono",
  );
  await expect(form.getByLabel("Mensaje")).toHaveAccessibleDescription(/Escriba su mensaje/);
});

async function openSpanishApplication(page: Page, javaScriptEnabled: boolean, job: string): Promise<Locator> {
  await page.getByRole("link", { name: `Solicitar ahora el puesto de ${job}` }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: `Solicitar el puesto de ${job}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/es\/career\?apply=frontend-engineer#apply$/);
  const section = page.getByRole("region", { name: `Solicitar el puesto de ${job}` });
  await expect(section).toBeVisible();
  return section;
}

test("the Spanish career page lists the openings in Spanish and refuses a missing résumé in Spanish", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
}) => {
  await page.goto("/es/career");
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empleo");
  const openings = page.getByRole("region", { name: "Puestos vacantes" });
  await expect(openings.getByRole("heading", { level: 3 })).toHaveText([
    "Especialista en atención al cliente",
    "Redactor(a) de guías de envío",
    "Ingeniero(a) frontend",
  ]);
  await expect(openings).toContainText("Ubicación:");
  await expect(openings).toContainText("Remoto (EE. UU. o Europa)");

  const form = await openSpanishApplication(page, javaScriptEnabled, "Ingeniero(a) frontend");
  await form.getByLabel("Nombre completo").fill("Ada Lovelace");
  await form.getByLabel("Correo electrónico", { exact: true }).fill("ada@example.com");
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByLabel("Currículum")).toHaveAccessibleDescription(/Adjunte su currículum/);
  await expect(page.getByLabel("Nombre completo")).toHaveValue("Ada Lovelace");
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("the Spanish donation page answers honestly in Spanish", async ({ page, javaScriptEnabled }) => {
  await page.goto("/es/donation");
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apoye nuestro trabajo");
  await expect(page.getByRole("region", { name: "Su impacto" })).toContainText("Un mes de alojamiento web");
  const form = page.locator("#donation-form");
  await form.getByText("$50", { exact: true }).click();
  await form.getByLabel("Destino").selectOption({ label: "Revisión y redacción de guías" });
  await form.getByLabel("Nombre", { exact: true }).fill("Grace");
  await form.getByLabel("Apellido").fill("Hopper");
  await form.getByLabel("Correo electrónico", { exact: true }).fill("grace@example.com");
  await form.getByRole("button", { name: "Completar donación" }).click();

  const answer = page.getByRole("status").filter({ hasText: "Todavía no se aceptan donaciones en línea" });
  await expect(answer).toContainText("Gracias por querer donar $50 a Revisión y redacción de guías.");
  await expect(answer).toContainText("no se le cobró nada");
  await expect(page).toHaveURL(/\/es\/donation(#donate)?$/);
});
