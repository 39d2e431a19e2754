import { describe, expect, it } from "vitest";
import { translatorFor } from "../helpers/strings";
import { emptyFaqData } from "~/lib/help-centre/faq-entries";
import { loadFaqData } from "~/lib/help-centre/faq-data.server";
import { readSearchQuery, searchPath } from "~/lib/help-centre/faq-urls";
import {
  FAQ_TOPIC_GROUPS,
  SUPPORT_CENTER_CARDS,
  resolveTopicGroups,
  type TopicGroupDefinition,
} from "~/lib/help-centre/topic-links.server";

describe("topic links", () => {
  it("point every article link of /help and /faq at an article of the real CSV", async () => {
    const faq = await loadFaqData();
    for (const definitions of [SUPPORT_CENTER_CARDS, FAQ_TOPIC_GROUPS]) {
      const groups = resolveTopicGroups(faq, definitions);
      definitions.forEach((definition, g) => {
        definition.links.forEach((link, l) => {
          const to = groups[g].links[l].to;
          if ("article" in link.target) expect(to, link.label).toMatch(/^\/faq\/article\/csv-article-\d+$/);
          if ("category" in link.target) expect(to).toBe(`/faq/${link.target.category}`);
          expect(to).not.toContain("#");
        });
      });
    }
  });

  it("keeps the spec's group sizes: cards of four, FAQ groups of 4, 4 and 8", () => {
    const { t } = translatorFor("en", "faq");
    expect(SUPPORT_CENTER_CARDS.map((card) => t(card.title))).toEqual([
      "Getting Started Guide",
      "Account Management & Security",
      "Problem Resolution",
    ]);
    expect(FAQ_TOPIC_GROUPS.map((group) => [t(group.title), group.links.length])).toEqual([
      ["Package Tracking", 4],
      ["Missing, Delayed or Damaged Mail & Packages", 4],
      ["Current Topics", 8],
    ]);
  });

  it("gives the Spanish FAQ's links as the site's paths, which the page puts in its language", async () => {
    const spanish = resolveTopicGroups(await loadFaqData({ language: "es" }), FAQ_TOPIC_GROUPS);
    for (const link of spanish.flatMap((group) => group.links)) expect(link.to).toMatch(/^\/faq\//);
  });

  it("falls back to a search when a keyword is no longer in the CSV", () => {
    const definitions: TopicGroupDefinition[] = [
      {
        title: "faq.topics.current.title",
        description: "faq.topics.current.description",
        links: [{ label: "faq.topics.current.holdMail", target: { entry: "hold mail & more" } }],
      },
    ];
    expect(resolveTopicGroups(emptyFaqData(), definitions)[0].links[0].to).toBe(
      "/faq/search?q=hold%20mail%20%26%20more",
    );
  });
});

describe("readSearchQuery", () => {
  it("trims and bounds the query", () => {
    expect(readSearchQuery(new URL("http://x/faq/search?q=%20%20customs%20"))).toBe("customs");
    expect(readSearchQuery(new URL("http://x/faq/search"))).toBe("");
    expect(readSearchQuery(new URL(`http://x${searchPath("a".repeat(500))}`))).toHaveLength(100);
  });
});
