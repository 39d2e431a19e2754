/**
 * Where a Spanish page sends a reader who leaves the site (docs/product.md §D9.6). When the body
 * that owns an English page publishes the same content in Spanish, the Spanish text links that
 * page instead; every other link out leads to an English page and says so: «(en inglés)» right
 * after the link (or «, en inglés» before a closing parenthesis). One table for the whole site:
 * tests/unit/spanish-content.test.ts lets a Spanish file differ from its English twin only by
 * these pages, and tests/unit/spanish-links.test.ts checks the marks.
 */

/** What a Spanish text says after a link to a page that exists only in English. */
export const ENGLISH_ONLY_MARK = "(en inglés)";

/**
 * English official page → the same page in Spanish, each checked to exist (2026-11-27) in a
 * stored copy of the page or in public pages that link it; a page whose Spanish twin could not be
 * confirmed is not listed and stays English, marked.
 */
export const SPANISH_TWINS: Readonly<Record<string, string>> = {
  // USPS's Spanish site mirrors www.usps.com's paths. Stored copies: forward, claims, refunds,
  // po-boxes, package-intercept; contact-us is linked from public code.
  "https://www.usps.com/": "https://es.usps.com/",
  "https://www.usps.com/help/contact-us.htm": "https://es.usps.com/help/contact-us.htm",
  "https://www.usps.com/help/claims.htm": "https://es.usps.com/help/claims.htm",
  "https://www.usps.com/help/refunds.htm": "https://es.usps.com/help/refunds.htm",
  "https://www.usps.com/manage/forward.htm": "https://es.usps.com/manage/forward.htm",
  "https://www.usps.com/manage/po-boxes.htm": "https://es.usps.com/manage/po-boxes.htm",
  "https://www.usps.com/manage/package-intercept.htm": "https://es.usps.com/manage/package-intercept.htm",
  // The FTC's reporting and identity-theft sites in Spanish (the checker already links them).
  "https://reportfraud.ftc.gov/": "https://reportefraude.ftc.gov/",
  "https://www.identitytheft.gov/": "https://www.robodeidentidad.gov/",
  "https://www.vote.gov/": "https://vote.gov/es/",
  "https://www.usa.gov/": "https://www.usa.gov/es/",
  "https://travel.state.gov/": "https://travel.state.gov/content/travel/es.html",
};

const SPANISH_PAGES = new Set(Object.values(SPANISH_TWINS));

/** The page a Spanish text links for an English page: its Spanish twin, or the page itself. */
export function spanishLink(href: string): string {
  return SPANISH_TWINS[href] ?? href;
}

/** Whether a link leads to one of the Spanish pages above (so it needs no «(en inglés)»). */
export function isSpanishPage(href: string): boolean {
  return SPANISH_PAGES.has(href);
}
