import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // A test that logs console.error fails unless it says it expects one (see the file).
    setupFiles: ["tests/helpers/fail-on-console-error.ts"],
    // Property tests generate thousands of inputs: a busy 2-core machine may need more than 5 s.
    testTimeout: 30_000,
    benchmark: { include: ["tests/bench/**/*.bench.ts"] },
  },
});
