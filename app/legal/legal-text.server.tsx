import { renderToStaticMarkup } from "react-dom/server";
import type { ContentSectionData, RenderedSection } from "~/components/content/content-section";
import { localeOf, type Language } from "~/i18n/languages";
import { dataPractices, type DataPractices } from "~/lib/data-practices.server";
import enCookiePolicy from "~/legal/en/cookie-policy.server";
import enDisclaimer from "~/legal/en/disclaimer.server";
import enGdpr from "~/legal/en/gdpr.server";
import enPrivacyPolicy from "~/legal/en/privacy-policy.server";
import enTermsOfService from "~/legal/en/terms-of-service.server";
import esCookiePolicy from "~/legal/es/cookie-policy.server";
import esDisclaimer from "~/legal/es/disclaimer.server";
import esGdpr from "~/legal/es/gdpr.server";
import esPrivacyPolicy from "~/legal/es/privacy-policy.server";
import esTermsOfService from "~/legal/es/terms-of-service.server";

type LegalText = (practices: DataPractices) => ContentSectionData[];

/**
 * The legal pages' text, one module per page and language (decision 019: content, not UI
 * strings). The Spanish modules mirror the English ones section by section (same ids, same
 * facts from the configuration); tests/unit/legal-text.test.ts checks that they do.
 */
export const LEGAL_TEXTS = {
  privacyPolicy: { en: enPrivacyPolicy, es: esPrivacyPolicy },
  gdpr: { en: enGdpr, es: esGdpr },
  cookiePolicy: { en: enCookiePolicy, es: esCookiePolicy },
  termsOfService: { en: enTermsOfService, es: esTermsOfService },
  disclaimer: { en: enDisclaimer, es: esDisclaimer },
} satisfies Record<string, Record<Language, LegalText>>;

export type LegalTextPage = keyof typeof LEGAL_TEXTS;

/**
 * A legal page's sections in one language, rendered on the server: the page's JavaScript carries
 * neither its text nor the other language's (the body is plain HTML from the loader).
 */
export function legalSections(page: LegalTextPage, language: Language, practices: DataPractices): RenderedSection[] {
  return LEGAL_TEXTS[page][language](practices).map((section) => ({
    id: section.id,
    title: section.title,
    html: renderToStaticMarkup(<>{section.body}</>),
  }));
}

/** What every legal page's loader sends: the site's name and the text, in the page's language. */
export function legalPageData(language: Language, page: LegalTextPage) {
  const practices = dataPractices();
  return {
    siteName: practices.siteName,
    sections: legalSections(page, language, practices),
    locale: localeOf(language),
  };
}
