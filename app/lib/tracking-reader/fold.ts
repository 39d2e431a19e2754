/**
 * Text as the reader's patterns compare it: Latin letters without their accents ("tránsito" reads
 * "transito"), one code unit for one code unit, so an index found in the folded text is the same
 * index in the pasted text. Case is left alone: the patterns are case-insensitive.
 */
const ACCENTED = /[\u00C0-\u024F]/g;
const FIRST = 0xc0;

/** The base letter of each accented Latin letter, worked out once (a letter with no ASCII base, ß or ø, stays itself). */
const BASES: readonly string[] = Array.from({ length: 0x250 - FIRST }, (_, index) => {
  const char = String.fromCharCode(FIRST + index);
  const base = char.normalize("NFD")[0];
  return base.length === 1 && base < "\u0080" ? base : char;
});

export function fold(text: string): string {
  return text.replace(ACCENTED, (char) => BASES[char.charCodeAt(0) - FIRST]);
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

/** The index of the ")" closing the group that opens at `open`. */
function closing(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === "\\") index += 1;
    else if (char === "(") depth += 1;
    else if (char === ")" && (depth -= 1) === 0) return index;
  }
  return source.length;
}

/** Top-level alternatives of a pattern source ("a|b(?:c|d)" gives "a", "b(?:c|d)"). */
function branches(source: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === "\\") index += 1;
    else if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === "|" && depth === 0) {
      found.push(source.slice(start, index));
      start = index + 1;
    }
  }
  found.push(source.slice(start));
  return found;
}

const EVERY_LETTER = "abcdefghijklmnopqrstuvwxyz";

/**
 * The letters a pattern written for startPattern can begin with (lower case): its first letter,
 * through leading groups and the optional ones among them; every letter when it cannot tell.
 * matchFoldedAt uses it to try only the statuses that can start where it looks.
 */
export function firstLetters(source: string): Set<string> {
  const letters = new Set<string>();
  for (const branch of branches(source)) {
    if (branch === "") return new Set(EVERY_LETTER);
    const char = branch[0].toLowerCase();
    if (char >= "a" && char <= "z") {
      letters.add(char);
    } else if (branch.startsWith("(?:")) {
      const end = closing(branch, 0);
      for (const letter of firstLetters(branch.slice(3, end))) letters.add(letter);
      if (branch[end + 1] === "?" || branch[end + 1] === "*") {
        for (const letter of firstLetters(branch.slice(end + 2))) letters.add(letter);
      }
    } else {
      return new Set(EVERY_LETTER);
    }
  }
  return letters;
}
