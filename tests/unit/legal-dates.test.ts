/**
 * "Last updated" on the privacy policy and the GDPR page is the day their text last changed
 * (docs/product.md §D9.3). The text is rendered here, in every configuration the pages describe
 * (outbox or e-mail service, answer service or not, Redis or memory), and hashed: when it changes,
 * this test fails until app/lib/legal-dates.ts gets the new hash and the day of the change.
 */
import { createHash } from "node:crypto";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// The server's router: MemoryRouter subscribes in a layout effect, which React warns about
// (console.error) when rendering on the server.
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { ContentSectionData } from "~/components/content/content-section";
import { parseConfig } from "~/lib/config.server";
import { dataPractices, type DataPractices } from "~/lib/data-practices.server";
import { LEGAL_TEXT_VERSIONS, lastUpdated, type LegalPage } from "~/lib/legal-dates";
import gdprSections from "~/legal/en/gdpr.server";
import privacySections from "~/legal/en/privacy-policy.server";

const EMAIL = { EMAILJS_SERVICE_ID: "s", EMAILJS_TEMPLATE_ID: "t", EMAILJS_PUBLIC_KEY: "k" };
const ANSWERS = { ANSWER_SERVICE_URL: "https://answers.example.com" };
const REDIS = { REDIS_URL: "redis://127.0.0.1:6379" };
/** An SMTP server instead of EmailJS: the pages name it by its host. */
const SMTP = { SMTP_URL: "smtps://mail.example.com" };

/** Every combination the pages' wording depends on, on the embedded defaults otherwise. */
const CONFIGURATIONS: Array<Record<string, string>> = [
  {},
  EMAIL,
  SMTP,
  ANSWERS,
  REDIS,
  { ...EMAIL, ...ANSWERS, ...REDIS },
];

const SECTIONS: Record<LegalPage, (practices: DataPractices) => ContentSectionData[]> = {
  privacyPolicy: privacySections,
  gdpr: gdprSections,
};

/** What a reader reads: titles and bodies as text, markup and spacing aside. */
function pageText(page: LegalPage, practices: DataPractices): string {
  const sections = SECTIONS[page](practices);
  const html = renderToStaticMarkup(
    createElement(
      StaticRouter,
      { location: "/" },
      ...sections.map((section) => createElement(Fragment, { key: section.id }, section.title, " ", section.body)),
    ),
  );
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function textHash(page: LegalPage): string {
  const texts = CONFIGURATIONS.map((env) => pageText(page, dataPractices(parseConfig(env))));
  return createHash("sha256").update(texts.join("\n")).digest("hex");
}

const PAGES: LegalPage[] = ["privacyPolicy", "gdpr"];

describe.each(PAGES)("%s: 'Last updated'", (page) => {
  it("is the day its text last changed: the text still matches the hash kept beside the date", () => {
    const { updated, textSha256 } = LEGAL_TEXT_VERSIONS[page];
    const actual = textHash(page);
    expect(
      actual,
      `The ${page} text changed: in app/lib/legal-dates.ts set ${page}.updated to today's date (it is ${updated}) ` +
        `and ${page}.textSha256 to "${actual}".`,
    ).toBe(textSha256);
  });

  it("is a real day, not in the future, shown as a reader writes it", () => {
    const { isoDate, label } = lastUpdated(page);
    expect(isoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${isoDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(isoDate);
    expect(Date.parse(isoDate)).toBeLessThanOrEqual(Date.now());
    expect(label).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(lastUpdated(page, "es-US").label).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });

  it("the check notices a change of one word in any configuration", () => {
    const practices = dataPractices(parseConfig(EMAIL));
    const original = pageText(page, practices);
    expect(pageText(page, { ...practices, logRetentionDays: practices.logRetentionDays + 1 })).not.toBe(original);
  });
});
