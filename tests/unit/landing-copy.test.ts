import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUTTON_TEXTS,
  DESCRIPTIONS,
  FEATURES,
  FORM_DESCRIPTIONS,
  FORM_TITLES,
  HEADLINES,
  LANDING_FAQ,
  LANDING_TEXTS,
  PLACEHOLDERS,
  SAMPLE_TRACKING_NUMBER,
  pickLandingCopy,
  type LandingCopy,
} from "~/lib/tracking/landing-copy";
import { MAX_TRACKING_NUMBERS, TRACKING_INPUT_MAX_LENGTH } from "~/lib/tracking/tracking-input";

const ROTATING: Array<[keyof Omit<LandingCopy, "features">, readonly string[]]> = [
  ["headline", HEADLINES],
  ["description", DESCRIPTIONS],
  ["formTitle", FORM_TITLES],
  ["formDescription", FORM_DESCRIPTIONS],
  ["placeholder", PLACEHOLDERS],
  ["buttonText", BUTTON_TEXTS],
];

const everyText = [
  ...ROTATING.flatMap(([, variants]) => variants),
  ...FEATURES.flatMap((feature) => [...feature.titles, ...feature.descriptions]),
  ...LANDING_FAQ.flatMap((entry) => [entry.question, entry.answer]),
];

/** A random source that replays the given numbers, then repeats the last. */
function replay(values: number[]) {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
}

describe("landing copy variants", () => {
  it.each(ROTATING)("%s has 5 distinct, non-empty variants", (_, variants) => {
    expect(variants).toHaveLength(5);
    expect(new Set(variants).size).toBe(5);
    for (const variant of variants) expect(variant.trim()).toBe(variant);
    for (const variant of variants) expect(variant).not.toBe("");
  });

  it("every placeholder begins with the spec's sample number and fits the field", () => {
    expect(SAMPLE_TRACKING_NUMBER).toBe("9400 1000 0000 0000 0000 00");
    for (const placeholder of PLACEHOLDERS) {
      expect(placeholder.startsWith(SAMPLE_TRACKING_NUMBER)).toBe(true);
      expect(placeholder.length).toBeLessThanOrEqual(TRACKING_INPUT_MAX_LENGTH);
    }
  });

  it("has the three features (real-time tracking, secure and private, delivery alerts), 3 variants each", () => {
    expect(FEATURES.map((feature) => feature.id)).toEqual(["real-time", "secure", "alerts"]);
    for (const feature of FEATURES) {
      expect(new Set(feature.titles).size).toBe(3);
      expect(new Set(feature.descriptions).size).toBe(3);
    }
    expect(FEATURES[0].titles[0]).toMatch(/^Real-Time Tracking/);
    expect(FEATURES[1].titles[0]).toBe("Secure and Private");
    expect(FEATURES[2].titles[0]).toMatch(/^Delivery Alerts/);
  });

  it("promises no service the site does not run: tracking and alerts are the carrier's", () => {
    for (const feature of FEATURES.filter((candidate) => candidate.id !== "secure")) {
      for (const title of feature.titles) expect(title, title).toMatch(/carrier|official|USPS/i);
    }
    expect(FEATURES[2].descriptions.join(" ")).not.toMatch(/we (will )?(send|alert|notify)/i);
  });

  it("says texting a number to USPS brings one reply, and that updates need a keyword or a sign-up", () => {
    for (const language of ["en", "es"] as const) {
      const alerts = LANDING_TEXTS[language].features[2].descriptions.find((text) => text.includes("28777"));
      expect(alerts, language).toBeDefined();
      expect(alerts).toContain("28777 (2USPS)");
      expect(alerts).toMatch(language === "en" ? /one reply with the latest/ : /una sola respuesta/);
      expect(alerts).toMatch(/\bAA\b/);
      expect(alerts).toMatch(
        language === "en" ? /sign up on the USPS Tracking page/ : /suscríbase en la página de rastreo/,
      );
      expect(alerts).not.toMatch(/replies arrive as the parcel moves|respuestas a medida que avance/);
    }
  });

  it("promises nothing the site does not do: it checks numbers and hands them over, it neither tracks nor finds", () => {
    for (const text of everyText) {
      expect(text, text).not.toMatch(/\bin seconds\b|\bcheck (the |your )?status\b|\bfind my (package|parcel)\b/i);
    }
  });

  it("has the spec's four FAQ questions, each with an answer", () => {
    const questions = LANDING_FAQ.map((entry) => entry.question);
    expect(questions).toHaveLength(4);
    expect(questions[0]).toMatch(/tracking information be available/i);
    expect(questions[1]).toMatch(/not updating/i);
    expect(questions[2]).toMatch(/several packages/i);
    expect(questions[3]).toMatch(/statuses mean/i);
    for (const entry of LANDING_FAQ) expect(entry.answer.length).toBeGreaterThan(80);
  });

  it("states the same number limit as the form's rule wherever it names one", () => {
    for (const text of everyText) {
      for (const match of text.matchAll(/up to (\d+)/gi)) expect(Number(match[1])).toBe(MAX_TRACKING_NUMBERS);
    }
  });

  it("never presents the site as the postal service", () => {
    for (const text of everyText) {
      expect(text).not.toMatch(/\b(we are|this is) (the )?(usps|postal service)\b/i);
      expect(text).not.toMatch(/\bour (official )?(usps|postal)\b/i);
    }
  });
});

describe("pickLandingCopy", () => {
  it("picks the first variants for 0 (or NaN) and the last for values just under (or at) 1", () => {
    const first = pickLandingCopy(() => 0);
    const last = pickLandingCopy(() => 0.999999);
    const clamped = pickLandingCopy(() => 1);
    const notANumber = pickLandingCopy(() => Number.NaN);
    for (const [key, variants] of ROTATING) {
      expect(first[key]).toBe(variants[0]);
      expect(last[key]).toBe(variants[4]);
      expect(clamped[key]).toBe(variants[4]);
      expect(notANumber[key]).toBe(variants[0]);
    }
    expect(first.features.map((feature) => feature.title)).toEqual(FEATURES.map((feature) => feature.titles[0]));
    expect(last.features.map((feature) => feature.description)).toEqual(
      FEATURES.map((feature) => feature.descriptions[2]),
    );
  });

  it("picks each text independently", () => {
    // Six rotating texts, then title and description per feature, in that order.
    const copy = pickLandingCopy(replay([0, 0.2, 0.4, 0.6, 0.8, 0.99, 0.5, 0, 0.99]));
    expect(copy.headline).toBe(HEADLINES[0]);
    expect(copy.description).toBe(DESCRIPTIONS[1]);
    expect(copy.formTitle).toBe(FORM_TITLES[2]);
    expect(copy.formDescription).toBe(FORM_DESCRIPTIONS[3]);
    expect(copy.placeholder).toBe(PLACEHOLDERS[4]);
    expect(copy.buttonText).toBe(BUTTON_TEXTS[4]);
    expect(copy.features[0]).toEqual({
      id: "real-time",
      title: FEATURES[0].titles[1],
      description: FEATURES[0].descriptions[0],
    });
  });

  it("always returns texts from the variant lists, whatever the random source returns", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double(), fc.constant(Number.NaN)), { minLength: 1, maxLength: 12 }),
        (values) => {
          const copy = pickLandingCopy(replay(values));
          for (const [key, variants] of ROTATING) expect(variants).toContain(copy[key]);
          copy.features.forEach((feature, index) => {
            expect(FEATURES[index].titles).toContain(feature.title);
            expect(FEATURES[index].descriptions).toContain(feature.description);
          });
        },
      ),
    );
  });

  it("varies from load to load with the default random source", () => {
    const headlines = new Set(Array.from({ length: 100 }, () => pickLandingCopy().headline));
    expect(headlines.size).toBeGreaterThan(1);
  });
});

describe("the Spanish landing texts", () => {
  const english = LANDING_TEXTS.en;
  const spanish = LANDING_TEXTS.es;
  const lists = ["headlines", "descriptions", "formTitles", "formDescriptions", "placeholders", "buttonTexts"] as const;
  const everySpanishText = [
    ...lists.flatMap((list) => spanish[list]),
    ...spanish.features.flatMap((feature) => [...feature.titles, ...feature.descriptions]),
    ...spanish.faq.flatMap((entry) => [entry.question, entry.answer]),
  ];

  it("has a Spanish version of every variant, in the same order", () => {
    expect(english.headlines).toBe(HEADLINES);
    for (const list of lists) {
      expect(spanish[list], list).toHaveLength(english[list].length);
      expect(new Set(spanish[list]).size, list).toBe(english[list].length);
      for (const variant of spanish[list]) expect(variant.trim()).toBe(variant);
    }
    expect(spanish.features.map((feature) => feature.id)).toEqual(FEATURES.map((feature) => feature.id));
    for (const feature of spanish.features) {
      expect(new Set(feature.titles).size).toBe(3);
      expect(new Set(feature.descriptions).size).toBe(3);
    }
    expect(spanish.faq).toHaveLength(LANDING_FAQ.length);
    for (const entry of spanish.faq) expect(entry.answer.length).toBeGreaterThan(80);
  });

  it("begins every placeholder with the sample number, and names the same limit", () => {
    for (const placeholder of spanish.placeholders) expect(placeholder.startsWith(SAMPLE_TRACKING_NUMBER)).toBe(true);
    for (const text of everySpanishText) {
      for (const match of text.matchAll(/hasta (\d+)/gi)) expect(Number(match[1])).toBe(MAX_TRACKING_NUMBERS);
    }
  });

  it("never presents the site as the postal service, and gives tracking and alerts to the carrier", () => {
    for (const text of everySpanishText) {
      expect(text).not.toMatch(/\b(somos|este es) (el )?(usps|servicio postal)\b/i);
      expect(text).not.toMatch(/\bnuestro (usps|servicio postal)\b/i);
    }
    for (const feature of spanish.features.filter((candidate) => candidate.id !== "secure")) {
      for (const title of feature.titles) expect(title, title).toMatch(/empresa de transporte|oficial|USPS/i);
    }
    for (const text of everySpanishText) {
      expect(text, text).not.toMatch(/en segundos|consultar (el )?estado|buscar mi paquete/i);
    }
  });

  it("is what a Spanish page picks", () => {
    const first = pickLandingCopy(() => 0, "es");
    const last = pickLandingCopy(() => 0.999999, "es");
    expect(first.headline).toBe(spanish.headlines[0]);
    expect(last.buttonText).toBe(spanish.buttonTexts[4]);
    expect(first.features.map((feature) => feature.title)).toEqual(
      spanish.features.map((feature) => feature.titles[0]),
    );
  });
});
