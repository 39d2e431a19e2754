/**
 * Text as the reader's patterns compare it: Latin letters without their accents ("tránsito" reads
 * "transito"), one code unit for one code unit, so an index found in the folded text is the same
 * index in the pasted text. Case is left alone: the patterns are case-insensitive.
 */
const ACCENTED = /[\u00C0-\u024F]/g;

export function fold(text: string): string {
  return text.replace(ACCENTED, (char) => {
    const base = char.normalize("NFD")[0];
    // A letter with no ASCII base (ß, ø, æ…) stays itself: still one code unit.
    return base.length === 1 && base < "\u0080" ? base : char;
  });
}

/** Between two words of a pattern: any run of spaces and punctuation ("In/At", "Door/Porch", "- No Access"). */
const GAP = "[^a-z0-9]+";

/**
 * A pattern that matches where it is told to in folded text (sticky: set `lastIndex`, then
 * `exec`): alternatives written in lower case with single spaces between words (each space matches
 * any run of punctuation and spaces; write "(?: )?" for an optional one), ending at a word's end.
 * Regular-expression syntax is allowed inside an alternative.
 */
export function startPattern(...alternatives: string[]): RegExp {
  const body = alternatives.map((alternative) => alternative.replace(/ /g, GAP)).join("|");
  return new RegExp(`(?:${body})(?![a-z0-9])`, "iy");
}
