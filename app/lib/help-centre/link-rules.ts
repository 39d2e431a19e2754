/**
 * Where a guide's or FAQ answer's links may point. Which guides exist is the folder
 * data/articles itself (guide-files.server.ts), so it is passed in, not listed here.
 */

/** Pages of this site an article or FAQ answer may link to, besides the other articles. */
export const LINKABLE_SITE_PATHS = ["/", "/faq", "/help", "/contact", "/articles", "/check-message"] as const;

/**
 * The official hosts an article or FAQ answer may link out to, always over https. Kept to the
 * postal service's own sites and the US government pages the articles cite (the FTC's, the FBI's
 * and IdentityTheft.gov for reporting scams), and the Spanish twins of those pages that the
 * Spanish text links instead (spanish-links.ts).
 */
export const LINKABLE_EXTERNAL_HOSTS: readonly string[] = [
  "www.usps.com",
  "tools.usps.com",
  "faq.usps.com",
  "informeddelivery.usps.com",
  "moversguide.usps.com",
  "about.usps.com",
  // USPS Careers, where city carrier, mail handler and PSE clerk jobs now take applications.
  "jobs.usps.com",
  "pe.usps.com",
  "reg.usps.com",
  "store.usps.com",
  "cns.usps.com",
  "postcalc.usps.com",
  // USPS's newsroom (price changes), and the rules behind the facts table's claim windows, stamp-price
  // limit and gift exemption (data/facts.ts): the Federal Register and the Code of Federal Regulations.
  "news.usps.com",
  "www.federalregister.gov",
  "www.ecfr.gov",
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
  // Spanish twins (spanish-links.ts): USPS's Spanish site, the FTC's and vote.gov's.
  "es.usps.com",
  "reportefraude.ftc.gov",
  "www.robodeidentidad.gov",
  "vote.gov",
];

/**
 * The only e-mail addresses a guide or FAQ answer may show: where the Postal Inspection Service
 * takes reports of fake USPS texts. Written as text (in a code span, so markdown does not turn it
 * into a mailto link), never the site operator's address.
 */
export const LINKABLE_EMAIL_ADDRESSES: readonly string[] = ["spam@uspis.gov"];

export type LinkProblem = { href: string; reason: string };

/** Why an article's link may not be rendered, or null when it is fine. `guidePaths`: the guides' `/{slug}`s. */
export function linkProblem(href: string, guidePaths: readonly string[]): LinkProblem | null {
  if (href.startsWith("/") && !href.startsWith("//")) {
    const path = href.split(/[?#]/)[0];
    const known = LINKABLE_SITE_PATHS.some((allowed) => allowed === path) || guidePaths.includes(path);
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
  if (!LINKABLE_EXTERNAL_HOSTS.includes(url.host)) return { href, reason: "goes to a host outside the allow-list" };
  return null;
}
