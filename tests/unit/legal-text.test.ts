/**
 * The legal pages' Spanish text mirrors the English (decision 019; docs/product.md §D9.6): the
 * same sections, the same facts of the running configuration, and links that stay in the
 * page's language.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { dataPractices } from "~/lib/data-practices.server";
import { LEGAL_TEXTS, legalSections, type LegalTextPage } from "~/legal/legal-text.server";

const EMAIL = { EMAILJS_SERVICE_ID: "s", EMAILJS_TEMPLATE_ID: "t", EMAILJS_PUBLIC_KEY: "k" };
const ANSWERS = { ANSWER_SERVICE_URL: "https://answers.example.com" };
const REDIS = { REDIS_URL: "redis://127.0.0.1:6379" };
/** An SMTP server instead of EmailJS: the pages name it by its host. */
const SMTP = { SMTP_URL: "smtps://mail.example.com" };
const CONFIGURATIONS: Array<Record<string, string>> = [
  {},
  EMAIL,
  SMTP,
  ANSWERS,
  REDIS,
  { ...EMAIL, ...ANSWERS, ...REDIS },
];

const PAGES = Object.keys(LEGAL_TEXTS) as LegalTextPage[];

const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&#x27;/g, "'");
/** The numbers a text states, in order of size: days, minutes, ages, dates. */
const numbers = (html: string) => (text(html).match(/\d+/g) ?? []).sort();
/** What the configuration puts into the text by name. */
const NAMED_FACTS = [
  "EmailJS",
  "mail.example.com",
  "Gemini",
  "answers.example.com",
  "Redis",
  "support@parcelhelp.example",
  "ParcelHelp",
];

describe.each(PAGES)("%s in Spanish", (page) => {
  it.each(CONFIGURATIONS.map((env, index) => [index, env] as const))(
    "has the English sections and states the same facts (configuration %i)",
    (_, env) => {
      const practices = dataPractices(parseConfig(env));
      const english = legalSections(page, "en", practices);
      const spanish = legalSections(page, "es", practices);
      expect(spanish.map((section) => section.id)).toEqual(english.map((section) => section.id));
      for (const [index, section] of spanish.entries()) {
        const original = english[index];
        expect(section.title).not.toBe(original.title);
        expect(numbers(section.html), section.id).toEqual(numbers(original.html));
        for (const fact of NAMED_FACTS) {
          expect(text(section.html).includes(fact), `${section.id}: ${fact}`).toBe(text(original.html).includes(fact));
        }
      }
    },
  );

  it("links the site's pages in its own language, the English text the English pages", () => {
    const practices = dataPractices(parseConfig({}));
    const hrefs = (language: "en" | "es") =>
      legalSections(page, language, practices).flatMap((section) =>
        [...section.html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]),
      );
    const spanish = hrefs("es");
    for (const href of spanish) expect(href).toMatch(/^\/es\//);
    expect(spanish.map((href) => href.slice(3))).toEqual(hrefs("en"));
  });
});
