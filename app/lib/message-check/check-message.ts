// The message checker's rule (docs/decisions/015-message-checker.md): each signal found in a
// pasted message becomes a reason with a weight, and the weights add up to one of three
// verdicts. A documented sum, not a model, so every verdict can be explained by its reasons.
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

export interface Reason {
  weight: Weight;
  /** One sentence: what is wrong, in the visitor's terms. */
  text: string;
  /** The words of the message that show it (a domain as text, a fee, a deadline, the sender). */
  evidence: string;
}

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
        text: `The link's real domain is ${link.owner}, which does not belong to ${link.imitates.name} (${link.imitates.home}) although the address looks like it does.`,
        evidence: link.host,
      });
    } else if (link.shortener) {
      reasons.push({
        weight: claimed ? "strong" : "caution",
        text: `The link is a short link (${link.owner}) that hides where it really goes.`,
        evidence: link.written,
      });
    } else if (link.ip) {
      reasons.push({
        weight: claimed ? "strong" : "caution",
        text: "The link is a bare IP address instead of a company's website.",
        evidence: link.host,
      });
    } else if (!link.official && claimed) {
      reasons.push({
        weight: "strong",
        text: `The message says it is from ${claimed.name}, but its link goes to ${link.owner}, which ${claimed.name} does not own.`,
        evidence: link.host,
      });
    } else if (!link.official && link.international) {
      reasons.push({
        weight: "caution",
        text: `The link's domain ${link.owner} uses letters from another alphabet, a common trick to imitate a known name.`,
        evidence: link.host,
      });
    }
  }
  if (uspsText && links.length > 0) {
    reasons.push({
      weight: "caution",
      text: "It claims to be a USPS text and holds an unsolicited link. The Postal Inspection Service says genuine USPS texts never contain a link, and USPS texts you only after you asked for updates with a tracking number.",
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
      text: "It was sent from a phone number outside the United States.",
      evidence: sender.value,
    });
  } else if (sender.kind === "phone" && claimed) {
    reasons.push({
      weight: claimed.id === "usps" ? "strong" : "caution",
      text: `It claims to come from ${claimed.name} but was sent from an ordinary phone number. USPS texts come from 5-digit short codes; its text tracking is ${USPS_TEXT_SHORT_CODE}.`,
      evidence: sender.value,
    });
  } else if (sender.kind === "email" && claimed && !(sender.domain && claimed.domains.includes(sender.domain))) {
    reasons.push({
      weight: "strong",
      text: textMessage
        ? `It claims to be a ${claimed.name} text but came from an e-mail address. Carriers text from short codes, such as USPS's ${USPS_TEXT_SHORT_CODE}.`
        : `It claims to come from ${claimed.name} but was sent from ${sender.domain ?? "an address"} that ${claimed.name} does not own.`,
      evidence: sender.value,
    });
  }
  return reasons;
}

const REQUEST_TEXTS = {
  "gift-card": "It asks for payment with gift cards, which no carrier accepts.",
  crypto: "It asks for payment in cryptocurrency, which no carrier asks for.",
  card: "It asks for card details.",
  password: "It asks for a password or a verification code.",
  ssn: "It asks for a Social Security number.",
  "birth-date": "It asks for a date of birth.",
} as const;

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
      text: `It asks you to act through a link to ${unknownLink.owner}, a site that belongs to no carrier.`,
      evidence: unknownLink.host,
    });
  }
  for (const request of requests) {
    if (request.kind === "fee") {
      reasons.push({
        weight: usps ? "strong" : "caution",
        text: usps
          ? "It asks for a fee. USPS does not charge for tracking, redelivery requests or address checks by text or e-mail."
          : "It asks for a payment. Pay only on the carrier's own website, never through a link in a message.",
        evidence: request.quote,
      });
    } else if (request.kind === "address") {
      reasons.push({
        weight: usps ? "strong" : "caution",
        text: usps
          ? "It asks you to confirm or update your address. USPS does not ask for that by text or e-mail."
          : "It asks you to confirm or update your address through the message.",
        evidence: request.quote,
      });
    } else {
      reasons.push({ weight: "strong", text: REQUEST_TEXTS[request.kind], evidence: request.quote });
    }
  }

  for (const pressure of findPressure(message)) {
    reasons.push({
      weight: "minor",
      text:
        pressure.kind === "deadline"
          ? "It sets a deadline to hurry you."
          : "It threatens what happens if you do not act.",
      evidence: pressure.quote,
    });
  }

  for (const number of invalidTrackingNumbers(message)) {
    reasons.push({
      weight: "strong",
      text: `This is not a valid ${number.carrier} tracking number: its check digit is wrong, so the number was probably made up.`,
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
