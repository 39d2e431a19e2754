import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The message checker (docs/product.md §D9.1), as a visitor uses it, with JavaScript on and off:
 * a verdict as the result's first heading, reasons quoting the message, the official tracking
 * link, what to do; and the warning on the results page when a message is pasted there.
 */

const EXAMPLE =
  "USPS: your package 9400 1112 0620 6406 2607 87 could not be delivered due to an incomplete address, update it within 12 hours: https://usps.com-redeliver.top/u";
const TEXT_TRACKING_REPLY =
  "USPS: 9400111206206406260787 Delivered, In/At Mailbox, 11/20/2026 10:35 am, ANYTOWN NY 12345. Reply STOP to cancel, HELP for help.";
const UPS_EMAIL = `Subject: UPS Update: Your package is on its way
Hello, your package 1Z999AA10123456784 is scheduled for delivery on Tuesday between 9 a.m. and 1 p.m.
Track it at https://www.ups.com/track?tracknum=1Z999AA10123456784`;

const form = (page: Page) => page.locator("#message-check-form");
const verdict = (page: Page) => page.locator("#check-result").getByRole("heading", { level: 2 });

async function check(page: Page, message: string, sender = "") {
  await page.goto("/check-message");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Is This Delivery Message Real?");
  if (test.info().project.name === "js") await waitForHydration(page);
  await form(page).getByLabel("Paste the message you received").fill(message);
  await form(page).getByLabel("Who sent it? (phone number, short code or e-mail address)").fill(sender);
  await form(page).getByRole("button", { name: "Check This Message" }).click();
}

test("the example scam text is likely a scam, with its domain, deadline and link named, and the official link", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  await check(page, EXAMPLE);

  await expect(verdict(page)).toHaveText("Likely a scam");
  const result = page.getByRole("region", { name: "Likely a scam" });
  await expect(result).toContainText("com-redeliver.top");
  await expect(result).toContainText("within 12 hours");
  await expect(result).toContainText("unsolicited link");
  const official = result.getByRole("link", { name: "Track 9400111206206406260787 on USPS's website" });
  await expect(official).toHaveAttribute(
    "href",
    "https://tools.usps.com/go/TrackConfirmAction?qtc_tLabels1=9400111206206406260787",
  );
  // In a suspicious message a number is only "a real number format", never "valid" (issue 31).
  await expect(result).toContainText(
    "This is a real number format, which proves nothing about the message: check it yourself on usps.com, not through the link",
  );
  await expect(result).not.toContainText("valid");
  // The suspicious domain is text, never a link.
  await expect(page.locator('a[href*="redeliver"]')).toHaveCount(0);
  await expect(result.getByRole("heading", { name: "What to do" })).toBeVisible();
  await expect(result.getByRole("link", { name: "spam@uspis.gov" })).toHaveAttribute("href", "mailto:spam@uspis.gov");
  await expect(result).toContainText("7726");
  await expect(result.getByRole("link", { name: "reportfraud.ftc.gov" })).toBeVisible();
  await expect(result.getByRole("link", { name: "IdentityTheft.gov" })).toBeVisible();

  // What was pasted stays in the form, and never travels in a URL.
  await expect(form(page).getByLabel("Paste the message you received")).toHaveValue(EXAMPLE);
  expect(page.url()).not.toContain("redeliver");
  expect(requests.filter((line) => line.includes("redeliver"))).toEqual([]);
  if (test.info().project.name === "js") await expect(verdict(page)).toBeFocused();

  expect(await axeViolations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("a USPS Text Tracking reply from 28777 with no link shows no warning signs", async ({ page }) => {
  await check(page, TEXT_TRACKING_REPLY, "28777");
  await expect(verdict(page)).toHaveText("No warning signs found");
  await expect(page.getByRole("region", { name: "No warning signs found" })).toContainText("does not prove");
  await expect(page.getByRole("heading", { name: "What to do" })).toHaveCount(0);
});

test("a UPS notification that links to ups.com is not called a scam", async ({ page }) => {
  await check(page, UPS_EMAIL, "UPS <mcinfo@ups.com>");
  await expect(verdict(page)).toHaveText("No warning signs found");
});

test("a Spanish scam text with a foreign sender is judged too", async ({ page }) => {
  await check(
    page,
    "Correos de EE. UU.: su paquete está retenido. Pague la tarifa de reenvío de $1.99 hoy mismo en usps-envios.top/pago",
    "+63 912 555 0142",
  );
  await expect(verdict(page)).toHaveText("Likely a scam");
});

// Issue 31's visitor cases, each pasted with the "Who sent it?" field left empty, as most visitors do.
test.describe("messages nobody here has seen, pasted without the sender", () => {
  const STORE_EMAIL = `Subject: Your order has shipped
Hi Dana, good news: your order #8841207 shipped via USPS and should arrive in 3-5 business days.
USPS tracking number: 9400111899225661030007
Track your package at https://www.cvs.com/account/orders`;
  const AMAZON_TEXT =
    "Amazon: Your package with Wireless Earbuds will be delivered today. Track: https://a.co/d/3kF9xQ2";
  const TOLL_TEXT =
    "Toll Services: We noticed an unpaid toll of $3.75 on your vehicle. Pay within 24 hours at https://tollroad-pay.top/us to avoid penalties.";
  const REFUND_TEXT = "Your package was lost in transit. Call this number for your refund: 1-844-555-0119.";

  test("a store's shipping e-mail that names USPS shows no warning signs and no list of them", async ({ page }) => {
    await check(page, STORE_EMAIL);
    await expect(verdict(page)).toHaveText("No warning signs found");
    const result = page.getByRole("region", { name: "No warning signs found" });
    await expect(result.getByRole("heading", { name: "Why" })).toHaveCount(0);
    await expect(result.getByRole("listitem")).toHaveCount(1); // only the official tracking link
    await expect(result.getByRole("link", { name: "Track 9400111899225661030007 on USPS's website" })).toBeVisible();
    await expect(result).not.toContainText("does not own");
  });

  test("Amazon's own text with an a.co link is not called a scam, and a.co is not said to be someone else's", async ({
    page,
  }) => {
    await check(page, AMAZON_TEXT);
    await expect(verdict(page)).toHaveText(/^(No warning signs found|Be careful)$/);
    await expect(page.locator("#check-result")).not.toContainText("does not own");
  });

  test("a toll-road text with a .top link is likely a scam, the link shown as text and named for what it is", async ({
    page,
  }) => {
    await check(page, TOLL_TEXT);
    await expect(verdict(page)).toHaveText("Likely a scam");
    const result = page.getByRole("region", { name: "Likely a scam" });
    await expect(result).toContainText(
      "The message speaks as “Toll Services”, but its link goes to tollroad-pay.top, which belongs to no toll agency and no government body.",
    );
    await expect(result).toContainText("It asks for a payment.");
    await expect(result.locator("q", { hasText: "unpaid toll of $3.75" })).toBeVisible();
    await expect(page.locator('a[href*="tollroad-pay"]')).toHaveCount(0);
  });

  test("a 'call this number for your refund' text is likely a scam, for the call and the refund", async ({ page }) => {
    await check(page, REFUND_TEXT);
    await expect(verdict(page)).toHaveText("Likely a scam");
    const result = page.getByRole("region", { name: "Likely a scam" });
    await expect(result).toContainText("It asks you to call a number it gives you.");
    await expect(result).toContainText("It offers you money back");
    await expect(result.locator("q", { hasText: "1-844-555-0119" }).first()).toBeVisible();
  });

  test("what falls below the threshold is noted under its own heading, never as warning signs", async ({ page }) => {
    await check(
      page,
      "Your item is being held at the MADISON, WI 53703 post office. Items not picked up within 15 days will be returned to the sender.",
    );
    await expect(verdict(page)).toHaveText("No warning signs found");
    const result = page.getByRole("region", { name: "No warning signs found" });
    await expect(result.getByRole("heading", { name: "Why" })).toHaveCount(0);
    await expect(result.getByRole("heading", { name: "Noted, but not a warning sign on its own" })).toBeVisible();
  });

  test("a message about something else is answered plainly, with the general advice", async ({
    page,
    axeViolations,
  }) => {
    await check(page, "Hi grandma, it's me, I lost my phone. Text me at this number when you see this");
    await expect(verdict(page)).toHaveText("Be careful");
    const result = page.getByRole("region", { name: "Be careful" });
    await expect(result).toContainText("This checker looks at delivery, toll and payment messages");
    await expect(result).toContainText("call them on the number you already have");
    expect(await axeViolations()).toEqual([]);
  });
});

test("an empty message and one over 5,000 characters get a message beside the field, the text kept", async ({
  page,
}) => {
  await check(page, "");
  const message = form(page).getByLabel("Paste the message you received");
  await expect(message).toHaveAccessibleDescription(/Paste the message you received/);
  await expect(verdict(page)).toHaveCount(0);

  const long = `USPS ${"a".repeat(5000)}`;
  await message.fill(long);
  await form(page).getByRole("button", { name: "Check This Message" }).click();
  await expect(message).toHaveAccessibleDescription(/Paste at most 5,000 characters/);
  await expect(message).toHaveValue(long);
  await expect(verdict(page)).toHaveCount(0);
});

test("the header menu leads to the checker", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Check a Message" }).click();
  await expect(page).toHaveURL(/\/check-message$/);
});

test.describe("in the tracking flow", () => {
  test.use({ reducedMotion: "reduce" });

  test("pasting the example into the landing form warns on the results page, without linking the domain", async ({
    page,
    axeViolations,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Check if the message is real" })).toHaveAttribute(
      "href",
      "/check-message",
    );
    await page.getByRole("textbox", { name: "Tracking numbers" }).fill(EXAMPLE);
    const opened = page.context().waitForEvent("page");
    await page.getByRole("button", { name: /\(opens in a new tab\)$/ }).click();
    const results = await opened;
    await results.waitForLoadState();

    const warning = results.getByRole("region", { name: "Warning: what you pasted may be a fake delivery message" });
    await expect(warning).toContainText("Likely a scam");
    await expect(warning).toContainText("com-redeliver.top");
    await expect(warning.getByRole("link", { name: /Check a message/ })).toHaveAttribute("href", "/check-message");
    // The message was posted: it is in no address, the page's own or any link's (the language switch included).
    expect(new URL(results.url()).search).toBe("");
    await expect(results.locator('a[href*="redeliver"]')).toHaveCount(0);
    await expect(results.getByRole("link", { name: /^Track on USPS/ })).toBeVisible();
    await results.close();
    // The same page as an old bookmark's address still opens it.
    await page.goto(`/tracking?${new URLSearchParams({ result: EXAMPLE })}`);
    await expect(
      page.getByRole("region", { name: "Warning: what you pasted may be a fake delivery message" }),
    ).toContainText("Likely a scam");
    expect(await axeViolations()).toEqual([]);
  });
});
