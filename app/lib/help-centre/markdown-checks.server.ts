/**
 * What the site's own markdown (guides and FAQ answers) may contain, checked when it
 * loads: no h1 (the page title is the only one), no raw HTML, no images, and only
 * links the site can vouch for. Shared so both kinds of content obey one rule.
 */
import matter from "gray-matter";
import { marked, type Token, type Tokens } from "marked";
import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { guidePaths } from "~/lib/help-centre/guide-files.server";
import { linkProblem } from "~/lib/help-centre/link-rules";
import { reviewDay } from "~/lib/review-date";

/** `knownGuidePaths`: the guides a link may point to; by default those of data/articles. */
export function markdownBodyProblems(body: string, knownGuidePaths: readonly string[] = guidePaths()): string[] {
  const problems: string[] = [];
  const tokens = marked.lexer(body);
  marked.walkTokens(tokens, (token) => {
    if (token.type === "heading" && token.depth === 1) {
      problems.push(`has an h1 "${token.text}" (the page title is the only h1)`);
    } else if (token.type === "html") {
      problems.push(`contains raw HTML ${JSON.stringify(token.raw.trim().slice(0, 40))}`);
    } else if (token.type === "image") {
      problems.push(`contains an image ${token.href}`);
    } else if (token.type === "link") {
      const problem = linkProblem(token.href, knownGuidePaths);
      if (problem) problems.push(`link ${problem.href} ${problem.reason}`);
    }
  });
  return problems;
}

/**
 * A `{token}` left in rendered text: a placeholder written with single braces, which nothing fills
 * in. Double-brace ones (`{{fact:…}}`, `{{CARRIER_PHONE}}`) are filled in, or reported, by
 * lib/facts/placeholders.ts.
 */
export function leftoverPlaceholder(text: string): string | undefined {
  return text.match(/(?<!\{)\{\s*[A-Za-z0-9_]+\s*\}(?!\})/)?.[0];
}

/** Words a reader sees: the rendered text, tags removed. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A file's front matter (unchecked) and body, or why the front matter is not YAML. */
export function splitFrontMatter(source: string): { data: unknown; body: string } | { error: string } {
  try {
    // A fresh options object keeps gray-matter's content-keyed cache out of the way.
    const parsed = matter(source, {});
    return { data: parsed.data, body: parsed.content };
  } catch (error) {
    return { error: `front matter is not valid YAML (${error instanceof Error ? error.message : error})` };
  }
}

/**
 * The front-matter field every guide and FAQ answer carries: the day it was last reviewed
 * against the carrier's published rules, as `reviewed: 2026-11-24`, read as that ISO day (YAML
 * makes a Date of it, which is turned back into the day). Its age is checked by the content
 * tests, not here: a server must not stop serving a page because the calendar moved on.
 */
export const reviewedField = z.unknown().transform((value, context) => {
  const day = reviewDay(value);
  if (day === undefined) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message:
        value === undefined
          ? "is missing: add `reviewed: YYYY-MM-DD`, the day the text was last checked against the carrier's rules"
          : `must be one day written as YYYY-MM-DD (got ${JSON.stringify(value)})`,
    });
    return z.NEVER;
  }
  return day;
});

export const OFFICIAL_SOURCES_HEADING = "Official sources";

/** The closing section's heading in each language's guides. */
export const OFFICIAL_SOURCES_HEADINGS: Record<Language, string> = {
  en: OFFICIAL_SOURCES_HEADING,
  es: "Fuentes oficiales",
};

/**
 * A guide ends with where its facts come from: a last `## Official sources` section holding only
 * a bullet list, each item linking to an official page (the links' hosts are checked against the
 * allow-list with every other link of the body).
 */
export function officialSourcesProblems(body: string, sourcesHeading: string = OFFICIAL_SOURCES_HEADING): string[] {
  const tokens = marked.lexer(body).filter((token) => token.type !== "space");
  let headingAt = -1;
  tokens.forEach((token, index) => {
    if (token.type === "heading" && token.depth <= 2) headingAt = index;
  });
  const heading = tokens[headingAt];
  const expected = `does not end with a "## ${sourcesHeading}" section (a bullet list of links to the carrier's or the government's own pages)`;
  if (!heading || heading.type !== "heading" || heading.depth !== 2 || heading.text.trim() !== sourcesHeading) {
    return [expected];
  }
  const section = tokens.slice(headingAt + 1);
  const list = section[0];
  if (section.length !== 1 || !isList(list) || list.ordered) {
    return [`its "## ${sourcesHeading}" section must hold one bullet list and nothing else`];
  }
  const problems: string[] = [];
  for (const item of list.items) {
    const links = linksIn(item.tokens);
    if (links.length === 0) problems.push(`official source "${item.text.trim()}" has no link`);
    for (const href of links) {
      if (!href.startsWith("https://")) problems.push(`official source ${href} is not a link to an official site`);
    }
  }
  return problems;
}

function isList(token: Token | undefined): token is Tokens.List {
  return token?.type === "list";
}

function linksIn(tokens: Token[]): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === "link") hrefs.push(token.href);
  });
  return hrefs;
}
