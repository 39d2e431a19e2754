// Who owns which domains, beside the carrier table (docs/product.md §D9.1): the message checker asks
// whether a link in a pasted message belongs to the brand the message claims to come from.
// The carriers' domains come from the tracking links themselves (ALLOWED_CARRIER_HOSTS), so the
// hand-off and the checker can never disagree; the rest are domains those brands send mail from.
import { parse } from "tldts";
import { ALLOWED_CARRIER_HOSTS, type CarrierId } from "~/lib/tracking/carriers";

export type BrandId = CarrierId | "amazon";

export interface Brand {
  id: BrandId;
  name: string;
  /** Where a visitor checks a status themselves ("usps.com"). */
  home: string;
  /** Registrable domains the brand owns and writes from. */
  domains: readonly string[];
  /** How a message names the brand. Case-sensitive where the name is also a word ("UPS"). */
  mention: RegExp;
  /** The brand's name as it appears inside a domain label ("uspstrack", "ups-parcel"). */
  inLabel: RegExp;
}

/** The registrable domain of a host under the Public Suffix List (private suffixes included). */
export function registrableDomain(host: string): string | null {
  return parse(host, { allowPrivateDomains: true }).domain;
}

const carrierDomains = (pattern: RegExp) =>
  ALLOWED_CARRIER_HOSTS.map(registrableDomain).filter((domain): domain is string => !!domain && pattern.test(domain));

export const BRANDS: readonly Brand[] = [
  {
    id: "usps",
    name: "USPS",
    home: "usps.com",
    // informeddelivery.usps.com and tools.usps.com are usps.com; uspis.gov is the Postal Inspection Service.
    domains: [...new Set([...carrierDomains(/^usps\./), "usps.gov", "uspis.gov"])],
    mention:
      /\bUSPS\b|\bU\.?S\.? Postal\b|\bUnited States Postal\b|\bPostal Service\b|\bInformed Delivery\b|\bServicio Postal\b|\bCorreos? de (?:los )?(?:EE\.? ?UU\.?|Estados Unidos)\b/i,
    inLabel: /usps|uspis|postalservice/,
  },
  {
    id: "ups",
    name: "UPS",
    home: "ups.com",
    domains: carrierDomains(/^ups\./),
    // "ups" is also an English word: the capitals or the domain decide.
    mention: /\bUPS\b|\bups\.com\b/,
    // A word of its own in the label ("ups-parcel", "my-ups"), or run into a delivery word.
    inLabel: /(?:^|[^a-z])ups(?:[^a-z]|$|track|deliver|parcel|package|ship|service|help|care|express|notice|pay)/,
  },
  {
    id: "fedex",
    name: "FedEx",
    home: "fedex.com",
    domains: carrierDomains(/^fedex\./),
    mention: /\bFed ?Ex\b/i,
    inLabel: /fedex/,
  },
  {
    id: "dhl",
    name: "DHL",
    home: "dhl.com",
    domains: carrierDomains(/^dhl\./),
    mention: /\bDHL\b/i,
    inLabel: /dhl/,
  },
  {
    id: "amazon",
    name: "Amazon",
    home: "amazon.com",
    domains: ["amazon.com"],
    mention: /\bAmazon\b/i,
    inLabel: /amazon|amzn/,
  },
];

/** Public bodies a genuine message or our own advice may link to; never a scam sign. */
const PUBLIC_SERVICE_DOMAINS = ["ftc.gov", "identitytheft.gov", "ic3.gov", "usa.gov"];

// Every registrable domain of the carrier table (the origin posts' too) counts as official.
const OFFICIAL = new Set<string>([
  ...ALLOWED_CARRIER_HOSTS.map(registrableDomain).filter((domain): domain is string => !!domain),
  ...BRANDS.flatMap((brand) => brand.domains),
  ...PUBLIC_SERVICE_DOMAINS,
]);

/** True when the registrable domain belongs to a carrier, a brand above or a public service. */
export function isOfficialDomain(domain: string): boolean {
  return OFFICIAL.has(domain);
}

/** The brand that owns a registrable domain, if any. */
export function brandOwning(domain: string): Brand | undefined {
  return BRANDS.find((brand) => brand.domains.includes(domain));
}
