// Links in a pasted message, read the way a browser reads them. A candidate is anything a phone
// would make tappable (with or without a scheme, defanged "hxxps://usps[.]com-help[.]net" too);
// each is parsed by the WHATWG URL parser, so the host is what a browser would open: after the
// "@" of `https://usps.com@evil.top/`, in its punycode form, lower-cased. Its owner is the
// registrable domain under the Public Suffix List (official-domains.ts), never a split on dots.
// Text that only looks like a domain is not a link: a file name ("label.zip") or a merchant's
// name on a "Ship from:" line ("CHEWY.COM").
import { parse } from "tldts";
import {
  ORGANISATIONS,
  isGovernmentDomain,
  isOfficialDomain,
  organisationOwning,
  type Organisation,
} from "~/lib/tracking/official-domains";

export interface FoundLink {
  /** As written in the message (never rendered as a link). */
  written: string;
  /** The host as written in the message, for the evidence quote ("USPS.COM-PACKAGE.TOP"). */
  writtenHost: string;
  /** The host a browser opens, internationalised names in their Unicode form. */
  host: string;
  /** The same host in the ASCII (punycode) spelling a browser really uses. */
  asciiHost: string;
  /** Registrable domain (the owner), Unicode form; the address itself for a raw IP. */
  owner: string;
  /** The same owner as the table spells domains (ASCII, punycode). */
  asciiOwner: string;
  /** Where it stands in the message, each time it is written, so the words around are read without it. */
  spans: Array<[number, number]>;
  official: boolean;
  /** The organisation that owns it, when it is one of the table's. */
  ownedBy?: Organisation;
  /** A United States public body's domain (.gov, .mil). */
  government: boolean;
  defanged: boolean;
  shortener: boolean;
  ip: boolean;
  /** Non-ASCII letters in the host (shown as punycode "xn--" by a browser). */
  international: boolean;
  /** What a link puts before an "@" to look like another site ("usps.com" in usps.com@evil.top). */
  disguise?: string;
  /** The organisation whose name or domain the host imitates without being theirs. */
  imitates?: Organisation;
  /** The imitation is spelt with letters of another alphabet ("uѕps.com" with a Cyrillic ѕ). */
  otherAlphabet: boolean;
}

// A dot as scam reports and forwarded warnings write it to keep a link from working.
const DOT = String.raw`(?:\.|\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\))`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const SCHEME = String.raw`(?:https?|hxxps?|h\*\*ps?)(?::\/\/|\[:\]\/\/|\[:\/\/\])`;
const REST = String.raw`[^\s<>"'\u201c\u201d\u2018\u2019]`;
// Either a scheme and everything up to a space, or a bare name (a path only with its "/"), never
// inside a word, an e-mail address or a path.
const LINK = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.\-/])(?:(${SCHEME})${REST}+|((?:${LABEL}${DOT})+${LABEL})(?::\d{1,5})?(?:[/?#]${REST}*)?)`,
  "giu",
);
// The userinfo trick without a scheme ("usps.com@evil.top/x"): a link only when a path follows the
// host, else it is an e-mail address. Looked for only when the text has an "@".
const USERINFO_LINK = new RegExp(
  String.raw`(?<![^\s<>"'\u201c\u201d(])[^\s<>"'\u201c\u201d@/]{1,64}@((?:${LABEL}${DOT})+${LABEL})(?::\d{1,5})?[/?#]${REST}*`,
  "giu",
);
const DEFANGED_DOT = /\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}>'"\u2019\u201d…]+$/u;
// Top-level domains that are also file extensions: a bare "label.zip" is a file, not a site.
const FILE_TLDS = new Set(["zip", "mov"]);
// A line that names who shipped or sold something: "Ship from: CHEWY.COM" is a name, not a link.
const NAME_LINE =
  /(?:^|\n)[ \t]*(?:ship(?:ped)?[ \t]*from|shipper|sender|seller|sold[ \t]+by|merchant|retailer|vendor|store|from|de|remitente|vendido[ \t]+por|enviado[ \t]+por|tienda)[ \t]*:[ \t]*$/iu;

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

/** The Unicode form of a punycode host, so "xn--" names are compared and shown as they display. */
export function unicodeHost(host: string): string {
  if (!host.includes("xn--")) return host;
  try {
    return host
      .split(".")
      .map((label) => (label.startsWith("xn--") ? decodePunycode(label.slice(4)) : label))
      .join(".");
  } catch {
    return host;
  }
}

/** RFC 3492 decoding of one "xn--" label (the only part of punycode the checker needs). */
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

/** The organisation a host pretends to be: its name in a label, or its domain spelt with look-alikes. */
function imitation(host: string, owner: string): { organisation: Organisation; otherAlphabet: boolean } | undefined {
  const ownerSkeleton = skeleton(owner);
  const spelt = ORGANISATIONS.find((organisation) => organisation.domains.includes(ownerSkeleton));
  if (spelt) return { organisation: spelt, otherAlphabet: /[^\x00-\x7f]/.test(owner) };
  const labels = skeleton(host).split(".");
  const named = ORGANISATIONS.find(
    (organisation) => organisation.inLabel && labels.some((label) => organisation.inLabel!.test(label)),
  );
  return named ? { organisation: named, otherAlphabet: false } : undefined;
}

function refang(written: string): string {
  return written
    .replace(DEFANGED_DOT, ".")
    .replace(/^h(?:xx|\*\*)p/i, "http")
    .replace(/^(https?)(?:\[:\]\/\/|\[:\/\/\])/i, "$1://");
}

/** The host part of a link as written: after the scheme and any userinfo, before the port or path. */
function writtenHostOf(written: string): string {
  const afterScheme = written.replace(/^[^:/[\]]*(?::\/\/|\[:\]\/\/|\[:\/\/\])/, "");
  const authority = afterScheme.split(/[/?#]/, 1)[0];
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  return host.replace(/:\d+$/, "");
}

const IPV4_WRITTEN = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Every link in the message, in order, each once. Never throws. */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  const seen = new Map<string, FoundLink>();
  const candidates = text.includes("@")
    ? [...text.matchAll(USERINFO_LINK)].map((match) => ({ index: match.index, text: match[0], scheme: false }))
    : [];
  const taken = candidates.map((candidate) => [candidate.index, candidate.index + candidate.text.length]);
  for (const match of text.matchAll(LINK)) {
    if (taken.some(([from, to]) => match.index >= from && match.index < to)) continue;
    candidates.push({ index: match.index, text: match[0], scheme: Boolean(match[1]) });
  }
  candidates.sort((a, b) => a.index - b.index);
  for (const candidate of candidates) {
    const written = candidate.text.replace(TRAILING_PUNCTUATION, "");
    const hasScheme = candidate.scheme;
    const start = candidate.index;
    if (!hasScheme) {
      const path = /[/?#]/.test(written.replace(/^[^@]*@/, ""));
      const tld =
        written
          .split(/[/?#:]/, 1)[0]
          .split(".")
          .pop()
          ?.toLowerCase() ?? "";
      if (!path && FILE_TLDS.has(tld)) continue;
      if (!path && NAME_LINE.test(text.slice(Math.max(0, start - 60), start))) continue;
    }
    const refanged = refang(written);
    let url: URL;
    try {
      url = new URL(hasScheme ? refanged : `http://${refanged}`);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    const asciiHost = url.hostname.replace(/\.$/, "");
    const writtenHost = writtenHostOf(written);
    const ipv6 = asciiHost.startsWith("[");
    const parsed = parse(asciiHost, { allowPrivateDomains: true });
    const ip = ipv6 || Boolean(parsed.isIp);
    if (ip) {
      // Four numbers with dots only: "1.2.3" is a version, not an address.
      if (!hasScheme && !IPV4_WRITTEN.test(writtenHost)) continue;
    } else if (!parsed.domain || (!hasScheme && !(parsed.isIcann || parsed.isPrivate))) {
      // Without a scheme, only names under a real public suffix are links ("U.S.", "a.m." are not).
      continue;
    }
    const key = `${asciiHost}${url.pathname}${url.search}`.toLowerCase();
    const again = seen.get(key);
    if (again) {
      again.spans.push([start, start + written.length]);
      continue;
    }

    const asciiOwner = ip ? asciiHost : (parsed.domain as string);
    const host = unicodeHost(asciiHost);
    const owner = unicodeHost(asciiOwner);
    const official = !ip && isOfficialDomain(asciiOwner);
    const disguise = url.username ? decodeURIComponentSafe(url.username) : undefined;
    const imitated = official || ip ? undefined : imitation(host, owner);
    const link: FoundLink = {
      written,
      writtenHost,
      host,
      asciiHost,
      owner,
      asciiOwner,
      spans: [[start, start + written.length]],
      official,
      ownedBy: ip ? undefined : organisationOwning(asciiOwner),
      government: !ip && isGovernmentDomain(asciiOwner),
      defanged: refanged !== written,
      shortener: SHORTENERS.has(asciiOwner),
      ip,
      international: asciiHost.includes("xn--"),
      disguise: disguise && /[\p{L}\p{N}]\.[\p{L}]/u.test(disguise) ? disguise : undefined,
      imitates: imitated?.organisation,
      otherAlphabet: imitated?.otherAlphabet ?? false,
    };
    seen.set(key, link);
    links.push(link);
  }
  return links;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The message with its links blanked out (same length), so its words are read without them. */
export function withoutLinks(text: string, links: readonly FoundLink[]): string {
  if (links.length === 0) return text;
  const spans = links.flatMap((link) => link.spans).sort((a, b) => a[0] - b[0]);
  let result = "";
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue;
    result += text.slice(at, start) + " ".repeat(end - start);
    at = end;
  }
  return result + text.slice(at);
}
