// Links in a pasted message, found the way a phone would make them tappable and then some:
// with or without a scheme, defanged ("hxxps://usps[.]com-help[.]net"), raw IP addresses and
// internationalised names. Each link is told apart by its owner, the registrable domain
// under the Public Suffix List (official-domains.ts), never by splitting on dots here.
import { parse } from "tldts";
import { BRANDS, brandOwning, isOfficialDomain, type Brand } from "~/lib/tracking/official-domains";

export interface FoundLink {
  /** As written in the message (for the evidence quote; never rendered as a link). */
  written: string;
  /** Lower-case host, internationalised names in their Unicode form as written. */
  host: string;
  /** Registrable domain (the owner); the address itself for a raw IP. */
  owner: string;
  official: boolean;
  /** The brand that owns it, when official. */
  ownedBy?: Brand;
  defanged: boolean;
  shortener: boolean;
  ip: boolean;
  /** Non-ASCII or punycode letters in the host. */
  international: boolean;
  /** The brand whose name or domain the host imitates without being theirs. */
  imitates?: Brand;
}

// A dot as scam reports and forwarded warnings write it to keep a link from working.
const DOT = String.raw`(?:\.|\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\))`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const SCHEME = String.raw`(?:(?:https?|hxxps?|h\*\*ps?|hXXps?)(?:://|\[:\]//|\[://\]))`;
// Not inside a word or an e-mail address; the path stops at whitespace and quote marks.
const LINK = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.\-/])(${SCHEME})?((?:${LABEL}${DOT})+${LABEL})(?::\d{1,5})?(?:[/?#][^\s<>"'\u201c\u201d]*)?`,
  "giu",
);
const DEFANGED_DOT = /\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}>'"\u2019\u201d]+$/u;

/** Services that hide where a link goes; the registrable domain is what counts. */
const SHORTENERS = new Set([
  "bit.ly",
  "bitly.com",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "ow.ly",
  "is.gd",
  "buff.ly",
  "cutt.ly",
  "rb.gy",
  "shorturl.at",
  "t.ly",
  "tiny.cc",
  "rebrand.ly",
  "s.id",
  "bl.ink",
  "short.io",
  "qrco.de",
  "v.gd",
  "shorte.st",
  "tiny.one",
  "urlz.fr",
  "lnkd.in",
]);

// Letters from other scripts that look like Latin ones (Unicode's confusables, the common few),
// and digit swaps, folded so "uѕps" (Cyrillic ѕ) or "usp5" reads as "usps".
const LOOKALIKE: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  ѕ: "s",
  т: "t",
  у: "y",
  х: "x",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  ɡ: "g",
  ı: "i",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  "0": "o",
  "1": "l",
  "5": "s",
};

function skeleton(text: string): string {
  return [...text.normalize("NFKC").toLowerCase()].map((character) => LOOKALIKE[character] ?? character).join("");
}

/** The Unicode form of a punycode host, so "xn--" names are compared as they display. */
function unicodeHost(host: string): string {
  if (!host.includes("xn--")) return host;
  try {
    return decodePunycodeLabels(host);
  } catch {
    return host;
  }
}

/** RFC 3492 decoding of each "xn--" label (the only part of punycode the checker needs). */
function decodePunycodeLabels(host: string): string {
  return host
    .split(".")
    .map((label) => (label.startsWith("xn--") ? decodePunycode(label.slice(4)) : label))
    .join(".");
}

function decodePunycode(input: string): string {
  const base = 36;
  const output: number[] = [];
  const basic = input.lastIndexOf("-");
  for (let index = 0; index < Math.max(basic, 0); index++) output.push(input.charCodeAt(index));
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length;) {
    const oldi = i;
    for (let w = 1, k = base; ; k += base) {
      if (index >= input.length) throw new RangeError("bad punycode");
      const code = input.charCodeAt(index++);
      const digit = code - 48 < 10 ? code - 22 : code - 65 < 26 ? code - 65 : code - 97 < 26 ? code - 97 : base;
      if (digit >= base) throw new RangeError("bad punycode");
      i += digit * w;
      const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
      if (digit < t) break;
      w *= base - t;
      if (w > 1e9) throw new RangeError("bad punycode");
    }
    const length = output.length + 1;
    let delta = oldi === 0 ? Math.floor((i - oldi) / 700) : (i - oldi) >> 1;
    delta += Math.floor(delta / length);
    let k = 0;
    for (; delta > 455; k += base) delta = Math.floor(delta / 35);
    bias = Math.floor(k + (36 * delta) / (delta + 38));
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) throw new RangeError("bad punycode");
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/** The brand a host pretends to be: its name in a label, or its domain spelt with look-alikes. */
function imitatedBrand(host: string, owner: string): Brand | undefined {
  const labels = skeleton(host).split(".");
  const ownerSkeleton = skeleton(owner);
  return BRANDS.find(
    (brand) =>
      brand.domains.some((domain) => domain === ownerSkeleton) || labels.some((label) => brand.inLabel.test(label)),
  );
}

/** Every link in the message, in order, each once by host and path. Never throws. */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(LINK)) {
    const written = match[0].replace(TRAILING_PUNCTUATION, "");
    const hasScheme = Boolean(match[1]);
    const host = match[2].replace(DEFANGED_DOT, ".").toLowerCase().normalize("NFC");
    const defanged =
      host !== match[2].toLowerCase().normalize("NFC") || /^h(?:xx|\*\*)p/i.test(written) || /\[:/.test(written);
    const parsed = parse(host, { allowPrivateDomains: true });
    if (parsed.isIp) {
      // Four numbers with dots only: "1.2.3" is a version, not an address.
      if (!/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) continue;
    } else if (!parsed.domain || !(parsed.isIcann || parsed.isPrivate)) {
      // Without a scheme, only names under a real public suffix are links ("U.S.", "a.m." are not).
      if (!hasScheme || !parsed.domain) continue;
    }
    const key = written.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);

    const ip = Boolean(parsed.isIp);
    const owner = ip ? host : (parsed.domain as string);
    const display = unicodeHost(host);
    const ownedBy = ip ? undefined : brandOwning(owner);
    const official = !ip && isOfficialDomain(owner);
    links.push({
      written,
      host: display,
      owner: unicodeHost(owner),
      official,
      ownedBy,
      defanged,
      shortener: SHORTENERS.has(owner),
      ip,
      international: /[^\x00-\x7f]/.test(host) || host.includes("xn--"),
      imitates: official || ip ? undefined : imitatedBrand(display, unicodeHost(owner)),
    });
  }
  return links;
}
