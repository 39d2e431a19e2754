// Who owns which domains, beside the carrier table (docs/product.md §D9.1): the message checker asks
// whether a link in a pasted message belongs to an organisation the message names or speaks as.
// Every organisation a delivery, toll or payment message may speak as is one row here, with all the
// registrable domains it writes from and links to, its short domains included (Amazon's a.co and
// amzn.to). The carriers' domains come from the tracking links themselves (ALLOWED_CARRIER_HOSTS),
// so the hand-off and the checker can never disagree. Sources and the date they were checked:
// docs/decisions/015-message-checker.md.
import { parse } from "tldts";
import { ALLOWED_CARRIER_HOSTS, type CarrierId } from "~/lib/tracking/carriers";

/** What an organisation is: it decides which sentence a reason uses and which domains it may own. */
export type OrganisationKind = "carrier" | "store" | "toll" | "government";

export interface Organisation {
  id: string;
  /** Its name as the sentences write it ("USPS"). Empty for the generic rows, named by the message's own words. */
  name: string;
  kind: OrganisationKind;
  /** Where a visitor checks for themselves ("usps.com"). */
  home: string;
  /** Registrable domains it owns, short domains included. */
  domains: readonly string[];
  /** Whether it owns every .gov and .mil domain too (public bodies: any of them may link to another). */
  government?: boolean;
  /** How a message names it. Case-sensitive where the name is also a word ("UPS"). */
  mention: RegExp;
  /** Its name as it appears inside a domain label ("uspstrack", "ups-parcel"); none for generic rows. */
  inLabel?: RegExp;
  /** A kind of body rather than one body ("a toll agency", "the police"): its name is the message's words. */
  generic?: boolean;
}

/** The registrable domain of a host under the Public Suffix List (private suffixes included). */
export function registrableDomain(host: string): string | null {
  return parse(host, { allowPrivateDomains: true }).domain;
}

const carrierDomains = (pattern: RegExp) =>
  ALLOWED_CARRIER_HOSTS.map(registrableDomain).filter((domain): domain is string => !!domain && pattern.test(domain));

/** The toll agencies' own domains (each agency's site; the list in decision 015). */
const TOLL_AGENCIES: ReadonlyArray<{
  id: string;
  name: string;
  home: string;
  domains: string[];
  mention: RegExp;
  inLabel: RegExp;
}> = [
  {
    id: "e-zpass",
    name: "E-ZPass",
    home: "e-zpassiag.com",
    domains: [
      "e-zpassiag.com",
      "e-zpassny.com",
      "ezpassnj.com",
      "ezpassmd.com",
      "ezpassva.com",
      "ezpassde.com",
      "ezdrivema.com",
      "paturnpike.com",
    ],
    mention: /\bE-?Z ?Pass\b|\bEZDrive(?:MA)?\b/i,
    inLabel: /e-?z-?pass|ezdrive/,
  },
  {
    id: "sunpass",
    name: "SunPass",
    home: "sunpass.com",
    domains: ["sunpass.com"],
    mention: /\bSun ?Pass\b/i,
    inLabel: /sun-?pass/,
  },
  {
    id: "fastrak",
    name: "FasTrak",
    home: "bayareafastrak.org",
    domains: ["bayareafastrak.org", "thetollroads.com"],
    mention: /\bFas ?Trak\b|\bThe Toll Roads\b/i,
    inLabel: /fas-?trak|thetollroads/,
  },
  { id: "txtag", name: "TxTag", home: "txtag.org", domains: ["txtag.org"], mention: /\bTx ?Tag\b/i, inLabel: /txtag/ },
  {
    id: "ntta",
    name: "NTTA",
    home: "ntta.org",
    domains: ["ntta.org"],
    mention: /\bNTTA\b|\bNorth Texas Tollway\b|\bTollTag\b/i,
    inLabel: /ntta|tolltag/,
  },
  {
    id: "hctra",
    name: "HCTRA",
    home: "hctra.org",
    domains: ["hctra.org"],
    mention: /\bHCTRA\b|\bEZ ?TAG\b/i,
    inLabel: /hctra|eztag/,
  },
  {
    id: "i-pass",
    name: "Illinois Tollway",
    home: "illinoistollway.com",
    domains: ["illinoistollway.com", "getipass.com"],
    mention: /\bI-?PASS\b|\bIllinois Tollway\b/i,
    inLabel: /illinoistollway|getipass/,
  },
  {
    id: "peach-pass",
    name: "Peach Pass",
    home: "peachpass.com",
    domains: ["peachpass.com"],
    mention: /\bPeach ?Pass\b/i,
    inLabel: /peachpass/,
  },
  {
    id: "good-to-go",
    name: "Good To Go",
    home: "mygoodtogo.com",
    domains: ["mygoodtogo.com"],
    mention: /\bGood To Go!?\b(?= ?(?:toll|pass|account|customer|:))/i,
    inLabel: /goodtogo/,
  },
  {
    id: "nc-quick-pass",
    name: "NC Quick Pass",
    home: "ncquickpass.com",
    domains: ["ncquickpass.com"],
    mention: /\bNC ?Quick ?Pass\b/i,
    inLabel: /quickpass/,
  },
];

export const ORGANISATIONS: readonly Organisation[] = [
  {
    id: "usps",
    name: "USPS",
    kind: "carrier",
    home: "usps.com",
    // informeddelivery.usps.com and tools.usps.com are usps.com; uspis.gov is the Postal Inspection
    // Service and uspsoig.gov the Office of Inspector General.
    domains: [...new Set([...carrierDomains(/^usps\./), "usps.gov", "uspis.gov", "uspsoig.gov"])],
    mention:
      /\bUSPS\b|\bU\.?S\.? Postal\b|\bUnited States Postal\b|\bPostal Service\b|\bPostal Inspection\b|\bInformed Delivery\b|\bServicio Postal\b|\bCorreos? de (?:los )?(?:EE\.? ?UU\.?|Estados Unidos)\b/i,
    inLabel: /usps|uspis|postalservice/,
  },
  {
    id: "ups",
    name: "UPS",
    kind: "carrier",
    home: "ups.com",
    domains: [...new Set([...carrierDomains(/^ups\./), "theupsstore.com"])],
    // "ups" is also an English word: the capitals or the domain decide.
    mention: /\bUPS\b|\bups\.com\b/,
    // A word of its own in the label ("ups-parcel", "my-ups"), or run into a delivery word.
    inLabel: /(?:^|[^a-z])ups(?:[^a-z]|$|track|deliver|parcel|package|ship|service|help|care|express|notice|pay)/,
  },
  {
    id: "fedex",
    name: "FedEx",
    kind: "carrier",
    home: "fedex.com",
    domains: carrierDomains(/^fedex\./),
    mention: /\bFed ?Ex\b/i,
    inLabel: /fedex/,
  },
  {
    id: "dhl",
    name: "DHL",
    kind: "carrier",
    home: "dhl.com",
    domains: carrierDomains(/^dhl\./),
    mention: /\bDHL\b/i,
    inLabel: /dhl/,
  },
  {
    id: "amazon",
    name: "Amazon",
    kind: "store",
    home: "amazon.com",
    // Its national stores, and its share links: a.co/d/…, amzn.to, amzn.eu, amzn.asia.
    domains: [
      "amazon.com",
      "amazon.ca",
      "amazon.com.mx",
      "amazon.co.uk",
      "amazon.es",
      "a.co",
      "amzn.to",
      "amzn.com",
      "amzn.eu",
      "amzn.asia",
    ],
    mention: /\bAmazon\b|\bAMZN\b/i,
    inLabel: /amazon|amzn/,
  },
  // Store platforms and shops whose shipping messages name a carrier (and link to themselves).
  {
    id: "shopify",
    name: "Shopify",
    kind: "store",
    home: "shop.app",
    domains: ["shopify.com", "shop.app"],
    mention: /\bShopify\b|\bShop app\b/i,
    inLabel: /shopify/,
  },
  {
    id: "etsy",
    name: "Etsy",
    kind: "store",
    home: "etsy.com",
    domains: ["etsy.com", "etsy.me"],
    mention: /\bEtsy\b/i,
    inLabel: /etsy/,
  },
  {
    id: "ebay",
    name: "eBay",
    kind: "store",
    home: "ebay.com",
    domains: ["ebay.com", "ebay.us"],
    mention: /\beBay\b/i,
    inLabel: /ebay/,
  },
  {
    id: "walmart",
    name: "Walmart",
    kind: "store",
    home: "walmart.com",
    domains: ["walmart.com"],
    mention: /\bWalmart\b/i,
    inLabel: /walmart/,
  },
  {
    id: "target",
    name: "Target",
    kind: "store",
    home: "target.com",
    domains: ["target.com"],
    mention: /\bTarget(?:\.com)?\b(?= ?(?:order|:|\.com|circle|team))/,
    inLabel: /target(?:order|ship|deliver)/,
  },
  { id: "cvs", name: "CVS", kind: "store", home: "cvs.com", domains: ["cvs.com"], mention: /\bCVS\b/i, inLabel: /cvs/ },
  {
    id: "chewy",
    name: "Chewy",
    kind: "store",
    home: "chewy.com",
    domains: ["chewy.com"],
    mention: /\bChewy\b/i,
    inLabel: /chewy/,
  },
  ...TOLL_AGENCIES.map((agency): Organisation => ({ ...agency, kind: "toll", government: true })),
  {
    id: "cbp",
    name: "U.S. Customs and Border Protection",
    kind: "government",
    home: "cbp.gov",
    domains: ["cbp.gov"],
    government: true,
    mention:
      /\bCBP\b|\bCustoms and Border Protection\b|\bU\.? ?S\.? Customs\b|\bCustoms (?:Dept|Department|Office|Service|Clearance (?:Office|Department|Center|Centre))\b|\bAduanas? (?:y Protecci[oó]n Fronteriza|de (?:los )?(?:EE\.? ?UU\.?|Estados Unidos))\b|\bOficina de Aduanas\b/i,
    inLabel: /cbp|uscustoms/,
  },
  // Generic rows: a message speaking as "Toll Services", "DMV Notice" or "the Sheriff's Office"
  // names a kind of body. Their names are the message's words; their domains are every toll
  // agency's and .gov.
  {
    id: "dmv",
    name: "",
    kind: "government",
    home: "",
    domains: [],
    government: true,
    generic: true,
    mention:
      /\b(?:DMV|BMV|MVD|RMV)(?: Notice| Alert)?\b|\bDepartment of Motor Vehicles\b|\bMotor Vehicles? (?:Department|Division|Commission)\b|\bDepartamento de Veh[ií]culos Motorizados\b/i,
  },
  {
    id: "toll",
    name: "",
    kind: "toll",
    home: "",
    domains: TOLL_AGENCIES.flatMap((agency) => agency.domains),
    government: true,
    generic: true,
    mention:
      /\b(?:Toll(?:s|way)?(?: (?:Services?|Notice|Billing|Payment|Authority|Road|Roads|Department|Dept|Collection|Center|Centre|System|Service Center))?|Turnpike|Toll[- ]?by[- ]?(?:Plate|Mail))\b|\bpeajes?\b|\b(?:unpaid|outstanding|overdue) tolls?\b/i,
  },
  {
    id: "law-enforcement",
    name: "",
    kind: "government",
    home: "",
    domains: [],
    government: true,
    generic: true,
    mention:
      /\b(?:Police(?: Department)?|Sheriff(?:'s Office)?|Officer [A-Z][a-z]+|Detective [A-Z][a-z]+|U\.?S\.? Marshals?(?: Service)?|FBI|Department of Homeland Security|DHS|IRS|Internal Revenue Service|Court|Polic[ií]a|Oficial [A-Z][a-z]+|Alguacil|Tribunal|Corte)\b/,
  },
];

/** The carriers alone, by the carrier table's ids (tracking numbers need their carrier named). */
export const CARRIER_ORGANISATIONS = ORGANISATIONS.filter(
  (organisation): organisation is Organisation & { id: CarrierId } => organisation.kind === "carrier",
);

/** Public bodies a genuine message or our own advice may link to; never a scam sign. */
const PUBLIC_SERVICE_DOMAINS = ["ftc.gov", "identitytheft.gov", "robodeidentidad.gov", "ic3.gov", "usa.gov"];

const GOVERNMENT_SUFFIX = /\.(?:gov|mil)$/;

/** True when the registrable domain is a United States public body's (.gov, .mil). */
export function isGovernmentDomain(domain: string): boolean {
  return GOVERNMENT_SUFFIX.test(domain);
}

/** Whether the organisation owns the registrable domain. */
export function owns(organisation: Organisation, domain: string): boolean {
  return organisation.domains.includes(domain) || (organisation.government === true && isGovernmentDomain(domain));
}

// Every registrable domain of the carrier table (the origin posts' too) and of the rows above.
const OFFICIAL = new Set<string>([
  ...ALLOWED_CARRIER_HOSTS.map(registrableDomain).filter((domain): domain is string => !!domain),
  ...ORGANISATIONS.flatMap((organisation) => organisation.domains),
  ...PUBLIC_SERVICE_DOMAINS,
]);

/** True when the registrable domain belongs to a carrier, an organisation above or a public body. */
export function isOfficialDomain(domain: string): boolean {
  return OFFICIAL.has(domain) || isGovernmentDomain(domain);
}

/** The named (non-generic) organisation that owns a registrable domain, if any. */
export function organisationOwning(domain: string): Organisation | undefined {
  return ORGANISATIONS.find((organisation) => !organisation.generic && organisation.domains.includes(domain));
}
