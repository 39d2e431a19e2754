import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { FaqEntry } from "~/lib/help-centre/faq-entries";
import { entryExcerpt } from "~/lib/help-centre/faq-excerpts.server";
import { excerpt } from "~/lib/help-centre/plain-text";

const entry = (content: string): FaqEntry => ({
  id: "csv-article-1",
  categoryId: "tracking",
  title: "Where is my package?",
  content,
  isPopular: false,
  keyword: "where is my package",
});

describe("entryExcerpt", () => {
  it("gives the entry's plain-text excerpt at each length asked, the first time and after", () => {
    const one = entry(
      "## Where\n\nYour **package** is [on its way](https://example.com/track) and should arrive soon.",
    );
    for (let round = 0; round < 2; round += 1) {
      expect(entryExcerpt(one, 20)).toBe("Where Your package i...");
      expect(entryExcerpt(one, 200)).toBe("Where Your package is on its way and should arrive soon.");
    }
  });

  it("matches excerpt() for any markdown and length, whichever order they are asked in", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 4 }),
        (text, lengths) => {
          const subject = entry(text);
          for (const length of [...lengths, ...lengths])
            expect(entryExcerpt(subject, length)).toBe(excerpt(text, length));
        },
      ),
    );
  });

  it("keeps each entry's excerpts apart", () => {
    expect(entryExcerpt(entry("First answer."), 50)).toBe("First answer.");
    expect(entryExcerpt(entry("Second answer."), 50)).toBe("Second answer.");
  });
});
