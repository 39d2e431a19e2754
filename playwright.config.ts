import { defineConfig } from "@playwright/test";

/**
 * Browser tests run against the built server, twice: with JavaScript on and off.
 * Chromium comes from Debian (/usr/bin/chromium); Playwright never downloads one.
 */

export const APP_PORT = 3100;

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node node_modules/@remix-run/serve/dist/cli.js build/index.js",
      url: `http://127.0.0.1:${APP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(APP_PORT),
        OUTBOX_PATH: ".tmp/e2e/default-outbox.jsonl",
      },
    },
  ],
});
