/**
 * Today's answer as a visitor reads it, in English and Spanish, from the calendar catalogs as the
 * server compiles them for a page (strings.server.ts).
 */
import { describe, expect, it } from "vitest";

import type { Language } from "~/i18n/languages";
import { compiledCatalog } from "~/i18n/catalogs.server";
import { createTranslator } from "~/i18n/translate";
import { formatCivilDate, todaySentences, todayText } from "~/lib/postal-calendar/sentences";

const translator = (language: Language) =>
  createTranslator(language, compiledCatalog(language, "calendar").messages, "throw");
const en = translator("en");
const es = translator("es");

describe("today's answer in English", () => {
  it("an ordinary Friday: open, regular delivery, and the next closure", () => {
    expect(todayText("2026-11-27", en)).toBe(
      "Today, Friday, November 27: post offices open, regular delivery. Next closure: Friday, December 25, Christmas Day.",
    );
  });

  it("Christmas Day 2026: closed, no regular delivery, resumes Saturday, with the Priority Mail Express exception", () => {
    expect(todaySentences("2026-12-25", en)).toEqual({
      status: "Today, Friday, December 25: post offices closed, no regular delivery (Christmas Day).",
      resumes: "Regular delivery resumes Saturday, December 26.",
      exception: "Priority Mail Express is still delivered where that option is offered.",
      nextClosure: "Next closure: Friday, January 1, New Year's Day.",
    });
  });

  it("Saturday, July 4, 2026: closed that day; Friday, July 3 delivered, and says why it may look closed", () => {
    expect(todaySentences("2026-07-04", en)).toMatchObject({
      status: "Today, Saturday, July 4: post offices closed, no regular delivery (Independence Day).",
      resumes: "Regular delivery resumes Monday, July 6.",
    });
    expect(todayText("2026-07-03", en)).toBe(
      "Today, Friday, July 3: post offices open, regular delivery. Federal offices close today for Independence Day, " +
        "but USPS closes on Saturday, July 4 instead: mail is delivered today. Next closure: Saturday, July 4, Independence Day.",
    );
  });

  it("Monday, January 19, 2026 names Martin Luther King Jr. Day", () => {
    expect(todaySentences("2026-01-19", en).status).toBe(
      "Today, Monday, January 19: post offices closed, no regular delivery (Martin Luther King Jr. Day).",
    );
  });

  it("a Saturday, a Sunday, and a Sunday holiday with its Monday", () => {
    expect(todaySentences("2026-11-28", en).status).toBe(
      "Today, Saturday, November 28: regular delivery; many post offices open with shorter hours.",
    );
    expect(todaySentences("2026-11-29", en)).toMatchObject({
      status: "Today, Sunday, November 29: most post offices closed, no regular delivery on Sundays.",
      resumes: "Regular delivery resumes Monday, November 30.",
      exception: "Some packages are delivered in some areas, and Priority Mail Express where that option is offered.",
    });
    expect(todaySentences("2027-07-04", en)).toMatchObject({
      status:
        "Today, Sunday, July 4: Independence Day falls on a Sunday. Most post offices are closed and there is no " +
        "regular delivery; post offices also close on Monday, July 5 for the holiday.",
      resumes: "Regular delivery resumes Tuesday, July 6.",
    });
    expect(todaySentences("2027-07-05", en).status).toBe(
      "Today, Monday, July 5: post offices closed, no regular delivery (Independence Day, which fell on Sunday, " +
        "July 4, observed today).",
    );
  });

  it("the one-off days: a day of mourning, and an executive order USPS did not follow", () => {
    expect(todaySentences("2025-01-09", en)).toMatchObject({
      status:
        "Today, Thursday, January 9: post offices closed, no regular delivery (National Day of Mourning for President Jimmy Carter).",
      resumes: "Regular delivery resumes Friday, January 10.",
      exception: "USPS announced limited package delivery for the day.",
    });
    expect(todaySentences("2025-12-24", en).note).toBe(
      "Federal offices are closed today by executive order; USPS said it would keep post offices open and deliver " +
        "mail (as reported in the press).",
    );
  });
});

describe("today's answer in Spanish", () => {
  it("an ordinary Friday, with dates written without a comma after the weekday", () => {
    expect(todayText("2026-11-27", es)).toBe(
      "Hoy, viernes 27 de noviembre: oficinas de correos abiertas y entrega normal. Próximo cierre: viernes 25 de diciembre, Día de Navidad.",
    );
  });

  it("Christmas Day 2026 and its Saturday", () => {
    expect(todaySentences("2026-12-25", es)).toEqual({
      status: "Hoy, viernes 25 de diciembre: oficinas de correos cerradas y sin entrega normal (Día de Navidad).",
      resumes: "La entrega normal se reanuda el sábado 26 de diciembre.",
      exception: "Priority Mail Express se sigue entregando donde se ofrece esa opción.",
      nextClosure: "Próximo cierre: viernes 1 de enero, Día de Año Nuevo.",
    });
  });

  it("Veterans Day, Thanksgiving and Martin Luther King Jr. Day by their US Spanish names", () => {
    expect(todaySentences("2026-11-11", es).status).toContain("(Día de los Veteranos)");
    expect(todaySentences("2026-11-26", es).status).toContain("(Día de Acción de Gracias)");
    expect(todaySentences("2026-01-19", es).status).toBe(
      "Hoy, lunes 19 de enero: oficinas de correos cerradas y sin entrega normal (Día de Martin Luther King Jr.).",
    );
  });

  it("the Friday before a Saturday holiday, a Sunday holiday's Monday and a Sunday", () => {
    expect(todaySentences("2026-07-03", es).note).toBe(
      "Las oficinas federales cierran hoy por el Día de la Independencia, pero USPS cierra el sábado 4 de julio: hoy sí hay entrega de correo.",
    );
    expect(todaySentences("2027-07-05", es).status).toBe(
      "Hoy, lunes 5 de julio: oficinas de correos cerradas y sin entrega normal (Día de la Independencia, que cayó " +
        "el domingo 4 de julio y se traslada a hoy).",
    );
    expect(todaySentences("2026-11-29", es).status).toBe(
      "Hoy, domingo 29 de noviembre: la mayoría de las oficinas de correos están cerradas y no hay entrega normal los domingos.",
    );
  });
});

describe("dates", () => {
  it("are the civil date in any process time zone, with the year when asked", () => {
    expect(formatCivilDate("2026-01-01", en)).toBe("Thursday, January 1");
    expect(formatCivilDate("2026-01-01", en, true)).toBe("Thursday, January 1, 2026");
    expect(formatCivilDate("2026-01-01", es, true)).toBe("jueves 1 de enero de 2026");
  });
});
