/**
 * Markdown -> safe HTML for article bodies and generated answers (docs/product.md §D4).
 *
 * marked turns markdown into HTML (raw HTML included, as markdown allows), and
 * sanitize-html then removes everything that is not plain document markup. Link
 * schemes follow docs/product.md §S5: only http, https, irc, ircs, mailto and xmpp survive;
 * any other href is blanked so the link text still reads.
 *
 * sanitize-html, not DOMPurify: DOMPurify needs a DOM, and on the server that was jsdom, a
 * whole browser DOM in every process for markup of a few tags (issue 38: loading it and using it
 * cost each app process 60-110 MB of RSS). sanitize-html parses with htmlparser2 and writes
 * its own output, every text and attribute value escaped.
 */
import { Marked } from "marked";
import sanitizeHtml, { type IOptions } from "sanitize-html";
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
// object, embed, svg, math, form controls...) is dropped, and so is the text inside the
// elements listed in NON_TEXT_TAGS.
const ALLOWED_TAGS = [
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
];

// Dropped with their contents, not only their tags (DOMPurify's FORBID_CONTENTS, as this used):
// what is inside them is code, styles or markup of another language, never text to read.
const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "noscript",
  "noembed",
  "noframes",
  "iframe",
  "frameset",
  "frame",
  "object",
  "embed",
  "template",
  "title",
  "head",
  "svg",
  "math",
  "xmp",
  "plaintext",
  "audio",
  "video",
];

const EXTERNAL_LINK = { rel: "noopener noreferrer nofollow", class: "external" };

const SANITIZE_OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No style, no class, no event handlers, no target, no data-/aria-; rel and class only as set below.
  allowedAttributes: { "*": ["title", "align"], a: ["href", "title", "rel", "class"], ol: ["start"] },
  // sanitize-html's own scheme check, on the same list: the transform below is the one that
  // decides (and blanks rather than drops), this only keeps the two from disagreeing.
  allowedSchemes: ["http", "https", "irc", "ircs", "mailto", "xmpp"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  nonTextTags: NON_TEXT_TAGS,
  allowVulnerableTags: false,
  // An empty href is how a blanked link is kept (below); other empty attributes are still dropped.
  nonBooleanAttributes: (sanitizeHtml.defaults.nonBooleanAttributes ?? []).filter((name) => name !== "href"),
  transformTags: {
    // Every link's attributes are decided here: rel and class written in raw HTML are not kept.
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = {};
      if (attribs.title !== undefined) attributes.title = attribs.title;
      if (attribs.href !== undefined) {
        // Blank rather than remove (docs/product.md §S5): the text keeps looking like a link target.
        const href = isAllowedUrl(attribs.href) ? attribs.href : "";
        attributes.href = href;
        if (href && isExternalUrl(href)) Object.assign(attributes, EXTERNAL_LINK);
      }
      return { tagName, attribs: attributes };
    },
  },
};

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

// Rendering and sanitising cost up to a few milliseconds, and the same texts (stored and generated
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
  const safeHtml = sanitizeHtml(rawHtml, SANITIZE_OPTIONS);
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
