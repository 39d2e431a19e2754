import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { unexpectedConsole } from "./form-helpers";

const NOT_AVAILABLE = "Online donations are not available yet";

const form = (page: Page) => page.locator("#donation-form");

async function fillDonor(page: Page) {
  const f = form(page);
  await f.getByLabel("First Name").fill("Grace");
  await f.getByLabel("Last Name").fill("Hopper");
  await f.getByLabel("Email").fill("grace@example.com");
}

async function complete(page: Page) {
  await form(page).getByRole("button", { name: "Complete Donation" }).click();
}

test("the donation page has the presets, custom amount, purposes, donor fields and impact lists", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto("/donation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support Our Work");
  const amounts = form(page).getByRole("group", { name: "Choose an amount" });
  for (const amount of ["$25", "$50", "$100", "$250", "$500"]) {
    await expect(amounts.getByRole("radio", { name: amount, exact: true })).toBeAttached();
  }
  await expect(form(page).getByLabel("Or enter your own amount (USD)")).toBeVisible();
  await expect(form(page).getByLabel("Purpose").locator("option")).toHaveText([
    "General Support",
    "Hosting and Running the Site",
    "Checking and Writing Guides",
    "Accessibility Reviews",
  ]);
  for (const label of ["First Name", "Last Name", "Email", "Phone (optional)"]) {
    await expect(form(page).getByLabel(label)).toBeVisible();
  }
  await expect(form(page).getByRole("checkbox", { name: /Make my donation anonymous/ })).not.toBeChecked();
  const impact = page.getByRole("region", { name: "Your Impact" });
  for (const text of [
    "A month of hosting for this site",
    "Checking one guide against USPS's current rules",
    "Writing a new guide to a question visitors ask",
    "An accessibility review of the site with screen-reader users",
  ]) {
    await expect(impact).toContainText(text);
  }
  expect(await axeViolations()).toEqual([]);
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("Complete Donation says honestly that nothing was charged, and no request leaves for another host", async ({
  page,
  baseURL,
  javaScriptEnabled,
  consoleProblems,
  axeViolations,
}) => {
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).host));
  await page.goto("/donation");
  // The presets are radio buttons drawn as buttons: a click on the label picks one.
  await form(page).getByText("$100", { exact: true }).click();
  await expect(form(page).getByRole("radio", { name: "$100", exact: true })).toBeChecked();
  await form(page).getByLabel("Purpose").selectOption({ label: "Accessibility Reviews" });
  await fillDonor(page);
  await form(page)
    .getByRole("checkbox", { name: /Make my donation anonymous/ })
    .check();
  await complete(page);

  const answer = page.getByRole("status");
  await expect(answer).toContainText(NOT_AVAILABLE);
  await expect(answer).toContainText("$100 to Accessibility Reviews");
  await expect(answer).toContainText("nothing was charged, and our server kept none of the details you typed");
  // The page says the form goes to our server (it does), not that it goes nowhere.
  await expect(form(page)).toContainText("It sends the form to our server, which only checks it and keeps nothing");
  await expect(page.getByText(/payment (is )?complete/i)).toHaveCount(0);
  await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(javaScriptEnabled ? 2 : 1);
  // What was chosen stays on the form.
  await expect(form(page).getByRole("radio", { name: "$100", exact: true })).toBeChecked();
  await expect(form(page).getByLabel("First Name")).toHaveValue("Grace");

  expect([...hosts]).toEqual([new URL(baseURL ?? "").host]);
  expect(await axeViolations()).toEqual([]);
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("a typed amount is used instead of a preset", async ({ page, javaScriptEnabled }) => {
  await page.goto("/donation");
  await form(page).getByText("$50", { exact: true }).click();
  await form(page).getByLabel("Or enter your own amount (USD)").fill("$1,234.50");
  // With JavaScript typing an amount deselects the preset; without it the typed one still wins.
  if (javaScriptEnabled) await expect(form(page).getByRole("radio", { name: "$50", exact: true })).not.toBeChecked();
  await fillDonor(page);
  await complete(page);
  await expect(page.getByRole("status")).toContainText("$1,234.50 to General Support");
});

test("amounts and donor fields are checked, with the message beside the field and nothing lost", async ({ page }) => {
  await page.goto("/donation");
  await form(page).getByLabel("Last Name").fill("Hopper");
  await complete(page);
  const amountGroup = form(page).getByRole("group", { name: "Choose an amount" });
  await expect(amountGroup).toHaveAccessibleDescription("Choose an amount or enter your own");
  await expect(form(page).getByLabel("First Name")).toHaveAccessibleDescription("Enter your first name");
  await expect(form(page).getByLabel("Email")).toHaveAccessibleDescription("Enter your e-mail address");
  await expect(form(page).getByLabel("Last Name")).toHaveValue("Hopper");

  const custom = form(page).getByLabel("Or enter your own amount (USD)");
  for (const [typed, message] of [
    ["ten dollars", "Enter an amount in dollars, such as 40 or 12.50"],
    ["0", "The amount must be more than $0"],
    ["10000.01", "Online donations are limited to $10,000"],
    ["12.345", "Enter an amount in dollars, such as 40 or 12.50"],
  ]) {
    await custom.fill(typed);
    await fillDonor(page);
    await complete(page);
    await expect(custom).toHaveAccessibleDescription(new RegExp(message.replace(/[$.]/g, "\\$&")));
    await expect(custom).toHaveValue(typed);
    await expect(page.getByRole("status")).toHaveCount(0);
  }
});
