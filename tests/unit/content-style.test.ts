/**
 * House style for the words readers see: the guides (data/articles), every stored FAQ
 * answer (data/faq-answers) and every FAQ title. Catches the mechanical slips a reviewer
 * would otherwise have to spot by eye: British spellings, mixed time formats, lower-case
 * acronyms in titles, "lobby hours", fees quoted as if they were current prices, and facts a
 * fact-check found outdated (issues 22 and 36), so they cannot creep back, in the Spanish twins too.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { expandPlaceholders } from "~/lib/facts/placeholders";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { guideSlugs } from "~/lib/help-centre/guide-files.server";

type Doc = { name: string; text: string };

/** Every markdown file of a data folder, with its path (for the failure message) and full text. */
function markdownFiles(folder: string): Doc[] {
  const dir = path.join(process.cwd(), "data", folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => ({ name: `data/${folder}/${file}`, text: readFileSync(path.join(dir, file), "utf8") }));
}

/** The YAML front matter (between the opening `---` lines) and the body after it. */
function splitFrontMatter(source: string): { frontMatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  return match ? { frontMatter: match[1], body: source.slice(match[0].length) } : { frontMatter: "", body: source };
}

function frontMatterField(frontMatter: string, field: string): string | undefined {
  const match = new RegExp(`^${field}:\\s*(.*)$`, "m").exec(frontMatter);
  return match?.[1].trim().replace(/^(["'])(.*)\1$/, "$2");
}

/** The offending text with a little context, on one line. */
function excerptAround(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  const end = Math.min(text.length, index + length + 30);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`.replace(/\s+/g, " ");
}

function findAll(text: string, pattern: RegExp, label: string): string[] {
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  return [...text.matchAll(new RegExp(pattern.source, flags))].map(
    (match) => `${label} "${match[0]}": ${excerptAround(text, match.index ?? 0, match[0].length)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Spelling, time format and banned phrases: any reader-facing text.

/**
 * British spellings with their American form. Endings are listed so that American words
 * sharing a stem ("organism", "cancellation", "analyses") are not caught.
 */
const BRITISH_SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/\blicences?\b/i, "license"],
  [/\brecognis(?:e|ed|es|ing|able|ably)\b/i, "recognize"],
  [/\borganis(?:e|ed|es|ing|ation|ations|er|ers)\b/i, "organize"],
  [/centres?\b/i, "center"],
  [/\bcolour/i, "color"],
  [/\bfavour/i, "favor"],
  [/\bcatalogues?\b/i, "catalog"],
  [/\bcancell(?:ed|ing)\b/i, "canceled"],
  [/\btravell(?:ed|ing|er|ers)\b/i, "traveling"],
  [/\blabell(?:ed|ing)\b/i, "labeled"],
  [/\bneighbour/i, "neighbor"],
  [/\bcheques?\b/i, "check"],
  [/\bprogrammes?\b/i, "program"],
  [/\bwhilst\b/i, "while"],
  [/\bamongst\b/i, "among"],
  [/\benrol(?:s|ment|ments)?\b/i, "enroll"],
  [/\bfulfil(?:s|ment|ments)?\b/i, "fulfill"],
  [/\b(?:apologis|authoris|realis|prioritis|customis|summaris)(?:e|ed|es|ing|ation|ations)\b/i, "-ize"],
  [/\banalys(?:e|ed|ing)\b/i, "analyze"],
];

/** "9 a.m.", "5 p.m.", "9 a.m.-5 p.m." is the one time format. */
const TIME_FORMAT_SLIPS: ReadonlyArray<[RegExp, string]> = [
  [/\b\d{1,2}(?::\d\d)?\s?(?:AM|PM|am|pm)\b/, 'time not written as "9 a.m."'],
  [/\b[ap]\.m\b(?!\.)/i, 'time without the final period ("a.m.", "p.m.")'],
  [/\b\d{1,2}(?::\d\d)?\s?(?:[AP]\.[Mm]\.?|[ap]\.M\.?)/, 'upper-case "A.M."/"P.M."'],
  [/\b\d{1,2}:00\s?[ap]\.m\./, 'time with ":00" (write "9 a.m.")'],
];

const BANNED_PHRASES: ReadonlyArray<[RegExp, string]> = [
  // The counter keeps retail hours; the lobby (PO Boxes, kiosks) may stay open longer.
  [/\blobby[\s-]+hours?\b/i, 'say "counter hours", not'],
  // One spelling, as in the site's own pages and the FAQ answers.
  [/\bemail(?:s|ed|ing)?\b/i, 'write "e-mail", not'],
];

/**
 * Facts that were once written here and are not true (issue 22's fact-check, the third round of
 * product decisions), each with what the carrier actually says.
 */
const STALE_FACTS: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(?:from|after|once) 7 days\b[^.|]*\bmail(?:ed|ing)?\b|\b7 days (?:have passed )?(?:after|since) (?:the item was |the package was |it was )?mail(?:ed|ing)\b/i,
    "missing mail: USPS asks for a Help Request Form first, then a Missing Mail search when the item still has not arrived 7 business days later, not",
  ],
  [
    /https:\/\/www\.usps\.com\/holidays\//,
    "USPS publishes its holidays at about.usps.com/newsroom/events/ and mailing dates at www.usps.com/holiday/holiday-shipping-dates.htm, not",
  ],
  [
    /\b13 ounces\b[^.|]*\bstamps\b|\bstamps\b[^.|]*\b13 ounces\b/i,
    "stamps-only mail goes to the counter above 10 ounces or ½ inch thick, not",
  ],
  [
    /Global Express Guaranteed[^.|]*\bDHL\b|\bDHL\b[^.|]*Global Express Guaranteed/,
    "Global Express Guaranteed is delivered with FedEx, not",
  ],
  [
    /\busa\.gov\b[^.]*identity theft|identity theft[^.]*\busa\.gov\b/i,
    "report identity theft at IdentityTheft.gov, not",
  ],
  [
    /\bAmazon packages(?:,? which USPS delivers on Sundays)? in many areas\b/i,
    "USPS's Sunday delivery for Amazon is not a promise for 'many areas': say some packages, mostly for large shippers such as Amazon, in some areas, not",
  ],
  // Issue 36's fact-check.
  [
    /\bonly Amazon packages\b/i,
    "on Sunday USPS delivers some packages, mostly for large shippers such as Amazon, and Priority Mail Express where offered, not",
  ],
  [
    /\b12 p\.m\.(?:-| and )2 p\.m\./,
    "USPS says only that some post offices may have limited hours on Christmas Eve, each office setting its own, not",
  ],
  [/\bovernight to 2[- ]days?\b/i, "Priority Mail Express has been a 1-3 day guarantee since April 2025, not"],
  // "Text it to 28777 for updates", with no keyword in the rest of the sentence.
  [
    /\b28777\b(?![^.\n|]*\b(?:keyword|AA|AF|DND)\b)[^.\n|]*?\b(?:for|(?:to )?(?:get|receive))\s+(?:status\s+)?(?:updates|alerts)\b/i,
    "texting a tracking number to 28777 brings one reply; updates need a keyword (AA, AF, DND) or a sign-up, not",
  ],
  [
    /\bupdates as (?:the|your) (?:package|parcel|item) moves\b(?![^.\n]*\bkeyword\b)/i,
    "texting a tracking number to 28777 brings one reply; updates need a keyword (AA, AF, DND) or a sign-up, not",
  ],
];

/** The same outdated facts as the Spanish pages worded them, so that the twins cannot keep them either. */
const SPANISH_STALE_FACTS: ReadonlyArray<[RegExp, string]> = [
  [
    /\bal día siguiente o en (?:2|dos) días\b/i,
    "Priority Mail Express has been a 1-3 day guarantee since April 2025 (data/facts.ts), not",
  ],
];

function staleFactProblems(text: string, language: "en" | "es" = "en"): string[] {
  const facts = language === "es" ? SPANISH_STALE_FACTS : STALE_FACTS;
  return facts.flatMap(([pattern, label]) => findAll(text, pattern, label));
}

function styleProblems(text: string): string[] {
  return [
    ...BRITISH_SPELLINGS.flatMap(([pattern, american]) => findAll(text, pattern, `British spelling (use ${american})`)),
    ...TIME_FORMAT_SLIPS.flatMap(([pattern, label]) => findAll(text, pattern, label)),
    ...BANNED_PHRASES.flatMap(([pattern, label]) => findAll(text, pattern, label)),
  ];
}

// ---------------------------------------------------------------------------------------------
// Acronyms in titles and headings.

const TITLE_ACRONYMS = ["USPS", "PO", "ZIP", "CN22", "CN23", "APO", "FPO", "UPS"];

/**
 * Each acronym stands upper-case: "PO Box", "ZIP Code", "USPS.com", "USPS-approved". The word
 * must not follow a hyphen, so "Pick-ups" and "Pop-ups" are not read as "UPS".
 */
function titleProblems(title: string): string[] {
  const pattern = new RegExp(`(?<![\\w-])(?:${TITLE_ACRONYMS.join("|")})(?!\\w)`, "gi");
  return [...title.matchAll(pattern)]
    .filter((match) => match[0] !== match[0].toUpperCase())
    .map((match) => `acronym "${match[0]}" should be "${match[0].toUpperCase()}" in "${title}"`);
}

/** The markdown headings of a body ("## Using a PO Box"), which read as titles too. */
function headings(body: string): string[] {
  return [...body.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]);
}

// ---------------------------------------------------------------------------------------------
// Fees stated as current prices.

/**
 * USPS's own price pages. A document that quotes a fee must send the reader to one of them to
 * check the current amount, because USPS changes prices (usually every year) and public sources
 * disagree.
 */
function isPriceLink(href: string): boolean {
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  if (url.protocol !== "https:") return false;
  if (["postcalc.usps.com", "moversguide.usps.com", "store.usps.com"].includes(url.host)) return true;
  if (url.host === "www.usps.com" && url.pathname === "/shop/money-orders.htm") return true;
  return url.host === "pe.usps.com" && url.pathname.toLowerCase() === "/text/dmm300/notice123.htm";
}

function linksTo(text: string): string[] {
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
}

const DOLLAR_AMOUNT = /\$\d[\d,]*(?:\.\d+)?/;
const FEE_WORD = /\b(?:sur)?(?:fees?|costs?|costing|prices?|priced|pricing|charges?|charged|rates?)\b/i;
/** How many words apart an amount and a fee word may stand to be read together ("fee, such as $3"). */
const FEE_WINDOW = 4;

/**
 * Dollar amounts that are never a USPS price: $3 is the fake "redelivery fee" of the scam
 * texts the guides warn about. Limits ($500, $700, $1,000, $5,000...) need no entry here:
 * they are only flagged when a fee word stands right next to them.
 */
const NOT_A_PRICE = new Set(["$3"]);

function amountNearFeeWord(text: string): string | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const amount = DOLLAR_AMOUNT.exec(word)?.[0];
    if (!amount || NOT_A_PRICE.has(amount.replace(/[.,]+$/, ""))) continue;
    const nearby = words.slice(Math.max(0, index - FEE_WINDOW), index + FEE_WINDOW + 1);
    if (nearby.some((other) => FEE_WORD.test(other))) return amount;
  }
  return undefined;
}

/**
 * The units a fee can be stated in: each sentence of a paragraph or list item, and each table
 * row. A row is read with its column headings, so "| Domestic | $2.00 |" under a "Fee" column
 * counts as a fee.
 */
function priceStatements(text: string): string[] {
  const statements: string[] = [];
  let header: string[] | undefined;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed.startsWith("|")) {
      header = undefined;
      const sentences = trimmed.split(/(?<=[.!?])\s+(?=[A-Z"'“(*[_])/);
      for (const sentence of sentences) if (amountNearFeeWord(sentence)) statements.push(sentence);
      continue;
    }
    const cells = trimmed
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^:?-{3,}:?$/.test(cell))) continue;
    if (!header) {
      header = cells;
      continue;
    }
    const underFeeHeading = cells.some(
      (cell, column) =>
        DOLLAR_AMOUNT.test(cell) &&
        !NOT_A_PRICE.has(DOLLAR_AMOUNT.exec(cell)?.[0] ?? "") &&
        FEE_WORD.test(header?.[column] ?? ""),
    );
    if (underFeeHeading || amountNearFeeWord(cells.join(" "))) statements.push(trimmed);
  }
  return statements;
}

function feeProblems(text: string): string[] {
  if (linksTo(text).some(isPriceLink)) return [];
  return priceStatements(text).map(
    (statement) =>
      `fee or price stated without a link to a USPS price page (to check the current price): ${statement.replace(/\s+/g, " ")}`,
  );
}

// ---------------------------------------------------------------------------------------------

type Problem = { file: string; problem: string };

function documentProblems(doc: Doc, kind: "guide" | "answer"): Problem[] {
  const { frontMatter, body: source } = splitFrontMatter(doc.text);
  // What readers see: the facts table's values filled in (a stale fact could hide behind a placeholder).
  const body = expandPlaceholders(source, { language: "en", values: { CARRIER_PHONE: "1-800-275-8777" } }).text;
  // A guide's front matter (title, description, excerpt) is shown to readers. An answer's
  // only field is its CSV keyword, which is checked below as the FAQ title it becomes.
  const shown = kind === "guide" ? `${frontMatter}\n${body}` : body;
  const titles = headings(body);
  const title = frontMatterField(frontMatter, "title");
  if (kind === "guide" && title) titles.unshift(title);
  return [
    ...styleProblems(shown),
    ...staleFactProblems(shown),
    ...titles.flatMap(titleProblems),
    ...feeProblems(shown),
  ].map((problem) => ({
    file: doc.name,
    problem,
  }));
}

describe("content style: the checks themselves", () => {
  it("catch British spellings but not the American words that share a stem", () => {
    expect(styleProblems("Bring your driving licence.")).toHaveLength(1);
    expect(styleProblems("Texts you don't recognise, sent whilst travelling.")).toHaveLength(3);
    expect(styleProblems("the help centre, a cancelled order, a labelled box")).toHaveLength(3);
    expect(styleProblems("A licensed driver's license, an organism, a cancellation, two analyses.")).toEqual([]);
  });

  it("allow one time format: 9 a.m., 5 p.m., 9 a.m.-5 p.m.", () => {
    expect(styleProblems("Open 9 AM to 5 PM.")).toHaveLength(2);
    expect(styleProblems("Open 9am-5pm or until 9:00 PM.")).toHaveLength(3);
    expect(styleProblems("Until 5 p.m and 9 A.M.")).toHaveLength(2);
    expect(styleProblems("Open 9 a.m.-5 p.m., and 12 p.m. on Saturday.")).toEqual([]);
  });

  it('want "e-mail" spelled one way', () => {
    expect(styleProblems("Sign up for text or email updates; USPS emails you.")).toHaveLength(2);
    expect(styleProblems("Sign up for text or e-mail updates at spam@uspis.gov.")).toEqual([]);
  });

  it('refuse "lobby hours"', () => {
    expect(styleProblems("Weekday lobby hours are 9 a.m.-4 p.m.")).toHaveLength(1);
    expect(styleProblems("The lobby, with PO Boxes and kiosks, may stay open longer than the counter.")).toEqual([]);
  });

  it("refuse the facts issue 22's fact-check found outdated, and not their true neighbors", () => {
    expect(staleFactProblems("You can file a missing mail search from 7 days after mailing.")).toHaveLength(1);
    expect(staleFactProblems("File one once 7 days have passed since mailing.")).toHaveLength(1);
    expect(staleFactProblems("See the [holiday page](https://www.usps.com/holidays/).")).toHaveLength(1);
    expect(staleFactProblems("Packages over 13 ounces with only stamps go to the counter.")).toHaveLength(1);
    expect(staleFactProblems("| Global Express Guaranteed (delivered with DHL) | 1-3 business days |")).toHaveLength(1);
    expect(staleFactProblems("Report identity theft at [usa.gov](https://www.usa.gov/).")).toHaveLength(1);
    expect(staleFactProblems("On Sunday, only Amazon packages in many areas are delivered.")).toHaveLength(2);
    expect(staleFactProblems("Many close early, often between 12 p.m. and 2 p.m.")).toHaveLength(1);
    expect(
      staleFactProblems(
        "Submit a Help Request Form; if the item still has not arrived 7 business days later, submit a Missing Mail search. " +
          "A large envelope goes up to 13 ounces. Add stamps worth that amount. " +
          "Global Express Guaranteed is delivered abroad by FedEx. Report identity theft at IdentityTheft.gov. " +
          "USPS delivers some packages in some areas, mostly for large shippers such as Amazon.",
      ),
    ).toEqual([]);
  });

  it("refuse, in guides and FAQ answers alike, the facts issue 36's fact-check found outdated, and not their true neighbors", () => {
    expect(staleFactProblems("| Priority Mail Express | Overnight to 2 days |")).toHaveLength(1);
    expect(staleFactProblems("Priority Mail Express takes overnight to 2 days for most addresses.")).toHaveLength(1);
    expect(staleFactProblems("Text your tracking number to 28777 (2USPS) for updates.")).toHaveLength(1);
    expect(staleFactProblems("Text it to 28777 to receive status updates by text message.")).toHaveLength(1);
    expect(
      staleFactProblems("Text it to **28777 (2USPS)**, and you will receive status updates for that package."),
    ).toHaveLength(1);
    expect(
      staleFactProblems("4. You will receive the current status and future updates as the package moves."),
    ).toHaveLength(1);
    expect(
      staleFactProblems(
        "| Priority Mail Express | {{fact:priority-mail-express-delivery-time}} |. Text the number to 28777 (2USPS) for its latest status. " +
          "Text the number to 28777 and add the keyword AF for updates. You texted a number to 28777, or signed up for text updates. " +
          "For updates as the package moves, send the number again with a keyword.",
      ),
    ).toEqual([]);
    expect(staleFactProblems("Priority Mail Express, al día siguiente o en 2 días.", "es")).toHaveLength(1);
    expect(
      staleFactProblems(
        "Priority Mail Express tarda de 1 a 3 días; Priority Mail, al día siguiente en algunas rutas.",
        "es",
      ),
    ).toEqual([]);
  });

  it("want acronyms upper-case in titles", () => {
    expect(titleProblems("Usps Po Box and Zip Code?")).toHaveLength(3);
    expect(titleProblems("Where Do I Put the Cn22 for Apo/fpo Mail?")).toHaveLength(3);
    expect(titleProblems("Can UPS Take USPS.com Pick-ups to a PO Box in My ZIP Code?")).toEqual([]);
  });

  it("want a fee stated with a dollar amount to link to a USPS price page", () => {
    expect(feeProblems("Each money order has a $2.00 fee.")).toHaveLength(1);
    expect(feeProblems("Online there is a fee of $1.10.")).toHaveLength(1);
    expect(feeProblems("A stamp costs $0.73 today.")).toHaveLength(1);
    expect(feeProblems("| Amount | Fee |\n|---|---|\n| Up to $500 | $2.00 |\n")).toHaveLength(1);
    expect(feeProblems("A $2.00 fee; [check the current price](https://www.usps.com/shop/money-orders.htm).")).toEqual(
      [],
    );
    // Limits, and the scam texts' made-up fee, are not prices.
    expect(feeProblems("Money orders go up to $1,000. International ones went up to $700.")).toEqual([]);
    expect(feeProblems("A scam text asks for a small fee, such as $3, for redelivery.")).toEqual([]);
  });
});

describe("content style: guides, FAQ answers and FAQ titles", { timeout: 60_000 }, () => {
  const guides = markdownFiles("articles");
  const answers = markdownFiles("faq-answers");

  it("finds every guide and the stored answers", () => {
    expect(guides.length).toBeGreaterThan(0);
    expect(guides).toHaveLength(guideSlugs().length);
    expect(answers.length).toBeGreaterThan(100);
  });

  it("guides: American spelling, one time format, no lobby hours, no outdated facts, upper-case acronyms, fees linked to USPS prices", () => {
    expect(guides.flatMap((doc) => documentProblems(doc, "guide"))).toEqual([]);
  });

  it("FAQ answers: the same rules", () => {
    expect(answers.flatMap((doc) => documentProblems(doc, "answer"))).toEqual([]);
  });

  it("Spanish guides and FAQ answers: none of the outdated facts as their twins worded them", () => {
    const spanish = [...markdownFiles("es/articles"), ...markdownFiles("es/faq-answers")];
    expect(spanish.length).toBeGreaterThan(100);
    const problems = spanish.flatMap((doc) =>
      staleFactProblems(expandPlaceholders(doc.text, { language: "es", values: {} }).text, "es").map((problem) => ({
        file: doc.name,
        problem,
      })),
    );
    expect(problems).toEqual([]);
  });

  it("FAQ titles: American spelling, one time format, upper-case acronyms", async () => {
    const { entries } = await getFaqData();
    expect(entries.length).toBeGreaterThan(100);
    const problems = entries.flatMap((entry) =>
      [...styleProblems(entry.title), ...titleProblems(entry.title)].map((problem) => ({
        file: `FAQ title ${entry.id}`,
        problem,
      })),
    );
    expect(problems).toEqual([]);
  });
});
