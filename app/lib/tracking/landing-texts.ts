/**
 * The shape of the landing page's texts in every language (landing-copy.ts, landing-copy-es.ts),
 * and the spec's example number they share: a module of its own, so that neither language's file
 * needs the other.
 */

/** The spec's example number (docs/product.md §S1); every placeholder variant begins with it. */
export const SAMPLE_TRACKING_NUMBER = "9400 1000 0000 0000 0000 00";

export type FeatureId = "real-time" | "secure" | "alerts";

export type FeatureVariants = {
  id: FeatureId;
  titles: readonly [string, string, string];
  descriptions: readonly [string, string, string];
};

/** One of the landing page's questions and its answer (not the help centre's FAQ entries). */
export type LandingQuestion = { question: string; answer: string };

export type LandingFeature = { id: FeatureId; title: string; description: string };

/** Every text of the landing page in one language: each list holds that text's variants. */
export type LandingTexts = {
  headlines: readonly string[];
  descriptions: readonly string[];
  formTitles: readonly string[];
  formDescriptions: readonly string[];
  placeholders: readonly string[];
  buttonTexts: readonly string[];
  features: ReadonlyArray<FeatureVariants>;
  faq: readonly LandingQuestion[];
};

/** What one page load shows: one variant of each text. */
export type LandingCopy = {
  headline: string;
  description: string;
  formTitle: string;
  formDescription: string;
  placeholder: string;
  buttonText: string;
  features: LandingFeature[];
};
