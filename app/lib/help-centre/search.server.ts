/**
 * One ranked search over the FAQ entries and the guides (docs/product.md §D8.1), built once
 * per process with MiniSearch: BM25 ranking, prefix matching while typing, and
 * typo tolerance (`mony order`, `recieve`, and a swapped pair of letters: `medai mail`).
 * The results page and the dropdown both ask this index, so they never disagree.
 */
import MiniSearch, { type SearchResult } from "minisearch";
// Spanish stems by Snowball's Spanish algorithm ("envíos" -> "envi", "paquetes" -> "paquet").
import { stemmer as spanishStemmer } from "@orama/stemmers/spanish";
// English stems by Porter's algorithm ("tracking" -> "track", "received" -> "receiv", "boxes" ->
// "box"). The index keeps each word and its stem and a query asks with stems, so "packages" finds
// "package" and "recieve" is one swap from "receiv".
import { stemmer } from "stemmer";
import type { Language } from "~/i18n/languages";
import { loadGuides, type Guide } from "~/lib/help-centre/guides.server";
import { markdownToPlainText } from "./plain-text";
import { type FaqEntry } from "./faq-entries";
import { getFaqData } from "./faq-data.server";
import { faqEntryPath } from "./faq-urls";
import { SEARCH_PREVIEW_LENGTH, SEARCH_RESULT_LIMIT, type HelpSearchKind, type HelpSearchResult } from "./search";

/** How one language's words are read, in the index and in queries alike. */
type Analyzer = {
  /** A word as the index keeps it: lower-cased (and, in Spanish, without accents). */
  normalize: (word: string) => string;
  /** A normalized word's stem. */
  stem: (word: string) => string;
  /** The stem of the word as written (lower-cased), where its accents change the stem: indexed too. */
  writtenStem?: (word: string) => string;
  stopWords: ReadonlySet<string>;
  /**
   * Whether a title "holds the query" when it has every telling word of it in any order and with
   * other words between: Spanish puts articles and possessives between the words a visitor types
   * ("retener correo", "¿Puede USPS retener mi correo?"). English asks for the words in a row.
   */
  looseTitleMatch: boolean;
};

// Stemming is the index build's main cost and our content repeats its words: each word is
// stemmed once per process (the vocabulary is a few thousand words, so the map stays small).
function memoized(stemWord: (word: string) => string): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let stemmed = stems.get(word);
    if (stemmed === undefined) {
      stemmed = stemWord(word);
      if (stems.size < 50_000) stems.set(word, stemmed);
    }
    return stemmed;
  };
}

/** Accents are optional in a Spanish query: "envio" finds "envío", "direccion" "dirección". */
function withoutAccents(word: string): string {
  return word.normalize("NFD").replace(/\p{M}+/gu, "");
}

const ANALYZERS: Record<Language, Analyzer> = {
  en: {
    normalize: (word) => word.toLowerCase(),
    stem: memoized(stemmer),
    // Words that say nothing about the subject. Dropped from queries, unless a query is
    // made of nothing else; indexed, so that such a query still finds its words.
    stopWords: new Set(
      (
        "a an and are as at be by can could do does did for from get how i if in is it its me my of on or " +
        "should so that the their them there this to was we what when where which who why will with would you your"
      ).split(" "),
    ),
    looseTitleMatch: false,
  },
  es: {
    normalize: (word) => withoutAccents(word.toLowerCase()),
    // A query is stemmed without accents, so a word typed with or without them has one stem; the
    // index also keeps the stem of the word as written ("recibí" -> "recib", as "recibido").
    stem: memoized((word) => spanishStemmer(word)),
    writtenStem: memoized((word) => withoutAccents(spanishStemmer(word))),
    // Kept without accents, as the words they are compared with. "No" stays: "no llegó" is a subject.
    stopWords: new Set(
      (
        "a al algo como con cual cuales cuando de del desde donde el ella ellas ellos en entre era es esa ese " +
        "eso esta estan estas este esto estos hay la las le les lo los me mi mis muy o para pero por porque puede " +
        "pueden puedo que quien se sea si sin sobre son su sus te tengo tiene un una uno unos unas usted y ya yo"
      ).split(" "),
    ),
    looseTitleMatch: true,
  },
};

export type HelpSearchDocument = {
  id: string;
  kind: HelpSearchKind;
  title: string;
  /**
   * An English FAQ entry's CSV keyword ("hold mail request"), searched as its title is: what a
   * visitor types is often the keyword rather than the question. Absent for guides and translations.
   */
  keyword?: string;
  /** A guide's description and excerpt; empty for FAQ entries, whose title is the question. */
  summary: string;
  /** Plain text of the body's opening: the direct answer (see LEAD_WORDS). */
  text: string;
  path: string;
};

export type GuideLink = { title: string; path: string };

export type HelpSearch = {
  /** Best first; at most `limit` (default 5; `Infinity` for every match). */
  search(query: string, limit?: number): HelpSearchResult[];
  /** The guide on the same subject as an FAQ entry (asked with guideSubject), when there is a clear one. */
  guideFor(title: string): GuideLink | undefined;
  size: number;
};

/**
 * Spellings one swap of neighbouring letters away ("medai" → "media"). MiniSearch's fuzzy
 * matching counts edits (Levenshtein): a swap is two, more than a short word is allowed.
 */
function adjacentSwaps(word: string): string[] {
  const swaps: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] === word[i + 1]) continue;
    swaps.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return swaps;
}

// A typo costs one edit in a short word and two in a longer one ("recieve").
function fuzzyDistance(term: string): number {
  if (term.length >= 6) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

// Guides are the site's fullest answers: on a tie they come first.
const GUIDE_BOOST = 1.4;
/** A title that holds the query as written, or names the same subject in other small words. */
const PHRASE_BOOST = 3;
// A word in more than this share of pages ("mail", "usps") tells little: when a query
// also has rarer words, only those select pages. Scoring every page that says "mail"
// is what made a query at 10,000 documents slow.
const COMMON_SHARE = 0.2;

export function createHelpSearch(documents: readonly HelpSearchDocument[], language: Language = "en"): HelpSearch {
  const { normalize, stem, writtenStem, stopWords, looseTitleMatch } = ANALYZERS[language];

  function indexTerms(term: string): string[] {
    const word = normalize(term);
    const terms = new Set([word, stem(word)]);
    if (writtenStem) terms.add(writtenStem(term.toLowerCase()));
    return [...terms];
  }

  function queryTerm(term: string): string | null {
    const word = normalize(term);
    return stopWords.has(word) ? null : stem(word);
  }

  /**
   * The words of a title or query that name its subject: stemmed, without stop words.
   * "How to Change Your Address with USPS" and "change of address" both give chang, address, usp.
   */
  function subjectTerms(text: string, stemOf?: (word: string) => string): string[] {
    const term = (word: string) =>
      stemOf && !stopWords.has(normalize(word)) ? stemOf(word.toLowerCase()) : queryTerm(word);
    return MiniSearch.getDefault("tokenize")(text)
      .map(term)
      .filter((term: string | null): term is string => term !== null && term !== "");
  }

  /** Words stemmed and space-joined, so "money order" is found in "Sell Money Orders". */
  function comparable(text: string): string {
    const words = text
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== "")
      .map(normalize);
    return ` ${words.map(stem).join(" ")} `;
  }

  // In how many documents each indexed word appears. A query word found here is spelled
  // out in full: it needs neither prefix nor fuzzy matching, the costly kinds.
  const documentFrequency = new Map<string, number>();
  let termsOfDocument = new Set<string>();
  const index = new MiniSearch<HelpSearchDocument>({
    fields: ["title", "keyword", "summary", "text"],
    storeFields: ["kind", "title", "path"],
    processTerm: (term) => {
      const terms = indexTerms(term);
      for (const indexed of terms) termsOfDocument.add(indexed);
      return terms;
    },
    searchOptions: {
      boost: { title: 4, keyword: 2, summary: 2, text: 1 },
      prefix: (term) => term.length >= 3 && !documentFrequency.has(term),
      fuzzy: (term) => (documentFrequency.has(term) ? false : fuzzyDistance(term)),
      boostDocument: (_id, _term, stored) => (stored?.kind === "guide" ? GUIDE_BOOST : 1),
    },
  });
  for (const document of documents) {
    termsOfDocument = new Set();
    index.add(document);
    for (const term of termsOfDocument) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const commonAbove = documents.length * COMMON_SHARE;
  const isCommon = (term: string) => (documentFrequency.get(term) ?? 0) > commonAbove;

  /** A document's headings: its title, and an FAQ entry's keyword, which names the same subject. */
  const headingsOf = (doc: HelpSearchDocument) => (doc.keyword ? [doc.title, doc.keyword] : [doc.title]);

  /** Each heading's words, and those of them that say something ("usps" and "mail" say little here). */
  const titleTerms = new Map(
    documents.map((doc) => [
      doc.id,
      headingsOf(doc).map((heading) => {
        const all = new Set(subjectTerms(heading));
        // "recibí" in a title is "recib", as "recibido" in a query.
        if (writtenStem) for (const term of subjectTerms(heading, writtenStem)) all.add(term);
        return { all, telling: [...all].filter((term) => !isCommon(term)) };
      }),
    ]),
  );

  /**
   * A query word the index does not hold, spelled with two neighbouring letters swapped, is
   * read as the word it was meant to be (the most frequent one, when several swaps are words).
   */
  function correctSwap(word: string): string | undefined {
    const lower = normalize(word);
    if (stopWords.has(lower) || documentFrequency.has(stem(lower))) return undefined;
    let best: { term: string; frequency: number } | undefined;
    for (const swapped of adjacentSwaps(lower)) {
      const term = stem(swapped);
      const frequency = documentFrequency.get(term) ?? 0;
      if (frequency > (best?.frequency ?? 0)) best = { term, frequency };
    }
    return best?.term;
  }

  // Asked with the site's own FAQ titles, so the memo is bounded by the FAQ's size.
  const guideByTitle = new Map<string, GuideLink | undefined>();
  const previews = new Map(documents.map((doc) => [doc.id, (doc.summary || doc.text).slice(0, SEARCH_PREVIEW_LENGTH)]));
  const comparableTitles = new Map(documents.map((doc) => [doc.id, headingsOf(doc).map(comparable)]));

  function toResult(hit: SearchResult): HelpSearchResult {
    return {
      kind: hit.kind === "guide" ? "guide" : "faq",
      title: String(hit.title),
      path: String(hit.path),
      preview: previews.get(String(hit.id)) ?? "",
    };
  }

  function rankedHits(query: string): SearchResult[] {
    const typed = MiniSearch.getDefault("tokenize")(query).filter((word: string) => word !== "");
    // Swapped letters put right first, so every later step sees the word that was meant.
    const words = typed.map((word: string) => correctSwap(word) ?? word);
    const meaningful = words.map(queryTerm).filter((term: string | null): term is string => term !== null);
    // A query of stop words only ("how do i") still finds what it says.
    const terms = meaningful.length > 0 ? meaningful : words.map((word: string) => stem(normalize(word)));
    if (terms.length === 0) return [];
    const rare = terms.filter((term: string) => !isCommon(term));
    const searchFor = (wanted: string[]) =>
      index.search(wanted.join(" "), {
        // The terms are processed already.
        processTerm: (term) => term,
        tokenize: (text) => text.split(" "),
      });
    let hits = searchFor(rare.length > 0 ? rare : terms);
    // The rare words found nothing (a typo beyond forgiving): the common ones still say something.
    if (hits.length === 0 && rare.length > 0 && rare.length < terms.length) hits = searchFor(terms);
    // A title that holds the whole query ("where is my package") is what was asked for; so is one
    // that names the same subject in other small words ("change of address" and "How to Change
    // Your Address with USPS"), which is how a guide titled as a question is found by its topic.
    const phrase = comparable(words.join(" "));
    // Same subject: a heading holds every word of the query, and the query every telling word of the heading.
    const sameSubject = (id: string) =>
      meaningful.length > 0 &&
      (titleTerms.get(id) ?? []).some(
        (title) =>
          meaningful.every((term: string) => title.all.has(term)) &&
          title.telling.every((term) => meaningful.includes(term)),
      );
    const holdsQuery = (id: string) => {
      if (!looseTitleMatch) return (comparableTitles.get(id) ?? []).some((title) => title.includes(phrase));
      return (
        meaningful.length > 0 &&
        (titleTerms.get(id) ?? []).some((title) => meaningful.every((term: string) => title.all.has(term)))
      );
    };
    for (const hit of hits) {
      const id = String(hit.id);
      if (holdsQuery(id) || sameSubject(id)) hit.score *= PHRASE_BOOST;
    }
    return hits.sort((a, b) => b.score - a.score);
  }

  return {
    size: documents.length,
    search(query, limit = SEARCH_RESULT_LIMIT) {
      const max = Math.max(0, limit);
      const trimmed = query.trim();
      if (trimmed === "" || max === 0) return [];
      const hits = rankedHits(trimmed);
      return (Number.isFinite(max) ? hits.slice(0, max) : hits).map(toResult);
    },
    guideFor(title) {
      if (guideByTitle.has(title)) return guideByTitle.get(title);
      const guide = findGuide(title);
      guideByTitle.set(title, guide);
      return guide;
    },
  };

  function findGuide(title: string): GuideLink | undefined {
    const wanted = new Set(
      MiniSearch.getDefault("tokenize")(title)
        .map(queryTerm)
        .filter((term: string | null): term is string => term !== null && term !== ""),
    );
    if (wanted.size === 0) return undefined;
    const [best] = index.search(title, {
      processTerm: queryTerm,
      fields: ["title", "summary"],
      prefix: false,
      fuzzy: false,
      filter: (hit) => hit.kind === "guide",
    });
    if (!best) return undefined;
    // Same subject: the guide covers most of the question's words, not one shared word.
    const covered = new Set(best.queryTerms).size;
    const enough = wanted.size === 1 ? covered === 1 : covered >= 2 && covered / wanted.size >= 0.6;
    return enough ? { title: String(best.title), path: String(best.path) } : undefined;
  }
}

// ---------------------------------------------------------------------------
// The site's documents

/**
 * How much of a body is indexed: the opening, where every answer and guide states
 * its subject. Indexing whole guides made a query at 10,000 documents cost ~5x more
 * (every page mentions "mail" somewhere) without finding better pages.
 */
const LEAD_WORDS = 80;

function lead(text: string): string {
  return text.split(" ").slice(0, LEAD_WORDS).join(" ");
}

function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The words an entry's guide is looked up by (HelpSearch.guideFor): an English entry's keyword, which
 * names its subject in the fewest words ("certified mail cost", where the question adds "how much
 * does"); a translation's own question, since its keyword is English.
 */
export function guideSubject(entry: Pick<FaqEntry, "title" | "keyword">, language: Language = "en"): string {
  return language === "en" ? entry.keyword : entry.title;
}

export function faqDocument(entry: FaqEntry, language: Language = "en"): HelpSearchDocument {
  return {
    id: `faq:${entry.id}`,
    kind: "faq",
    title: entry.title,
    // The keyword is English: a translation is searched by its own words (and stemmed in its language).
    ...(language === "en" ? { keyword: entry.keyword } : {}),
    summary: "",
    text: lead(markdownToPlainText(entry.content)),
    path: faqEntryPath(entry.id),
  };
}

export function guideDocument(guide: Guide): HelpSearchDocument {
  return {
    id: `guide:${guide.slug}`,
    kind: "guide",
    title: guide.title,
    summary: `${guide.excerpt} ${guide.description}`,
    text: lead(htmlToText(guide.html)),
    path: guide.path,
  };
}

const shared = new Map<Language, Promise<HelpSearch>>();

/**
 * The process's index for one language, built on first use from that language's FAQ and guides:
 * a Spanish page searches the Spanish texts only, with Spanish word forms.
 */
export function getHelpSearch(language: Language = "en"): Promise<HelpSearch> {
  let pending = shared.get(language);
  if (!pending) {
    pending = Promise.all([getFaqData(language), loadGuides({ language })]).then(([faq, guides]) =>
      createHelpSearch([...guides.all.map(guideDocument), ...faq.entries.map((entry) => faqDocument(entry))], language),
    );
    shared.set(language, pending);
    // A failed build (a broken guide) is tried again on the next request.
    pending.catch(() => shared.delete(language));
  }
  return pending;
}
