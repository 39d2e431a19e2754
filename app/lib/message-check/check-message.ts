// The message checker's rule (docs/decisions/015-message-checker.md): each sign found in a pasted
// message becomes a reason with a weight, and the weights add up to one of three verdicts. A
// documented sum, not a model, so every verdict can be explained by its reasons. The signs follow
// four questions: who speaks (claim.ts), who owns each link (links.ts and the one table of
// official domains), what the message asks for, and how it hurries the reader (wording.ts).
import type { MessageKey } from "~/i18n/catalog-types";
import { CARRIER_ORGANISATIONS, owns, type Organisation } from "~/lib/tracking/official-domains";
import { namedOrganisations, speakerOf, type Speaker } from "./claim";
import { findLinks, withoutLinks, type FoundLink } from "./links";
import { readSender, USPS_TEXT_SHORT_CODE, type Sender } from "./sender";
import { invalidTrackingNumbers, officialTrackingLinks, type OfficialTrackingLink } from "./tracking-numbers";
import {
  findPressure,
  findRequests,
  findRiskyAttachment,
  isAboutDeliveryOrPayment,
  type Found,
  type RequestKind,
} from "./wording";
import {
  BE_CAREFUL_FROM,
  LIKELY_SCAM_FROM,
  VERDICTS,
  WEIGHT_POINTS,
  isWarningSign,
  type Verdict,
  type Weight,
} from "./verdicts";

export { isWarningSign, type Weight };

/**
 * One sign: the key of its sentence (what is wrong, in the visitor's terms; the page translates
 * it, reason-list.tsx) with the names it mentions, and the message's own words as evidence.
 */
export interface Reason {
  weight: Weight;
  key: ReasonKey;
  /** Domains, brand names, short codes: text from the message or the table, never translated. */
  values?: Record<string, string>;
  /** The words of the message that show it, as written (a domain as text, a fee, a deadline, the sender). */
  evidence: string;
}

export type ReasonKey = Extract<MessageKey, `checker.reason.${string}`>;

export interface MessageCheck {
  verdict: Verdict;
  reasons: Reason[];
  /** Valid numbers in the message with their carrier's own tracking page. */
  trackingLinks: OfficialTrackingLink[];
  /** Whether the message holds a link (the advice then says not to tap it). */
  hasLink: boolean;
  /** "other": not about a parcel, a toll or a payment, which the checker does not judge. */
  topic: "delivery" | "other";
}

const EVIDENCE_MAX = 90;
const quote = (text: string) => {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > EVIDENCE_MAX ? `${clean.slice(0, EVIDENCE_MAX - 1)}…` : clean;
};

/** A text message rather than an e-mail: no subject line, short, or sent from a phone number. */
function isTextMessage(text: string, sender: Sender | null): boolean {
  if (sender?.kind === "short-code" || sender?.kind === "phone") return true;
  if (/^[ \t]*(?:subject|asunto)[ \t]*:/imu.test(text)) return false;
  return text.length <= 600;
}

/** Reasons that name the speaker use its sentence for its kind: a brand, a toll agency, a public body. */
function notOwnersLink(speaker: Speaker, link: FoundLink): Reason {
  const { organisation } = speaker;
  if (organisation.generic) {
    return {
      weight: "strong",
      key: organisation.kind === "toll" ? "checker.reason.notTollAgencysLink" : "checker.reason.notGovernmentLink",
      values: { name: speaker.name, owner: link.owner },
      evidence: link.writtenHost,
    };
  }
  return {
    weight: "strong",
    key: "checker.reason.notBrandsLink",
    values: { brand: organisation.name, owner: link.owner },
    evidence: link.writtenHost,
  };
}

interface Context {
  speaker?: Speaker;
  named: readonly Organisation[];
}

/**
 * Whether a link goes to the speaker or to an organisation the message names. The sender's own
 * domain does not count: a scam mails from the same domain it links to.
 */
function ownedByWhomItNames(link: FoundLink, { speaker, named }: Context): boolean {
  if (link.ip) return false;
  if (speaker && owns(speaker.organisation, link.asciiOwner)) return true;
  if (named.some((organisation) => owns(organisation, link.asciiOwner))) return true;
  // A real organisation's site (a public body, a post abroad) is not a scammer's, named or not.
  return link.official && !link.shortener;
}

function linkReasons(links: readonly FoundLink[], context: Context): Reason[] {
  const reasons: Reason[] = [];
  const { speaker } = context;
  for (const link of links) {
    if (link.disguise) {
      reasons.push({
        weight: "strong",
        key: "checker.reason.disguisedLink",
        values: { shown: link.disguise, owner: link.owner },
        evidence: link.written,
      });
    } else if (link.imitates && link.otherAlphabet) {
      reasons.push({
        weight: "strong",
        key: "checker.reason.otherAlphabetLookalike",
        values: { shown: link.host, real: link.asciiHost, brand: link.imitates.name, home: link.imitates.home },
        evidence: link.writtenHost,
      });
    } else if (link.imitates) {
      reasons.push({
        weight: "strong",
        key: "checker.reason.lookalikeDomain",
        values: { owner: link.owner, brand: link.imitates.name, home: link.imitates.home },
        evidence: link.writtenHost,
      });
    } else if (link.shortener) {
      reasons.push({
        weight: speaker ? "strong" : "caution",
        key: "checker.reason.shortLink",
        values: { owner: link.owner },
        evidence: link.written,
      });
    } else if (link.ip) {
      reasons.push({
        weight: speaker ? "strong" : "caution",
        key: "checker.reason.ipAddress",
        evidence: link.writtenHost,
      });
    } else if (ownedByWhomItNames(link, context)) {
      continue;
    } else if (speaker) {
      reasons.push(notOwnersLink(speaker, link));
    } else if (link.international) {
      reasons.push({
        weight: "caution",
        key: "checker.reason.otherAlphabet",
        values: { shown: link.owner, real: link.asciiOwner },
        evidence: link.writtenHost,
      });
    }
  }
  return reasons;
}

function senderReasons(sender: Sender | null, speaker: Speaker | undefined, textMessage: boolean): Reason[] {
  if (!sender) return [];
  const organisation = speaker?.organisation;
  const usps = organisation?.id === "usps";
  if (sender.kind === "phone" && sender.abroad) {
    return [{ weight: organisation ? "strong" : "minor", key: "checker.reason.foreignPhone", evidence: sender.value }];
  }
  if (sender.kind === "phone" && speaker) {
    return [
      usps
        ? {
            weight: "strong",
            key: "checker.reason.ordinaryPhoneUsps",
            values: { shortCode: USPS_TEXT_SHORT_CODE },
            evidence: sender.value,
          }
        : {
            weight: "caution",
            key: "checker.reason.ordinaryPhone",
            values: { brand: speaker.name },
            evidence: sender.value,
          },
    ];
  }
  if (sender.kind === "email" && speaker && !(sender.domain && owns(speaker.organisation, sender.domain))) {
    if (textMessage) {
      return [
        usps
          ? {
              weight: "strong",
              key: "checker.reason.textFromEmailUsps",
              values: { shortCode: USPS_TEXT_SHORT_CODE },
              evidence: sender.value,
            }
          : {
              weight: "strong",
              key: "checker.reason.textFromEmail",
              values: { brand: speaker.name },
              evidence: sender.value,
            },
      ];
    }
    return [
      sender.domain
        ? {
            weight: "strong",
            key: "checker.reason.notBrandsSender",
            values: { brand: speaker.name, domain: sender.domain },
            evidence: sender.value,
          }
        : {
            weight: "strong",
            key: "checker.reason.notBrandsAddress",
            values: { brand: speaker.name },
            evidence: sender.value,
          },
    ];
  }
  return [];
}

/** Details that no organisation asks for by message (gift cards, crypto), or only on its own site. */
const DETAIL_REASONS = {
  "gift-card": "checker.reason.giftCard",
  crypto: "checker.reason.crypto",
  card: "checker.reason.card",
  password: "checker.reason.password",
  ssn: "checker.reason.ssn",
  "birth-date": "checker.reason.birthDate",
  identity: "checker.reason.identity",
} as const satisfies Partial<Record<RequestKind, ReasonKey>>;

/** Kinds of request that hand over money or details: through the organisation's own site they are a note. */
const GIVING: ReadonlySet<RequestKind> = new Set([
  "money",
  "card",
  "password",
  "ssn",
  "birth-date",
  "identity",
  "address",
]);
/** Ways to act outside a link: a reply, a call, a QR code. */
const OTHER_CHANNELS: ReadonlySet<RequestKind> = new Set(["reply", "activate-link", "call", "qr"]);

function requestReasons(
  requests: readonly Found<RequestKind>[],
  speaker: Speaker | undefined,
  ownSiteOnly: FoundLink | undefined,
): Reason[] {
  const usps = speaker?.organisation.id === "usps";
  const reasons: Reason[] = [];
  for (const request of requests) {
    const evidence = request.quote;
    // USPS does not charge for tracking, redelivery or address checks by text or e-mail: no site makes that genuine.
    if (usps && request.kind === "money") {
      reasons.push({ weight: "strong", key: "checker.reason.uspsFee", evidence });
      continue;
    }
    if (usps && request.kind === "address") {
      reasons.push({ weight: "strong", key: "checker.reason.uspsAddress", evidence });
      continue;
    }
    if (ownSiteOnly && GIVING.has(request.kind)) {
      reasons.push({
        weight: "note",
        key: "checker.reason.askOnOwnSite",
        values: { owner: ownSiteOnly.owner },
        evidence,
      });
      continue;
    }
    switch (request.kind) {
      case "money":
        reasons.push({ weight: "caution", key: "checker.reason.fee", evidence });
        break;
      case "address":
        reasons.push({ weight: "caution", key: "checker.reason.address", evidence });
        break;
      case "identity":
        reasons.push({ weight: "caution", key: DETAIL_REASONS.identity, evidence });
        break;
      case "gift-card":
      case "crypto":
      case "card":
      case "password":
      case "ssn":
      case "birth-date":
        reasons.push({ weight: "strong", key: DETAIL_REASONS[request.kind], evidence });
        break;
      case "activate-link":
        reasons.push({ weight: "strong", key: "checker.reason.activateLink", evidence });
        break;
      case "reply":
        reasons.push({ weight: "minor", key: "checker.reason.reply", evidence });
        break;
      case "call":
        reasons.push({ weight: "caution", key: "checker.reason.call", evidence });
        break;
      case "qr":
        reasons.push({ weight: "caution", key: "checker.reason.qrCode", evidence });
        break;
      case "refund":
        reasons.push({ weight: "caution", key: "checker.reason.refund", evidence });
        break;
      case "new-number":
        reasons.push({ weight: "caution", key: "checker.reason.newNumber", evidence });
        break;
      case "easy-money":
        reasons.push({ weight: "caution", key: "checker.reason.easyMoney", evidence });
        break;
      case "other-app":
        reasons.push({ weight: "minor", key: "checker.reason.otherApp", evidence });
        break;
      case "fix-delivery":
        // Not a sign by itself (carriers do ask you to reschedule); it makes an unknown link one.
        break;
    }
  }
  return reasons;
}

/** Checks one pasted message. Pure, offline, and never throws. */
export function checkMessage(message: string, senderField = ""): MessageCheck {
  const sender = readSender(senderField, message);
  const textMessage = isTextMessage(message, sender);
  const links = findLinks(message);
  // Words are read without the links: "usps" in a domain is not a mention, "pay-now" in a path no deadline.
  const words = withoutLinks(message, links);
  const named = namedOrganisations(words, sender);
  const speaker = speakerOf(words, sender);
  const context: Context = { speaker, named };

  const reasons: Reason[] = [...linkReasons(links, context)];
  if (speaker?.organisation.id === "usps" && textMessage && links.length > 0) {
    const shown = links.find((link) => !link.official) ?? links[0];
    reasons.push({ weight: "caution", key: "checker.reason.uspsTextWithLink", evidence: shown.writtenHost });
  }
  reasons.push(...senderReasons(sender, speaker, textMessage));

  const requests = findRequests(words);
  const attachment = findRiskyAttachment(words);
  if (attachment) reasons.push({ weight: "strong", key: "checker.reason.attachment", evidence: attachment });
  // Money or details asked only through the links of whom the message names, with no other way to
  // act and nothing else wrong, are asked on the organisation's own site: a note, not a sign.
  const otherChannel = attachment !== null || requests.some((request) => OTHER_CHANNELS.has(request.kind));
  const unknownLinks = links.filter((link) => !ownedByWhomItNames(link, context));
  const clean = reasons.every((reason) => !isWarningSign(reason));
  const ownSite = links.length > 0 && unknownLinks.length === 0 && !otherChannel && clean ? links[0] : undefined;
  reasons.push(...requestReasons(requests, speaker, ownSite));

  // With nobody claimed, a link to a domain none of the named organisations owns is a sign when the
  // message asks for something: money, details, a reply, a call, or to fix a delivery through it.
  const asks = requests.some((request) => request.kind !== "new-number") || attachment !== null;
  const unknown = unknownLinks.find((link) => !link.shortener && !link.ip && !link.imitates && !link.disguise);
  if (!speaker && unknown && asks) {
    reasons.push({
      weight: "caution",
      key: "checker.reason.unknownLinkRequest",
      values: { owner: unknown.owner },
      evidence: unknown.writtenHost,
    });
  }

  // Pressure hurries the reader into what the message asks; in a message that asks for nothing
  // (a pick-up notice: "will be returned to the sender after 15 days") it is only a note.
  const pushes = reasons.some((reason) => WEIGHT_POINTS[reason.weight] >= WEIGHT_POINTS.caution);
  for (const pressure of findPressure(words)) {
    if (pressure.kind === "legal-threat") {
      reasons.push({ weight: "caution", key: "checker.reason.legalThreat", evidence: pressure.quote });
      continue;
    }
    reasons.push({
      weight: pushes ? "minor" : "note",
      key: pressure.kind === "deadline" ? "checker.reason.deadline" : "checker.reason.threat",
      evidence: pressure.quote,
    });
  }

  for (const number of invalidTrackingNumbers(words)) {
    reasons.push({
      weight: "strong",
      ...(number.carrier
        ? { key: "checker.reason.invalidNumber", values: { carrier: number.carrier } }
        : { key: "checker.reason.invalidInternationalNumber" }),
      evidence: number.written,
    });
  }

  const points = reasons.reduce((sum, reason) => sum + WEIGHT_POINTS[reason.weight], 0);
  const verdict =
    points >= LIKELY_SCAM_FROM ? VERDICTS.scam : points >= BE_CAREFUL_FROM ? VERDICTS.careful : VERDICTS.none;
  const order: Weight[] = ["strong", "caution", "minor", "note"];
  reasons.sort((a, b) => order.indexOf(a.weight) - order.indexOf(b.weight));
  const carriers = named.filter((organisation) => CARRIER_ORGANISATIONS.includes(organisation as never));
  const trackingLinks = officialTrackingLinks(words, carriers);
  const onTopic =
    isAboutDeliveryOrPayment(words) ||
    named.some((organisation) => !organisation.generic) ||
    trackingLinks.length > 0 ||
    links.some((link) => link.official);
  return {
    verdict,
    reasons: reasons.map((reason) => ({ ...reason, evidence: quote(reason.evidence) })),
    trackingLinks,
    hasLink: links.length > 0,
    topic: onTopic ? "delivery" : "other",
  };
}
