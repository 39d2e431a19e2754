import type { Page } from "@playwright/test";
import { TRACKING_MESSAGES } from "../../app/lib/tracking/tracking-input";
import { translatorFor } from "../helpers/strings";
import { expect, test } from "./fixtures";

const { t } = translatorFor("en", "tracking");

const USPS_TRACKING = "https://tools.usps.com/go/TrackConfirmAction";
const USPS_NUMBER = "9400111206206406260787";

function tracking(...values: string[]): string {
  const query = new URLSearchParams(values.map((value) => ["result", value]));
  return `/tracking?${query}`;
}

function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

function uspsLink(page: Page) {
  return page.getByRole("link", { name: /^Track on USPS/ });
}

async function expectInvalidPanel(page: Page) {
  await expect(page.getByText(t(TRACKING_MESSAGES.resultsInvalid), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Back and Try Again" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(uspsLink(page)).toHaveCount(0);
}

test.describe("results, with the simulated search skipped (reduced motion)", () => {
  test.use({ reducedMotion: "reduce" });

  test("invalid values show the error panel: missing, empty, forbidden, too long, too many, repeated", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const cases: Array<[string, string]> = [
      ["/tracking", ""],
      [tracking(""), ""],
      [tracking("9400 1112! DROP TABLE"), "9400 1112! DROP TABLE"],
      [tracking("Hello, where is my parcel?"), "Hello, where is my parcel?"],
      [tracking("9".repeat(2001)), `${"9".repeat(120)}…`],
      [tracking(Array.from({ length: 36 }, (_, index) => `EA${index}`).join(",")), ""],
      [tracking(USPS_NUMBER, "9505511069605048600624"), `${USPS_NUMBER}, 9505511069605048600624`],
    ];
    for (const [url, shown] of cases) {
      const response = await page.goto(url);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      if (shown) await expect(heading(page)).toHaveText(`Tracking Results for: ${shown}`);
      else await expect(heading(page)).toHaveText(/^Tracking Results for:/);
      await expectInvalidPanel(page);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await axeViolations()).toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });

  test("the XSS payload is shown as text and never runs", async ({ page, consoleProblems }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(tracking("<script>alert(1)</script>"));
    await expect(heading(page)).toHaveText("Tracking Results for: <script>alert(1)</script>");
    await expectInvalidPanel(page);
    await page.waitForLoadState("networkidle");
    expect(dialogs).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("a huge value is cut for display and still invalid", async ({ page }) => {
    await page.goto(tracking("A".repeat(6000)));
    await expect(heading(page)).toHaveText(`Tracking Results for: ${"A".repeat(120)}…`);
    await expectInvalidPanel(page);
  });

  test("one valid number: its carrier, the USPS link with qtc_tLabels1, the way back and the help cards", async ({
    page,
  }) => {
    const response = await page.goto(tracking(" 9400 1112 0620 6406 2607 87 "));
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(heading(page)).toHaveText("Tracking Results for: 9400 1112 0620 6406 2607 87");
    await expect(page.getByText(USPS_NUMBER, { exact: true })).toBeVisible();
    await expect(page.getByText(/USPS Intelligent Mail package barcode/)).toBeVisible();
    const usps = uspsLink(page);
    await expect(usps).toBeVisible();
    await expect(usps).toHaveAttribute("href", `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`);
    await expect(usps).toHaveAttribute("target", "_blank");
    await expect(usps).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Track Another Package" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: /Informed Delivery/ })).toHaveAttribute(
      "href",
      "https://informeddelivery.usps.com/",
    );
    await expect(page.getByRole("link", { name: "Browse the FAQ" })).toHaveAttribute("href", "/faq");
  });

  test("several valid numbers go to USPS together with tLabels", async ({ page }) => {
    await page.goto(tracking(`${USPS_NUMBER}, 9505 5110 6960 5048 6006 24,`));
    await expect(uspsLink(page)).toHaveAttribute(
      "href",
      `${USPS_TRACKING}?tLabels=${encodeURIComponent(`${USPS_NUMBER},9505511069605048600624`)}`,
    );
    await expect(page.getByRole("heading", { name: "Your 2 tracking numbers are ready to track" })).toBeVisible();
  });

  test("a UPS number gets a UPS link as well, and a gentle note", async ({ page }) => {
    await page.goto(tracking(`1Z5R89390357567127, ${USPS_NUMBER}, 12345`));
    const ups = page.getByRole("link", { name: /^Track on UPS/ });
    await expect(ups).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z5R89390357567127");
    await expect(ups).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByText(/looks like a UPS number rather than a USPS one/)).toBeVisible();
    await expect(page.getByText("Format not recognized", { exact: true })).toBeVisible();
    await expect(uspsLink(page)).toHaveAttribute(
      "href",
      `${USPS_TRACKING}?tLabels=${encodeURIComponent(`1Z5R89390357567127,${USPS_NUMBER},12345`)}`,
    );
  });
});

test("the simulated search: the progress bar rises in steps of 2, then the success panel is announced", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
  axeViolations,
}) => {
  const success = page.getByRole("heading", { name: "Your tracking number is ready to track" });
  if (!javaScriptEnabled) {
    await page.goto(tracking(USPS_NUMBER));
    // Without JavaScript the search is not simulated: the result is there at once.
    await expect(success).toBeVisible({ timeout: 1000 });
    await expect(page.getByRole("progressbar")).toBeHidden();
    expect(await axeViolations()).toEqual([]);
    return;
  }
  await page.goto(tracking(USPS_NUMBER), { waitUntil: "domcontentloaded" });
  // Hold the (CSS-driven) search still, so the loading state can be checked on a busy machine.
  const setSearchRunning = (running: boolean) =>
    page.evaluate(
      (play) => document.getAnimations().forEach((animation) => (play ? animation.play() : animation.pause())),
      running,
    );
  await setSearchRunning(false);
  const bar = page.getByRole("progressbar", {
    name: "Checking your tracking numbers and preparing the link to the carrier…",
  });
  await expect(bar).toBeVisible();
  await expect(success).toBeHidden();
  await expect(bar).toHaveAttribute("aria-valuemin", "0");
  await expect(bar).toHaveAttribute("aria-valuemax", "100");
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d*[02468]$/);
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
  expect(await axeViolations()).toEqual([]);

  await setSearchRunning(true);
  const values: number[] = [];
  await expect
    .poll(
      async () => {
        const value = await bar.getAttribute("aria-valuenow", { timeout: 500 }).catch(() => null);
        if (value !== null) values.push(Number(value));
        return success.isVisible();
      },
      { intervals: [100], timeout: 8000 },
    )
    .toBe(true);
  expect(values.every((value) => value % 2 === 0 && value >= 0 && value <= 100)).toBe(true);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(new Set(values).size).toBeGreaterThan(1);

  await expect(bar).toBeHidden();
  await expect(page.getByRole("status")).toHaveText(/Check complete/);
  await expect(uspsLink(page)).toHaveAttribute("href", `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`);
  expect(await axeViolations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test.describe("what people paste", () => {
  test.use({ reducedMotion: "reduce" });
  const SECOND = "9205590164917312751089";

  async function fromTheForm(page: Page, input: string): Promise<Page> {
    await page.goto("/");
    await page.getByRole("textbox", { name: "Tracking numbers" }).fill(input);
    const opened = page.context().waitForEvent("page");
    await page.getByRole("button", { name: /\(opens in a new tab\)$/ }).click();
    const results = await opened;
    await results.waitForLoadState();
    return results;
  }

  async function expectNumbers(results: Page, numbers: string[], found: string | null) {
    const rows = results.getByRole("listitem").filter({ has: results.locator("p.font-mono") });
    await expect(rows.locator("p.font-mono")).toHaveText(numbers);
    if (found) await expect(results.getByText(found, { exact: true })).toBeVisible();
    else await expect(results.getByText(/^We found \d+ tracking numbers? in what you pasted$/)).toHaveCount(0);
    const expected =
      numbers.length === 1
        ? `${USPS_TRACKING}?qtc_tLabels1=${numbers[0]}`
        : `${USPS_TRACKING}?tLabels=${encodeURIComponent(numbers.join(","))}`;
    await expect(uspsLink(results)).toHaveAttribute("href", expected);
  }

  test("two numbers separated by a space are two numbers", async ({ page }) => {
    const results = await fromTheForm(page, `${USPS_NUMBER} ${SECOND}`);
    await expectNumbers(results, [USPS_NUMBER, SECOND], "We found 2 tracking numbers in what you pasted");
  });

  test("one number per line (a spreadsheet column, through the URL)", async ({ page, axeViolations }) => {
    await page.goto(tracking(`${USPS_NUMBER}\n${SECOND}\n`));
    await expectNumbers(page, [USPS_NUMBER, SECOND], null);
    expect(await axeViolations()).toEqual([]);
  });

  test("two numbers run together are split by their check digits", async ({ page }) => {
    const results = await fromTheForm(page, `${USPS_NUMBER}${SECOND}`);
    await expectNumbers(results, [USPS_NUMBER, SECOND], "We found 2 tracking numbers in what you pasted");
  });

  test("a sentence from a shipping e-mail gives its number", async ({ page }) => {
    const results = await fromTheForm(page, "Your USPS tracking number is 9400 1112 0620 6406 2607 87. Thanks!");
    await expectNumbers(results, [USPS_NUMBER], "We found 1 tracking number in what you pasted");
  });

  test("a receipt line gives both carriers' numbers", async ({ page }) => {
    const results = await fromTheForm(page, `Tracking #: ${USPS_NUMBER}; UPS: 1Z5R89390357567127`);
    await expectNumbers(results, [USPS_NUMBER, "1Z5R89390357567127"], "We found 2 tracking numbers in what you pasted");
    await expect(results.getByRole("link", { name: /^Track on UPS/ })).toHaveAttribute(
      "href",
      "https://www.ups.com/track?tracknum=1Z5R89390357567127",
    );
  });

  test("text without a number is still refused", async ({ page, javaScriptEnabled }) => {
    if (javaScriptEnabled) {
      await page.goto("/");
      await page.getByRole("textbox", { name: "Tracking numbers" }).fill("Where is my parcel, please?");
      await page.getByRole("button", { name: /\(opens in a new tab\)$/ }).click();
      await expect(page.getByText(t(TRACKING_MESSAGES.invalid.description)).first()).toBeVisible();
      expect(page.context().pages()).toHaveLength(1);
    } else {
      const results = await fromTheForm(page, "Where is my parcel, please?");
      await expectInvalidPanel(results);
    }
  });

  test("an international number links to its origin post beside the USPS link", async ({ page, axeViolations }) => {
    const results = await fromTheForm(page, "RB 123 456 785 GB");
    await expectNumbers(results, ["RB123456785GB"], null);
    await expect(results.getByText("Royal Mail (GB)")).toBeVisible();
    const royalMail = results.getByRole("link", { name: /^Track on Royal Mail/ });
    await expect(royalMail).toHaveAttribute(
      "href",
      "https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB",
    );
    await expect(royalMail).toHaveAttribute("target", "_blank");
    expect(await axeViolations()).toEqual([]);
  });
});
