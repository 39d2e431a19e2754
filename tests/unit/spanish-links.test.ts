/**
 * Links out of the Spanish pages (app/lib/help-centre/spanish-links.ts): a link to an official
 * page that exists only in English says «(en inglés)» right after it, so a reader knows before
 * the page opens; a Spanish twin says nothing; every twin is an https page on an allow-listed host.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import englishChecker from "~/i18n/catalogs/en/checker";
import checker from "~/i18n/catalogs/es/checker";
import forms from "~/i18n/catalogs/es/forms";
import tracking from "~/i18n/catalogs/es/tracking";
import { linkProblem } from "~/lib/help-centre/link-rules";
import { ENGLISH_ONLY_MARK, isSpanishPage, SPANISH_TWINS, spanishLink } from "~/lib/help-centre/spanish-links";

const ROOT = path.join(process.cwd(), "data", "es");
const FOLDERS = ["faq-answers", "articles"] as const;

// A markdown link to a web page; its text may hold one level of brackets.
const LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\((https?:\/\/[^)\s]+)\)/g;
// What may follow a link to an English-only page: the mark, after the link's bold or italics if
// it has any; inside a parenthesis, «, en inglés» before it closes.
const MARKED = /^\*{0,2}(?: \(en inglés\)|, en inglés\))/;

type OutboundLink = { text: string; href: string; after: string };

function outboundLinks(markdown: string): OutboundLink[] {
  return [...markdown.matchAll(LINK)].map((match) => ({
    text: match[1],
    href: match[2],
    after: markdown.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 20),
  }));
}

/** What is wrong with the text's links out, one line each. */
function markProblems(markdown: string): string[] {
  return outboundLinks(markdown).flatMap(({ text, href, after }) => {
    if (text.includes("en inglés")) return [`[${text}]: the mark goes after the link, not in its text`];
    const marked = MARKED.test(after);
    if (isSpanishPage(href)) return marked ? [`${href} is in Spanish: no ${ENGLISH_ONLY_MARK}`] : [];
    return marked ? [] : [`[${text}](${href}) leads to an English page: add ${ENGLISH_ONLY_MARK} after it`];
  });
}

function files(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith(".md"));
}

describe.each(FOLDERS)("data/es/%s", (folder) => {
  it.each(files(folder))("%s says «(en inglés)» after every link to an English-only page", (name) => {
    const { content } = matter(readFileSync(path.join(ROOT, folder, name), "utf8"));
    expect(markProblems(content)).toEqual([]);
  });
});

describe("the mark check", () => {
  it("fails an unmarked link to an English page, and a mark on a Spanish one or inside the link", () => {
    expect(markProblems("Vea el [localizador](https://tools.usps.com/find-location.htm).")).toHaveLength(1);
    expect(markProblems("Vea el [localizador (en inglés)](https://tools.usps.com/find-location.htm).")).toHaveLength(1);
    expect(
      markProblems("Denuncie en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov/) (en inglés)."),
    ).toHaveLength(1);
  });

  it("accepts the mark after the link, after its bold, or before a closing parenthesis, and a Spanish twin unmarked", () => {
    expect(
      markProblems(
        [
          "Vea el [localizador](https://tools.usps.com/find-location.htm) (en inglés).",
          "**[Programe una nueva entrega](https://tools.usps.com/redelivery.htm)** (en inglés) hoy.",
          "(use el [localizador](https://tools.usps.com/find-location.htm), en inglés)",
          "Denuncie en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov/).",
          "Lea la [guía](/what-is-usps) del sitio.",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});

describe("the Spanish twins", () => {
  it.each(Object.entries(SPANISH_TWINS))("%s → %s: both https on an allow-listed host", (english, spanish) => {
    expect(linkProblem(english, [])).toBeNull();
    expect(linkProblem(spanish, [])).toBeNull();
    expect(spanish).not.toBe(english);
    expect(isSpanishPage(spanish)).toBe(true);
    expect(isSpanishPage(english)).toBe(false);
  });

  it("are what the checker's Spanish advice links for the FTC's report and identity-theft sites", () => {
    expect(checker["checker.advice.ftcUrl"]).toBe(spanishLink(englishChecker["checker.advice.ftcUrl"]));
    expect(checker["checker.advice.identityUrl"]).toBe(spanishLink(englishChecker["checker.advice.identityUrl"]));
  });
});

describe("Spanish UI strings whose link opens an English-only page", () => {
  it.each([
    ["tracking.help.informedLink", tracking["tracking.help.informedLink"]], // informeddelivery.usps.com
    ["forms.contact.instantLink", forms["forms.contact.instantLink"]], // HELP_URL, faq.usps.com by default
  ])("%s says «(en inglés)»", (_key, text) => {
    expect(text).toContain(ENGLISH_ONLY_MARK);
  });

  it("checker.advice.paid marks ic3.gov, which has no Spanish page", () => {
    expect(checker["checker.advice.paid"]).toContain(`<ic3>ic3.gov</ic3> ${ENGLISH_ONLY_MARK}`);
  });
});
