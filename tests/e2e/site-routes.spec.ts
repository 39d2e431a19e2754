import { expect, test } from "./fixtures";
import { PAGE_PATHS } from "./site-routes";

for (const path of PAGE_PATHS) {
  test(`${path} answers 200, has one h1, its canonical URL, a help-centre title, no axe violation and a clean console`, async ({
    page,
    baseURL,
    consoleProblems,
    axeViolations,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(new URL(path, baseURL).href);
    await expect(page).toHaveTitle(/ \| ParcelHelp Help Center$/);
    await expect(page.getByRole("contentinfo")).toContainText("not affiliated");
    expect(await axeViolations()).toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });
}
