/**
 * Finds the time-sensitive facts a page writes out itself instead of reading them from the facts
 * table (data/facts.ts): dollar and cent amounts, periods ("7 business days", "de 3 a 30 días"),
 * times of day ("5 p.m."), and the short codes the table holds. Placeholders (`{{fact:…}}`) and
 * link targets are not text, so they are skipped. Used by tests/unit/fact-literals.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { FACTS } from "~/lib/facts/facts";

export type LiteralKind = "money" | "period" | "time" | "short-code";
export type Literal = { kind: LiteralKind; text: string };

// "one" and "un/una" are left out: "one day", "un día feriado" are mostly prose, not a period.
const EN_NUMBERS = "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety";
const ES_NUMBERS = "dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|sesenta|noventa";
const EN_NUMBER = `(?:\\d+(?:[.,]\\d+)?|${EN_NUMBERS})`;
const ES_NUMBER = `(?:\\d+(?:[.,]\\d+)?|${ES_NUMBERS})`;

// A letter or digit may not touch either end, so "2USPS" inside a word and "$3" inside "$30" stay apart.
const bounded = (source: string, flags = "giu") =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);

const MONEY = [
  /(?:US)?\$\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?(?!\d)/g,
  bounded("\\d+(?:\\.\\d+)?\\s?¢"),
  bounded("\\d+(?:[.,]\\d+)?\\s+(?:cents?|centavos?)"),
];

// "one or two business days", "uno o dos días": the same hedge as "a day or two", prose, not a period.
const NOT_AFTER_ONE_OR = "(?<!\\b(?:one|uno|una)\\s(?:or|o)\\s)";

const PERIODS = [
  bounded(
    `${NOT_AFTER_ONE_OR}${EN_NUMBER}(?:\\s?(?:-|–|to|or|and)\\s?${EN_NUMBER})?\\s+(?:(?:postal\\s+)?business\\s+|calendar\\s+|working\\s+)?(?:days?|weeks?|months?|years?|hours?)`,
  ),
  bounded(
    `${NOT_AFTER_ONE_OR}${ES_NUMBER}(?:\\s?(?:-|–|a|o|y)\\s?${ES_NUMBER})?\\s+(?:d[ií]as?|semanas?|mes(?:es)?|años?|horas?)(?:\\s+(?:h[aá]biles|laborables|calendario))?`,
  ),
];

// "5 p.m.", "9 a.m.", "5 p. m." (the Spanish spacing).
const TIMES = [bounded("\\d{1,2}(?::\\d\\d)?\\s?[ap]\\.\\s?m\\.?")];

/** Every short code in the table, with the word it spells: "28777 (2USPS)", "28777", "2USPS". */
function shortCodePatterns(): RegExp[] {
  return Object.values(FACTS).flatMap((fact) => {
    const { value } = fact as { value: { kind: string; code?: string; spelled?: string } };
    if (value.kind !== "short-code" || !value.code) return [];
    const spelled = value.spelled ? `|${value.spelled}` : "";
    const withWord = value.spelled ? `(?:\\s*\\(${value.spelled}\\))?` : "";
    // Case-sensitive: "(SPAM)" is the code's word, "spam@uspis.gov" is an address.
    return [bounded(`${value.code}${withWord}${spelled}`, "gu")];
  });
}

const PATTERNS: ReadonlyArray<[LiteralKind, readonly RegExp[]]> = [
  ["money", MONEY],
  ["period", PERIODS],
  ["time", TIMES],
  ["short-code", shortCodePatterns()],
];

/** The text a reader sees, less what is not prose: placeholders and markdown link targets. */
function readable(text: string): string {
  return text.replace(/\{\{[^{}\n]*\}\}/g, " ").replace(/\]\([^)\s]*\)/g, "] ");
}

/** The literal facts in a text, in order of appearance within each kind. */
export function findLiterals(text: string): Literal[] {
  const prose = readable(text);
  return PATTERNS.flatMap(([kind, patterns]) =>
    patterns.flatMap((pattern) =>
      [...prose.matchAll(pattern)].map((match) => ({ kind, text: match[0].replace(/\s+/g, " ").trim() })),
    ),
  );
}

/**
 * Literals that are not facts of the table, each with why. Anything else a page states must come
 * from data/facts.ts (or sit in the baseline until the sweep converts it).
 */
export const ALLOWED_LITERALS: ReadonlyArray<{
  file: RegExp;
  literal: RegExp;
  why: string;
  /** Only in a markdown file's front matter (its title and CSV keyword), not in the text under it. */
  frontMatterOnly?: true;
}> = [
  {
    file: /./,
    literal: /^\$3$/,
    why: "the made-up redelivery fee of the scam texts the pages warn about: a scammer's number, not a USPS price",
  },
  {
    file: /^app\/i18n\/catalogs\/(?:en|es)\/(?:forms|pages)\.ts$/,
    literal: /^(?:24 (?:hours|horas)|\$0)$/,
    why: "the operator's own reply time and a form's lower bound for an amount: the site's words about itself, not postal facts",
  },
  {
    file: /^app\/i18n\/catalogs\/(?:en|es)\/faq\.ts$/,
    literal: /^30 (?:days|días)$/,
    why: "the window of the site's own anonymous view counts (docs/product.md §D9.5), not a postal fact",
  },
  {
    file: /^(?:app\/i18n\/catalogs\/(?:en|es)\/checker\.ts|data\/(?:es\/)?articles\/how-to-spot-a-fake-delivery-text\.md)$/,
    literal: /^12 (?:hours|horas)$/,
    why: 'the checker and the fake-text guide quote a scam\'s deadline ("within 12 hours") as an example of pressure',
  },
  {
    file: /^data\/(?:es\/)?faq-answers\/package-stuck-in-transit-for-two-weeks\.md$/,
    literal: /^(?:[Tt]wo weeks|[Dd]os semanas)$/,
    why: "the visitor's own case that the question names (a parcel two weeks in transit), not a USPS period",
  },
  // The site's own advice on when to act: USPS publishes no waiting time for these cases, so no
  // table fact could source them (the tracking reader's rules say the same, data/facts.ts).
  {
    file: /^data\/(?:es\/)?faq-answers\/(?:customs-clearance-delay|how-long-does-customs-take|package-stuck-at-the-international-service-center)\.md$/,
    literal: /^(?:two to three weeks|dos o tres semanas)$/,
    why: "the site's advice on when to ask about an international item that stopped moving; USPS publishes no figure (international inquiries start in the country of origin)",
  },
  {
    file: /^data\/(?:es\/)?faq-answers\/(?:what-does-awaiting-item-mean|tracking-shows-no-information-available)\.md$/,
    literal: /^(?:2 or 3 business days|2 o 3 días hábiles)$/,
    why: "the site's advice on when to ask the sender about a label USPS has not scanned; USPS publishes no figure",
  },
  {
    file: /^data\/(?:es\/)?faq-answers\/what-does-in-transit-to-next-facility-mean\.md$/,
    literal: /^(?:5 to 7 days|5 a 7 días)$/,
    why: "the site's advice on when a parcel without a new scan is worth a call; USPS publishes no figure",
  },
  {
    file: /^data\/es\/faq-answers\/(?:apply-for-a-passport-at-the-post-office|can-someone-else-pick-up-my-package)\.md$/,
    literal: /^(?:16|21) años$/,
    why: "ages (passport applicants under 16, Adult Signature 21 or older): eligibility set by law and the DMM, not a period; the English twins say them without 'years'",
  },
  {
    file: /^data\/(?:es\/)?faq-answers\/what-does-expected-delivery-by-9-p-m-mean\.md$/,
    literal: /^9 p\. ?m\.$/,
    why: "the question quotes the tracking line it asks about (the spec's CSV keyword); the answer states the time from the table",
    frontMatterOnly: true,
  },
];

export function isAllowed(file: string, literal: Literal, inFrontMatter = false): boolean {
  return ALLOWED_LITERALS.some(
    (allowed) =>
      (inFrontMatter || !allowed.frontMatterOnly) && allowed.file.test(file) && allowed.literal.test(literal.text),
  );
}

/** The files whose words reach readers: answers and guides in both languages, the landing copy, the catalogs. */
export function scannedFiles(root = process.cwd()): string[] {
  const markdown = (dir: string) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => `${dir}/${name}`);
  const catalogs = ["en", "es"].flatMap((language) =>
    readdirSync(path.join(root, "app/i18n/catalogs", language))
      .filter((name) => name.endsWith(".ts"))
      .sort()
      .map((name) => `app/i18n/catalogs/${language}/${name}`),
  );
  return [
    ...markdown("data/faq-answers"),
    ...markdown("data/es/faq-answers"),
    ...markdown("data/articles"),
    ...markdown("data/es/articles"),
    "app/lib/tracking/landing-copy.ts",
    "app/lib/tracking/landing-copy-es.ts",
    ...catalogs,
  ];
}

/** A file's text as readers see it: a TypeScript module without its comment lines. */
export function readableText(file: string, root = process.cwd()): string {
  const text = readFileSync(path.join(root, file), "utf8");
  if (!file.endsWith(".ts")) return text;
  return text
    .split("\n")
    .filter((line) => !/^\s*(?:\/\/|\/\*|\*)/.test(line))
    .join("\n");
}

/** A markdown file's front matter (title, description, CSV keyword) and the text under it, apart. */
export function splitParts(text: string): { frontMatter: string; body: string } {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return match ? { frontMatter: match[0], body: text.slice(match[0].length) } : { frontMatter: "", body: text };
}

/** Literal counts per file (allowed ones left out), files without any left out: the baseline's shape. */
export type LiteralCounts = Record<string, Record<string, number>>;

export function countLiterals(files: readonly string[], root = process.cwd()): LiteralCounts {
  const counts: LiteralCounts = {};
  for (const file of files) {
    const { frontMatter, body } = splitParts(readableText(file, root));
    const found = [
      ...findLiterals(frontMatter).map((literal) => ({ literal, inFrontMatter: true })),
      ...findLiterals(body).map((literal) => ({ literal, inFrontMatter: false })),
    ];
    for (const { literal, inFrontMatter } of found) {
      if (isAllowed(file, literal, inFrontMatter)) continue;
      const key = `${literal.kind}: ${literal.text}`;
      const perFile = (counts[file] ??= {});
      perFile[key] = (perFile[key] ?? 0) + 1;
    }
  }
  return counts;
}

/** What differs from the baseline: literals it does not list (new), and ones it lists that are gone. */
export function compareWithBaseline(
  found: LiteralCounts,
  baseline: LiteralCounts,
): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  for (const file of new Set([...Object.keys(found), ...Object.keys(baseline)])) {
    const now = found[file] ?? {};
    const before = baseline[file] ?? {};
    for (const key of new Set([...Object.keys(now), ...Object.keys(before)])) {
      const difference = (now[key] ?? 0) - (before[key] ?? 0);
      if (difference > 0) added.push(`${file}: ${key}${difference > 1 ? ` (${difference} more)` : ""}`);
      if (difference < 0) removed.push(`${file}: ${key}${difference < -1 ? ` (${-difference} fewer)` : ""}`);
    }
  }
  return { added, removed };
}
