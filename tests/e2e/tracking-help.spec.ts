import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { startAppProcess, type AppProcess } from "./app-process";
import { expect, test, waitForHydration } from "./fixtures";
import { READER_PORTS } from "./servers";

/**
 * The tracking reader (docs/product.md §D10.2, issue 34) as a visitor uses it, with JavaScript on
 * and off, in English and Spanish, on a fixed today (PARCELHELP_TODAY: Friday, November 20, 2026).
 * Each project starts its own app with that date; the default apps keep the real one.
 */

const TODAY = "2026-11-20";
const ARRIVING_LATE = [
  "In Transit to Next Facility, Arriving Late",
  "November 16, 2026",
  "Departed USPS Regional Facility",
  "KANSAS CITY MO DISTRIBUTION CENTER",
  "November 13, 2026, 10:03 pm",
  "Arrived at USPS Regional Facility",
  "KANSAS CITY MO DISTRIBUTION CENTER",
  "November 13, 2026, 1:47 am",
  "Accepted at USPS Origin Facility",
  "OLATHE, KS 66061",
  "November 12, 2026, 5:22 pm",
].join("\n");
const DELIVERED_YESTERDAY = [
  "Delivered, In/At Mailbox",
  "DAYTON, OH 45402",
  "November 19, 2026, 2:14 pm",
  "Out for Delivery",
  "DAYTON, OH 45402",
  "November 19, 2026, 6:10 am",
  "Arrived at Post Office",
  "DAYTON, OH 45402",
  "November 19, 2026, 3:55 am",
].join("\n");
const AVAILABLE_FOR_PICKUP = [
  "Available for Pickup",
  "PORTLAND, OR 97214",
  "November 17, 2026, 9:02 am",
  "Notice Left (No Authorized Recipient Available)",
  "PORTLAND, OR 97214",
  "November 16, 2026, 2:48 pm",
  "Out for Delivery",
  "PORTLAND, OR 97214",
  "November 16, 2026, 6:55 am",
].join("\n");

const PAGES = {
  en: {
    path: "/tracking-help",
    heading: "What Does My Tracking Mean?",
    paste: "Paste your tracking history",
    button: "Explain My Tracking",
    download: "Download these dates for your calendar (.ics)",
  },
  es: {
    path: "/es/tracking-help",
    heading: "¿Qué significa mi rastreo?",
    paste: "Pegue su historial de rastreo",
    button: "Explicar mi rastreo",
    download: "Descargar estas fechas para su calendario (.ics)",
  },
} as const;

let app: AppProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  // The app may take over 30 s to start on a loaded machine (app-process.ts waits 75 s).
  testInfo.setTimeout(120_000);
  app = await startAppProcess(READER_PORTS[testInfo.project.name as keyof typeof READER_PORTS], {
    OUTBOX_PATH: `.tmp/e2e/reader-${testInfo.project.name}/messages.jsonl`,
    PARCELHELP_TODAY: TODAY,
    MESSAGE_CHECKS_PER_CLIENT: "100000",
  });
});

test.afterAll(() => app?.stop());

const result = (page: Page) => page.locator("#reading-result");

async function explain(page: Page, history: string, language: keyof typeof PAGES = "en") {
  const texts = PAGES[language];
  await page.goto(`${app.url}${texts.path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading);
  if (test.info().project.name === "js") await waitForHydration(page);
  await page.getByLabel(texts.paste).fill(history);
  await page.getByRole("button", { name: texts.button }).click();
}

/**
 * axe on the answer as the server sends it without JavaScript: axe needs script, so the form is
 * posted in a context where the app's bundles are blocked (never hydrated).
 */
async function axeOnPostedAnswer(browser: Browser, history: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.route("**/build/**/*.js", (route) => route.abort());
    await page.goto(`${app.url}/tracking-help`);
    await page.getByLabel("Paste your tracking history").fill(history);
    await page.getByRole("button", { name: "Explain My Tracking" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Running late" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  } finally {
    await context.close();
  }
}

test("six business days after the last real scan, only 'Arriving Late' since: running late, with the dated plan and its sources", async ({
  page,
  browser,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto(`${app.url}/tracking-help`);
  expect(await axeViolations()).toEqual([]);
  await explain(page, ARRIVING_LATE);

  const answer = result(page);
  await expect(answer.getByRole("heading", { level: 2, name: "Running late" })).toBeVisible();
  await expect(answer).toContainText("Running late: here is what to do now.");
  await expect(answer).toContainText("No physical scan for 6 business days");
  await expect(answer).toContainText(
    "Last physical scan: Departed USPS Regional Facility, Friday, November 13 (6 business days ago).",
  );

  // Each line, the system message marked as one.
  const lines = answer.getByRole("table", { name: "Each line in plain words" });
  const lateRow = lines.getByRole("row", { name: /In Transit to Next Facility, Arriving Late/ });
  await expect(lateRow).toContainText("System message");
  await expect(lateRow).toContainText("Inspector General");
  await expect(lines.getByRole("row", { name: /Departed USPS Regional Facility/ })).toContainText("Physical scan");

  // The plan: the Help Request Form and the Missing Mail search, dated, with their sources.
  const plan = answer.getByRole("region", { name: "What to do, and when" });
  const help = plan.getByRole("listitem").filter({ hasText: "send USPS's Help Request Form" });
  await expect(help).toContainText("From Monday, November 16: send USPS's Help Request Form");
  await expect(help.getByRole("link", { name: "USPS Missing Mail page" })).toHaveAttribute(
    "href",
    "https://www.usps.com/help/missing-mail.htm",
  );
  const search = plan.getByRole("listitem").filter({ hasText: "Missing Mail search" });
  await expect(search).toContainText(
    "From Monday, November 30: if it still has not come, submit a Missing Mail search",
  );
  await expect(search.getByRole("link").first()).toHaveAttribute("href", /^https:\/\/(www|faq)\.usps\.com\//);

  // The timeline, and its text equivalent.
  const timeline = answer.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByTestId("reading-timeline")).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: "no physical scan (6 business days)" })).toHaveText(
    "Saturday, November 14 to Friday, November 20: no physical scan (6 business days)",
  );

  // The paste is kept in its box.
  await expect(page.getByLabel("Paste your tracking history")).toHaveValue(ARRIVING_LATE);

  // The plan's .ics: a download, with the Missing Mail search's day and nothing pasted.
  const downloading = page.waitForEvent("download");
  await plan.getByRole("button", { name: PAGES.en.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("parcel-dates.ics");
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toContain("DTSTART;VALUE=DATE:20261130");
  expect(ics).toContain("SUMMARY:Parcel: you can submit a Missing Mail search");
  expect(ics).not.toMatch(/KANSAS|OLATHE/);

  if (test.info().project.name === "js") expect(await axeViolations()).toEqual([]);
  else expect(await axeOnPostedAnswer(browser, ARRIVING_LATE)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("the same history on the Spanish page: con retraso, the system message named, the plan in Spanish", async ({
  page,
  consoleProblems,
}) => {
  await explain(page, ARRIVING_LATE, "es");
  const answer = result(page);
  await expect(answer.getByRole("heading", { level: 2, name: "Con retraso" })).toBeVisible();
  await expect(answer).toContainText("Ningún escaneo físico en 6 días hábiles");
  const lines = answer.getByRole("table", { name: "Cada línea en palabras sencillas" });
  await expect(lines.getByRole("row", { name: /Arriving Late/ })).toContainText("Mensaje del sistema");
  const plan = answer.getByRole("region", { name: "Qué hacer y cuándo" });
  await expect(plan).toContainText("Desde el lunes 16 de noviembre: envíe el formulario de solicitud de ayuda");
  await expect(plan).toContainText("Desde el lunes 30 de noviembre");
  await expect(plan.getByRole("button", { name: PAGES.es.download })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("'Delivered, In/At Mailbox' yesterday: delivered but not received, with what to check and until when", async ({
  page,
}) => {
  await explain(page, DELIVERED_YESTERDAY);
  const answer = result(page);
  await expect(answer.getByRole("heading", { level: 2, name: "Delivered but not with you" })).toBeVisible();
  const plan = answer.getByRole("region", { name: "What to do, and when" });
  await expect(plan.getByRole("listitem")).toHaveText([
    /^Today: Look in and around the mailbox/,
    /^Give it until the end of Friday, November 20/,
    /^From Saturday, November 21: send USPS's Help Request Form/,
    /^From Tuesday, December 1: if it still has not come, submit a Missing Mail search/,
    /^Tell the sender/,
  ]);
});

test("'Available for Pickup': the day the post office keeps it until, in English and Spanish", async ({ page }) => {
  await explain(page, AVAILABLE_FOR_PICKUP);
  await expect(
    result(page).getByRole("heading", { level: 2, name: "Waiting for you at the post office" }),
  ).toBeVisible();
  await expect(result(page)).toContainText("Waiting for you at the post office until Tuesday, December 1.");
  await expect(result(page)).toContainText("Post offices keep an item 15 days from its first notice");

  await explain(page, AVAILABLE_FOR_PICKUP, "es");
  await expect(result(page)).toContainText("Lo espera en la oficina de correos hasta el martes 1 de diciembre.");
});

test("an empty or over-long paste gets a message beside the box, and the text is kept", async ({ page }) => {
  await explain(page, "");
  const box = page.getByLabel("Paste your tracking history");
  await expect(box).toHaveAccessibleDescription(/Paste your tracking history$/);

  const long = `${ARRIVING_LATE}\n${"Moving Through Network ".repeat(900)}`;
  expect(long.length).toBeGreaterThan(20_000);
  await box.fill(long);
  await page.getByRole("button", { name: "Explain My Tracking" }).click();
  await expect(page.getByLabel("Paste your tracking history")).toHaveAccessibleDescription(
    /Paste at most 20,000 characters: the newest lines are the ones that count/,
  );
  await expect(page.getByLabel("Paste your tracking history")).toHaveValue(long);
  await expect(result(page).getByRole("heading", { level: 2 })).toHaveCount(0);
});

test("text that holds no tracking event: what to paste, with an example, and the lines shown as not understood", async ({
  page,
}) => {
  await explain(page, "My neighbor said a van came\nno idea which one");
  const answer = result(page);
  await expect(answer.getByRole("heading", { level: 2, name: "No tracking events found" })).toBeVisible();
  await expect(answer).toContainText("Paste the lines of the tracking history itself");
  await expect(answer.getByRole("region", { name: "Lines we did not understand" })).toContainText(
    "My neighbor said a van came",
  );
});

test("a tracking history put in the tracking form offers the reader", async ({ page }) => {
  const joined = ARRIVING_LATE.replace(/\n/g, " ");
  await page.goto(`${app.url}/tracking?result=${encodeURIComponent(joined)}`);
  await expect(page.getByRole("link", { name: "What Does My Tracking Mean?" }).first()).toBeVisible();
  await expect(page.getByText("This looks like a tracking history, not a tracking number.")).toBeVisible();

  await page.goto(`${app.url}/tracking?result=9400111206206406260787`);
  await expect(page.getByText("This looks like a tracking history")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Paste it here" })).toHaveAttribute("href", "/tracking-help");

  await page.goto(`${app.url}/`);
  if (test.info().project.name !== "js") {
    // Without JavaScript the landing form posts (in a new tab): the answer to the post offers it too.
    await page.getByRole("textbox", { name: "Tracking numbers", exact: true }).fill(joined);
    const opened = page.context().waitForEvent("page");
    await page.getByRole("button", { name: /\(opens in a new tab\)$/ }).click();
    const answer = await opened;
    await expect(answer.getByText("This looks like a tracking history, not a tracking number.")).toBeVisible();
    await expect(answer).not.toHaveURL(/Arriving/);
    return;
  }
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Tracking numbers", exact: true }).fill(joined);
  const hint = page.getByRole("status").filter({ hasText: "This looks like a tracking history" });
  await expect(hint.getByRole("link", { name: "What Does My Tracking Mean?" })).toHaveAttribute(
    "href",
    "/tracking-help",
  );
});

test("the ways in: the landing page, the help centre, and the FAQ answers and guides about statuses", async ({
  page,
}) => {
  const reader = (scope: Page | ReturnType<Page["locator"]>, name = "What Does My Tracking Mean?") =>
    scope.getByRole("link", { name, exact: true });
  await page.goto(`${app.url}/`);
  await expect(reader(page.locator("#main"))).toHaveAttribute("href", "/tracking-help");
  await page.goto(`${app.url}/help`);
  await expect(reader(page.locator("#main"))).toHaveAttribute("href", "/tracking-help");

  // "What does arriving late mean on USPS" (the CSV's 13th keyword) ends with the line; "track my usps package" does not.
  await page.goto(`${app.url}/faq/article/csv-article-13`);
  const line = page.getByText("Pasted a tracking status you don't understand?");
  await expect(line.getByRole("link", { name: "What does my tracking mean?" })).toHaveAttribute(
    "href",
    "/tracking-help",
  );
  await page.goto(`${app.url}/faq/article/csv-article-3`);
  await expect(page.getByText("Pasted a tracking status you don't understand?")).toHaveCount(0);

  await page.goto(`${app.url}/es/what-does-in-transit-mean-usps`);
  await expect(
    page
      .getByText("¿Pegó un estado de rastreo que no entiende?")
      .getByRole("link", { name: "¿Qué significa mi rastreo?" }),
  ).toHaveAttribute("href", "/es/tracking-help");
});
