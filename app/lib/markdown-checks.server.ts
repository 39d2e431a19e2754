/**
 * What the site's own markdown (guides and FAQ answers) may contain, checked when it
 * loads: no h1 (the page title is the only one), no raw HTML, no images, and only
 * links the site can vouch for. Shared so both kinds of content obey one rule.
 */
import matter from "gray-matter";
import { marked } from "marked";
import { articleLinkProblem } from "~/lib/help-article-catalog";

export function markdownBodyProblems(body: string): string[] {
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
      const problem = articleLinkProblem(token.href);
      if (problem) problems.push(`link ${problem.href} ${problem.reason}`);
    }
  });
  return problems;
}

/** A `{{TOKEN}}` or `{token}` left in rendered text: a placeholder nobody filled in. */
export function leftoverPlaceholder(text: string): string | undefined {
  return text.match(/\{\{?\s*[A-Za-z0-9_]+\s*\}?\}/)?.[0];
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
