/**
 * The Spanish help centre's data and search (docs/product.md §D9): the FAQ and the guides read from
 * data/es/ and checked at load like the English, and a search of their own with Spanish word forms,
 * optional accents and forgiven typos.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { beforeAll, describe, expect, it, vi } from "vitest";
import spanishStrings from "~/i18n/catalogs/es/faq";
import { expandPlaceholders } from "~/lib/facts/placeholders";
import { createAnswerClient } from "~/lib/help-centre/answer-fetcher.server";
import { getEntryAnswer } from "~/lib/help-centre/answer-renderer.server";
import { parseAnswerFile } from "~/lib/help-centre/stored-answers.server";
import type { FaqData } from "~/lib/help-centre/faq-entries";
import { findFaqEntry, loadFaqData } from "~/lib/help-centre/faq-data.server";
import { getHelpSearch, type HelpSearch } from "~/lib/help-centre/search.server";
import { loadGuides } from "~/lib/help-centre/guides.server";
import { startFakeAnswerService } from "../fakes/fake-answer-service";
import { categoryTextKeys, FAQ_CATEGORY_IDS } from "~/lib/help-centre/faq-categories";

const PHONE = "1-800-275-8777";

describe("the Spanish FAQ", () => {
  let english: FaqData;
  let spanish: FaqData;
  beforeAll(async () => {
    [english, spanish] = await Promise.all([loadFaqData(), loadFaqData({ language: "es" })]);
  });

  it("has every English entry, under the same id and category, with its Spanish question and answer", () => {
    expect(spanish.entries).toHaveLength(201);
    expect(spanish.entries.map(({ id, categoryId, keyword }) => ({ id, categoryId, keyword }))).toEqual(
      english.entries.map(({ id, categoryId, keyword }) => ({ id, categoryId, keyword })),
    );
    const entry = findFaqEntry(spanish, "csv-article-12");
    const file = matter(
      readFileSync(path.join("data", "es", "faq-answers", `${entry?.keyword.replace(/[^a-z0-9]+/g, "-")}.md`), "utf8"),
    );
    expect(entry?.title).toBe(file.data.title);
    // The answer as readers see it: its facts (data/facts.ts) and the carrier's number filled in, in Spanish.
    expect(entry?.content).toBe(
      expandPlaceholders(file.content.trim(), { language: "es", values: { CARRIER_PHONE: PHONE } }).text,
    );
    expect(entry?.content).toContain("7 días hábiles (al ");
    expect(entry?.reviewed).toBe(findFaqEntry(english, "csv-article-12")?.reviewed);
  });

  it("names its categories in Spanish", () => {
    expect(
      FAQ_CATEGORY_IDS.map((id) => spanishStrings[categoryTextKeys(id).title as keyof typeof spanishStrings]),
    ).toEqual(["Rastreo", "Entrega", "Envíos", "Internacional", "Cuenta y dirección", "Pagos y cargos"]);
  });

  it("is loaded once per process and language", () => {
    expect(loadFaqData({ language: "es" })).toBe(loadFaqData({ language: "es" }));
    expect(loadFaqData({ language: "es" })).not.toBe(loadFaqData());
  });

  it("checks each translation as it loads: a Spanish answer needs its question", () => {
    const body = Array.from({ length: 160 }, () => "palabra").join(" ");
    const withTitle = `---\nkeyword: "where is my mail"\ntitle: "¿Dónde está mi correo?"\nreviewed: 2026-11-24\n---\n${body}\n`;
    expect(parseAnswerFile("where-is-my-mail.md", withTitle, PHONE, "es").answer?.title).toBe("¿Dónde está mi correo?");
    const withoutTitle = withTitle.replace(/title: .*\n/, "");
    expect(parseAnswerFile("where-is-my-mail.md", withoutTitle, PHONE, "es").problems.join("\n")).toMatch(/title/);
  });
});

describe("the Spanish guides", () => {
  it("are the English guides, in the same order, at the same paths, linking Spanish pages", async () => {
    const [english, spanish] = await Promise.all([loadGuides(), loadGuides({ language: "es" })]);
    expect(spanish.all.map((guide) => guide.slug)).toEqual(english.all.map((guide) => guide.slug));
    // The site's paths: a Spanish page puts them under /es (the router's basename).
    expect(spanish.index.map((guide) => guide.path)).toEqual(english.index.map((guide) => guide.path));
    const guide = spanish.bySlug.get("how-to-change-address-usps");
    expect(guide?.title).toBe("Cómo cambiar su dirección con USPS");
    const internal = [...(guide?.html ?? "").matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]);
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(href).toMatch(/^\/es(\/|$)/);
    expect(guide?.html).toContain("Fuentes oficiales");
  });
});

describe("the answer service on a Spanish page", () => {
  it("is asked in Spanish, and the stored Spanish answer (its links in Spanish) stands in when it fails", async () => {
    const service = await startFakeAnswerService();
    try {
      const entry = { id: "csv-article-1", title: "¿Dónde está mi paquete?", content: "Vea [la guía](/articles)." };
      const client = createAnswerClient({ baseUrl: service.url, log: { error: vi.fn() } });
      const generated = await getEntryAnswer(entry, {
        answerService: { url: service.url, timeoutMs: 1000 },
        client,
        language: "es",
      });
      expect(generated.source).toBe("generated");
      expect(service.prompts.at(-1)).toContain('"¿Dónde está mi paquete?"');
      expect(service.prompts.at(-1)).toMatch(/in Spanish/);

      const stored = await getEntryAnswer(entry, { answerService: undefined, language: "es" });
      expect(stored).toMatchObject({ source: "stored" });
      expect(stored.html).toContain('href="/es/articles"');
    } finally {
      await service.close();
    }
  });
});

type Expected = { faq: string } | { guide: string };

/** Spanish queries a visitor types, and the page that should come first (the English table's Spanish twin). */
const RELEVANCE: Array<[string, Expected]> = [
  ["envio", { guide: "how-to-make-a-usps-shipping-label" }],
  ["envío", { guide: "how-to-make-a-usps-shipping-label" }],
  ["etiqueta de envío", { guide: "how-to-make-a-usps-shipping-label" }],
  ["paquetes", { guide: "can-i-pick-up-my-package-from-usps" }],
  ["paquete perdido", { guide: "how-to-contact-usps-about-a-missing-package" }],
  ["reclamo", { faq: "usps insurance claim payment" }],
  ["reclamo paquete perdido", { faq: "usps lost package claim" }],
  ["cambio de dirección", { guide: "how-to-change-address-usps" }],
  ["cambio de direccion", { guide: "how-to-change-address-usps" }],
  ["giro postal", { guide: "does-the-usps-sell-money-orders" }],
  ["retener correo", { faq: "how long can usps hold mail" }],
  ["sábado", { guide: "is-usps-open-on-saturday" }],
  ["sabado", { guide: "is-usps-open-on-saturday" }],
  ["feriados", { faq: "does usps deliver on holidays" }],
  ["estafa mensaje de texto", { guide: "does-usps-text-you" }],
  ["estafa", { guide: "does-usps-text-you" }],
  ["aduana", { faq: "how to pay customs duties" }],
  ["apartado postal", { faq: "how to apply for a po box" }],
  ["Priority Mail", { guide: "how-long-does-usps-priority-mail-take" }],
  ["entrega", { guide: "when-does-usps-deliver" }],
  ["numero de rastreo", { faq: "usps tracking number lookup" }],
  ["paquete entregado no recibido", { faq: "package marked delivered but not received" }],
  ["reembolso", { faq: "how to get a refund from usps" }],
  ["pasaporte", { faq: "where is my passport" }],
  ["Informed Delivery", { faq: "how to sign up for informed delivery" }],
  ["Media Mail", { guide: "what-is-usps-media-mail" }],
  ["correo certificado", { faq: "certified mail cost" }],
  ["baterias de litio", { faq: "can i ship lithium batteries" }],
  ["nueva entrega", { faq: "how to schedule a redelivery" }],
  ["rastreo no se actualiza", { faq: "usps tracking not updating" }],
  ["en transito", { guide: "what-does-in-transit-mean-usps" }],
  ["domingo", { faq: "does usps deliver on sunday" }],
  ["navidad", { guide: "does-usps-deliver-on-christmas-eve" }],
  ["sellos", { faq: "how much does a stamp cost" }],
  ["enviar alcohol", { guide: "can-you-ship-alcohol-via-usps" }],
  ["oficina de correos abierta hoy", { guide: "is-the-usps-open-today" }],
  ["Ground Advantage", { guide: "what-is-usps-ground-advantage" }],
  ["código postal", { guide: "when-does-usps-deliver-to-my-zip-code" }],
  // Typos, forgiven as in English.
  ["paqete", { guide: "can-i-pick-up-my-package-from-usps" }],
  ["direcion", { guide: "how-to-change-address-usps" }],
  ["pasaprote", { faq: "where is my passport" }],
];

describe("Spanish search relevance on the real FAQ and guides", () => {
  let search: HelpSearch;
  let pathOf: (expected: Expected) => string;

  beforeAll(async () => {
    search = await getHelpSearch("es");
    const faq = await loadFaqData({ language: "es" });
    const idByKeyword = new Map(faq.entries.map((article) => [article.keyword, article.id]));
    pathOf = (expected) => {
      if ("guide" in expected) return `/${expected.guide}`;
      const id = idByKeyword.get(expected.faq);
      if (!id) throw new Error(`no FAQ keyword "${expected.faq}"`);
      return `/faq/article/${id}`;
    };
  });

  it("searches the Spanish texts only, and shows their Spanish titles", async () => {
    const results = search.search("envio", Infinity);
    expect(results.length).toBeGreaterThan(5);
    expect(results.some((result) => result.title.includes("envío"))).toBe(true);
    expect((await getHelpSearch("en")).search("envio")).toEqual([]);
  });

  it("treats accents as optional, in the query and in the texts", () => {
    expect(search.search("envio")).toEqual(search.search("envío"));
    expect(search.search("direccion")).toEqual(search.search("dirección"));
    expect(search.search("SÁBADO")).toEqual(search.search("sabado"));
  });

  it.each(RELEVANCE)("%s: the expected page is in the first three", (query, expected) => {
    const top = search.search(query, 3).map((result) => result.path);
    expect(top).toContain(pathOf(expected));
  });

  it(`precision at 1 is at least 0.9 over ${RELEVANCE.length} queries`, () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
    let atOne = 0;
    const misses: string[] = [];
    for (const [query, expected] of RELEVANCE) {
      const top = search.search(query, 3).map((result) => result.path);
      if (top[0] === pathOf(expected)) atOne += 1;
      else misses.push(`${query} -> ${top[0]}`);
    }
    const p1 = atOne / RELEVANCE.length;
    console.info(
      `Spanish search relevance: P@1 ${p1.toFixed(3)} over ${RELEVANCE.length} queries; not first: ${misses.join("; ")}`,
    );
    expect(p1).toBeGreaterThanOrEqual(0.9);
  });

  it("links a Spanish FAQ entry to the Spanish guide on its subject", async () => {
    const faq = await loadFaqData({ language: "es" });
    const entry = faq.entries.find((article) => article.keyword === "what is usps media mail");
    expect(entry && search.guideFor(entry.title)?.path).toBe("/what-is-usps-media-mail");
  });
});
