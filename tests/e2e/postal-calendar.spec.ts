import type { Page } from "@playwright/test";
import { startAppProcess, type AppProcess } from "./app-process";
import { expect, test, waitForHydration } from "./fixtures";
import { CALENDAR_PORTS } from "./servers";

/**
 * The postal calendar where visitors see it (issue 32), on fixed dates, never the machine's: an app
 * has its today fixed by PARCELHELP_TODAY (what a page says without JavaScript, for US Eastern
 * Time), and with JavaScript the test sets the browser's clock, whose date then wins. Apps start
 * when a test first needs them, one at a time (the machine is shared): without JavaScript one per
 * date; with JavaScript the Christmas Day app answers every date the browser's clock names.
 */
const DATES = ["2026-12-25", "2026-07-04", "2026-01-19"] as const;
type FixedDate = (typeof DATES)[number];

const apps = new Map<FixedDate, AppProcess>();

test.describe.configure({ mode: "serial" });
// A zone other than Eastern and other than the machine's: the browser's own date is what counts.
test.use({ timezoneId: "America/Chicago" });

test.afterAll(() => {
  for (const app of apps.values()) app.stop();
  apps.clear();
});

async function appFor(date: FixedDate): Promise<AppProcess> {
  let app = apps.get(date);
  if (!app) {
    const info = test.info();
    info.setTimeout(info.timeout + 60_000);
    const offset = info.project.name === "js" ? 0 : CALENDAR_PORTS.length;
    app = await startAppProcess(CALENDAR_PORTS[DATES.indexOf(date)] + offset, {
      PARCELHELP_TODAY: date,
      OUTBOX_PATH: `.tmp/e2e/calendar-${info.project.name}/${date}.jsonl`,
    });
    apps.set(date, app);
  }
  return app;
}

/**
 * Opens `path` for `date`: without JavaScript on the app whose today it is; with JavaScript the
 * browser's clock reads noon (Chicago) on it, on the app of `serverDate`, and the page is hydrated,
 * so the enhancement has answered.
 */
async function open(
  page: Page,
  javaScriptEnabled: boolean,
  path: string,
  date: FixedDate,
  serverDate: FixedDate = "2026-12-25",
): Promise<AppProcess> {
  const app = await appFor(javaScriptEnabled ? serverDate : date);
  if (javaScriptEnabled) await page.clock.setFixedTime(new Date(`${date}T12:00:00-06:00`));
  await page.goto(`${app.url}${path}`);
  if (javaScriptEnabled) await waitForHydration(page);
  return app;
}

/** Whose date the answer says it is for: the browser's with JavaScript, US Eastern Time without. */
const zoneNote = (javaScriptEnabled: boolean, language: "en" | "es") =>
  javaScriptEnabled
    ? { en: "Date on your device.", es: "Fecha de su dispositivo." }[language]
    : { en: "Date in US Eastern Time.", es: "Fecha en la hora del Este de EE. UU." }[language];

test.describe("the landing page's line", () => {
  test("on Christmas Day 2026: closed, no regular delivery, resumes Saturday", async ({ page, javaScriptEnabled }) => {
    await open(page, javaScriptEnabled, "/", "2026-12-25");
    const line = page.locator("p", { hasText: "Today, Friday, December 25" });
    await expect(line).toContainText(
      "Today, Friday, December 25: post offices closed, no regular delivery (Christmas Day). Regular delivery resumes Saturday, December 26. Next closure: Friday, January 1, New Year's Day.",
    );
    await expect(line.getByText(zoneNote(javaScriptEnabled, "en"))).toBeVisible();
    await expect(line.getByRole("link", { name: "All post office closures, 2026 and 2027" })).toHaveAttribute(
      "href",
      "/postal-holidays",
    );
  });

  test("in Spanish on Christmas Day 2026", async ({ page, javaScriptEnabled }) => {
    await open(page, javaScriptEnabled, "/es", "2026-12-25");
    const line = page.locator("p", { hasText: "Hoy, viernes 25 de diciembre" });
    await expect(line).toContainText(
      "Hoy, viernes 25 de diciembre: oficinas de correos cerradas y sin entrega normal (Día de Navidad). La entrega normal se reanuda el sábado 26 de diciembre.",
    );
    await expect(line.getByText(zoneNote(javaScriptEnabled, "es"))).toBeVisible();
    await expect(line.getByRole("link")).toHaveAttribute("href", "/es/postal-holidays");
  });

  test("on Saturday, July 4, 2026: closed that Saturday, as USPS announced", async ({ page, javaScriptEnabled }) => {
    await open(page, javaScriptEnabled, "/", "2026-07-04");
    await expect(page.locator("p", { hasText: "Today, Saturday, July 4" })).toContainText(
      "Today, Saturday, July 4: post offices closed, no regular delivery (Independence Day). Regular delivery resumes Monday, July 6.",
    );
  });

  test("on Monday, January 19, 2026: Martin Luther King Jr. Day, in both languages", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, javaScriptEnabled, "/", "2026-01-19");
    await expect(page.locator("p", { hasText: "Today, Monday, January 19" })).toContainText(
      "post offices closed, no regular delivery (Martin Luther King Jr. Day)",
    );
    await open(page, javaScriptEnabled, "/es", "2026-01-19");
    await expect(page.locator("p", { hasText: "Hoy, lunes 19 de enero" })).toContainText(
      "oficinas de correos cerradas y sin entrega normal (Día de Martin Luther King Jr.)",
    );
  });

  test("with JavaScript, follows the browser's own date, not the server's", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the browser's date needs JavaScript");
    await open(page, javaScriptEnabled, "/", "2026-12-25", "2026-07-04");
    const line = page.locator("p", { hasText: "Today, Friday, December 25" });
    await expect(line).toContainText("post offices closed, no regular delivery (Christmas Day)");
    await expect(line.getByText("Date on your device.")).toBeVisible();
    await expect(line.getByText("Date in US Eastern Time.")).toBeHidden();
    await expect(page.getByText("Today, Saturday, July 4")).toHaveCount(0);
  });
});

test.describe("a guide about opening days", () => {
  for (const [path, heading, text] of [
    [
      "/is-usps-open-today",
      "Today at the post office",
      "Today, Friday, December 25: post offices closed, no regular delivery (Christmas Day). Regular delivery resumes Saturday, December 26.",
    ],
    [
      "/es/is-usps-open-today",
      "Hoy en la oficina de correos",
      "Hoy, viernes 25 de diciembre: oficinas de correos cerradas y sin entrega normal (Día de Navidad). La entrega normal se reanuda el sábado 26 de diciembre.",
    ],
  ] as const) {
    test(`${path} opens with today's answer, before the guide's text`, async ({
      page,
      javaScriptEnabled,
      axeViolations,
    }) => {
      await open(page, javaScriptEnabled, path, "2026-12-25");
      const box = page.getByRole("main").getByRole("region", { name: heading });
      await expect(box).toContainText(text);
      await expect(box.getByText(zoneNote(javaScriptEnabled, path.startsWith("/es") ? "es" : "en"))).toBeVisible();
      // The other note keeps its place (no layout shift) but is not shown or read.
      await expect(box.getByText(zoneNote(!javaScriptEnabled, path.startsWith("/es") ? "es" : "en"))).toBeHidden();
      // The box comes first: before the guide's article in the page's order.
      const boxFirst = await box.evaluate((element) => {
        const article = document.querySelector("main article");
        return Boolean(article && element.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(boxFirst).toBe(true);
      expect(await axeViolations()).toEqual([]);
    });
  }
});

test.describe("a guide's today box, which loads no runtime (issue 38)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser's date needs JavaScript");

  for (const [clock, text, note] of [
    ["2026-12-24T12:00:00-06:00", "Today, Thursday, December 24", "Date on your device."],
    ["2026-12-26T12:00:00-06:00", "Today, Saturday, December 26", "Date on your device."],
    // A clock more than a day from US Eastern Time is wrong: the server's date stands.
    ["2026-12-28T12:00:00-06:00", "Today, Friday, December 25", "Date in US Eastern Time."],
  ] as const) {
    test(`on the Christmas Day app, a browser whose clock reads ${clock.slice(0, 10)}`, async ({
      page,
      consoleProblems,
    }) => {
      const app = await appFor("2026-12-25");
      await page.clock.setFixedTime(new Date(clock));
      await page.goto(`${app.url}/is-usps-open-today`);
      const box = page.getByRole("main").getByRole("region", { name: "Today at the post office" });
      await expect(box).toContainText(text);
      await expect(box.getByText(note)).toBeVisible();
      expect(consoleProblems).toEqual([]);
    });
  }
});

test.describe("the postal holidays page", () => {
  test("lists this year's and next year's closures, as a list and as month tables", async ({
    page,
    javaScriptEnabled,
    axeViolations,
  }) => {
    await open(page, javaScriptEnabled, "/postal-holidays", "2026-12-25");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Postal Holidays: When Post Offices Close");
    const year2026 = page.getByRole("region", { name: "Closures in 2026" });
    await expect(year2026.getByRole("listitem")).toHaveCount(11);
    await expect(
      year2026.getByRole("listitem").filter({ hasText: "Saturday, July 4: Independence Day." }),
    ).toContainText(
      "Falls on a Saturday: post offices close that day, and the Friday before is a normal delivery day.",
    );
    await expect(page.getByRole("region", { name: "Closures in 2027" })).toContainText(
      "USPS has not published its 2027 list yet",
    );
    await expect(page.getByRole("table")).toHaveCount(24);
    const december = page.getByRole("table", { name: "December 2026" });
    await expect(december.getByRole("cell", { name: "25, closed: Christmas Day" })).toBeVisible();
    await expect(december.getByRole("columnheader")).toHaveCount(7);

    const download = page.getByRole("link", { name: "Download the closures, 2026 and 2027 (.ics)" });
    await expect(download).toHaveAttribute("href", "/postal-holidays.ics");
    expect(await axeViolations()).toEqual([]);
  });

  test("in Spanish, with a Spanish .ics", async ({ page, javaScriptEnabled, axeViolations }) => {
    const app = await open(page, javaScriptEnabled, "/es/postal-holidays", "2026-12-25");
    await expect(page.getByRole("region", { name: "Cierres en 2026" })).toContainText(
      "lunes 12 de octubre: Día de Colón (Columbus Day).",
    );
    await expect(
      page.getByRole("table", { name: "Diciembre de 2026" }).getByRole("cell", { name: "25, cerrado: Día de Navidad" }),
    ).toBeVisible();
    const href = await page
      .getByRole("link", { name: "Descargar los cierres, 2026 y 2027 (.ics)" })
      .getAttribute("href");
    expect(href).toBe("/es/postal-holidays.ics");
    const response = await page.request.get(`${app.url}${href}`);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = (await response.text()).replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Oficinas de correos cerradas: Día de Navidad");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(22);
    expect(await axeViolations()).toEqual([]);
  });
});
