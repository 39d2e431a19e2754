import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import fc from "fast-check";
import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";

import { JsonLd } from "~/components/content/json-ld";
import { guidePaths } from "~/lib/help-centre/guide-files.server";
import { LINKABLE_EMAIL_ADDRESSES, LINKABLE_EXTERNAL_HOSTS, linkProblem } from "~/lib/help-centre/link-rules";
import { countWords } from "~/lib/help-centre/markdown-checks.server";
import { factText } from "~/lib/facts/facts";
import { loadGuides, parseGuide, resetGuidesCache, type Guide } from "~/lib/help-centre/guides.server";
import { pathInLanguage } from "~/i18n/languages";

const CARRIER_PHONE = "1-800-275-8777";
const { window } = new JSDOM("");

function fragment(html: string): DocumentFragment {
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

function textOf(article: Guide): string {
  return (fragment(article.html).textContent ?? "").replace(/\s+/g, " ");
}

async function realGuides() {
  return loadGuides({ carrierPhone: CARRIER_PHONE });
}

const GUIDES_DIR = path.join(process.cwd(), "data", "articles");

// Reading and sanitising the guides takes under a second, but far longer on a busy shared machine.
describe("the help articles in data/articles", { timeout: 60_000 }, () => {
  it("are every markdown file of the folder, one page each, and nothing else is in it", async () => {
    const { all } = await realGuides();
    const files = readdirSync(GUIDES_DIR).sort();
    expect(all.map((article) => `${article.slug}.md`).sort()).toEqual(files);
    for (const article of all) expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("load by their `order` (the spec's first, then the message checker's guide), and the index leaves out only the near-duplicates", async () => {
    const { all, index, bySlug } = await realGuides();
    const orders = all.map((article) => article.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(all[0].slug).toBe("does-usps-deliver-on-saturday");
    // After the spec's 34, wherever guides added later go.
    expect(all.findIndex((article) => article.slug === "how-to-spot-a-fake-delivery-text")).toBe(34);
    // docs/product.md §D6: every article but these five near-duplicates, in the same order. Each
    // answers a narrower question than the indexed guide it points to at its top.
    const nearDuplicates = [
      "does-usps-deliver-saturday",
      "is-the-usps-open-today",
      "what-time-does-usps-stop-delivering",
      "does-usps-text-you",
      "can-i-pick-up-my-package-from-usps",
    ];
    expect(all.filter((article) => !article.inIndex).map((article) => article.slug)).toEqual(nearDuplicates);
    expect(index.map((article) => article.slug)).toEqual(
      all.map((article) => article.slug).filter((slug) => !nearDuplicates.includes(slug)),
    );
    expect(bySlug.get("what-is-usps-media-mail")?.path).toBe("/what-is-usps-media-mail");
    expect(bySlug.get("What-Is-USPS-Media-Mail")).toBeUndefined();
  });

  it("that the index leaves out say, before their first heading, which indexed guide gives the overview (both languages)", async () => {
    for (const language of ["en", "es"] as const) {
      const { all } = await loadGuides({ carrierPhone: CARRIER_PHONE, language });
      // Rendered links lead to the pages in the text's language (a guide's path is the same in each).
      const indexed = new Set(
        all.filter((article) => article.inIndex).map((article) => pathInLanguage(article.path, language)),
      );
      for (const article of all.filter((guide) => !guide.inIndex)) {
        const opening = article.html.split("<h2")[0];
        const links = [...opening.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
        expect(
          links.some((href) => indexed.has(href)),
          `${language} ${article.slug}`,
        ).toBe(true);
      }
    }
  });

  it("are read once per process", async () => {
    resetGuidesCache();
    const first = loadGuides({ carrierPhone: CARRIER_PHONE });
    expect(loadGuides({ carrierPhone: CARRIER_PHONE })).toBe(first);
    await first;
  });

  it("are each a real answer: at least 500 words, titles as questions or statements, distinct excerpts", async () => {
    const { all } = await realGuides();
    for (const article of all) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(500);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1500);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(article.title, article.slug).toMatch(/USPS/);
    }
    expect(new Set(all.map((article) => article.title)).size).toBe(all.length);
    expect(new Set(all.map((article) => article.excerpt)).size).toBe(all.length);
    expect(new Set(all.map((article) => article.description)).size).toBe(all.length);
  });

  it("tell readers to call the carrier's number, never the operator's, and give no e-mail address but the Inspection Service's", async () => {
    const { all } = await loadGuides({ carrierPhone: "1-800-275-8777" });
    for (const article of all) {
      const text = textOf(article);
      expect(text, article.slug).toContain("1-800-275-8777");
      expect(text, article.slug).not.toMatch(/\{\{|\}\}/);
      expect(text, article.slug).not.toMatch(/555/);
      const addresses = text.match(/[\w.+-]+@[\w-]+\.[\w.]*\w/g) ?? [];
      for (const address of addresses) expect(LINKABLE_EMAIL_ADDRESSES, article.slug).toContain(address);
    }
  });

  it("put a configured carrier phone number in place of the token", async () => {
    const { all } = await loadGuides({ carrierPhone: "1-800-ASK-USPS" });
    for (const article of all) expect(textOf(article), article.slug).toContain("1-800-ASK-USPS");
  });

  it("start below the page's h1 and link only to known pages and allow-listed https hosts, marked as external", async () => {
    const { all } = await realGuides();
    for (const article of all) {
      const body = fragment(article.html);
      expect(body.querySelector("h1"), article.slug).toBeNull();
      expect(body.querySelectorAll("h2").length, article.slug).toBeGreaterThanOrEqual(3);
      const links = [...body.querySelectorAll("a")];
      const internal = links.filter((link) => link.getAttribute("href")?.startsWith("/"));
      const external = links.filter((link) => !link.getAttribute("href")?.startsWith("/"));
      expect(internal.length, `${article.slug} internal links`).toBeGreaterThanOrEqual(2);
      expect(external.length, `${article.slug} external links`).toBeGreaterThanOrEqual(1);
      for (const link of links) {
        const href = link.getAttribute("href") ?? "";
        expect(linkProblem(href, guidePaths()), `${article.slug}: ${href}`).toBeNull();
        expect(href, article.slug).not.toBe(article.path);
      }
      for (const link of external) {
        expect(link.getAttribute("rel")).toContain("noopener");
        expect(link.getAttribute("rel")).toContain("noreferrer");
        expect(link.getAttribute("class")).toBe("external");
        expect(link.hasAttribute("target")).toBe(false);
      }
    }
  });

  // docs/product.md §S9 and the article brief: the figures a reader relies on, on the page they
  // belong to. Time-sensitive ones come from the facts table (data/facts.ts), as the page's do.
  const fact = (id: Parameters<typeof factText>[0]) => factText(id, "en");
  const FACTS: Record<string, string[]> = {
    "what-is-usps-media-mail": [fact("media-mail-delivery-time"), "70 lbs", "8 pages"],
    // International money orders ended in 2024 and fees change with USPS prices: the page says so
    // instead of quoting figures that no longer hold.
    // Fees change every year: the guide links the current price list instead of quoting one (docs/product.md §D8.3).
    "does-the-usps-sell-money-orders": [
      fact("money-order-domestic-max"),
      fact("international-money-order-max-former"),
      fact("money-order-fee-tier-max"),
      "credit card",
      "check the current price",
    ],
    // The online identity-verification charge is not quoted: no USPS page confirms its late-2026 amount.
    "how-to-change-address-usps": [
      fact("forwarding-start-time"),
      fact("first-class-forwarding-period"),
      fact("periodicals-forwarding-period"),
      "3575",
    ],
    // One reply to the number alone; a keyword after it for updates (usps.com/text-tracking/welcome.htm).
    "does-usps-send-text-messages": ["28777", "7726", "$3", "replies once", "AA", "AF", "DND"],
    // City carrier, mail handler and PSE clerk jobs apply only on jobs.usps.com; the rest on eCareer.
    "how-to-apply-for-usps": ["jobs.usps.com", "eCareer", "do not share a profile", "72 hours"],
    "does-usps-text-you": ["28777", "7726", "$3", "no links at all", "spam@uspis.gov"],
    "how-to-spot-a-fake-delivery-text": [
      "28777",
      "do not contain a link",
      "5-digit short code",
      "com-redeliver.top",
      "7726",
      "spam@uspis.gov",
      "screenshot",
      "ReportFraud.ftc.gov",
      "ic3.gov",
      "IdentityTheft.gov",
      "number printed on your card",
      "Check a Message",
    ],
    "what-is-usps-ground-advantage": [fact("ground-advantage-delivery-time"), "70", "130"],
    "how-long-does-usps-priority-mail-take": [fact("priority-mail-delivery-time"), "70"],
    "how-can-you-track-registered-parcel-through-usps": ["13", "22"],
    "how-to-contact-usps-about-a-missing-package": ["Help Request Form", "Missing Mail", "7 business days"],
    "is-usps-open-on-veterans-day": ["November 11"],
    "does-usps-deliver-on-weekends": ["Priority Mail Express", "Amazon"],
    "how-long-does-usps-take-to-deliver": [
      fact("priority-mail-express-delivery-time"),
      fact("priority-mail-delivery-time"),
      fact("first-class-mail-delivery-time"),
      fact("ground-advantage-delivery-time"),
      fact("media-mail-delivery-time"),
    ],
  };

  it.each(Object.entries(FACTS))("%s states its key facts", async (slug, facts) => {
    const article = (await realGuides()).bySlug.get(slug);
    if (!article) throw new Error(`no article ${slug}`);
    const text = textOf(article);
    for (const fact of facts) expect(text, `${slug}: ${fact}`).toContain(fact);
  });

  it("never speak as the postal service or call this site official", async () => {
    const { all } = await realGuides();
    for (const article of all) {
      const text = textOf(article);
      expect(text, article.slug).not.toMatch(/\b(?:we|our) (?:deliver|post offices?|carriers?)\b/i);
      expect(text, article.slug).not.toMatch(/\bour official\b/i);
    }
  });
});

describe("parseGuide refuses content mistakes", () => {
  const frontMatter = (overrides: Record<string, string> = {}) => {
    const fields = {
      title: '"Does USPS Deliver on Saturday?"',
      description:
        '"Yes, USPS delivers on Saturday. Here is when mail and packages arrive and which services run on weekends."',
      excerpt: '"USPS delivers letters and packages on Saturdays, usually between 9 AM and 5 PM."',
      order: "1",
      inIndex: "true",
      reviewed: "2026-11-24",
      ...overrides,
    };
    return `---\n${Object.entries(fields)
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n")}\n---\n`;
  };
  const sources = "\n## Official sources\n\n- [USPS delivery](https://www.usps.com/)\n";
  const body = `USPS delivers on Saturdays. See [the FAQ](/faq) or [USPS](https://www.usps.com/) or call {{CARRIER_PHONE}}.\n${sources}`;
  const slug = "does-usps-deliver-on-saturday";

  it("accepts a good file", () => {
    const result = parseGuide(slug, frontMatter() + body, CARRIER_PHONE);
    expect(result.problems).toEqual([]);
    expect(result.guide?.html).toContain(CARRIER_PHONE);
    expect(result.guide?.inIndex).toBe(true);
    expect(result.guide?.reviewed).toBe("2026-11-24");
  });

  it.each([
    ["a missing excerpt", frontMatter({ excerpt: '""' }) + body, /excerpt/],
    ["an unknown field", frontMatter({ author: '"Someone"' }) + body, /Unrecognized key/],
    ["inIndex that is not a boolean", frontMatter({ inIndex: '"yes"' }) + body, /inIndex/],
    ["no review date", frontMatter({ reviewed: "null" }) + body, /reviewed must be one day/],
    [
      "a review date that is not a day",
      frontMatter({ reviewed: '"November 24, 2026"' }) + body,
      /reviewed must be one day/,
    ],
    [
      "no official sources at the end",
      `${frontMatter()}USPS delivers on Saturdays, [USPS](https://www.usps.com/).\n`,
      /Official sources/,
    ],
    ["a section after the official sources", `${frontMatter()}${body}\n## More\n\nText.\n`, /Official sources/],
    [
      "an official source that is a site page",
      `${frontMatter()}${body}- [FAQ](/faq)\n`,
      /not a link to an official site/,
    ],
    ["an h1 in the body", `${frontMatter()}# Title\n\n${body}`, /h1/],
    ["raw HTML", `${frontMatter()}${body}\n<div>hi</div>\n`, /raw HTML/],
    ["an image", `${frontMatter()}${body}\n![x](https://www.usps.com/a.png)\n`, /image/],
    ["a link to a page the site lacks", `${frontMatter()}${body} [x](/no-such-page)\n`, /does not have/],
    ["an http link", `${frontMatter()}${body} [x](http://www.usps.com/)\n`, /not https/],
    ["a host off the allow-list", `${frontMatter()}${body} [x](https://usps.example.com/)\n`, /allow-list/],
    ["an unknown placeholder", `${frontMatter()}${body} {{SITE_PHONE}}\n`, /placeholder/],
    ["no body", frontMatter(), /no body/],
    ["broken YAML", `---\ntitle: "a\n---\n${body}`, /YAML/],
  ])("refuses %s", (_name, source, problem) => {
    const result = parseGuide(slug, source, CARRIER_PHONE);
    expect(result.guide).toBeUndefined();
    expect(result.problems.join("\n")).toMatch(problem);
  });
});

describe("loading a copy of the articles folder", { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    resetGuidesCache();
  });
  /** A fresh copy of data/articles, and ways to read, change and load it. */
  const copyOfGuides = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "help-articles-test-"));
    dirs.push(dir);
    cpSync(GUIDES_DIR, dir, { recursive: true });
    const file = (slug: string) => path.join(dir, `${slug}.md`);
    return {
      read: (slug: string) => readFileSync(file(slug), "utf8"),
      write: (slug: string, text: string) => writeFileSync(file(slug), text),
      load: () => loadGuides({ dir, carrierPhone: CARRIER_PHONE }),
    };
  };
  const orderOf = (text: string) => Number(text.match(/^order: (\d+)$/m)?.[1]);
  const withOrder = (text: string, order: number) => text.replace(/^order: \d+$/m, `order: ${order}`);
  const slugs = readdirSync(GUIDES_DIR).map((name) => name.slice(0, -".md".length));

  it("serves a guide added to the folder with no other edit, at the place its `order` gives", async () => {
    const guides = copyOfGuides();
    const before = await guides.load();
    const last = before.all.at(-1)!;
    // A new guide placed between the last two, linked to from the last one.
    const source = guides.read(last.slug).replace(/^title: .*$/m, 'title: "A New Guide About USPS"');
    guides.write("a-new-guide", withOrder(source, last.order + 1));
    guides.write(last.slug, withOrder(guides.read(last.slug), last.order + 2).replace("](/", "](/a-new-guide#x"));

    resetGuidesCache(); // as a restarted process would
    const after = await guides.load();
    expect(after.all).toHaveLength(before.all.length + 1);
    expect(after.all.slice(-2).map((article) => article.slug)).toEqual(["a-new-guide", last.slug]);
    expect(after.index).toHaveLength(before.index.length + 1);
    expect(after.bySlug.get("a-new-guide")?.title).toBe("A New Guide About USPS");
  });

  it("fails with one error naming each file whose `order` is missing or taken, and tries again on the next call", async () => {
    const guides = copyOfGuides();
    const [noOrder, first, second, badLink] = slugs;
    guides.write(noOrder, guides.read(noOrder).replace(/^order: \d+\n/m, ""));
    const taken = orderOf(guides.read(first));
    guides.write(second, withOrder(guides.read(second), taken));
    guides.write(badLink, guides.read(badLink).replace("](/", "](/nowhere-"));

    const failure = guides.load();
    await expect(failure).rejects.toThrow(`${noOrder}.md: front matter order is missing: add \`order: N\``);
    await expect(failure).rejects.toThrow(`${second}.md: order ${taken} is also ${first}.md's`);
    await expect(failure).rejects.toThrow(`${badLink}.md: link /nowhere-`);

    for (const slug of [noOrder, second, badLink]) {
      guides.write(slug, readFileSync(path.join(GUIDES_DIR, `${slug}.md`), "utf8"));
    }
    await expect(guides.load()).resolves.toHaveProperty("all.length", slugs.length);
  });
});

describe("linkProblem", () => {
  it.each([
    ["/", null],
    ["/faq", null],
    ["/what-is-usps", null],
    ["/what-is-usps#fees", null],
    ["https://tools.usps.com/go/TrackConfirmAction", null],
    ["https://www.vote.gov/", null],
  ])("accepts %s", (href, expected) => expect(linkProblem(href, ["/what-is-usps"])).toBe(expected));

  it.each([
    "/WHAT-IS-USPS",
    "/career",
    "//www.usps.com/",
    "http://www.usps.com/",
    "https://tools.usps.com:8443/",
    "https://user:pw@www.usps.com/",
    "https://usps.com.example.net/",
    "https://www.usps.com.evil.example/",
    "javascript:alert(1)",
    "mailto:someone@example.com",
    "relative/path",
  ])("refuses %s", (href) => expect(linkProblem(href, ["/what-is-usps"])).not.toBeNull());

  it("accepts a web URL exactly when it is https on an allow-listed host", () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }),
        (url) => {
          const parsed = new URL(url);
          const ok =
            parsed.protocol === "https:" && parsed.username === "" && LINKABLE_EXTERNAL_HOSTS.includes(parsed.host);
          expect(linkProblem(url, []) === null).toBe(ok);
        },
      ),
    );
    const allowed = fc.record({
      host: fc.constantFrom(...LINKABLE_EXTERNAL_HOSTS),
      path: fc.webPath(),
    });
    fc.assert(
      fc.property(allowed, ({ host, path: webPath }) => {
        expect(linkProblem(`https://${host}${webPath}`, [])).toBeNull();
      }),
    );
  });
});

describe("countWords", () => {
  it("counts the words a reader sees, not tags or punctuation", () => {
    expect(countWords("<p>Hello <strong>big</strong> world</p><ul><li>One</li></ul> — |")).toBe(4);
    expect(countWords("")).toBe(0);
  });
});

describe("JsonLd", () => {
  it("cannot be broken out of: '<' is escaped and the JSON still parses", () => {
    const markup = renderToStaticMarkup(
      createElement(JsonLd, { data: { headline: "</script><script>alert(1)</script>" } }),
    );
    expect(markup).not.toContain("</script><script>");
    const json = markup.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
});
