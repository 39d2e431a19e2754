import { describe, expect, it } from "vitest";
import { serverPageTexts } from "~/i18n/server-page-texts.server";

describe("the server's own pages (server/request-guards.mjs)", () => {
  it("speak the language of the path they answer, as every page does", () => {
    expect(serverPageTexts("/es/contact", 413)).toEqual({
      lang: "es",
      title: "413 Demasiado grande",
      text: "Era más de lo que este sitio acepta, así que no se envió nada.",
      home: { href: "/es", label: "Volver al inicio" },
    });
    expect(serverPageTexts("/es", 405)?.lang).toBe("es");
    expect(serverPageTexts("/contact", 400)).toEqual({
      lang: "en",
      title: "400 Bad Request",
      text: "The request could not be read. Check the address and try again.",
      home: { href: "/", label: "Return to Home" },
    });
    // Not a Spanish path: "/espanol" only starts with the letters.
    expect(serverPageTexts("/espanol", 500)?.lang).toBe("en");
  });

  it("have texts for the statuses the server answers by itself, and leave the others to it", () => {
    for (const status of [400, 405, 413, 500]) expect(serverPageTexts("/es/about", status)?.text).toBeTruthy();
    expect(serverPageTexts("/es/about", 418)).toBeUndefined();
  });

  it("answer the pseudo-language's paths in English when it is not mounted", () => {
    expect(serverPageTexts("/xx/about", 405)?.lang).toBe("en");
  });
});
