/**
 * Markdown -> safe HTML for article bodies and generated answers (docs/product.md §D4).
 *
 * marked turns markdown into HTML (raw HTML included, as markdown allows), and
 * DOMPurify then removes everything that is not plain document markup. Link
 * schemes follow docs/product.md §S5: only http, https, irc, ircs, mailto and xmpp survive;
 * any other href is blanked so the link text still reads.
 */
import { createRequire } from "node:module";
import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import type { JSDOM as JSDOMClass } from "jsdom";
import { Marked } from "marked";
import { pathInLanguage, type Language } from "~/i18n/languages";
import { createTextCache } from "~/lib/text-cache.server";

export type RenderMarkdownOptions = {
  /**
   * The language the text is in. Content in every language links the site's pages by their
   * English paths (`/faq`, `/{slug}`), the same in each translation; rendered, they lead to the
   * pages in this language (`/es/faq`). English by default.
   */
  language?: Language;
};

const SAFE_SCHEME = /^(?:https?|ircs?|mailto|xmpp)$/i;

// Everything a browser ignores when it reads a URL scheme ("java\tscript:" runs
// as javascript:), so it is removed before the scheme is checked.
const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/**
 * True for relative URLs and for URLs whose scheme is on the allow-list. Same
 * rule as react-markdown's default URL transform: a colon only counts as a scheme
 * separator when it comes before any '/', '?' or '#'.
 */
export function isAllowedUrl(rawUrl: string): boolean {
  const url = rawUrl.replace(URL_IGNORED_CHARACTERS, "");
  const colon = url.indexOf(":");
  if (colon === -1) return true;
  for (const separator of ["/", "?", "#"]) {
    const at = url.indexOf(separator);
    if (at !== -1 && at < colon) return true;
  }
  return SAFE_SCHEME.test(url.slice(0, colon));
}

/** Absolute web URLs (including protocol-relative ones) leave the site. */
function isExternalUrl(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url.replace(URL_IGNORED_CHARACTERS, "").replace(/\\/g, "/"));
}

// Only what markdown itself produces, less images: generated answers have no use for
// them, and one without alt text or with a broken src fails axe and logs a 404. Anything else (script, style, iframe,
// object, embed, svg, math, form controls...) is dropped; DOMPurify also drops the
// contents of script/style/svg/math/iframe and friends.
const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [
    "a",
    "abbr",
    "b",
    "blockquote",
    "br",
    "code",
    "del",
    "em",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "i",
    "kbd",
    "li",
    "ol",
    "p",
    "pre",
    "s",
    "strong",
    "sub",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
    "ul",
  ],
  // No style, no class, no event handlers, no target; rel and class are added below.
  ALLOWED_ATTR: ["href", "title", "align", "start"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify's own URI check, narrowed to the same schemes; the hook below is
  // the one that decides, this only keeps DOMPurify from disagreeing with it.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: DOMPurify | undefined;

// jsdom is required on first use, not imported: loading it costs about 25 MB of heap, and
// the cluster's primary imports this build only to read serverSettings() and never renders.
const require = createRequire(import.meta.url);

// One jsdom window per process: creating one costs milliseconds and the
// sanitiser holds no per-call state.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = require("jsdom") as { JSDOM: typeof JSDOMClass };
  const { window } = new JSDOM("");
  const instance = createDOMPurify(window);

  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName === "href" && !isAllowedUrl(data.attrValue)) {
      // Blank rather than remove (docs/product.md §S5): the text keeps looking like a link target.
      data.attrValue = "";
    }
  });

  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const href = node.getAttribute("href");
    if (href && isExternalUrl(href)) {
      node.setAttribute("rel", "noopener noreferrer nofollow");
      node.setAttribute("class", "external");
    }
  });

  purifier = instance;
  return instance;
}

/** A markdown parser per language: its links to the site's pages are made in that language. */
const parsers = new Map<Language, Marked>();

function parserFor(language: Language): Marked {
  let parser = parsers.get(language);
  if (!parser) {
    parser = new Marked({
      gfm: true,
      breaks: false,
      walkTokens(token) {
        if (token.type === "link" && /^\/(?!\/)/.test(token.href)) token.href = pathInLanguage(token.href, language);
      },
    });
    parsers.set(language, parser);
  }
  return parser;
}

// Sanitising on jsdom costs a few milliseconds, and the same texts (stored and generated
// answers, article pages) are rendered on every request, so recent results are kept.
// Bounded in bytes as well as entries (a count alone let 200 long inputs hold up to ~40 MB): the
// site's 34 guides and 201 stored answers count 2.1 MB, which leaves room for generated ones.
const RENDER_CACHE_MAX_SOURCE = 50_000;
const renderCache = createTextCache({ maxEntries: 1000, maxBytes: 4 * 1024 * 1024 });

/** Placeholders (facts, the carrier's phone) are filled in before: lib/facts/placeholders.ts. */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): string {
  const language = options.language ?? "en";
  const cacheKey = `${language}\u0000${source}`;
  const cached = renderCache.get(cacheKey);
  if (cached !== undefined) return cached;

  const rawHtml = parserFor(language).parse(source, { async: false });
  const safeHtml = getPurifier().sanitize(rawHtml, SANITIZE_CONFIG);
  // Defence in depth for places that embed this HTML elsewhere (JSON, attributes):
  // after sanitising, these sequences can only sit in text or attribute values,
  // where the entity form reads exactly the same.
  const html = safeHtml.replace(/<(?=script)/gi, "&lt;").replace(/(javascript):/gi, "$1&#58;");

  if (source.length <= RENDER_CACHE_MAX_SOURCE) renderCache.set(cacheKey, html);
  return html;
}

/** For tests: what the render cache holds. */
export function renderCacheUsage(): { entries: number; bytes: number } {
  return { entries: renderCache.size, bytes: renderCache.calculatedSize };
}
