/**
 * Which guides exist: every `.md` file of data/articles, its name being the page's path. The
 * folder is the only list, so a guide added there is served, indexed, put in the sitemap and
 * linkable with no other edit. Read once per process (a directory listing, synchronous so the
 * link checker can ask for it anywhere); the page order comes from each guide's `order`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

export const GUIDES_RELATIVE_DIR = path.join("data", "articles");

const listings = new Map<string, readonly string[]>();

/** The guides' slugs (file names without `.md`), alphabetical. `dir` is absolute or relative to process.cwd(). */
export function guideSlugs(dir: string = GUIDES_RELATIVE_DIR): readonly string[] {
  const absolute = path.resolve(process.cwd(), dir);
  let slugs = listings.get(absolute);
  if (!slugs) {
    slugs = readdirSync(absolute)
      .filter((name) => name.endsWith(".md"))
      .map((name) => name.slice(0, -".md".length))
      .sort();
    listings.set(absolute, slugs);
  }
  return slugs;
}

/** The guides' page paths, `/{slug}`: what a guide or FAQ answer may link to besides the site's pages. */
export function guidePaths(dir?: string): readonly string[] {
  return guideSlugs(dir).map((slug) => `/${slug}`);
}

/** For tests that change a folder: forget the listings so the next call reads them again. */
export function resetGuideListings(): void {
  listings.clear();
}
