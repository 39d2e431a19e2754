/**
 * Citations of the product rules resolve. Code and tests cite docs/product.md in one form,
 * `docs/product.md §S9` or `docs/product.md §D2, §D8.2`; each section named must be a heading of
 * that file. The documents the rules came from are not in the repository, so a citation of
 * them ("SPEC" or "DECISIONS" followed by a section sign) is refused, as is a section sign
 * outside a docs/product.md citation.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const PRODUCT_DOC = "docs/product.md";
/** Where citations live: the code, its tests, their docs and deployment files, and the root files. */
const SCANNED_FOLDERS = ["app", "server", "scripts", "tests", "types", "docs", "deploy", ".ci"];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|mts|cts|json|md|css|conf|sh|yml|yaml)$|^run$|^\.env\.example$/;
/** Section signs written as an escape so that this file's own examples are not read as citations. */
const SIGN = "\u00a7";

const ID = String.raw`[SD]\d+(?:\.\d+)*(?![A-Za-z0-9]|\.\d)`;
/** `docs/product.md §S9`, `docs/product.md §D2, §D8.2`, `docs/product.md §D2 and §D8`. */
const CITATION = new RegExp(String.raw`docs/product\.md((?:(?:\s*,\s*|\s+and\s+|\s+)${SIGN}${ID})+)`, "g");
const CITED_ID = new RegExp(String.raw`${SIGN}(${ID})`, "g");
const OLD_CITATION = new RegExp(String.raw`\b(?:SPEC|DECISIONS)(?:\.md)?\s*${SIGN}\s*\S*`, "g");

/** The section ids of a markdown file's headings: "## S9. Business…" gives S9, "### D8.2 Tracking input" D8.2. */
function sectionIds(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+([SD]\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1]));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** What is wrong with the citations in one file's text, as "line N: problem". */
function citationProblems(text: string, sections: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  /** Positions of the section signs already accounted for, so that any other one is reported. */
  const explained = new Set<number>();
  for (const old of text.matchAll(OLD_CITATION)) {
    problems.push(`line ${lineOf(text, old.index)}: "${old[0]}" cites a document outside the repository`);
    explained.add(old.index + old[0].indexOf(SIGN));
  }
  for (const citation of text.matchAll(CITATION)) {
    const listStart = citation.index + citation[0].length - citation[1].length;
    for (const cited of citation[1].matchAll(CITED_ID)) {
      explained.add(listStart + cited.index);
      if (!sections.has(cited[1])) {
        problems.push(`line ${lineOf(text, citation.index)}: ${PRODUCT_DOC} has no section ${cited[1]}`);
      }
    }
  }
  for (const sign of text.matchAll(new RegExp(`${SIGN}\\S*`, "g"))) {
    if (!explained.has(sign.index)) {
      problems.push(`line ${lineOf(text, sign.index)}: "${sign[0]}" is not a ${PRODUCT_DOC} citation`);
    }
  }
  return problems;
}

/** Repository-relative paths of the text files that may cite the product rules. */
function scannedFiles(): string[] {
  const top = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name) && entry.name !== "package-lock.json")
    .map((entry) => entry.name);
  const nested = SCANNED_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => TEXT_FILE.test(path.basename(file)))
      .map((file) => path.posix.join(folder, file.split(path.sep).join("/"))),
  );
  return [...top, ...nested].sort();
}

describe(`citations of ${PRODUCT_DOC}`, () => {
  const sections = sectionIds(readFileSync(path.join(ROOT, PRODUCT_DOC), "utf8"));

  it("has a section for each of the spec's nine and each of the decisions' nine", () => {
    const expected = [
      ...Array.from({ length: 9 }, (_, index) => `S${index + 1}`),
      ...Array.from({ length: 9 }, (_, index) => `D${index}`),
    ];
    expect(expected.filter((id) => !sections.has(id))).toEqual([]);
  });

  it("every citation in the code, tests, docs and configuration resolves", () => {
    const files = scannedFiles();
    expect(files).toEqual(
      expect.arrayContaining(["app/lib/tracking/tracking-input.ts", "server/index.mjs", "README.md"]),
    );
    const problems = files.flatMap((file) =>
      citationProblems(readFileSync(path.join(ROOT, file), "utf8"), sections).map((problem) => `${file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

describe("the citation check itself", () => {
  const sections = sectionIds(
    ["# Rules", "## S2. Screens", "### S2.3 Home", "## S9. Limits", "## D2. Tracking numbers", "### D8.2 Paste"].join(
      "\n",
    ) + "\n",
  );

  it("reads section ids from headings only", () => {
    expect([...sections].sort()).toEqual(["D2", "D8.2", "S2", "S2.3", "S9"]);
    expect(sectionIds("Text naming S4 and D1.\n#### S4\n")).toEqual(new Set(["S4"]));
  });

  it("accepts citations that resolve, alone or in a list", () => {
    const text = [
      `// The limits (docs/product.md ${SIGN}S9).`,
      ` * The paste rule (docs/product.md ${SIGN}D2, ${SIGN}D8.2), on the home page (docs/product.md ${SIGN}S2.3).`,
      `it("contradicts docs/product.md ${SIGN}S2 and ${SIGN}D2", () => {});`,
      "No citation at all; SPEC_PLACEHOLDER and the spec's wording are fine.",
    ].join("\n");
    expect(citationProblems(text, sections)).toEqual([]);
  });

  it("fails on a section the document does not have", () => {
    expect(citationProblems(`// docs/product.md ${SIGN}S99`, sections)).toEqual([
      "line 1: docs/product.md has no section S99",
    ]);
    expect(citationProblems(`// x\n// (docs/product.md ${SIGN}D2, ${SIGN}D8.7)`, sections)).toEqual([
      "line 2: docs/product.md has no section D8.7",
    ]);
  });

  it("fails on citations of SPEC or DECISIONS", () => {
    expect(citationProblems(`// Cleaning rules (SPEC ${SIGN}5).`, sections)).toEqual([
      `line 1: "SPEC ${SIGN}5)." cites a document outside the repository`,
    ]);
    expect(citationProblems(`/** (DECISIONS ${SIGN}2 and ${SIGN}8) */`, sections)).toHaveLength(2);
    expect(citationProblems(`// DECISIONS.md ${SIGN}8`, sections)).toHaveLength(1);
  });

  it("fails on a section sign that is not part of a docs/product.md citation", () => {
    expect(citationProblems(`// see ${SIGN}S9`, sections)).toEqual([
      `line 1: "${SIGN}S9" is not a docs/product.md citation`,
    ]);
    expect(citationProblems(`// docs/product.md ${SIGN}D2 overrides ${SIGN}S9`, sections)).toHaveLength(1);
    expect(citationProblems(`// docs/product.md ${SIGN}s9`, sections)).toHaveLength(1);
  });
});
