import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, pathInLanguage, sitePath } from "~/i18n/languages";

const ORIGIN = "https://help.example.com";

describe("links built from the request's path stay on the site (issue 30)", () => {
  it("turns the issue's probes into paths of this site", () => {
    // "/es//evil.example": the Spanish router's path is "//evil.example" (decision 019).
    expect(pathInLanguage("//evil.example", "en")).toBe("/evil.example");
    expect(pathInLanguage("/\\evil.example", "en")).toBe("/evil.example");
    expect(pathInLanguage("//evil.example", "es")).toBe("/es/evil.example");
    expect(pathInLanguage("/\\/evil.example", "en")).toBe("/evil.example");
    expect(sitePath("/\t/evil.example")).toBe("/evil.example");
    // Ordinary paths are untouched.
    expect(pathInLanguage("/faq/search", "es")).toBe("/es/faq/search");
    expect(pathInLanguage("/faq", "en")).toBe("/faq");
    expect(pathInLanguage("/", "es")).toBe("/es");
  });

  it("folds the leading separators of any text, paths that need nothing included (property)", () => {
    const text = fc.string({
      unit: fc.constantFrom("/", "\\", "\t", "\n", "\r", " ", "a", "é", ".", ":"),
      maxLength: 8,
    });
    fc.assert(
      fc.property(text, (pathname) => {
        expect(sitePath(pathname)).toBe(pathname.replace(/^[/\\\t\n\r]*/, "/"));
      }),
      { numRuns: 2000 },
    );
  });

  it("whatever the path, every link made from it resolves to this site's origin (property)", () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "/",
        "\\",
        "//",
        "/\\",
        "\t",
        "\n",
        "es",
        "/es",
        "evil.example",
        "@evil.example",
        ":",
        "%2F",
        "..",
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const pathname = `/${pieces.join("")}`;
        for (const language of LANGUAGES) {
          const link = pathInLanguage(pathname, language);
          expect(new URL(link, `${ORIGIN}/es/page`).origin, JSON.stringify(pathname)).toBe(ORIGIN);
        }
        expect(new URL(`${ORIGIN}${sitePath(pathname)}`).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
