import { defineConfig } from "@playwright/test";
import {
  ANSWER_DOWN_PORT,
  CLOSED_PORT,
  DEFAULT_APP,
  DEFAULT_OUTBOX,
  DEFAULT_PORT,
  FAKE_ANSWER_URL,
  FAKE_EMAIL_URL,
  WIRED_OUTBOX,
  WIRED_PORT,
} from "./tests/e2e/servers";

/**
 * Browser tests run against the built server, twice: with JavaScript on and off.
 * Chromium comes from Debian (/usr/bin/chromium); Playwright never downloads one.
 */

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
    baseURL: DEFAULT_APP,
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
  globalSetup: "./tests/e2e/global-setup.ts",
  webServer: [
    appServer(DEFAULT_PORT, {
      OUTBOX_PATH: DEFAULT_OUTBOX,
      // As production runs (deploy/README.md): pages name this origin and shared caches may keep them.
      SITE_URL: DEFAULT_APP,
      // Every test shares 127.0.0.1 here; the rate limit is exercised on the wired app. Refused
      // bodies (the fuzz test sends thousands) count against the same limits.
      RATE_LIMIT_PER_CLIENT: "100000",
      RATE_LIMIT_GLOBAL_PER_HOUR: "100000",
      // The machine-made pseudo-language at /xx (pseudo-language.spec.ts), and a UI string missing
      // from a page's catalogs stops its render instead of showing its key.
      PSEUDO_LANGUAGE: "1",
      MESSAGE_CHECKS_PER_CLIENT: "100000",
    }),
    appServer(WIRED_PORT, {
      OUTBOX_PATH: WIRED_OUTBOX,
      EMAILJS_API_URL: FAKE_EMAIL_URL,
      EMAILJS_SERVICE_ID: "service_test",
      EMAILJS_TEMPLATE_ID: "template_test",
      EMAILJS_PUBLIC_KEY: "public_test",
      // The fake's "[hang]" marker waits for this timeout: short, so the failure test stays fast.
      EMAIL_TIMEOUT_MS: "1500",
      ANSWER_SERVICE_URL: FAKE_ANSWER_URL,
      ANSWER_TIMEOUT_MS: "3000",
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_CLIENT: "5",
      RATE_LIMIT_GLOBAL_PER_HOUR: "100000",
    }),
    appServer(ANSWER_DOWN_PORT, {
      OUTBOX_PATH: ".tmp/e2e/down/messages.jsonl",
      // Nothing listens here: the answer and e-mail services are configured but down.
      ANSWER_SERVICE_URL: `http://127.0.0.1:${CLOSED_PORT}`,
      ANSWER_TIMEOUT_MS: "2000",
      EMAILJS_API_URL: `http://127.0.0.1:${CLOSED_PORT}`,
      EMAILJS_SERVICE_ID: "service_test",
      EMAILJS_TEMPLATE_ID: "template_test",
      EMAILJS_PUBLIC_KEY: "public_test",
    }),
  ],
});

function appServer(port: number, env: Record<string, string>) {
  return {
    // What operators run (npm start): server/index.mjs, decision 011.
    command: "node server/index.mjs build/index.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
  };
}
