import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { isAllowedUrl, renderCacheUsage, renderMarkdown } from "~/lib/markdown.server";

const { window } = new JSDOM("");

function parse(html: string): DocumentFragment {
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

const FORBIDDEN_ELEMENTS =
  "script, style, iframe, object, embed, svg, math, form, input, button, textarea, select, link, meta, base, frame, frameset, template, noscript";
const ALLOWED_HREF = /^(?:(?:https?|ircs?|mailto|xmpp):|[^:]*$|[^:]*[/?#])/i;

/** Structural safety checks on rendered HTML. */
function expectSafe(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/javascript:/i);
  const fragment = parse(html);
  expect(fragment.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
  for (const element of fragment.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe("style");
      expect(attribute.name).not.toBe("target");
    }
    const href = element.getAttribute("href");
    if (href !== null && href !== "") expect(href).toMatch(ALLOWED_HREF);
    const src = element.getAttribute("src");
    if (src !== null) expect(src).toMatch(ALLOWED_HREF);
  }
}

function links(html: string): HTMLAnchorElement[] {
  return [...parse(html).querySelectorAll("a")];
}

describe("renderMarkdown: markdown", () => {
  it("keeps no images, from markdown or HTML", () => {
    const html = renderMarkdown(
      'Before ![a chart](https://www.usps.com/chart.png) <img src=x> <img src="https://www.usps.com/a.png" alt="a"> after',
    );
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain("Before");
    expect(html).toContain("after");
  });

  it("renders GFM: headings, emphasis, lists, tables, autolinks", () => {
    const html = renderMarkdown(
      "# Title\n\n**bold** _em_ ~~gone~~\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSee www.example.com",
    );
    const fragment = parse(html);
    expect(fragment.querySelector("h1")?.textContent).toBe("Title");
    expect(fragment.querySelector("strong")?.textContent).toBe("bold");
    expect(fragment.querySelector("em")?.textContent).toBe("em");
    expect(fragment.querySelector("del")?.textContent).toBe("gone");
    expect(fragment.querySelectorAll("li")).toHaveLength(2);
    expect(fragment.querySelector("table td")?.textContent).toBe("1");
    expect(links(html)[0].getAttribute("href")).toBe("http://www.example.com");
  });

  it("escapes text so it is shown, not run", () => {
    const html = renderMarkdown("5 < 6 & `<b>code</b>`");
    expect(parse(html).textContent?.trim()).toBe("5 < 6 & <b>code</b>");
    expect(parse(html).querySelector("b")).toBeNull();
  });
});

describe("renderMarkdown: XSS payloads", () => {
  const payloads: Array<[string, string]> = [
    ["script tag", "<script>alert(1)</script>"],
    ["script tag, mixed case", "<ScRiPt>alert(1)</sCrIpT>"],
    ["script in a paragraph", "hello <script src=https://evil.test/x.js></script> world"],
    ["style tag", "<style>body{display:none}</style>"],
    ["img onerror", "<img src=x onerror=alert(1)>"],
    ["img onerror, quoted", '<img src="x" onerror="alert(document.cookie)">'],
    ["markdown javascript link", "[x](javascript:alert(1))"],
    ["javascript link mixed case", "[x](JaVaScRiPt:alert(1))"],
    ["javascript link, leading space in destination", "[x](<javascript:alert(1)>)"],
    ["data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["vbscript: link", "[x](vbscript:msgbox(1))"],
    ["reference-style javascript link", "[x][1]\n\n[1]: javascript:alert(1)"],
    ["entity-encoded scheme (markdown)", "[x](&#106;avascript:alert(1))"],
    ["entity-encoded scheme (html)", '<a href="&#106;avascript:alert(1)">x</a>'],
    ["hex entity scheme", '<a href="&#x6A;&#x61;vascript:alert(1)">x</a>'],
    ["named entity colon", '<a href="javascript&colon;alert(1)">x</a>'],
    ["tab inside scheme", '<a href="java&#x09;script:alert(1)">x</a>'],
    ["newline inside scheme", '<a href="java\nscript:alert(1)">x</a>'],
    ["control character before scheme", '<a href="&#x01;javascript:alert(1)">x</a>'],
    ["svg onload", "<svg onload=alert(1)><circle r=1 /></svg>"],
    ["svg with script", "<svg><script>alert(1)</script></svg>"],
    [
      "svg animate href",
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
    ],
    ["math", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>"],
    ["iframe", '<iframe src="https://evil.test"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">'],
    [
      "form",
      '<form action="https://evil.test"><input name="q"><button formaction="javascript:alert(1)">go</button></form>',
    ],
    ["event handler on allowed tag", '<p onclick="alert(1)" onmouseover="alert(2)">hi</p>'],
    ["style attribute", '<p style="background:url(javascript:alert(1))">hi</p>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["base href", '<base href="javascript:alert(1)//">'],
    ["link stylesheet", '<link rel="stylesheet" href="https://evil.test/x.css">'],
    ["target blank on raw html link", '<a href="https://evil.test" target="_blank">x</a>'],
    ["image with javascript src", "![x](javascript:alert(1))"],
    ["image with data src", "![x](data:image/svg+xml;base64,PHN2Zz4=)"],
    ["mutation XSS via noscript", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ["comment breakout", "<!--<img src=x onerror=alert(1)>-->"],
    ["title attribute with script", '[x](https://example.test "<script>alert(1)</script>")'],
  ];

  it.each(payloads)("%s", (_name, payload) => {
    expectSafe(renderMarkdown(payload));
  });

  it("blanks disallowed hrefs but keeps the link text", () => {
    for (const payload of [
      "[click me](javascript:alert(1))",
      "[click me](JaVaScRiPt:alert(1))",
      "[click me](&#106;avascript:alert(1))",
      "[click me](data:text/html,hi)",
      "[click me](vbscript:x)",
      "[click me](tel:+15550100)",
      "[click me](file:///etc/passwd)",
    ]) {
      const [link] = links(renderMarkdown(payload));
      expect(link, payload).toBeDefined();
      expect(link.getAttribute("href"), payload).toBe("");
      expect(link.textContent, payload).toBe("click me");
      expect(link.hasAttribute("rel"), payload).toBe(false);
    }
  });

  it("removes script and style content, not just the tags", () => {
    const html = renderMarkdown("before<script>alert('x')</script><style>.a{}</style>after");
    expect(html).not.toContain("alert");
    expect(html).not.toContain(".a{}");
  });

  it("drops what is inside svg, math, iframe, noscript, template, textarea and select with them", () => {
    for (const tag of ["svg", "math", "iframe", "noscript", "template", "textarea", "select", "object", "title"]) {
      const html = renderMarkdown(`before <${tag}>hidden words</${tag}> after`);
      expect(parse(html).textContent, tag).not.toContain("hidden words");
      expect(parse(html).textContent, tag).toContain("before");
      expect(parse(html).textContent, tag).toContain("after");
    }
  });

  it("keeps the text of other unknown tags, escaped", () => {
    const html = renderMarkdown("a <span onclick=alert(1)>kept <u>words</u></span> & <custom-tag>too</custom-tag>");
    expect(parse(html).textContent?.trim()).toBe("a kept words & too");
    expect(parse(html).querySelector("span, u, custom-tag")).toBeNull();
  });
});

describe("renderMarkdown: allowed links", () => {
  const markdown = [
    "[https](https://example.com/a?b=1)",
    "[http](http://example.org/)",
    "[mail](mailto:help@example.com)",
    "[irc](irc://irc.example.net/help)",
    "[ircs](ircs://irc.example.net/help)",
    "[xmpp](xmpp:help@example.com)",
    "[relative](/faq/tracking)",
    "[anchor](#top)",
    "[query](?q=1)",
  ].join(" ");
  const byText = new Map(links(renderMarkdown(markdown)).map((a) => [a.textContent, a]));

  it("keeps http, https, irc, ircs, mailto, xmpp and relative hrefs", () => {
    expect(byText.get("https")?.getAttribute("href")).toBe("https://example.com/a?b=1");
    expect(byText.get("http")?.getAttribute("href")).toBe("http://example.org/");
    expect(byText.get("mail")?.getAttribute("href")).toBe("mailto:help@example.com");
    expect(byText.get("irc")?.getAttribute("href")).toBe("irc://irc.example.net/help");
    expect(byText.get("ircs")?.getAttribute("href")).toBe("ircs://irc.example.net/help");
    expect(byText.get("xmpp")?.getAttribute("href")).toBe("xmpp:help@example.com");
    expect(byText.get("relative")?.getAttribute("href")).toBe("/faq/tracking");
    expect(byText.get("anchor")?.getAttribute("href")).toBe("#top");
    expect(byText.get("query")?.getAttribute("href")).toBe("?q=1");
  });

  it("marks absolute web links external with rel, without target", () => {
    for (const name of ["https", "http"]) {
      const link = byText.get(name);
      expect(link?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
      expect(link?.getAttribute("class")).toBe("external");
      expect(link?.hasAttribute("target")).toBe(false);
    }
    const [protocolRelative] = links(renderMarkdown("[x](//example.net/a)"));
    expect(protocolRelative.getAttribute("rel")).toBe("noopener noreferrer nofollow");
  });

  it("leaves other links without rel or class", () => {
    for (const name of ["mail", "irc", "xmpp", "relative", "anchor"]) {
      expect(byText.get(name)?.hasAttribute("rel"), name).toBe(false);
      expect(byText.get(name)?.hasAttribute("class"), name).toBe(false);
    }
  });

  it("drops rel and class written in raw HTML", () => {
    const [link] = links(renderMarkdown('<a href="/faq" rel="opener" class="btn">x</a>'));
    expect(link.hasAttribute("rel")).toBe(false);
    expect(link.hasAttribute("class")).toBe(false);
  });

  it("keeps URLs that merely contain 'javascript:' later on, and they read the same", () => {
    const [link] = links(renderMarkdown("[x](https://example.com/search?q=javascript:void)"));
    expect(link.getAttribute("href")).toBe("https://example.com/search?q=javascript:void");
  });
});

describe("isAllowedUrl", () => {
  it.each([
    ["https://a.test", true],
    ["HTTP://a.test", true],
    ["mailto:x@y.z", true],
    ["/path", true],
    ["path/with:colon", true],
    ["#frag:ment", true],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["data:text/html,x", false],
    ["tel:123", false],
    ["ftp://a.test", false],
  ])("%s -> %s", (url, expected) => {
    expect(isAllowedUrl(url)).toBe(expected);
  });
});

describe("renderMarkdown: properties", () => {
  it("never emits <script or javascript: for arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (input) => {
        const html = renderMarkdown(input);
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toMatch(/javascript:/i);
      }),
      { numRuns: 300 },
    );
  });

  it("stays safe for inputs assembled from dangerous fragments", () => {
    const fragment = fc.constantFrom(
      "<script>",
      "</script>",
      "<ScRiPt>",
      "javascript:",
      "JaVaScRiPt:",
      "&#106;avascript:",
      "&#x6A;",
      "&colon;",
      "java\tscript:",
      "data:text/html,",
      "vbscript:",
      "[x](",
      "![y](",
      ")",
      '<a href="',
      "<a href='",
      '">',
      "'>",
      "</a>",
      "<img src=x onerror=alert(1)>",
      "<svg onload=alert(1)>",
      "<iframe src=",
      "<style>",
      " onclick=alert(1) ",
      "<!--",
      "-->",
      "<noscript>",
      "\n",
      "`",
      "alert(1)",
      "https://example.com",
      " ",
    );
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 14 }).map((parts) => parts.join("")),
        (input) => {
          expectSafe(renderMarkdown(input));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("renderMarkdown: repeated renders", () => {
  it("returns the same HTML for the same input (served from memory)", () => {
    const source = "Repeat [me](https://example.com) <img src=x onerror=alert(1)>";
    const first = renderMarkdown(source);
    expect(renderMarkdown(source)).toBe(first);
    expectSafe(first);
  });
});

describe("renderMarkdown: cache", () => {
  it("returns the same HTML from the cache", () => {
    const markdown = "A cached **paragraph** for the cache test.";
    expect(renderMarkdown(markdown)).toBe(renderMarkdown(markdown));
  });

  it("stays within its byte budget however many distinct long texts are rendered", () => {
    // ~20 KB of counted size each: 4 MB hold about 200 of them.
    const paragraph = "Parcel tracking text for the render cache. ".repeat(100);
    for (let i = 0; i < 300; i += 1) renderMarkdown(`${i}\n\n${paragraph}\n\n${paragraph.slice(0, 400)}`);
    const usage = renderCacheUsage();
    expect(usage.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(usage.entries).toBeLessThan(300);
  }, 30_000);
});
