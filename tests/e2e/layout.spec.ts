import { createHash } from "node:crypto";
import { CACHE_CONTROL } from "~/lib/cache-policy.server";
import { expect, test, waitForHydration } from "./fixtures";

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the header shows the logo, the utility bar and the main menu with Quick Tools first", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "ParcelHelp Tracking" })).toBeVisible();
  const utility = page.getByRole("navigation", { name: "Utility" });
  for (const name of ["Support", "Privacy Policy", "Disclaimer", "Donation", "FAQ", "Blog"]) {
    await expect(utility.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const main = page.getByRole("navigation", { name: "Main" }).getByRole("link");
  // The message checker (docs/product.md §D9.1) follows the home page in the spec's menus.
  await expect(main).toHaveText([
    "Quick Tools",
    "Check a Message",
    "About Us",
    "Partners",
    "Contact Us",
    "Career",
    "Complaint",
    "Help",
    "GDPR",
    "Articles",
  ]);
});

test("the mobile menu opens from its toggle, lists the 14 items and leads to a page", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // A page that hydrates (a reading page's menu: reading-pages.spec.ts).
  await page.goto("/contact");
  if (javaScriptEnabled) await waitForHydration(page);
  const toggle = page.getByText("Menu", { exact: true });
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText([
    "Quick Tools",
    "Check a Message",
    "Help",
    "Partners",
    "Contact Us",
    "Career",
    "Complaint",
    "Privacy Policy",
    "FAQ",
    "Donation",
    "Disclaimer",
    "GDPR",
    "Articles",
    "Blog",
  ]);
  if (javaScriptEnabled) await expect(page.locator("summary")).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(menu).toBeHidden();
});

test("menu links move between pages without reloading the document when JavaScript is on", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every link is a page load, as it should be");
  await page.setViewportSize({ width: 1280, height: 800 });
  // From a page that hydrates; the reading pages it reaches are rendered by the app that runs.
  await page.goto("/contact");
  await waitForHydration(page);
  // A full page load would wipe this marker; a client-side navigation keeps it.
  await page.evaluate(() => ((window as { stayedOnDocument?: boolean }).stayedOnDocument = true));

  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(main.getByRole("link", { name: "Partners" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "Contact Us" })).not.toHaveAttribute("aria-current", "page");

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayedOnDocument?: boolean }).stayedOnDocument)).toBe(true);
});

test("the footer links every page of the spec and the message checker, and carries the disclaimer", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link")).toHaveText([
    "Check a Message",
    "Contact Us",
    "FAQ",
    "Complaint",
    "About Us",
    "Career",
    "Partners",
    "Donation",
    "Blog",
    "Privacy Policy",
    "Disclaimer",
    "Terms of Service",
    "Cookie Policy",
  ]);
  await expect(footer).toContainText("independent website");
  await expect(footer).toContainText("not affiliated with");
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown static files answer 404", async ({ request }) => {
  const response = await request.get("/images/missing-file.png");
  expect(response.status()).toBe(404);
});

test("/blog is a full page load to the articles when no blog is configured", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Articles");
});

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"];
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).not.toContain("unsafe-inline");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
}

test("a page a shared cache may keep trusts its inline scripts by hash, never by a nonce", async ({ request }) => {
  const first = await request.get("/about");
  const second = await request.get("/about");
  expect(first.headers()["cache-control"]).toMatch(/public.*s-maxage/);
  expectSecurityHeaders(first.headers());
  const csp = first.headers()["content-security-policy"];
  expect(csp).not.toContain("'nonce-");
  // What a cache repeats to every visitor is the same for every visitor.
  expect(second.headers()["content-security-policy"]).toBe(csp);
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).not.toContain("nonce");
    // Data, not code (structured data, the strings files' addresses): a browser never runs it.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    expect(csp).toContain(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  expect(html).not.toMatch(/\son[a-z]+="/);
});

test("a page only one visitor sees carries a fresh nonce on every script, pooled landing variants included", async ({
  request,
}) => {
  // Forty loads of / : the first ones render, the later ones mostly come from the pool of rendered
  // variants (decision 014), which must never hand out a nonce twice.
  const nonces = new Set<string>();
  for (let load = 0; load < 40; load++) {
    const response = await request.get("/");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expectSecurityHeaders(response.headers());
    const csp = response.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).not.toContain("'sha256-");
    expect(nonces.has(nonce)).toBe(false);
    nonces.add(nonce);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html.match(/nonce="[^"]*"/g)?.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
    expect(html).not.toMatch(/\son[a-z]+="/);
  }
});

test("the app hydrates under both policies without a single CSP violation", async ({
  page,
  consoleProblems,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the policy only matters where scripts run");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  // /faq may be cached (script hashes); / is per visitor (nonce).
  for (const path of ["/faq", "/"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL(/\/partners$/);
    // Still the same window: the router took the click, so the page hydrated without a violation.
    expect(await page.evaluate(() => "beforeNavigation" in window)).toBe(true);
  }
  expect(violations).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("public pages may be cached by a CDN and 404s may not", async ({ request }) => {
  const page = await request.get("/about");
  expect(page.headers()["cache-control"]).toContain("s-maxage");
  expect(page.headers()["cache-control"]).toContain("stale-while-revalidate");
  const missing = await request.get("/no-such-page");
  expect(missing.headers()["cache-control"]).toBe("no-store");
});

test("favicon, robots.txt and the sitemap are served", async ({ request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  // Static files carry the app's cache policy (CACHE_CONTROL.file; build files are immutable).
  expect(favicon.headers()["cache-control"]).toBe(CACHE_CONTROL.file);
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap:");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/about", "/faq", "/articles", "/privacy-policy"]) expect(sitemap).toContain(`${path}</loc>`);
});

test("a route change scrolls the window to the top", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript every navigation is a fresh page load at the top");
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
