import { startFakeEmailService } from "../fakes/fake-email-service.mjs";
import { startAppProcess, type AppProcess } from "./app-process";
import { expect, test } from "./fixtures";
import { marker, outboxLinesContaining } from "./form-helpers";
import { DELIVERY_PORTS } from "./servers";

/**
 * Messages are never lost (docs/product.md §D10.3): a visitor writes while the e-mail service is
 * down and is thanked; the message waits in the outbox, and when the service comes back it is
 * delivered, exactly once. Each project (JavaScript on and off) runs its own app and service.
 */
let service: Awaited<ReturnType<typeof startFakeEmailService>>;
let app: AppProcess;
let outbox = "";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({}, testInfo) => {
  test.slow();
  const offset = testInfo.project.name === "js" ? 0 : 50;
  outbox = `.tmp/e2e/delivery-${testInfo.project.name}/messages.jsonl`;
  service = await startFakeEmailService({ port: DELIVERY_PORTS.emailService + offset });
  app = await startAppProcess(DELIVERY_PORTS.app + offset, {
    OUTBOX_PATH: outbox,
    EMAILJS_API_URL: service.url,
    EMAILJS_SERVICE_ID: "service_test",
    EMAILJS_TEMPLATE_ID: "template_test",
    EMAILJS_PUBLIC_KEY: "public_test",
    EMAIL_TIMEOUT_MS: "1000",
    // Retried after 1 s, then 2, 4…: the test need not wait half a minute.
    EMAIL_RETRY_SECONDS: "1",
  });
});

test.afterEach(async () => {
  app?.stop();
  await service?.close();
});

const sentWith = (id: string) =>
  service.requests.filter((request) =>
    JSON.stringify((request as { template_params?: unknown }).template_params).includes(id),
  );

test("a message sent while the e-mail service is down is thanked, kept, and delivered once when it comes back", async ({
  page,
}) => {
  const id = marker();
  await service.goDown();
  await page.goto(`${app.url}/contact`);
  const form = page.locator("#contact-form");
  await form.getByLabel("Name").fill(`Jane ${id}`);
  await form.getByLabel("Email").fill(`jane.${id}@example.com`);
  await form.getByLabel("Subject").fill(`Parcel ${id}`);
  await form.getByLabel("Message").fill(`Where is my parcel? ${id}`);
  await form.getByRole("button", { name: "Send Message" }).click();

  // Thanked: the message is on disk, whatever the e-mail service does.
  await expect(page.getByRole("status")).toHaveText(`Thank you, Jane ${id}! Your message has been submitted.`);
  expect(await outboxLinesContaining(outbox, id)).toHaveLength(1);
  // A few attempts fail while the service is down (1 s, then 2 s).
  await expect.poll(() => app.output().match(/"event":"message-delivery-failed"/g)?.length ?? 0).toBeGreaterThan(1);
  expect(sentWith(id)).toEqual([]);

  await service.comeBack();
  await expect.poll(() => sentWith(id).length, { timeout: 20_000 }).toBe(1);
  // Exactly once: later passes of the queue (every second or so here) send it no more.
  await page.waitForTimeout(5000);
  expect(sentWith(id)).toHaveLength(1);
  expect(sentWith(id)[0]).toMatchObject({
    template_params: { name: `Jane ${id}`, subject: `New User Parcel ${id}`, message: `Where is my parcel? ${id}` },
  });
  expect(app.output()).toContain('"event":"message-delivered"');
});
