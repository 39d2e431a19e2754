/**
 * Vitest setup (vitest.config.ts): a test that logs `console.error` fails, as in the Epic
 * Stack, so an error the code reports (a failed load, a rejected e-mail) cannot pass unnoticed
 * behind a green test. The log is still printed, and the failure names the first message.
 *
 * A test that expects an error log says so by replacing the spy's implementation, which also
 * lets it assert what was logged:
 *   const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
 *   ...; expect(errors).toHaveBeenCalledWith(expect.stringContaining("…"));
 * (Vitest's spyOn returns the spy already in place, so this replaces the recording below.)
 */
import { format } from "node:util";
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

let unexpected: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  unexpected = [];
  const original = console.error.bind(console);
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  });
});

afterEach(() => {
  // The test may have restored it already; restoring twice is harmless.
  spy?.mockRestore();
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0) {
    throw new Error(
      `console.error was called ${logged.length} time(s); the first: ${format(...logged[0]).slice(0, 300)}\n` +
        'If the test expects it, assert it: vi.spyOn(console, "error").mockImplementation(() => undefined).',
    );
  }
});
