import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { actAsNewClient, emailsContaining, marker, outboxLinesContaining, unexpectedConsole } from "./form-helpers";
import { DEFAULT_OUTBOX, WIRED_APP, WIRED_OUTBOX } from "./servers";

const SENT = (name: string) => `Thank you, ${name}! Your complaint has been submitted.`;
const RATE_LIMITED =
  "You have sent too many messages in a short time. Nothing was sent this time; please try again in a few minutes.";

interface ComplaintValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

function values(id: string, message = `The delivery-times guide is out of date. ${id}`): ComplaintValues {
  return { name: `Sam ${id}`, email: `sam.${id}@example.com`, phone: "555 010 0101", message };
}

const form = (page: Page) => page.locator("#complaint-form");

async function fill(page: Page, v: ComplaintValues) {
  const f = form(page);
  await f.getByLabel("Name").fill(v.name);
  await f.getByLabel("Email").fill(v.email);
  await f.getByLabel("Phone").fill(v.phone);
  await f.getByLabel("Message").fill(v.message);
}

async function expectKept(page: Page, v: ComplaintValues) {
  const f = form(page);
  await expect(f.getByLabel("Name")).toHaveValue(v.name);
  await expect(f.getByLabel("Email")).toHaveValue(v.email);
  await expect(f.getByLabel("Phone")).toHaveValue(v.phone);
  await expect(f.getByLabel("Message")).toHaveValue(v.message);
}

async function submit(page: Page) {
  await form(page).getByRole("button", { name: "Submit Complaint" }).click();
}

/** The spec's toast, which with JavaScript also shows as a toast beside the in-page alert. */
async function expectSummary(page: Page, javaScriptEnabled: boolean, title: string, description: string) {
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(title);
  await expect(alert).toContainText(description);
  await expect(page.getByText(title, { exact: true })).toHaveCount(javaScriptEnabled ? 2 : 1);
}

test("the complaint form has the four fields and a counter rendered by the server", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto("/complaint");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("File a Complaint");
  for (const label of ["Name", "Email", "Phone", "Message"]) await expect(form(page).getByLabel(label)).toBeVisible();
  await expect(form(page).getByLabel("Message")).toHaveAttribute("maxlength", "1000");
  await expect(form(page).getByText("0/1000")).toBeVisible();
  // The count is part of the field's description, so a screen reader hears it on focus.
  await expect(form(page).getByLabel("Message")).toHaveAccessibleDescription("0/1000 characters used");
  await expect(page.getByRole("complementary")).toContainText("not the US Postal Service");
  expect(await axeViolations()).toEqual([]);
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("the counter follows typing with JavaScript and is rendered from the kept message without it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/complaint");
  const message = form(page).getByLabel("Message");
  await message.fill("Hello");
  if (javaScriptEnabled) {
    await expect(form(page).getByText("5/1000")).toBeVisible();
    await message.fill("x".repeat(950));
    await expect(form(page).getByText("950/1000")).toBeVisible();
    await expect(page.getByText("Fewer than 100 characters left.")).toBeAttached();
    await message.fill("x".repeat(1000));
    await expect(form(page).getByText("1000/1000")).toBeVisible();
    await expect(page.getByText("You have reached the 1000-character limit.")).toBeAttached();
  } else {
    // Without JavaScript the count is the server's: after a failed submission it shows what was kept.
    await submit(page);
    await expect(message).toHaveValue("Hello");
    await expect(form(page).getByText("5/1000")).toBeVisible();
  }
});

test("empty fields get 'All fields required' and a message beside each field", async ({
  page,
  javaScriptEnabled,
  axeViolations,
}) => {
  await page.goto("/complaint");
  await form(page).getByLabel("Name").fill("   ");
  await form(page).getByLabel("Message").fill("Only the message is here");
  await submit(page);
  await expectSummary(page, javaScriptEnabled, "All fields required", "Please fill in all the required fields");
  const f = form(page);
  await expect(f.getByLabel("Name")).toHaveAccessibleDescription("Enter your name");
  await expect(f.getByLabel("Email")).toHaveAccessibleDescription("Enter your e-mail address");
  await expect(f.getByLabel("Phone")).toHaveAccessibleDescription("Enter your phone number");
  await expect(f.getByLabel("Message")).toHaveValue("Only the message is here");
  expect(await axeViolations()).toEqual([]);
});

test("a message over 1,000 characters gets 'Message too long' and keeps its text", async ({
  page,
  javaScriptEnabled,
}) => {
  const v = values(marker(), "y".repeat(1001));
  await page.goto("/complaint");
  // Only a visitor who gets around the browser's maxlength (a script, an old browser) can send more.
  await form(page)
    .getByLabel("Message")
    .evaluate((element) => element.removeAttribute("maxlength"));
  await fill(page, v);
  await submit(page);
  await expectSummary(page, javaScriptEnabled, "Message too long", "Your message should not exceed 1,000 characters");
  await expect(form(page).getByLabel("Message")).toHaveAccessibleDescription(
    /Message must be at most 1,000 characters/,
  );
  await expectKept(page, v);
  await expect(form(page).getByText("1001/1000")).toBeVisible();
});

test("by default a complaint is recorded in the outbox and the form clears", async ({ page, javaScriptEnabled }) => {
  const id = marker();
  const v = values(id);
  await page.goto("/complaint");
  await fill(page, v);
  await submit(page);
  await expect(page.getByRole("status")).toHaveText(SENT(v.name));
  await expect(page.getByText(SENT(v.name))).toHaveCount(javaScriptEnabled ? 2 : 1);
  await expect(form(page).getByLabel("Message")).toHaveValue("");
  await expect(form(page).getByText("0/1000")).toBeVisible();

  const lines = await outboxLinesContaining(DEFAULT_OUTBOX, id);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    kind: "complaint",
    fields: { name: v.name, email: v.email, phone: v.phone, subject: "Complaint Form", message: v.message },
  });
});

test("with the e-mail service configured the complaint is sent with the subject 'Complaint Form'", async ({
  page,
  axeViolations,
}) => {
  await actAsNewClient(page);
  const id = marker();
  const v = values(id);
  await page.goto(`${WIRED_APP}/complaint`);
  await fill(page, v);
  await submit(page);
  await expect(page.getByRole("status")).toHaveText(SENT(v.name));
  // Stored first, then e-mailed from the outbox by the delivery queue, at once.
  await expect.poll(() => emailsContaining(id)).toHaveLength(1);
  const sent = await emailsContaining(id);
  expect(sent[0]).toMatchObject({
    user_id: "public_test",
    service_id: "service_test",
    template_id: "template_test",
    template_params: { name: v.name, email: v.email, phone: v.phone, subject: "Complaint Form", message: v.message },
  });
  expect(await axeViolations()).toEqual([]);
});

for (const failure of ["451", "403", "429", "500", "hang"]) {
  test(`a delivery failure (${failure}) still thanks the visitor: the complaint is stored and retried`, async ({
    page,
  }) => {
    await actAsNewClient(page);
    const id = marker();
    const v = values(id, `Broken page [${failure}] ${id}`);
    await page.goto(`${WIRED_APP}/complaint`);
    await fill(page, v);
    await submit(page);
    await expect(page.getByRole("status")).toHaveText(SENT(v.name));
    expect(await outboxLinesContaining(WIRED_OUTBOX, id)).toHaveLength(1);
    await expect.poll(() => emailsContaining(id)).toHaveLength(1);
  });
}

test("a filled honeypot gets the same thanks but nothing is sent", async ({ page }) => {
  await actAsNewClient(page);
  const id = marker();
  const v = values(id);
  await page.goto(`${WIRED_APP}/complaint`);
  await fill(page, v);
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await submit(page);
  await expect(page.getByRole("status")).toHaveText(SENT(v.name));
  expect(await emailsContaining(id)).toEqual([]);
});

test("the sixth complaint from one address is refused and the fields are kept", async ({ page, request }) => {
  const ip = await actAsNewClient(page);
  for (let i = 0; i < 5; i += 1) {
    const response = await request.post(`${WIRED_APP}/complaint`, {
      headers: { "x-forwarded-for": ip },
      form: { ...values(marker()) },
    });
    expect(response.status()).toBe(200);
  }
  const id = marker();
  const v = values(id);
  await page.goto(`${WIRED_APP}/complaint`);
  await fill(page, v);
  await submit(page);
  await expect(page.getByRole("alert")).toHaveText(RATE_LIMITED);
  await expectKept(page, v);
  expect(await emailsContaining(id)).toEqual([]);
});
