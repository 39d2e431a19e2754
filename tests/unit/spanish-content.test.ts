/**
 * Spanish content (docs/product.md §D9.6) mirrors the English: data/es/faq-answers and
 * data/es/articles hold one file per English file of the same name, with the same front-matter
 * keys (plus `title` for an FAQ entry's Spanish question), the same review day, the same links in
 * the same order (an official page that has a Spanish twin linked as that twin: spanish-links.ts),
 * and Spanish prose. Until the Spanish pages ship, a file may still be missing; every file that
 * exists must mirror its English one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { spanishLink } from "~/lib/help-centre/spanish-links";

const ROOT = process.cwd();
const FOLDERS = ["faq-answers", "articles"] as const;

const LINK = /\]\(([^)\s]+)\)/g;
const links = (markdown: string) => [...markdown.matchAll(LINK)].map((match) => match[1]);
// Words common in English prose and rare in Spanish: a sentence left in English shows up here.
const ENGLISH_WORDS = /\b(?:the|and|with|your|you|is|are|from|this|that|what|when|which|will|have|for)\b/gi;

function files(folder: string, language: "en" | "es"): string[] {
  const dir = language === "en" ? path.join(ROOT, "data", folder) : path.join(ROOT, "data", "es", folder);
  try {
    return readdirSync(dir).filter((name) => name.endsWith(".md"));
  } catch {
    return [];
  }
}

const read = (...parts: string[]) => matter(readFileSync(path.join(ROOT, "data", ...parts), "utf8"));

describe.each(FOLDERS)("data/es/%s", (folder) => {
  const english = new Set(files(folder, "en"));
  const spanish = files(folder, "es");

  it("names only English files", () => {
    expect(spanish.filter((name) => !english.has(name))).toEqual([]);
  });

  it.each(spanish.length > 0 ? spanish : ["(none yet)"])("%s mirrors its English file", (name) => {
    if (name === "(none yet)") return;
    const en = read(folder, name);
    const es = read("es", folder, name);
    // FAQ answers carry their question as `title` in both languages; guides carry theirs alike.
    expect(Object.keys(es.data).sort()).toEqual(Object.keys(en.data).sort());
    expect(String(es.data.reviewed)).toBe(String(en.data.reviewed));
    if (folder === "faq-answers") {
      expect(es.data.keyword).toBe(en.data.keyword);
      expect(String(es.data.title).trim()).not.toBe("");
      expect(String(es.data.title)).not.toBe(String(en.data.title));
    } else {
      expect(es.data.inIndex).toBe(en.data.inIndex);
      expect(es.data.order).toBe(en.data.order);
    }
    expect(links(es.content)).toEqual(links(en.content).map(spanishLink));
    const words = es.content.split(/\s+/).length;
    const englishWords = es.content.replace(/\[[^\]]*\]\([^)]*\)/g, "").match(ENGLISH_WORDS)?.length ?? 0;
    expect(englishWords / words, "English words in the Spanish text").toBeLessThan(0.01);
  });
});
