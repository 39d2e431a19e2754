import { expect, test } from "./fixtures";
import { ANSWER_DOWN_APP, DEFAULT_OUTBOX, WIRED_APP, WIRED_OUTBOX } from "./servers";
import { actAsNewClient, emailsContaining, marker, outboxLinesContaining, unexpectedConsole } from "./form-helpers";
import type { Page } from "@playwright/test";

const SENT = (name: string) => `Thank you, ${name}! Your message has been submitted.`;
const RATE_LIMITED =
  "You have sent too many messages in a short time. Nothing was sent this time; please try again in a few minutes.";

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

function values(id: string, message = `Where is my parcel? ${id}`): ContactValues {
  return {
    name: `Jane ${id}`,
    email: `jane.${id}@example.com`,
    phone: "+1 (555) 010-0100",
    subject: `Parcel ${id}`,
    message,
  };
}

const form = (page: Page) => page.locator("#contact-form");

async function fill(page: Page, v: ContactValues) {
  const f = form(page);
  await f.getByLabel("Name").fill(v.name);
  await f.getByLabel("Email").fill(v.email);
  await f.getByLabel("Phone (optional)").fill(v.phone);
  await f.getByLabel("Subject").fill(v.subject);
  await f.getByLabel("Message").fill(v.message);
}

async function expectKept(page: Page, v: ContactValues) {
  const f = form(page);
  await expect(f.getByLabel("Name")).toHaveValue(v.name);
  await expect(f.getByLabel("Email")).toHaveValue(v.email);
  await expect(f.getByLabel("Phone (optional)")).toHaveValue(v.phone);
  await expect(f.getByLabel("Subject")).toHaveValue(v.subject);
  await expect(f.getByLabel("Message")).toHaveValue(v.message);
}

async function send(page: Page) {
  await form(page).getByRole("button", { name: "Send Message" }).click();
}

test("the contact page shows the three channels with their hours, the office and the way to the FAQ", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");

  const channels = page.getByRole("region", { name: "Ways to reach us" });
  await expect(channels).toContainText(
    "independent website run by Example Parcel Help Operator LLC (fictional), not the US Postal Service",
  );
  await expect(channels.getByRole("link", { name: "1-800-275-8777" })).toHaveAttribute("href", "tel:18002758777");
  await expect(channels.getByRole("link", { name: "+1 (202) 555-0199" })).toHaveAttribute("href", "tel:+12025550199");
  await expect(channels.getByRole("link", { name: "support@parcelhelp.example" })).toHaveAttribute(
    "href",
    "mailto:support@parcelhelp.example",
  );
  await expect(channels.getByRole("heading", { name: "Instant Support: USPS's Own Help Pages" })).toBeVisible();
  const instant = channels.getByRole("link", { name: /Open USPS's help pages/ });
  await expect(instant).toHaveAttribute("href", "https://faq.usps.com");
  await expect(instant).toHaveAttribute("target", "_blank");
  await expect(instant).toHaveAttribute("rel", "noopener noreferrer");
  await expect(channels).toContainText("Answered in our office hours: Mon-Fri 9 a.m.-6 p.m. Central Time");
  await expect(channels).toContainText("we do not staff it");
  await expect(channels).toContainText("We reply by e-mail, usually within 24 hours");

  const office = page.getByRole("region", { name: "Our Office" });
  await expect(office).toContainText("Springfield");
  await expect(office).toContainText("100 Example Street, Suite 5, Springfield, IL 62701");
  await expect(office.getByRole("link", { name: "+1 (202) 555-0142" })).toHaveAttribute("href", "tel:+12025550142");
  // One set of hours: the phone line above is answered in these.
  await expect(office).toContainText("Mon-Fri 9 a.m.-6 p.m. Central Time");

  for (const label of ["Name", "Email", "Phone (optional)", "Subject", "Message"]) {
    await expect(form(page).getByLabel(label)).toBeVisible();
  }
  expect(await axeViolations()).toEqual([]);

  await office.getByRole("link", { name: "Visit FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("by default a message is recorded in the outbox, the form clears and the thanks show", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
  axeViolations,
}) => {
  const id = marker();
  const v = values(id);
  await page.goto("/contact");
  await fill(page, v);
  await send(page);

  await expect(page.getByRole("status")).toHaveText(SENT(v.name));
  // With JavaScript the same thanks also appear as a toast.
  await expect(page.getByText(SENT(v.name))).toHaveCount(javaScriptEnabled ? 2 : 1);
  await expect(form(page).getByLabel("Name")).toHaveValue("");
  await expect(form(page).getByLabel("Message")).toHaveValue("");

  const lines = await outboxLinesContaining(DEFAULT_OUTBOX, id);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    kind: "contact",
    fields: {
      name: v.name,
      email: v.email,
      phone: v.phone,
      subject: `New User ${v.subject}`,
      message: v.message,
      language: "en",
    },
  });
  expect(await axeViolations()).toEqual([]);
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("with the e-mail service configured the message is sent with the spec's payload", async ({ page }) => {
  await actAsNewClient(page);
  const id = marker();
  const v = values(id);
  await page.goto(`${WIRED_APP}/contact`);
  await fill(page, v);
  await send(page);
  await expect(page.getByRole("status")).toHaveText(SENT(v.name));

  // Stored first, then e-mailed from the outbox by the delivery queue, at once.
  await expect.poll(() => emailsContaining(id)).toHaveLength(1);
  const sent = await emailsContaining(id);
  expect(sent[0]).toEqual({
    lib_version: expect.any(String),
    user_id: "public_test",
    service_id: "service_test",
    template_id: "template_test",
    template_params: {
      name: v.name,
      email: v.email,
      phone: v.phone,
      subject: `New User ${v.subject}`,
      message: v.message,
      language: "en",
    },
  });
});

for (const failure of ["451", "403", "429", "500", "hang"]) {
  test(`a delivery failure (${failure}) still thanks the visitor: the message is stored and retried`, async ({
    page,
    consoleProblems,
  }) => {
    await actAsNewClient(page);
    const id = marker();
    const v = values(id, `Please help [${failure}] ${id}`);
    await page.goto(`${WIRED_APP}/contact`);
    await fill(page, v);
    await send(page);
    await expect(page.getByRole("status")).toHaveText(SENT(v.name));
    expect(await outboxLinesContaining(WIRED_OUTBOX, id)).toHaveLength(1);
    // The first attempt reached the service, which refused it (or never answered): kept to retry.
    await expect.poll(() => emailsContaining(id)).toHaveLength(1);
    expect(unexpectedConsole(consoleProblems)).toEqual([]);
  });
}

test("an unreachable e-mail service: the visitor is thanked and the message waits in the outbox", async ({ page }) => {
  const id = marker();
  const v = values(id);
  await page.goto(`${ANSWER_DOWN_APP}/contact`);
  await fill(page, v);
  await send(page);
  await expect(page.getByRole("status")).toHaveText(SENT(v.name));
  expect(await outboxLinesContaining(".tmp/e2e/down/messages.jsonl", id)).toHaveLength(1);
});

test("invalid fields get a message beside them and nothing typed is lost", async ({ page, axeViolations }) => {
  await page.goto("/contact");
  await send(page);
  const f = form(page);
  await expect(f.getByLabel("Name")).toHaveAccessibleDescription("Enter your name");
  await expect(f.getByLabel("Email")).toHaveAccessibleDescription("Enter your e-mail address");
  await expect(f.getByLabel("Subject")).toHaveAccessibleDescription("Enter a subject");
  await expect(f.getByLabel("Message")).toHaveAccessibleDescription("Enter your message");
  await expect(f.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  const v = { ...values(marker()), email: "jane@localhost", phone: "call me" };
  await fill(page, v);
  await send(page);
  await expect(f.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid e-mail address");
  await expect(f.getByLabel("Phone (optional)")).toHaveAccessibleDescription(
    "Phone may contain only digits, spaces and + ( ) - .",
  );
  await expect(f.getByLabel("Name")).not.toHaveAttribute("aria-invalid");
  await expectKept(page, v);
  expect(await axeViolations()).toEqual([]);
});

test("a filled honeypot gets the same thanks but nothing is sent", async ({ page }) => {
  await actAsNewClient(page);
  const id = marker();
  const v = values(id);
  await page.goto(`${WIRED_APP}/contact`);
  await fill(page, v);
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await send(page);
  await expect(page.getByRole("status")).toHaveText(SENT(v.name));
  expect(await emailsContaining(id)).toEqual([]);
});

test("the sixth message from one address within ten minutes is refused and the fields are kept", async ({
  page,
  request,
}) => {
  const ip = await actAsNewClient(page);
  for (let i = 0; i < 5; i += 1) {
    const response = await request.post(`${WIRED_APP}/contact`, {
      headers: { "x-forwarded-for": ip },
      form: { ...values(marker()) },
    });
    expect(response.status()).toBe(200);
  }
  const id = marker();
  const v = values(id);
  await page.goto(`${WIRED_APP}/contact`);
  await fill(page, v);
  await send(page);
  await expect(page.getByRole("alert")).toHaveText(RATE_LIMITED);
  await expectKept(page, v);
  expect(await emailsContaining(id)).toEqual([]);
});
