import fc from "fast-check";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isShareable } from "~/lib/cache-policy.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/lib/http.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script a browser runs, in order, without repeats", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/build/x.js";</script>',
      "<script>window.a = 1;</script>",
      '<script nonce="abc">const é = "ü";</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/build/x.js";'),
      sha('const é = "ü";'),
    ]);
  });

  it("leaves out scripts loaded from a URL and data blocks the browser never runs", () => {
    const html =
      '<script src="/build/a.js"></script><script type="application/ld+json">{"a":1}</script><script>run()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("run()")]);
  });

  it("gives a document's bytes the hashes of its text, whatever characters its scripts hold (property)", () => {
    const attributes = fc.constantFrom(
      "",
      ' type="module"',
      " type='text/javascript'",
      ' src="/a.js"',
      ' type="application/ld+json"',
      ' data-x="é type=x"',
      "\ttype=module",
    );
    const body = fc.string({
      unit: fc.constantFrom("a", "é", "ü", "€", "𝄞", "\u00a0", "\u0085", "<", ">", " ", "\n"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(attributes, body, body), { maxLength: 4 }), (scripts) => {
        const html = scripts.map(([attrs, code, text]) => `<p>${text}</p><script${attrs}>${code}</script>`).join("");
        expect(inlineScriptHashes(Buffer.from(html, "utf8"))).toEqual(inlineScriptHashes(html));
      }),
    );
    expect(inlineScriptHashes(Buffer.from('<script>const é = "ü";</script>'))).toEqual([sha('const é = "ü";')]);
  });

  it("hashes an empty script as the empty string", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([sha("")]);
  });
});

describe("contentSecurityPolicy", () => {
  it("lists hashes instead of a nonce for shareable documents", () => {
    const policy = contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] });
    expect(policy).toContain("script-src 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'");
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("lists the nonce for per-visitor documents", () => {
    expect(contentSecurityPolicy({ nonce: "n0nce" })).toContain("script-src 'nonce-n0nce' 'strict-dynamic'");
  });
});

describe("isShareable", () => {
  it.each([
    ["public, max-age=60, s-maxage=300, stale-while-revalidate=86400", true],
    ["public, max-age=3600", true],
    ["PUBLIC", true],
    ["no-store", false],
    ["private, max-age=60", false],
    ["public, no-store", false],
    ["max-age=60", false],
    [null, false],
  ])("%s -> %s", (header, expected) => {
    expect(isShareable(header)).toBe(expected);
  });
});
