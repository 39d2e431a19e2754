/**
 * The help articles (guides): every markdown file in data/articles, read, checked and rendered
 * once per server process (docs/product.md §D6), in the order their front matter's `order` gives.
 * A content mistake (bad front matter, no review date, a missing or repeated `order`, a link to a page we do not have or to a host off the allow-list, a
 * placeholder that names no fact of data/facts.ts, a fact never dated, no closing list of official sources) stops the load with one error naming
 * every problem, so it is caught by the unit tests instead of reaching a reader.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { getConfig } from "~/lib/config.server";
import { GUIDES_DIRS, guidePaths, guideSlugs, resetGuideListings } from "~/lib/help-centre/guide-files.server";
import { expandPlaceholders } from "~/lib/facts/placeholders";
import { renderMarkdown } from "~/lib/markdown.server";
import {
  countWords,
  leftoverPlaceholder,
  markdownBodyProblems,
  OFFICIAL_SOURCES_HEADINGS,
  officialSourcesProblems,
  reviewedField,
  splitFrontMatter,
} from "~/lib/help-centre/markdown-checks.server";

// Lengths that suit their places: the meta description search engines show, and a
// card excerpt that fits three lines on a phone. Spanish says the same in about a quarter more.
const TEXT_LENGTHS: Record<Language, { description: number; excerpt: number }> = {
  en: { description: 160, excerpt: 160 },
  es: { description: 230, excerpt: 200 },
};

const frontMatterSchema = (language: Language) =>
  z
    .object({
      title: z.string().trim().min(5).max(90),
      description: z.string().trim().min(70).max(TEXT_LENGTHS[language].description),
      excerpt: z.string().trim().min(40).max(TEXT_LENGTHS[language].excerpt),
      // The guide's place on /articles, in the sitemap and in the tests (the spec's 34 first, then the
      // guides added since): a number, so a new file says where it goes without editing a list.
      order: z.number({ required_error: "is missing: add `order: N`, the guide's place in the list" }).int().positive(),
      // Listed on /articles (false for the near-duplicates of docs/product.md §D6): kept only here, beside the card's text.
      inIndex: z.boolean(),
      // The day the guide was last checked against the carrier's published rules, shown on the page.
      reviewed: reviewedField,
    })
    .strict();

export type Guide = {
  slug: string;
  /** The page's path, `/{slug}` (`/es/{slug}` in Spanish). */
  path: string;
  title: string;
  description: string;
  excerpt: string;
  order: number;
  inIndex: boolean;
  /** ISO day (`2026-11-24`) of the last review against the carrier's published rules. */
  reviewed: string;
  /** Sanitised HTML of the body, its facts (data/facts.ts) and the carrier's phone number filled in. */
  html: string;
  wordCount: number;
  readingMinutes: number;
};

export type Guides = {
  /** All of them, by their front matter's `order`. */
  all: Guide[];
  /** The articles index: the same order without the near-duplicates. */
  index: Guide[];
  bySlug: ReadonlyMap<string, Guide>;
};

export type LoadGuidesOptions = {
  /** Absolute, or relative to process.cwd(). */
  dir?: string;
  carrierPhone?: string;
  /** The guides' language (data/articles, or its mirror in data/es/articles). English by default. */
  language?: Language;
};

// Average adult silent reading speed, rounded down so estimates are not optimistic.
const WORDS_PER_MINUTE = 200;

const cache = new Map<string, Promise<Guides>>();

export function loadGuides(options: LoadGuidesOptions = {}): Promise<Guides> {
  const language = options.language ?? "en";
  const dir = path.resolve(process.cwd(), options.dir ?? GUIDES_DIRS[language]);
  const carrierPhone = options.carrierPhone ?? getConfig().carrierPhone;
  const key = `${dir}\u0000${carrierPhone}\u0000${language}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = readAll(dir, carrierPhone, language);
    cache.set(key, pending);
    // A failed read (a missing disk, a bad deploy) is tried again on the next request.
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** For tests: forget loaded articles so the next call reads the files again. */
export function resetGuidesCache(): void {
  cache.clear();
  resetGuideListings();
}

export async function getGuide(slug: string, language: Language = "en"): Promise<Guide | undefined> {
  return (await loadGuides({ language })).bySlug.get(slug);
}

export async function listIndexedGuides(language: Language = "en"): Promise<Guide[]> {
  return (await loadGuides({ language })).index;
}

async function readAll(dir: string, carrierPhone: string, language: Language): Promise<Guides> {
  const slugs = guideSlugs(dir);
  // Links between guides are checked against this folder's own list; a translation links the
  // English paths (rewritten to its language's when rendered), so it is checked against the English.
  const paths = language === "en" ? slugs.map((slug) => `/${slug}`) : guidePaths();
  const results = await Promise.all(
    slugs.map(async (slug) => {
      const file = path.join(dir, `${slug}.md`);
      let source: string;
      try {
        source = await readFile(file, "utf8");
      } catch (error) {
        return { problems: [`${slug}.md: cannot be read (${error instanceof Error ? error.message : error})`] };
      }
      return parseGuide(slug, source, carrierPhone, paths, language);
    }),
  );

  const problems = results.flatMap((result) => result.problems);
  const all = results
    .flatMap((result) => ("guide" in result && result.guide ? [result.guide] : []))
    .sort((a, b) => a.order - b.order);
  // Two guides at one place would leave their order to the file system: name both.
  all.forEach((article, i) => {
    const previous = all[i - 1];
    if (previous?.order === article.order) {
      problems.push(`${article.slug}.md: order ${article.order} is also ${previous.slug}.md's`);
    }
  });
  if (problems.length > 0) {
    throw new Error(`Help articles in ${dir} have problems:\n  ${problems.join("\n  ")}`);
  }
  return {
    all,
    index: all.filter((article) => article.inIndex),
    bySlug: new Map(all.map((article) => [article.slug, article])),
  };
}

/** Exported for tests: one file's text to an article, or the list of what is wrong with it. */
export function parseGuide(
  slug: string,
  source: string,
  carrierPhone: string,
  knownGuidePaths?: readonly string[],
  language: Language = "en",
): { guide?: Guide; problems: string[] } {
  const problems: string[] = [];
  const report = (message: string) => problems.push(`${slug}.md: ${message}`);

  const parsed = splitFrontMatter(source);
  if ("error" in parsed) {
    report(parsed.error);
    return { problems };
  }

  const frontMatter = frontMatterSchema(language).safeParse(parsed.data);
  if (!frontMatter.success) {
    for (const issue of frontMatter.error.issues)
      report(`front matter ${issue.path.join(".") || "(root)"} ${issue.message}`);
  }

  // Facts and the carrier's phone number are filled in first, so their links are checked like the others.
  const expansion = expandPlaceholders(parsed.body.trim(), { language, values: { CARRIER_PHONE: carrierPhone } });
  for (const problem of expansion.problems) report(problem);
  const body = expansion.text;
  if (body === "") report("has no body");
  for (const problem of markdownBodyProblems(body, knownGuidePaths)) report(problem);
  if (body !== "")
    for (const problem of officialSourcesProblems(body, OFFICIAL_SOURCES_HEADINGS[language])) report(problem);

  const html = renderMarkdown(body, { language });
  const leftover = leftoverPlaceholder(html);
  if (leftover) report(`unknown placeholder ${leftover}`);

  if (!frontMatter.success || problems.length > 0) return { problems };
  const wordCount = countWords(html);
  return {
    problems,
    guide: {
      slug,
      path: `/${slug}`,
      ...frontMatter.data,
      html,
      wordCount,
      readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    },
  };
}
