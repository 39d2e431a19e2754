/**
 * The site's claims about itself stay true (issue 36, docs/product.md §D8.3): one kind of reply
 * wherever a page promises one, and donation purposes the operator really runs.
 */
import { describe, expect, it } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { DONATION_PURPOSES, purposeKey } from "~/lib/forms/donation-form";

const LANGUAGES = ["en", "es"] as const;

/** The one reply every page promises, as each language says it. */
const REPLY = {
  en: "by e-mail, usually within 24 hours",
  es: "por correo electrónico, por lo general en menos de 24 horas",
} as const;

const PROMISES_A_REPLY = [
  "forms.contact.formIntro",
  "forms.contact.emailHours",
  "forms.complaint.asideTeam",
  "pages.partners.readyText",
] as const;

function messages(language: (typeof LANGUAGES)[number]): Record<string, string> {
  return Object.assign({}, ...Object.values(CATALOGS[language]));
}

describe("what the site says about itself", () => {
  it.each(LANGUAGES)("%s: contact, complaint and partners promise the same reply, and no page another", (language) => {
    const all = messages(language);
    for (const key of PROMISES_A_REPLY) expect(all[key], key).toContain(REPLY[language]);
    const timed = Object.entries(all).filter(([, message]) => /\b24 (?:hours|horas)\b/.test(message));
    expect(timed.length).toBeGreaterThanOrEqual(PROMISES_A_REPLY.length);
    for (const [key, message] of timed) expect(message, key).toContain(REPLY[language]);
  });

  it("English strings spell as Americans do (docs/product.md §D8.3)", () => {
    const british =
      /\b(?:organis\w*|neighbour\w*|colour\w*|centres?|favour\w*|licences?|catalogues?|travell\w*|cancell(?:ed|ing)|labell(?:ed|ing)|whilst|recognis\w*|programmes?)\b/i;
    for (const [key, message] of Object.entries(messages("en"))) expect(message, key).not.toMatch(british);
  });

  it.each(LANGUAGES)("%s: donation purposes name only work the operator does", (language) => {
    const all = messages(language);
    const names = DONATION_PURPOSES.map((purpose) => all[purposeKey(purpose)]);
    for (const name of names) expect(name?.trim()).toBeTruthy();
    // The spec's purposes, which no one runs here: community programs, environmental work, emergency response.
    expect(names.join(" | ")).not.toMatch(/communit|environment|emergenc|comunitari|ambiental|emergencia/i);
  });
});
