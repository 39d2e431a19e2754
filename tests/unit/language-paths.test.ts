import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageOfBasename, languageOfPath, LANGUAGES, pathInLanguage, PAGE_LANGUAGES } from "~/i18n/languages";
import { translatorForPath } from "~/i18n/server-strings.server";

describe("a path's language (the one place it is decided: app/i18n/language-builds.server.ts)", () => {
  it("is the language whose prefix the path starts with, single-fetch data included", () => {
    expect(languageOfPath("/es")).toBe("es");
    expect(languageOfPath("/es/faq/tracking")).toBe("es");
    expect(languageOfPath("/es.data")).toBe("es");
    expect(languageOfPath("/es/about.data")).toBe("es");
    for (const path of ["/", "/espanol", "/faq/es", "/_root.data", "/xx/about"])
      expect(languageOfPath(path)).toBe("en");
  });

  it("knows the pseudo-language only where it is mounted", () => {
    expect(languageOfPath("/xx/about", PAGE_LANGUAGES)).toBe("xx");
    expect(languageOfPath("/xx/about", LANGUAGES)).toBe("en");
  });

  it("is the router's basename in the browser", () => {
    expect(languageOfBasename(undefined)).toBe("en");
    expect(languageOfBasename("/")).toBe("en");
    expect(languageOfBasename("/es")).toBe("es");
    expect(languageOfBasename("/es/")).toBe("es");
  });
});

describe("pathInLanguage", () => {
  it("puts a site path under the language's prefix", () => {
    expect(pathInLanguage("/", "es")).toBe("/es");
    expect(pathInLanguage("/faq?q=box", "es")).toBe("/es/faq?q=box");
    expect(pathInLanguage("/faq", "en")).toBe("/faq");
  });

  it("always names this site, whatever the path read from a request starts with", () => {
    const origin = "https://help.example";
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PAGE_LANGUAGES), (path, language) => {
        expect(new URL(pathInLanguage(`/${path}`, language), origin).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
    for (const path of ["//evil.example", "/\\evil.example", "/\t/evil.example", "///evil.example"]) {
      expect(new URL(pathInLanguage(path, "en"), origin).origin, path).toBe(origin);
    }
  });
});

describe("translatorForPath (what answers outside Remix: the server's own pages)", () => {
  it("speaks the path's language", () => {
    expect(translatorForPath("/es/contact", "common").t("error.home")).toBe("Volver al inicio");
    expect(translatorForPath("/contact", "common").t("error.home")).toBe("Return to Home");
    expect(translatorForPath("/es/contact", "common").language).toBe("es");
  });
});
