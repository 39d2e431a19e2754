import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { marker, outboxLinesContaining, unexpectedConsole } from "./form-helpers";
import { DEFAULT_OUTBOX } from "./servers";

const JOB = "Frontend Engineer";
const APPLIED = `Successfully applied for ${JOB}!`;

const pdf = (text = "résumé") => ({
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});

/** Opens the application form for the job: the modal dialog with JavaScript, the page section without. */
async function openApplication(page: Page, javaScriptEnabled: boolean, job = JOB): Promise<Locator> {
  await page.getByRole("link", { name: `Apply Now for ${job}` }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: `Apply for ${job}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/career\?apply=[a-z-]+#apply$/);
  const section = page.getByRole("region", { name: `Apply for ${job}` });
  await expect(section).toBeVisible();
  return section;
}

async function fillApplication(scope: Locator, id: string, phone = "") {
  await scope.getByLabel("Full Name").fill(`Ada ${id}`);
  await scope.getByLabel("Email").fill(`ada.${id}@example.com`);
  await scope.getByLabel("Phone (optional)").fill(phone);
}

async function submitApplication(scope: Locator) {
  await scope.getByRole("button", { name: "Submit Application" }).click();
}

test("the careers page has its hero, the three openings and an Apply Now for each", async ({
  page,
  consoleProblems,
  axeViolations,
}) => {
  await page.goto("/career");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
  await expect(page.getByRole("link", { name: "View Open Positions" })).toHaveAttribute("href", "#openings");
  // The spec's 'Learn About Benefits' led to the home page, which says nothing about benefits.
  await expect(page.getByRole("link", { name: /Benefits/ })).toHaveCount(0);
  const openings = page.getByRole("region", { name: "Current Openings" });
  const cards = openings.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "Customer Support Specialist",
    "Content Writer, Shipping Guides",
    "Frontend Engineer",
  ]);
  const frontend = cards.filter({ hasText: JOB });
  for (const detail of [
    "Location:",
    "Remote (US or Europe)",
    "Type:",
    "Full-time",
    "Department:",
    "Engineering",
    "Experience:",
    "3+ years",
  ]) {
    await expect(frontend).toContainText(detail);
  }
  await expect(openings.getByRole("link", { name: /^Apply Now for / })).toHaveCount(3);
  expect(await axeViolations()).toEqual([]);

  await page.getByRole("link", { name: "View Open Positions" }).click();
  await expect(page).toHaveURL(/\/career#openings$/);
  await expect(openings.getByRole("heading", { name: "Current Openings" })).toBeInViewport();
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("a complete application is recorded with its résumé and confirmed", async ({
  page,
  javaScriptEnabled,
  consoleProblems,
  axeViolations,
}) => {
  const id = marker();
  await page.goto("/career");
  const scope = await openApplication(page, javaScriptEnabled);
  if (javaScriptEnabled) expect(await axeViolations()).toEqual([]);
  await fillApplication(scope, id, "+1 555 010 0123");
  await scope.getByLabel("Resume").setInputFiles(pdf(id));
  await submitApplication(scope);

  const confirmation = page.getByRole("status");
  await expect(confirmation).toHaveText(APPLIED);
  await expect(page.getByText(APPLIED)).toHaveCount(javaScriptEnabled ? 2 : 1);
  // The dialog (or the form on the page) is gone.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  if (javaScriptEnabled) await expect(confirmation.locator("xpath=../..")).toBeFocused();

  const lines = await outboxLinesContaining(DEFAULT_OUTBOX, id);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    kind: "career",
    fields: {
      jobId: "frontend-engineer",
      jobTitle: JOB,
      fullName: `Ada ${id}`,
      email: `ada.${id}@example.com`,
      phone: "+1 555 010 0123",
      resumeName: "cv.pdf",
      resumeType: "application/pdf",
    },
  });
  expect(await readFile(lines[0].fields.resumeFile, "utf8")).toBe(pdf(id).buffer.toString("utf8"));
  expect(await axeViolations()).toEqual([]);
  expect(unexpectedConsole(consoleProblems)).toEqual([]);
});

test("an application without a résumé is refused beside the field and keeps what was typed", async ({
  page,
  javaScriptEnabled,
  axeViolations,
}) => {
  const id = marker();
  await page.goto("/career");
  const scope = await openApplication(page, javaScriptEnabled);
  await fillApplication(scope, id);
  await submitApplication(scope);
  const resume = page.getByLabel("Resume");
  await expect(resume).toHaveAttribute("aria-invalid", "true");
  await expect(resume).toHaveAccessibleDescription(/Attach your résumé/);
  await expect(page.getByLabel("Full Name")).toHaveValue(`Ada ${id}`);
  await expect(page.getByLabel("Email")).toHaveValue(`ada.${id}@example.com`);
  expect(await outboxLinesContaining(DEFAULT_OUTBOX, id)).toEqual([]);
  expect(await axeViolations()).toEqual([]);
});

test("a résumé over 5 MB is refused, the typed fields are kept and the file must be chosen again", async ({
  page,
  javaScriptEnabled,
}) => {
  const id = marker();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/career");
  const scope = await openApplication(page, javaScriptEnabled);
  await fillApplication(scope, id);
  await page.getByLabel("Resume").setInputFiles({
    name: "cv.txt",
    mimeType: "text/plain",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, "a"),
  });
  await submitApplication(scope);
  const resume = page.getByLabel("Resume");
  await expect(resume).toHaveAccessibleDescription(/Résumé must be 5 MB or smaller/);
  await expect(page.getByLabel("Full Name")).toHaveValue(`Ada ${id}`);
  if (javaScriptEnabled) {
    // Checked in the browser: the 5 MB never left it.
    expect(posts).toEqual([]);
  } else {
    // Refused by the server while streaming; the page says the file must be chosen again.
    await expect(resume).toHaveAccessibleDescription(/choose your résumé again/);
  }
  expect(await outboxLinesContaining(DEFAULT_OUTBOX, id)).toEqual([]);
});

test("a résumé of the wrong type is refused, whether by its name or by its content", async ({
  page,
  javaScriptEnabled,
}) => {
  const id = marker();
  await page.goto("/career");
  const scope = await openApplication(page, javaScriptEnabled);
  await fillApplication(scope, id);
  const resume = page.getByLabel("Resume");
  await resume.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await submitApplication(scope);
  await expect(resume).toHaveAccessibleDescription(/Résumé must be a PDF, DOC, DOCX, RTF or TXT file/);

  // A name that claims PDF is not enough: the server reads the first bytes.
  await resume.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
  await submitApplication(scope);
  await expect(resume).toHaveAccessibleDescription(/Résumé must be a PDF, DOC, DOCX, RTF or TXT file/);
  await expect(page.getByLabel("Full Name")).toHaveValue(`Ada ${id}`);
  expect(await outboxLinesContaining(DEFAULT_OUTBOX, id)).toEqual([]);
});

test("the application dialog works from the keyboard: focus moves in, Escape and Close return it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the form is on the page; the no-JS tests above cover it.");
  await page.goto("/career");
  const apply = page.getByRole("link", { name: `Apply Now for ${JOB}` });
  await apply.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Apply for ${JOB}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  // The page behind is inert: tabbing never reaches it (past the last control the browser's
  // own toolbar may take focus, which leaves the document's active element at <body>).
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press("Tab");
    const whereFocusIs = await dialog.evaluate((element) =>
      element.contains(document.activeElement)
        ? "dialog"
        : document.activeElement === document.body
          ? "browser"
          : "page",
    );
    expect(whereFocusIs).not.toBe("page");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  const other = page.getByRole("link", { name: "Apply Now for Customer Support Specialist" });
  await other.focus();
  await page.keyboard.press("Enter");
  const second = page.getByRole("dialog", { name: "Apply for Customer Support Specialist" });
  await expect(second).toBeVisible();
  await second.getByRole("button", { name: "Close" }).click();
  await expect(second).toBeHidden();
  await expect(other).toBeFocused();
});

test("without JavaScript the application form is reachable from Apply Now and can be left", async ({
  page,
  javaScriptEnabled,
  axeViolations,
}) => {
  test.skip(javaScriptEnabled, "With JavaScript Apply Now opens the dialog instead.");
  await page.goto("/career");
  const section = await openApplication(page, false);
  await expect(section.getByLabel("Resume")).toHaveAttribute("accept", /\.pdf.*\.docx.*\.txt/);
  expect(await axeViolations()).toEqual([]);
  await section.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/career#openings$/);
  await expect(page.getByRole("region", { name: /Apply for/ })).toHaveCount(0);
});
