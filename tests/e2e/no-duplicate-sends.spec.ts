import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { marker, outboxLinesContaining } from "./form-helpers";
import { DEFAULT_OUTBOX } from "./servers";

/**
 * Without JavaScript a form is a real POST, and the browser repeats it on a reload, or when the
 * visitor goes Back and sends the form again. Each message must still be sent once
 * (docs/decisions/012-one-message-flow.md): the repeat gets the same thanks and nothing more.
 */

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript the form is sent by fetch and a reload is a GET");
});

interface Case {
  path: string;
  /** Fills the form with values made from `id`; returns where its submit button is. */
  fill(page: Page, id: string): Promise<Locator>;
  submit: string;
  thanks: (id: string) => string;
  /** Chromium posts a multipart form again without the file's content: the empty résumé is refused. */
  reloadLosesFile?: boolean;
}

const cases: Record<string, Case> = {
  contact: {
    path: "/contact",
    async fill(page, id) {
      const form = page.locator("#contact-form");
      await form.getByLabel("Name").fill(`Jane ${id}`);
      await form.getByLabel("Email").fill(`jane.${id}@example.com`);
      await form.getByLabel("Subject").fill(`Parcel ${id}`);
      await form.getByLabel("Message").fill(`Where is my parcel? ${id}`);
      return form;
    },
    submit: "Send Message",
    thanks: (id) => `Thank you, Jane ${id}! Your message has been submitted.`,
  },
  complaint: {
    path: "/complaint",
    async fill(page, id) {
      const form = page.locator("#complaint-form");
      await form.getByLabel("Name").fill(`Sam ${id}`);
      await form.getByLabel("Email").fill(`sam.${id}@example.com`);
      await form.getByLabel("Phone").fill("+1 202 555 0142");
      await form.getByLabel("Message").fill(`The page was broken. ${id}`);
      return form;
    },
    submit: "Submit Complaint",
    thanks: (id) => `Thank you, Sam ${id}! Your complaint has been submitted.`,
  },
  career: {
    path: "/career?apply=frontend-engineer#apply",
    async fill(page, id) {
      const form = page.getByRole("region", { name: "Apply for Frontend Engineer" });
      await form.getByLabel("Full Name").fill(`Ada ${id}`);
      await form.getByLabel("Email").fill(`ada.${id}@example.com`);
      await form.getByLabel("Resume").setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(`%PDF-1.4\n% ${id}\n%%EOF\n`),
      });
      return form;
    },
    submit: "Submit Application",
    thanks: () => "Successfully applied for Frontend Engineer!",
    reloadLosesFile: true,
  },
};

for (const [kind, form] of Object.entries(cases)) {
  test(`${kind}: a reload of the thanks, then Back and the same form sent again, record one message`, async ({
    page,
  }) => {
    const id = marker();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(form.path);
    await (await form.fill(page, id)).getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("status")).toHaveText(form.thanks(id));

    // The browser posts the form again.
    await page.reload();
    if (form.reloadLosesFile) await expect(page.getByText("The résumé file is empty")).toBeVisible();
    else await expect(page.getByRole("status")).toHaveText(form.thanks(id));
    expect(posts).toHaveLength(2);

    await page.goBack();
    await (await form.fill(page, id)).getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("status")).toHaveText(form.thanks(id));
    expect(posts).toHaveLength(3);

    expect(await outboxLinesContaining(DEFAULT_OUTBOX, id)).toHaveLength(1);
  });
}
