import { readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import {
  categoryTextKeys,
  FAQ_CATEGORY_IDS,
  categoryForKeyword,
  isFaqCategoryId,
  type FaqCategoryId,
} from "~/lib/help-centre/faq-categories";
import { OFFICIAL_TRACKING_URL, fallbackAnswer } from "~/lib/help-centre/fallback-answer";
import { answerSlug } from "~/lib/help-centre/answer-slug";
import {
  entriesInCategory,
  categoryEntryCounts,
  frequentlyViewedEntries,
  popularEntries,
  relatedEntries,
} from "~/lib/help-centre/faq-lists";
import { buildFaqData, isPopular } from "~/lib/help-centre/faq-entries";
import { excerpt, markdownToPlainText } from "~/lib/help-centre/plain-text";
import { mulberry32 } from "~/lib/help-centre/seeded-random";
import { titleForKeyword } from "~/lib/help-centre/faq-titles";
import englishFaq from "~/i18n/catalogs/en/faq";

const PHONE = "1-800-275-8777";
const cannedAnswer = () => fallbackAnswer(PHONE);

function realKeywords(): string[] {
  const text = readFileSync(path.resolve(process.cwd(), "data/FaqExcelData1.csv"), "utf8");
  const parsed = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    delimiter: ",",
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data.map((row) => String(row.Keyword ?? ""));
}

describe("the FAQ's categories", () => {
  it("are six, in order, named by the faq catalog (the one place their English names are written)", () => {
    expect(FAQ_CATEGORY_IDS).toEqual(["tracking", "delivery", "shipping", "international", "account", "payments"]);
    expect(FAQ_CATEGORY_IDS.map((id) => englishFaq[categoryTextKeys(id).title as keyof typeof englishFaq])).toEqual([
      "Tracking",
      "Delivery",
      "Shipping",
      "International",
      "Account & Address",
      "Payments & Fees",
    ]);
    for (const id of FAQ_CATEGORY_IDS) {
      expect(englishFaq[categoryTextKeys(id).description as keyof typeof englishFaq].length).toBeGreaterThan(20);
    }
  });

  it("recognises category ids", () => {
    expect(isFaqCategoryId("payments")).toBe(true);
    expect(isFaqCategoryId("Payments")).toBe(false);
    expect(isFaqCategoryId("billing")).toBe(false);
  });
});

describe("titleForKeyword (the title of an entry whose answers could not load)", () => {
  it("capitalises each word and adds one question mark", () => {
    expect(titleForKeyword("where is my package")).toBe("Where Is My Package?");
  });

  it("writes usps as USPS in any case, as a whole word", () => {
    expect(titleForKeyword("usps tracking not updating")).toBe("USPS Tracking Not Updating?");
    expect(titleForKeyword("is Usps open today")).toBe("Is USPS Open Today?");
    expect(titleForKeyword("what is USPS")).toBe("What Is USPS?");
    expect(titleForKeyword("how do i sign in to my usps.com account")).toBe("How Do I Sign In To My USPS.com Account?");
    expect(titleForKeyword("uspsx thing")).toBe("Uspsx Thing?");
  });

  it("keeps acronyms upper-case and times as a.m./p.m.", () => {
    expect(titleForKeyword("customs form cn22")).toBe("Customs Form CN22?");
    expect(titleForKeyword("po box price")).toBe("PO Box Price?");
    expect(titleForKeyword("mail to apo/fpo addresses")).toBe("Mail To APO/FPO Addresses?");
    expect(titleForKeyword("when does usps deliver to my zip code")).toBe("When Does USPS Deliver To My ZIP Code?");
    expect(titleForKeyword("what does expected delivery by 9 p.m. mean")).toBe(
      "What Does Expected Delivery By 9 p.m. Mean?",
    );
    expect(titleForKeyword("pocket zipper")).toBe("Pocket Zipper?");
  });

  it("keeps an existing question mark single and never writes ??", () => {
    expect(titleForKeyword("is usps open today?")).toBe("Is USPS Open Today?");
    expect(titleForKeyword("is usps open today???")).toBe("Is USPS Open Today?");
    expect(titleForKeyword("is usps open today ? ")).toBe("Is USPS Open Today?");
  });

  it("trims and collapses whitespace", () => {
    expect(titleForKeyword("   where   is\tmy  package  ")).toBe("Where Is My Package?");
  });

  it("always ends in exactly one question mark (property)", () => {
    fc.assert(
      fc.property(fc.string(), (keyword) => {
        const title = titleForKeyword(keyword);
        expect(title.endsWith("?")).toBe(true);
        expect(title.endsWith("??")).toBe(false);
        expect(title).toBe(title.trimStart());
      }),
    );
  });
});

describe("categoryForKeyword", () => {
  const cases: Array<[string, FaqCategoryId]> = [
    // tracking: track / where / find / lost / missing
    ["track my package", "tracking"],
    ["usps tracking not updating", "tracking"],
    ["where is my mail", "tracking"],
    ["how to find my parcel", "tracking"],
    ["lost parcel", "tracking"],
    ["missing mail", "tracking"],
    // delivery: deliver / pick up / saturday / sunday / weekend
    ["does usps deliver today", "delivery"],
    ["delivery times", "delivery"],
    ["can i pick up my parcel", "delivery"],
    ["mail on saturday", "delivery"],
    ["mail on sunday", "delivery"],
    ["open on the weekend", "delivery"],
    // shipping: ship / label / prohibited / reroute
    ["how to ship a box", "shipping"],
    ["print a label", "shipping"],
    ["prohibited items", "shipping"],
    ["reroute my parcel", "shipping"],
    // international: customs / international / stuck
    ["customs form", "international"],
    ["international mail", "international"],
    ["parcel stuck in transit", "international"],
    // account: contact / address / apply / account
    ["contact the post office", "account"],
    ["change of address", "account"],
    ["apply for a po box", "account"],
    ["account login", "account"],
    // payments: pay / fee / cost / price / money order / refund / postage
    ["pay online", "payments"],
    ["money order fee", "payments"],
    ["stamp cost", "payments"],
    ["stamp price", "payments"],
    ["buy a money order", "payments"],
    ["get a refund", "payments"],
    ["postage calculator", "payments"],
  ];

  it.each(cases)("%s -> %s", (keyword, expected) => {
    expect(categoryForKeyword(keyword)).toBe(expected);
  });

  it("is case-insensitive", () => {
    expect(categoryForKeyword("TRACK My Package")).toBe("tracking");
    expect(categoryForKeyword("CUSTOMS Form")).toBe("international");
    expect(categoryForKeyword("Money Order")).toBe("payments");
  });

  it("applies the rules in order, first match wins", () => {
    expect(categoryForKeyword("track international package")).toBe("tracking");
    expect(categoryForKeyword("where do i pay customs")).toBe("tracking");
    expect(categoryForKeyword("deliver to a new address")).toBe("delivery");
    expect(categoryForKeyword("ship internationally")).toBe("shipping");
    expect(categoryForKeyword("international money order")).toBe("international");
    expect(categoryForKeyword("change of address fee")).toBe("account");
    expect(categoryForKeyword("how much does it cost to ship a package")).toBe("shipping");
  });

  it("falls back to tracking", () => {
    expect(categoryForKeyword("what is usps")).toBe("tracking");
    expect(categoryForKeyword("hold mail request")).toBe("tracking");
    expect(categoryForKeyword("")).toBe("tracking");
  });
});

describe("answerSlug", () => {
  it("names an answer file after its keyword", () => {
    expect(answerSlug("how do i sign in to my usps.com account")).toBe("how-do-i-sign-in-to-my-usps-com-account");
    expect(answerSlug("  What does expected delivery by 9 p.m. mean? ")).toBe(
      "what-does-expected-delivery-by-9-p-m-mean",
    );
  });
});

describe("fallbackAnswer", () => {
  const answer = fallbackAnswer("1-555-0100");

  it("has the canned facts, the carrier number and the official tracking link", () => {
    expect(answer).toContain("Priority Mail:** 1-3 business days");
    expect(answer).toContain("First-Class Mail:** 1-5 business days");
    expect(answer).toContain("Ground Advantage:** 2-5 business days");
    // Tracking appears at the first scan, not a day or two after it.
    expect(answer).toContain("when the carrier first scans the item");
    expect(answer).not.toContain("24-48 hours");
    expect(answer).toContain("1-555-0100");
    expect(answer).toContain(`](${OFFICIAL_TRACKING_URL})`);
    expect(OFFICIAL_TRACKING_URL).toBe("https://tools.usps.com/go/TrackConfirmAction");
  });

  it("speaks as an independent help centre, not as USPS", () => {
    expect(answer).toMatch(/independent and not affiliated with USPS/);
    expect(answer).not.toMatch(/\bwe are usps\b|\bour post office\b/i);
  });
});

describe("seeded randomness", () => {
  it("mulberry32 is deterministic and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("isPopular depends only on the id", () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(isPopular(id)).toBe(isPopular(id));
      }),
    );
  });

  it("isPopular is true for about 30% of ids", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `csv-article-${i + 1}`);
    const share = ids.filter(isPopular).length / ids.length;
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
  });
});

describe("buildFaqData", () => {
  it("numbers articles among non-empty keywords and keeps duplicates apart", () => {
    const data = buildFaqData(
      ["where is my package", "", "   ", "  usps fee ", "where is my package"],
      (keyword) => `Answer to ${keyword}`,
    );
    expect(data.entries.map((a) => a.id)).toEqual(["csv-article-1", "csv-article-2", "csv-article-3"]);
    expect(data.entries[1]).toMatchObject({
      id: "csv-article-2",
      keyword: "usps fee",
      title: "USPS Fee?",
      categoryId: "payments",
      isPopular: isPopular("csv-article-2"),
    });
    expect(data.entries[2].title).toBe(data.entries[0].title);
    expect(data.entries[0].content).toBe("Answer to where is my package");
    expect(data.entries[1].content).toBe("Answer to usps fee");
  });

  it("titles an entry with its answer's question, keeping the keyword as its key and category rule", () => {
    const data = buildFaqData(["hold mail request", "usps fee"], (keyword) =>
      keyword === "hold mail request"
        ? { content: "Ask online.", reviewed: "2026-11-27", title: "How do I put my mail on hold?" }
        : "Canned.",
    );
    expect(data.entries[0]).toMatchObject({
      id: "csv-article-1",
      keyword: "hold mail request",
      title: "How do I put my mail on hold?",
      categoryId: categoryForKeyword("hold mail request"),
      reviewed: "2026-11-27",
    });
    // The last-resort answer has no question of its own: the title is written from the keyword.
    expect(data.entries[1].title).toBe("USPS Fee?");
  });

  describe("on the real CSV", () => {
    const keywords = realKeywords();
    const data = buildFaqData(keywords, cannedAnswer);

    it("has at least 170 distinct keywords and skips blank lines", () => {
      expect(data.entries.length).toBeGreaterThanOrEqual(170);
      const distinct = new Set(data.entries.map((a) => a.keyword.toLowerCase()));
      expect(distinct.size).toBe(data.entries.length);
      expect(data.entries.every((a) => a.keyword.trim() !== "")).toBe(true);
      expect(data.entries.at(-1)?.id).toBe(`csv-article-${data.entries.length}`);
    });

    it("gives every category at least 10 articles", () => {
      const counts = categoryEntryCounts(data);
      for (const id of FAQ_CATEGORY_IDS) expect(counts[id], id).toBeGreaterThanOrEqual(10);
    });

    it("marks between 20% and 40% as popular", () => {
      const share = popularEntries(data).length / data.entries.length;
      expect(share).toBeGreaterThanOrEqual(0.2);
      expect(share).toBeLessThanOrEqual(0.4);
    });
  });
});

describe("page helpers", () => {
  const data = buildFaqData(
    [
      "where is my package", // 1 tracking
      "does usps deliver on sunday", // 2 delivery
      "track my parcel", // 3 tracking
      "customs form", // 4 international
      "lost mail", // 5 tracking
      "postage rates", // 6 payments
      "missing letter", // 7 tracking
    ],
    cannedAnswer,
  );

  it("entriesInCategory and categoryEntryCounts agree", () => {
    expect(entriesInCategory(data, "tracking").map((a) => a.id)).toEqual([
      "csv-article-1",
      "csv-article-3",
      "csv-article-5",
      "csv-article-7",
    ]);
    expect(entriesInCategory(data, "nope")).toEqual([]);
    expect(categoryEntryCounts(data)).toEqual({
      tracking: 4,
      delivery: 1,
      shipping: 0,
      international: 1,
      account: 0,
      payments: 1,
    });
  });

  it("popularEntries keeps the popular ones in order", () => {
    expect(popularEntries(data)).toEqual(data.entries.filter((a) => a.isPopular));
  });

  it("frequentlyViewedEntries takes every third entry until views are counted, with no invented view count", () => {
    const { entries, counted } = frequentlyViewedEntries(data);
    expect(counted).toBe(false);
    expect(entries.map((a) => a.id)).toEqual(["csv-article-1", "csv-article-4", "csv-article-7"]);
    for (const entry of entries) expect(entry).not.toHaveProperty("viewCount");
  });

  it("frequentlyViewedEntries lists the viewed entries, most viewed first, as many as the spec's list holds", () => {
    const mostViewed = ["csv-article-5", "csv-article-2", "gone-from-the-csv", "csv-article-3", "csv-article-6"];
    const { entries, counted } = frequentlyViewedEntries(data, mostViewed);
    expect(counted).toBe(true);
    // Three, as many as every third of the seven; an id the FAQ no longer has is skipped.
    expect(entries.map((a) => a.id)).toEqual(["csv-article-5", "csv-article-2", "csv-article-3"]);
    expect(frequentlyViewedEntries(data, ["gone-from-the-csv"])).toMatchObject({ counted: false });
  });

  it("relatedEntries: same category, not the current one, at most max", () => {
    const current = data.entries[2];
    expect(relatedEntries(data, current).map((a) => a.id)).toEqual(["csv-article-1", "csv-article-5", "csv-article-7"]);
    expect(relatedEntries(data, current, 2)).toHaveLength(2);
    expect(relatedEntries(data, current, 0)).toEqual([]);
    expect(relatedEntries(data, data.entries[3])).toEqual([]);
  });

  it("markdownToPlainText strips the syntax", () => {
    expect(
      markdownToPlainText("## Title\n\n- **Bold** and *em* with [a link](https://x.test) and `code`\n> quote"),
    ).toBe("Title Bold and em with a link and code quote");
  });

  it("excerpt cuts the plain text and adds '...'", () => {
    const content = data.entries[0].content;
    const cut = excerpt(content, 120);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(123);
    expect(cut).not.toMatch(/[*[\]#]/);
    expect(markdownToPlainText(content).startsWith(cut.slice(0, -3))).toBe(true);
    expect(excerpt("Short **text**", 120)).toBe("Short text");
  });
});
