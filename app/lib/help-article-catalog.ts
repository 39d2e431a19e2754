/**
 * Which help articles exist, in the spec's order, and where their links may point.
 * Shared by the server loader, the sitemap and the tests, so the list lives once.
 */

/**
 * The article paths (without the leading slash): the 34 of docs/product.md §S2.8 in the spec's
 * order, then the guides added since (issue 21's guide to fake delivery texts).
 */
export const HELP_ARTICLE_SLUGS = [
  "does-usps-deliver-on-saturday",
  "how-late-does-usps-deliver",
  "does-usps-deliver-saturday",
  "is-usps-open-today",
  "when-does-usps-deliver",
  "what-is-usps-ground-advantage",
  "does-usps-deliver-on-christmas-eve",
  "is-the-usps-open-today",
  "what-time-does-usps-stop-delivering",
  "what-time-does-usps-close",
  "is-usps-open-on-saturday",
  "does-usps-send-text-messages",
  "does-usps-deliver-on-weekends",
  "how-long-does-usps-priority-mail-take",
  "can-i-drop-my-ballot-in-a-usps-mailbox",
  "can-you-pick-up-a-package-from-usps",
  "does-usps-text-you",
  "what-is-usps-media-mail",
  "how-long-does-usps-take-to-deliver",
  "when-does-usps-deliver-to-my-zip-code",
  "is-usps-open-on-veterans-day",
  "can-you-ship-alcohol-via-usps",
  "is-usps-open-christmas-eve",
  "what-does-in-transit-mean-usps",
  "what-is-usps",
  "can-i-pick-up-my-package-from-usps",
  "how-to-apply-for-usps",
  "can-you-drop-usps-at-ups",
  "is-usps-closed-on-memorial-day",
  "how-to-change-address-usps",
  "does-the-usps-sell-money-orders",
  "how-can-you-track-registered-parcel-through-usps",
  "how-to-contact-usps-about-a-missing-package",
  "how-to-make-a-usps-shipping-label",
  "how-to-spot-a-fake-delivery-text",
] as const;

export type HelpArticleSlug = (typeof HELP_ARTICLE_SLUGS)[number];

/** Pages of this site an article or FAQ answer may link to, besides the other articles. */
export const ARTICLE_SITE_LINK_PATHS = ["/", "/faq", "/help", "/contact", "/articles", "/check-message"] as const;

/**
 * The official hosts an article or FAQ answer may link out to, always over https. Kept to the
 * postal service's own sites and the US government pages the articles cite (the FTC's, the FBI's
 * and IdentityTheft.gov for reporting scams).
 */
export const ARTICLE_EXTERNAL_HOSTS: readonly string[] = [
  "www.usps.com",
  "tools.usps.com",
  "faq.usps.com",
  "informeddelivery.usps.com",
  "moversguide.usps.com",
  "about.usps.com",
  "pe.usps.com",
  "reg.usps.com",
  "store.usps.com",
  "cns.usps.com",
  "postcalc.usps.com",
  "www.uspis.gov",
  "www.vote.gov",
  "www.usa.gov",
  "travel.state.gov",
  "www.cbp.gov",
  "consumer.ftc.gov",
  "reportfraud.ftc.gov",
  "www.ic3.gov",
  // The FTC's identity-theft reporting and recovery site, where USPIS sends smishing victims.
  "www.identitytheft.gov",
];

/**
 * The only e-mail addresses a guide or FAQ answer may show: where the Postal Inspection Service
 * takes reports of fake USPS texts. Written as text (in a code span, so markdown does not turn it
 * into a mailto link), never the site operator's address.
 */
export const ARTICLE_EMAIL_ADDRESSES: readonly string[] = ["spam@uspis.gov"];

export type ArticleLinkProblem = { href: string; reason: string };

/** Why an article's link may not be rendered, or null when it is fine. */
export function articleLinkProblem(href: string): ArticleLinkProblem | null {
  if (href.startsWith("/") && !href.startsWith("//")) {
    const path = href.split(/[?#]/)[0];
    const known =
      ARTICLE_SITE_LINK_PATHS.some((allowed) => allowed === path) ||
      HELP_ARTICLE_SLUGS.some((slug) => `/${slug}` === path);
    return known ? null : { href, reason: "links to a page this site does not have" };
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { href, reason: "is neither a site path nor an absolute URL" };
  }
  if (url.protocol !== "https:") return { href, reason: "is not https" };
  if (url.username !== "" || url.password !== "") return { href, reason: "carries credentials" };
  // `host` keeps a port, so tools.usps.com:8443 is not mistaken for the real site.
  if (!ARTICLE_EXTERNAL_HOSTS.includes(url.host)) return { href, reason: "goes to a host outside the allow-list" };
  return null;
}
