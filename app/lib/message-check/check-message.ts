// The message checker's rule (docs/decisions/015-message-checker.md): each signal found in a
// pasted message becomes a reason with a weight, and the weights add up to one of three
// verdicts. A documented sum, not a model, so every verdict can be explained by its reasons.
import type { MessageKey } from "~/i18n/catalog-types";
import type { Brand } from "~/lib/tracking/official-domains";
import { claimedBrand, mentionedBrands } from "./claim";
import { findLinks, type FoundLink } from "./links";
import { readSender, USPS_TEXT_SHORT_CODE, type Sender } from "./sender";
import { invalidTrackingNumbers, officialTrackingLinks, type OfficialTrackingLink } from "./tracking-numbers";
import { findPressure, findRequests } from "./wording";
import { VERDICTS, type Verdict } from "./verdicts";

/** strong: a scam sign on its own; caution: worth a second look; minor: adds to the others (pressure, a foreign sender). */
export type Weight = "strong" | "caution" | "minor";

export const WEIGHT_POINTS: Record<Weight, number> = { strong: 3, caution: 2, minor: 1 };
/** Points from which each verdict is given. */
export const LIKELY_SCAM_FROM = 3;
export const BE_CAREFUL_FROM = 2;

/**
 * One sign: the key of its sentence (what is wrong, in the visitor's terms; the page translates
 * it, reason-list.tsx) with the names it mentions, and the message's own words as evidence.
 */
export interface Reason {
  weight: Weight;
  key: ReasonKey;
  /** Domains, brand names, short codes: text from the message or the brand table, never translated. */
  values?: Record<string, string>;
  /** The words of the message that show it (a domain as text, a fee, a deadline, the sender). */
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
}

const EVIDENCE_MAX = 90;
const quote = (text: string) => (text.length > EVIDENCE_MAX ? `${text.slice(0, EVIDENCE_MAX - 1)}…` : text);

/** A text message rather than an e-mail: no subject line, short, or sent from a phone number. */
function isTextMessage(text: string, sender: Sender | null): boolean {
  if (sender?.kind === "short-code" || sender?.kind === "phone") return true;
  if (/^[ \t]*(?:subject|asunto)[ \t]*:/imu.test(text)) return false;
  return text.length <= 600;
}

function linkReasons(links: FoundLink[], claimed: Brand | undefined, uspsText: boolean): Reason[] {
  const reasons: Reason[] = [];
  for (const link of links) {
    if (link.imitates) {
      reasons.push({
        weight: "strong",
        key: "checker.reason.lookalikeDomain",
        values: { owner: link.owner, brand: link.imitates.name, home: link.imitates.home },
        evidence: link.host,
      });
    } else if (link.shortener) {
      reasons.push({
        weight: claimed ? "strong" : "caution",
        key: "checker.reason.shortLink",
        values: { owner: link.owner },
        evidence: link.written,
      });
    } else if (link.ip) {
      reasons.push({
        weight: claimed ? "strong" : "caution",
        key: "checker.reason.ipAddress",
        evidence: link.host,
      });
    } else if (!link.official && claimed) {
      reasons.push({
        weight: "strong",
        key: "checker.reason.notBrandsLink",
        values: { brand: claimed.name, owner: link.owner },
        evidence: link.host,
      });
    } else if (!link.official && link.international) {
      reasons.push({
        weight: "caution",
        key: "checker.reason.otherAlphabet",
        values: { owner: link.owner },
        evidence: link.host,
      });
    }
  }
  if (uspsText && links.length > 0) {
    reasons.push({
      weight: "caution",
      key: "checker.reason.uspsTextWithLink",
      evidence: links[0].host,
    });
  }
  return reasons;
}

function senderReasons(sender: Sender | null, claimed: Brand | undefined, textMessage: boolean): Reason[] {
  if (!sender) return [];
  const reasons: Reason[] = [];
  if (sender.kind === "phone" && sender.abroad) {
    reasons.push({
      weight: claimed ? "strong" : "minor",
      key: "checker.reason.foreignPhone",
      evidence: sender.value,
    });
  } else if (sender.kind === "phone" && claimed) {
    reasons.push({
      weight: claimed.id === "usps" ? "strong" : "caution",
      key: "checker.reason.ordinaryPhone",
      values: { brand: claimed.name, shortCode: USPS_TEXT_SHORT_CODE },
      evidence: sender.value,
    });
  } else if (sender.kind === "email" && claimed && !(sender.domain && claimed.domains.includes(sender.domain))) {
    reasons.push({
      weight: "strong",
      ...(textMessage
        ? { key: "checker.reason.textFromEmail", values: { brand: claimed.name, shortCode: USPS_TEXT_SHORT_CODE } }
        : sender.domain
          ? { key: "checker.reason.notBrandsSender", values: { brand: claimed.name, domain: sender.domain } }
          : { key: "checker.reason.notBrandsAddress", values: { brand: claimed.name } }),
      evidence: sender.value,
    });
  }
  return reasons;
}

const REQUEST_REASONS = {
  "gift-card": "checker.reason.giftCard",
  crypto: "checker.reason.crypto",
  card: "checker.reason.card",
  password: "checker.reason.password",
  ssn: "checker.reason.ssn",
  "birth-date": "checker.reason.birthDate",
} as const satisfies Record<string, ReasonKey>;

/** Checks one pasted message. Pure, offline, and never throws. */
export function checkMessage(message: string, senderField = ""): MessageCheck {
  const sender = readSender(senderField, message);
  const textMessage = isTextMessage(message, sender);
  const brands = mentionedBrands(message, sender);
  const claimed = claimedBrand(message, sender, textMessage);
  const usps = claimed?.id === "usps";
  const links = findLinks(message);

  const reasons: Reason[] = [...linkReasons(links, claimed, usps && textMessage)];
  reasons.push(...senderReasons(sender, claimed, textMessage));

  const requests = findRequests(message);
  // With no brand claimed, an unknown link is only a sign when the message wants something through it.
  const unknownLink = links.find((link) => !link.official && !link.imitates && !link.shortener && !link.ip);
  if (!claimed && unknownLink && requests.length > 0) {
    reasons.push({
      weight: "caution",
      key: "checker.reason.unknownLinkRequest",
      values: { owner: unknownLink.owner },
      evidence: unknownLink.host,
    });
  }
  for (const request of requests) {
    if (request.kind === "fee") {
      reasons.push({
        weight: usps ? "strong" : "caution",
        key: usps ? "checker.reason.uspsFee" : "checker.reason.fee",
        evidence: request.quote,
      });
    } else if (request.kind === "address") {
      reasons.push({
        weight: usps ? "strong" : "caution",
        key: usps ? "checker.reason.uspsAddress" : "checker.reason.address",
        evidence: request.quote,
      });
    } else {
      reasons.push({ weight: "strong", key: REQUEST_REASONS[request.kind], evidence: request.quote });
    }
  }

  for (const pressure of findPressure(message)) {
    reasons.push({
      weight: "minor",
      key: pressure.kind === "deadline" ? "checker.reason.deadline" : "checker.reason.threat",
      evidence: pressure.quote,
    });
  }

  for (const number of invalidTrackingNumbers(message)) {
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
  const order: Weight[] = ["strong", "caution", "minor"];
  reasons.sort((a, b) => order.indexOf(a.weight) - order.indexOf(b.weight));
  return {
    verdict,
    reasons: reasons.map((reason) => ({ ...reason, evidence: quote(reason.evidence) })),
    trackingLinks: officialTrackingLinks(message, brands),
    hasLink: links.length > 0,
  };
}
