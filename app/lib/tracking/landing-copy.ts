// The landing page's wording (docs/product.md §S1): every text that rotates on each load, with its variants,
// and the four FAQ questions; the Spanish page's are in landing-copy-es.ts. The loader picks on the
// server and sends only the picked texts in the page's language, so the client renders exactly what
// the server did and the variant lists stay out of the bundle.
// Honest by rule (docs/product.md §D1, §D8.3): the site hands numbers to the carrier and fetches no tracking data.
import type { Language } from "~/i18n/languages";
import { factText } from "~/lib/facts/facts";
import { SPANISH_LANDING } from "~/lib/tracking/landing-copy-es";
import {
  SAMPLE_TRACKING_NUMBER,
  type FeatureVariants,
  type LandingCopy,
  type LandingQuestion,
  type LandingTexts,
} from "~/lib/tracking/landing-texts";

export { SAMPLE_TRACKING_NUMBER };
export type {
  FeatureId,
  LandingCopy,
  LandingFeature,
  LandingQuestion,
  LandingTexts,
} from "~/lib/tracking/landing-texts";

export const HEADLINES = [
  "One Step to the Carrier's Tracking Page",
  "Where Is My Package?",
  "Follow Your Parcel All the Way Home",
  "Package Tracking Made Simple",
  "Find Out Where Your Parcel Is",
] as const;

export const DESCRIPTIONS = [
  "Paste your tracking numbers and we take you straight to the carrier's own tracking page, with every number checked first.",
  "An independent help center for parcels on their way: enter a number, see which carrier it belongs to, then follow it on the carrier's site.",
  "No account and no sign-up. Enter up to 35 tracking numbers and jump to the official tracking page in one step.",
  "Not sure what your tracking number means? We read its format and check digit and tell you which carrier it most likely belongs to.",
  "Waiting on a delivery? Check your tracking numbers here, then see the latest scans on the carrier's tracking page.",
] as const;

export const FORM_TITLES = [
  "Track Your Package",
  "Enter Your Tracking Numbers",
  "Start Tracking",
  "Look Up a Parcel",
  "Check Your Shipment",
] as const;

export const FORM_DESCRIPTIONS = [
  "Enter up to 35 tracking numbers, separated by commas.",
  "One number or several: separate them with commas, up to 35 at a time.",
  "Type or paste the number from your receipt or shipping e-mail. Spaces and dashes are fine.",
  "You'll find the number on your receipt, label or shipping confirmation. Up to 35 at once.",
  "Paste one or more tracking numbers (up to 35), or the line from your shipping e-mail.",
] as const;

export const PLACEHOLDERS = [
  SAMPLE_TRACKING_NUMBER,
  `${SAMPLE_TRACKING_NUMBER}, …`,
  `${SAMPLE_TRACKING_NUMBER} (up to 35, comma-separated)`,
  `${SAMPLE_TRACKING_NUMBER} or several, separated by commas`,
  `${SAMPLE_TRACKING_NUMBER}, 9400 1000 0000 0000 0000 01`,
] as const;

export const BUTTON_TEXTS = ["Track", "Track Package", "Track Now", "Check and Track", "Check My Numbers"] as const;

export const FEATURES: ReadonlyArray<FeatureVariants> = [
  {
    id: "real-time",
    titles: [
      "Real-Time Tracking on the Carrier's Page",
      "Live Status, Straight From the Carrier",
      "One Click to the Official Tracking",
    ],
    descriptions: [
      "We do not track parcels ourselves: we check your numbers and send you to the carrier's own tracking page, where each new scan appears as soon as the carrier records it.",
      "Your numbers open on the official carrier page, so you always see the latest status rather than a stale copy.",
      "One click from here to the carrier's live tracking history: accepted, in transit, out for delivery, delivered.",
    ],
  },
  {
    id: "secure",
    titles: ["Secure and Private", "Private by Design", "Safe and Simple"],
    descriptions: [
      "No account, no sign-up, no name or address asked. Your tracking numbers are used only to build the link to the carrier.",
      "Looking up a parcel never needs your personal details, and there is no profile or account kept about you.",
      "Nothing to install and nothing to register. The carrier links we open are checked against a list of official sites.",
    ],
  },
  {
    id: "alerts",
    titles: ["Delivery Alerts From the Carrier", "The Carrier's Own Alerts", "Free Alerts, Set Up With USPS"],
    descriptions: [
      "This site sends no alerts. The carrier does: sign up for text or e-mail updates on its tracking page once your number shows up.",
      // Texting the number alone brings one reply; updates need a keyword or a sign-up (issue 36, data/facts.ts).
      `Text your tracking number to ${factText("usps-text-tracking-short-code", "en")} for ${factText("usps-text-tracking-reply", "en")}. For updates as the parcel moves, add a keyword after the number, such as AA, or sign up on the USPS Tracking page.`,
      "Sign up for the postal service's free Informed Delivery to see what is arriving in your mailbox before it gets there.",
    ],
  },
];

/** The spec's four questions (docs/product.md §S2.3), answered plainly. */
export const LANDING_FAQ: readonly LandingQuestion[] = [
  {
    question: "When will tracking information be available?",
    answer:
      "As soon as the carrier first scans the parcel, which is usually when it is handed over or picked up. A label can be created days before that; until the first scan, the tracking page may say the label was created or that the number is not yet in the system. If nothing appears a day after the parcel was sent, ask the sender to confirm the number and the date it was handed over.",
  },
  {
    question: "Why is my tracking status not updating?",
    answer: `A parcel is only scanned at certain points, so it can travel for a day or more, often longer on weekends, holidays or long-distance trips, without a new entry. Tracking catches up at the next scan. If the parcel is late and tracking has stopped, contact the carrier with your tracking number. For USPS, that starts with a Help Request Form, then a Missing Mail search if it still has not arrived ${factText("missing-mail-search-wait", "en")} later.`,
  },
  {
    question: "Can I track several packages at once?",
    answer:
      "Yes. Enter or paste up to 35 tracking numbers in the box above, separated by commas, spaces or line breaks, or paste the line from your shipping e-mail as it is. Spaces and dashes inside a number are fine. We check each one and open USPS's tracking page with all of them together; a number that belongs to another carrier also gets a link to that carrier's own page.",
  },
  {
    question: "What do the tracking statuses mean?",
    answer:
      "Label Created means the sender has printed a label but the carrier does not have the parcel yet. Accepted means the carrier has it. In Transit means it is moving between facilities. Out for Delivery means it is on the vehicle today. Delivered means it has been left at the address or handed over; Alert or Available for Pickup means something needs your attention, such as a missed delivery.",
  },
];

export const LANDING_TEXTS: Record<Language, LandingTexts> = {
  en: {
    headlines: HEADLINES,
    descriptions: DESCRIPTIONS,
    formTitles: FORM_TITLES,
    formDescriptions: FORM_DESCRIPTIONS,
    placeholders: PLACEHOLDERS,
    buttonTexts: BUTTON_TEXTS,
    features: FEATURES,
    faq: LANDING_FAQ,
  },
  es: SPANISH_LANDING,
};

/** A random number in [0, 1), like Math.random; injectable so tests can pin the picks. */
export type RandomSource = () => number;

function pick<T>(variants: readonly T[], random: RandomSource): T {
  // Clamped, so a source that strays outside [0, 1) (or returns NaN) still picks a variant.
  const scaled = Math.floor(random() * variants.length);
  const index = Number.isNaN(scaled) ? 0 : Math.min(variants.length - 1, Math.max(0, scaled));
  return variants[index];
}

/** One independent pick per text, made per page load on the server, in the page's language. */
export function pickLandingCopy(random: RandomSource = Math.random, language: Language = "en"): LandingCopy {
  const texts = LANDING_TEXTS[language];
  return {
    headline: pick(texts.headlines, random),
    description: pick(texts.descriptions, random),
    formTitle: pick(texts.formTitles, random),
    formDescription: pick(texts.formDescriptions, random),
    placeholder: pick(texts.placeholders, random),
    buttonText: pick(texts.buttonTexts, random),
    features: texts.features.map((feature) => ({
      id: feature.id,
      title: pick(feature.titles, random),
      description: pick(feature.descriptions, random),
    })),
  };
}
