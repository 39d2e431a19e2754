import { fold } from "~/lib/tracking-reader/fold";
import type { RuleId } from "~/lib/tracking-reader/rules";

/**
 * USPS services whose published delivery times the reader knows (rules.ts), as the form offers
 * them and as usps.com names them under "Product Information".
 */
export const SERVICES = [
  "priority-mail-express",
  "priority-mail",
  "ground-advantage",
  "first-class-mail",
  "media-mail",
] as const;

export type ServiceId = (typeof SERVICES)[number];

export const SERVICE_TIME: Record<ServiceId, RuleId> = {
  "priority-mail-express": "priority-mail-express-delivery-time",
  "priority-mail": "priority-mail-delivery-time",
  "ground-advantage": "ground-advantage-delivery-time",
  "first-class-mail": "first-class-mail-delivery-time",
  "media-mail": "media-mail-delivery-time",
};

// International services have no domestic standard: they are not read as one.
const IN_PASTE: ReadonlyArray<readonly [RegExp, ServiceId]> = [
  [/priority mail express(?! international)/i, "priority-mail-express"],
  [/priority mail(?! express| international)/i, "priority-mail"],
  [/ground advantage/i, "ground-advantage"],
  [/first[- ]class (?:mail|package)(?! international)/i, "first-class-mail"],
  [/media mail/i, "media-mail"],
];

/** The service usps.com names in the paste ("Postal Product: Priority Mail®"), if one. */
export function serviceInPaste(lines: readonly string[]): ServiceId | undefined {
  for (const line of lines) {
    if (line.length > 120) continue;
    const folded = fold(line);
    for (const [words, id] of IN_PASTE) if (words.test(folded)) return id;
  }
  return undefined;
}
