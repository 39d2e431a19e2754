/**
 * The pseudo-language (languages.ts, tests only): each English message with its letters accented,
 * a third longer and in brackets, "Track your package" → "[Ţŕåçķ ýöûŕ þåçķåĝé ······]". Still
 * readable, wider than most translations (a layout that breaks shows it), and unlike anything a
 * person writes, so a browser test finds every visible text that does not come from a catalog.
 * Lingui's compiler applies it to the text of a message only (catalogs.server.ts): placeholders,
 * plural keywords and `#` stay as they are, and so do `<tag>`s here.
 */
const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"];
const ACCENT: Record<string, string> = Object.fromEntries([...PLAIN].map((letter, i) => [letter, ACCENTED[i]]));

/** The marks around every pseudo-translated message, and what lengthens it. */
export const PSEUDO_OPEN = "[";
export const PSEUDO_CLOSE = "]";
export const PSEUDO_PAD = "·";

const TAG = /(<\/?\w+\s*\/?>)/;

/** A run of a message's text, accented (its tags kept). */
export function pseudoText(text: string): string {
  return text
    .split(TAG)
    .map((part) => (TAG.test(part) ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENT[letter])))
    .join("");
}

/** An English message's source wrapped for the pseudo-language: brackets, and a third more length. */
export function pseudoSource(english: string): string {
  const letters = english.replace(/\{[^{}]*\}|<\/?\w+\s*\/?>/g, "").replace(/[^a-zA-Z]/g, "").length;
  return `${PSEUDO_OPEN}${english} ${PSEUDO_PAD.repeat(Math.max(1, Math.ceil(letters / 3)))}${PSEUDO_CLOSE}`;
}
