// Tracking numbers in a pasted message, by the tracking form's own paste rule: valid ones get
// their official tracking link; numbers shaped like a carrier's that fail its check digits are
// a sign the message made them up.
import { CARRIERS, ORIGIN_POSTS, isAllowedCarrierUrl, recogniseTrackingNumber } from "~/lib/tracking/carriers";
import {
  findTrackingNumbers,
  isStructuredTrackingNumber,
  normaliseTrackingNumber,
} from "~/lib/tracking/tracking-input";
import type { Organisation } from "~/lib/tracking/official-domains";

export interface OfficialTrackingLink {
  number: string;
  carrier: string;
  url: string;
}

export interface InvalidNumber {
  written: string;
  /** Whose format it imitates ("USPS"); null for the UPU's format, which any post may use. */
  carrier: string | null;
}

/**
 * Valid numbers with their carrier's own tracking page. A plain 10-15 digit number passes some
 * carrier's check digit by chance (a phone number, an order number), so those count only when
 * the message names that carrier.
 */
export function officialTrackingLinks(text: string, mentioned: readonly Organisation[]): OfficialTrackingLink[] {
  const links: OfficialTrackingLink[] = [];
  for (const number of findTrackingNumbers(text)) {
    const recognition = recogniseTrackingNumber(number);
    if (!recognition) continue;
    if (
      !isStructuredTrackingNumber(number) &&
      !mentioned.some((organisation) => organisation.id === recognition.carrier)
    )
      continue;
    const carrier =
      recognition.carrier === "upu" ? ORIGIN_POSTS[recognition.country ?? ""] : CARRIERS[recognition.carrier];
    if (!carrier) continue;
    const url = carrier.trackingUrl([number]);
    if (isAllowedCarrierUrl(url)) links.push({ number, carrier: carrier.name, url });
  }
  return links;
}

// Shapes that only carrier numbers have: USPS's 20-34 digits starting 92-95 or 420 (spaces
// allowed, as USPS prints them), UPS's 1Z, and the UPU's two letters, nine digits, two letters.
const CARRIER_SHAPED = [
  { carrier: "USPS", pattern: /(?<![\d\w])(?:9[2-5]|420)\d(?:[ -]?\d){18,32}(?![\d\w])/g },
  { carrier: "UPS", pattern: /(?<![\d\w])1Z(?:[ -]?[0-9A-Z]){16}(?![\d\w])/gi },
  { carrier: "USPS", pattern: /(?<![\d\w])[A-Z]{2}[ -]?\d{3}[ -]?\d{3}[ -]?\d{3}[ -]?US(?![\d\w])/g },
  {
    carrier: null,
    pattern: /(?<![\d\w])[A-Z]{2}[ -]?\d{3}[ -]?\d{3}[ -]?\d{3}[ -]?[A-Z]{2}(?![\d\w])/g,
  },
];

/** Numbers written in a carrier's format whose check digit is wrong. */
export function invalidTrackingNumbers(text: string): InvalidNumber[] {
  const invalid: InvalidNumber[] = [];
  const seen = new Set<string>();
  for (const { carrier, pattern } of CARRIER_SHAPED) {
    for (const match of text.matchAll(pattern)) {
      const number = normaliseTrackingNumber(match[0]);
      if (seen.has(number)) continue;
      seen.add(number);
      if (!recogniseTrackingNumber(number)) invalid.push({ written: match[0], carrier });
    }
  }
  return invalid;
}
