/**
 * A title written from a CSV keyword ("where is my po box" -> "Where Is My PO Box?"). Entries take
 * their title from their stored answer; this one is shown only when the answers could not be
 * loaded and an entry falls back to the last-resort answer.
 */

/** Words written upper-case in every title wherever they stand ("po box" -> "PO Box"): docs/product.md §D8.1. */
export const TITLE_ACRONYMS: ReadonlySet<string> = new Set([
  "usps",
  "po",
  "zip",
  "cn22",
  "cn23",
  "apo",
  "fpo",
  "dpo",
  "ups",
  "dhl",
]);

function titleWord(word: string): string {
  // "usps.com" -> "USPS.com", "apo/fpo" -> "APO/FPO": acronyms inside a word keep their case too.
  const cased = word.replace(/[a-z0-9]+/gi, (part) =>
    TITLE_ACRONYMS.has(part.toLowerCase()) ? part.toUpperCase() : part,
  );
  // Times stay "9 p.m.", never "9 P.m.".
  if (/^[ap]\.m\.$/i.test(word)) return word.toLowerCase();
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}

export function titleForKeyword(keyword: string): string {
  const words = keyword
    .trim()
    .replace(/\?+$/, "")
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map(titleWord);
  return `${words.join(" ")}?`;
}
