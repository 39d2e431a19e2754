import type { Page } from "@playwright/test";
import { TRACKING_MESSAGES } from "../../app/lib/tracking/tracking-input";
import { translatorFor } from "../helpers/strings";
import { uspsNumbers } from "../helpers/tracking-numbers";
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
  await expect(heading(page)).toHaveText("Tracking Results for: no tracking number found");
  await expect(page.getByText(t(TRACKING_MESSAGES.resultsInvalid), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Back and Try Again" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(uspsLink(page)).toHaveCount(0);
}

/** The hand-off's links to the carriers, as a visitor finds them: "Track on …" buttons. */
function carrierButtons(page: Page) {
  return page.getByRole("link", { name: /^Track on / });
}

/** The per-number list: a region named for the numbers, a link for each. */
function numberLinks(page: Page) {
  return page.getByRole("region", { name: /^Your (?:number|\d+ numbers)$/ }).getByRole("link");
}

test.describe("results, with the simulated search skipped (reduced motion)", () => {
  test.use({ reducedMotion: "reduce" });

  test("invalid values show the error panel: missing, empty, forbidden, too long, too many, repeated", async ({
    page,
    consoleProblems,
    axeViolations,
  }) => {
    const cases: Array<[string, string | null]> = [
      ["/tracking", null],
      [tracking(""), null],
      [tracking("9400 1112! DROP TABLE"), "9400 1112! DROP TABLE"],
      [tracking("Hello, where is my parcel?"), "Hello, where is my parcel?"],
      [tracking("9".repeat(2001)), `${"9".repeat(120)}…`],
      [tracking(Array.from({ length: 36 }, (_, index) => `EA${index}`).join(",")), null],
      [tracking(USPS_NUMBER, "9505511069605048600624"), `${USPS_NUMBER}, 9505511069605048600624`],
    ];
    for (const [url, received] of cases) {
      const response = await page.goto(url);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expectInvalidPanel(page);
      // What arrived is shown in the panel, never as the heading.
      if (received) await expect(page.getByText("What we received:")).toHaveText(`What we received: ${received}`);
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
    await expectInvalidPanel(page);
    await expect(page.getByText("What we received:")).toHaveText("What we received: <script>alert(1)</script>");
    await page.waitForLoadState("networkidle");
    expect(dialogs).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("a huge value is cut for display and still invalid", async ({ page }) => {
    await page.goto(tracking("A".repeat(6000)));
    await expectInvalidPanel(page);
    await expect(page.getByText("What we received:")).toHaveText(`What we received: ${"A".repeat(120)}…`);
  });

  test("one valid number: its carrier, the USPS link with qtc_tLabels1, the way back and the help cards", async ({
    page,
  }) => {
    const response = await page.goto(tracking(" 9400 1112 0620 6406 2607 87 "));
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(heading(page)).toHaveText(`Tracking Results for: ${USPS_NUMBER}`);
    await expect(page.getByText(/USPS Intelligent Mail package barcode/)).toBeVisible();
    const usps = uspsLink(page);
    await expect(usps).toBeVisible();
    await expect(usps).toHaveAttribute("href", `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`);
    await expect(usps).toHaveAttribute("target", "_blank");
    await expect(usps).toHaveAttribute("rel", "noopener noreferrer");
    const own = numberLinks(page);
    await expect(own).toHaveCount(1);
    await expect(own).toHaveAccessibleName(`${USPS_NUMBER} on USPS (opens in a new tab)`);
    await expect(own).toHaveAttribute("href", `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`);
    await expect(own).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Track Another Package" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: /Informed Delivery/ })).toHaveAttribute(
      "href",
      "https://informeddelivery.usps.com/",
    );
    await expect(page.getByRole("link", { name: "Browse the FAQ" })).toHaveAttribute("href", "/faq");
  });

  test("the ways back: the tracking reader for a status, and a bookmark of the numbers alone", async ({ page }) => {
    await page.goto(tracking(`Your USPS tracking number is ${USPS_NUMBER}. Thanks!`));
    await expect(page.getByText("Back from the carrier's page with a status you don't understand?")).toBeVisible();
    // The tracking reader (issue 34) lives at /tracking-help.
    await expect(page.getByRole("link", { name: "Paste it here" })).toHaveAttribute("href", "/tracking-help");
    const bookmark = page.getByRole("link", { name: "this page" });
    await expect(bookmark).toHaveAttribute("href", `/tracking?result=${USPS_NUMBER}`);
    await expect(page.getByText(/^To check the same numbers again, bookmark this page/)).toHaveText(
      "To check the same numbers again, bookmark this page: its address holds only your numbers, and we store nothing.",
    );
  });

  test("several valid numbers go to USPS together with tLabels", async ({ page }) => {
    await page.goto(tracking(`${USPS_NUMBER}, 9505 5110 6960 5048 6006 24,`));
    await expect(heading(page)).toHaveText(`Tracking Results for: ${USPS_NUMBER} and 9505511069605048600624`);
    await expect(uspsLink(page)).toHaveAttribute(
      "href",
      `${USPS_TRACKING}?tLabels=${encodeURIComponent(`${USPS_NUMBER},9505511069605048600624`)}`,
    );
    await expect(page.getByRole("heading", { name: "Your 2 tracking numbers are ready to track" })).toBeVisible();
  });

  test("each carrier's numbers in its own links; numbers not recognised go to USPS, and it says so", async ({
    page,
  }) => {
    await page.goto(tracking(`1Z5R89390357567127, ${USPS_NUMBER}, 12345, 1Z879E930346834440, 986578788855`));
    await expect(heading(page)).toHaveText("Tracking Results for: 1Z5R89390357567127 and 4 more");
    await expect(carrierButtons(page)).toHaveText([
      /^Track on UPS: 1Z5R89390357567127/,
      /^Track on UPS: 1Z879E930346834440/,
      /^Track on USPS/,
      /^Track on FedEx/,
    ]);
    const hrefs = await carrierButtons(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "https://www.ups.com/track?tracknum=1Z5R89390357567127",
      "https://www.ups.com/track?tracknum=1Z879E930346834440",
      `${USPS_TRACKING}?tLabels=${encodeURIComponent(`${USPS_NUMBER},12345`)}`,
      "https://www.fedex.com/fedextrack/?trknbr=986578788855",
    ]);
    await expect(
      page.getByText(
        "The USPS link also holds the number whose format we do not recognize: USPS will say if it does not know it.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Format not recognized", { exact: true })).toBeVisible();
    await expect(numberLinks(page)).toHaveText([
      "1Z5R89390357567127 on UPS (opens in a new tab)",
      `${USPS_NUMBER} on USPS (opens in a new tab)`,
      "12345 on USPS (opens in a new tab)",
      "1Z879E930346834440 on UPS (opens in a new tab)",
      "986578788855 on FedEx (opens in a new tab)",
    ]);
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
  await expect(page.getByRole("status").filter({ hasText: /^Check complete/ })).toHaveText(
    "Check complete. Your tracking number is ready to track.",
  );
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
    await expect(numberLinks(results)).toHaveText(numbers.map((number) => new RegExp(`^${number} on `)));
    if (found) await expect(results.getByText(found, { exact: true })).toBeVisible();
    else await expect(results.getByText(/^We found \d+ tracking numbers? in what you pasted$/)).toHaveCount(0);
    const usps = numbers.filter((number) => !number.startsWith("1Z"));
    const expected =
      usps.length === 1
        ? `${USPS_TRACKING}?qtc_tLabels1=${usps[0]}`
        : `${USPS_TRACKING}?tLabels=${encodeURIComponent(usps.join(","))}`;
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

  test("a pasted scam text: the checker's verdict first, and the text in no address or link", async ({ page }) => {
    const scam = `USPS: the package ${USPS_NUMBER} could not be delivered, pay $1.99 redelivery at https://usps.com-redeliver.top/u`;
    const results = await fromTheForm(page, scam);
    // Posted and answered in place: the address is the page's own, with or without JavaScript.
    expect(new URL(results.url()).pathname + new URL(results.url()).search).toBe("/tracking");
    const checker = translatorFor("en", "checker");
    const warning = results.getByRole("region", { name: t("tracking.warning.suspiciousTitle") });
    await expect(warning.locator("strong").first()).toHaveText(checker.t("checker.verdict.scam"));
    await expect(warning).toContainText("com-redeliver.top");
    await expect(heading(results)).toHaveText(`Tracking Results for: ${USPS_NUMBER}`);
    await expect(numberLinks(results)).toHaveText([new RegExp(`^${USPS_NUMBER} on `)]);
    // The way to bookmark holds the number alone; no link or address on the page holds the text.
    await expect(results.getByRole("link", { name: "this page", exact: true })).toHaveAttribute(
      "href",
      `/tracking?result=${USPS_NUMBER}`,
    );
    expect(await results.locator('a[href*="redeliver"], a[href*="1.99"]').count()).toBe(0);
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
    await expect(numberLinks(results)).toHaveAttribute(
      "href",
      "https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB",
    );
    await expect(royalMail).toHaveAttribute(
      "href",
      "https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB",
    );
    await expect(royalMail).toHaveAttribute("target", "_blank");
    expect(await axeViolations()).toEqual([]);
  });
});

// ---- Issue 33: the page a worried visitor and a busy seller need, on a phone and a desktop, in both languages ----

const SCAM_TEXT =
  "USPS: your package could not be delivered due to an incomplete address, update it within 12 hours: https://usps.com-redeliver.top/u 9400111206206406260787";
const UPS_NUMBER = "1Z5R89390357567127";
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

for (const language of ["en", "es"] as const) {
  const { t: say } = translatorFor(language, "tracking", "checker");
  const prefix = language === "es" ? "/es" : "";
  const results = (value: string) => `${prefix}/tracking?${new URLSearchParams({ result: value })}`;
  const trackOn = (carrier: string) => new RegExp(`^${say("tracking.results.trackOn", { carrier })}`);

  for (const viewport of VIEWPORTS) {
    test.describe(`issue 33 in ${language} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport, reducedMotion: "reduce" });

      test("a pasted scam: its number in the heading, the warning read first, no success mark", async ({
        page,
        axeViolations,
      }) => {
        await page.goto(results(SCAM_TEXT));
        const h1 = heading(page);
        await expect(h1).toContainText(USPS_NUMBER);
        await expect(h1).not.toContainText("redeliver");
        const warning = page.getByRole("region", { name: say("tracking.warning.suspiciousTitle") });
        const handOff = page.getByRole("region", {
          name: say("tracking.results.checkYourself", { count: 1, site: "usps.com" }),
        });
        await expect(warning).toBeVisible();
        await expect(handOff).toBeVisible();
        // Reading order is document order: the warning comes before the hand-off.
        const warningFirst = await warning.evaluate(
          (node, other) => Boolean(node.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
          await handOff.elementHandle(),
        );
        expect(warningFirst).toBe(true);
        // No success mark, no "ready" anywhere on the page; the number only a real format.
        await expect(handOff.getByRole("heading").first().locator("svg")).toHaveCount(0);
        await expect(page.getByText(say("tracking.results.ready", { count: 1 }))).toHaveCount(0);
        await expect(
          page.getByText(say("tracking.results.realFormat", { carrier: "USPS", site: "usps.com" })),
        ).toBeVisible();
        await expect(page.getByRole("link", { name: trackOn("USPS") })).toHaveAttribute(
          "href",
          `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`,
        );
        expect(await axeViolations()).toEqual([]);
      });

      test("a USPS and a UPS number: two primary buttons, each with its own number only", async ({
        page,
        axeViolations,
      }) => {
        await page.goto(results(`${USPS_NUMBER}\n${UPS_NUMBER}`));
        await expect(heading(page)).toContainText(`${USPS_NUMBER}`);
        await expect(heading(page)).toContainText(UPS_NUMBER);
        const buttons = page.getByRole("link", {
          name: new RegExp(`^${say("tracking.results.trackOn", { carrier: "" })}`),
        });
        await expect(buttons).toHaveCount(2);
        await expect(page.getByRole("link", { name: trackOn("USPS") })).toHaveAttribute(
          "href",
          `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`,
        );
        await expect(page.getByRole("link", { name: trackOn("UPS") })).toHaveAttribute(
          "href",
          `https://www.ups.com/track?tracknum=${UPS_NUMBER}`,
        );
        for (const button of await buttons.all()) await expect(button).toHaveClass(/btn-primary/);
        expect(await axeViolations()).toEqual([]);
      });

      test("35 numbers and one: the carrier's button in the first screen", async ({ page }) => {
        for (const numbers of [uspsNumbers(35), [USPS_NUMBER]]) {
          await page.goto(results(numbers.join("\n")));
          const button = page.getByRole("link", { name: trackOn("USPS") });
          await expect(button).toBeVisible();
          const box = await button.boundingBox();
          expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
        }
      });
    });

    test.describe(`issue 33, a seller's 20 numbers, in ${language} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      test("one USPS button in the first screen after the progress, 20 links, the copy control", async ({
        page,
        context,
        javaScriptEnabled,
        axeViolations,
        consoleProblems,
      }) => {
        const numbers = uspsNumbers(20);
        await page.goto(results(numbers.join("\n")));
        await expect(heading(page)).toHaveText(
          say("tracking.results.headingMany", { first: "9400…0008", more: 19 }).replace(/<\/?number>/g, ""),
        );
        const summary = say("tracking.results.ready", { count: 20 });
        if (javaScriptEnabled) {
          // The simulated search runs its 5 seconds, then says so.
          await expect(page.getByRole("status").filter({ hasText: summary })).toHaveText(
            say("tracking.results.complete", { summary }),
            { timeout: 10_000 },
          );
        }
        const usps = page.getByRole("link", { name: trackOn("USPS") });
        await expect(usps).toHaveCount(1);
        await expect(usps).toBeVisible();
        await expect(usps).toHaveAttribute("href", `${USPS_TRACKING}?tLabels=${encodeURIComponent(numbers.join(","))}`);
        const box = await usps.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);

        const list = page.getByRole("region", {
          name: say("tracking.results.numbersTitle", { count: 20 }),
          exact: true,
        });
        const links = list.getByRole("link");
        await expect(links).toHaveCount(20);
        await expect(links.first()).toHaveAttribute("href", `${USPS_TRACKING}?qtc_tLabels1=${numbers[0]}`);

        const copy = page.getByRole("button", { name: say("tracking.results.copyAll", { count: 20 }) });
        const box20 = page.getByRole("textbox", { name: say("tracking.results.allNumbers") });
        if (javaScriptEnabled) {
          await expect(box20).toBeHidden();
          await context.grantPermissions(["clipboard-read", "clipboard-write"]);
          await copy.click();
          await expect(
            page.getByRole("status").filter({ hasText: say("tracking.results.copied", { count: 20 }) }),
          ).toBeVisible();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(numbers.join("\n"));
        } else {
          await expect(copy).toBeHidden();
          await expect(box20).toHaveValue(numbers.join("\n"));
          await expect(box20).toHaveAttribute("readonly", "");
        }
        expect(await axeViolations()).toEqual([]);
        expect(consoleProblems).toEqual([]);
      });
    });
  }
}
