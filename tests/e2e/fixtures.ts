import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

interface Fixtures {
  /** Console errors and React hydration warnings seen on the page. */
  consoleProblems: string[];
  /**
   * Serious and critical axe violations of the page as it stands now. axe needs
   * script, so with JavaScript off the same URL is scanned in a context where the
   * app's bundles are blocked: the server's HTML, never hydrated.
   */
  axeViolations: () => Promise<string[]>;
}

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
  axeViolations: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async () => {
      if (javaScriptEnabled) return seriousViolations(page);
      const context = await browser.newContext({ javaScriptEnabled: true });
      try {
        const htmlOnly = await context.newPage();
        await htmlOnly.route("**/build/**/*.js", (route) => route.abort());
        await htmlOnly.goto(page.url());
        return await seriousViolations(htmlOnly);
      } finally {
        await context.close();
      }
    });
  },
});

/**
 * Resolves once the page is hydrated, so clicks reach the app's listeners, not just the HTML.
 * Remix's router exists before hydration starts, and React hydrates in slices on a busy machine;
 * React marks each element it has hydrated, <body> among the last, then commits and runs the
 * effects (where the listeners are attached) before the frames waited for here. A reading page
 * (no runtime) resolves at once.
 */
export async function waitForHydration(page: Page) {
  // A reading page loads no Remix runtime (issue 38): it stays the server's HTML, already complete.
  if (await page.evaluate(() => !("__remixContext" in window))) return;
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export { expect };
