/**
 * The paste as the reader takes it: at most MAX_PASTE_CHARS characters (the form refuses more;
 * the reader never reads past it), with line breaks made one kind, control and invisible
 * characters removed, unusual spaces made spaces and trademark signs dropped ("Access Point™"),
 * so that no character anyone can type makes a later step throw or slow down.
 */
export const MAX_PASTE_CHARS = 20_000;

/** Longer lines are kept as "not understood" without being searched. */
export const MAX_LINE_CHARS = 600;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029\u000B\u000C]/g;
// C0 controls but tab and newline, DEL, C1 controls, zero-width and direction marks, soft hyphen.
const INVISIBLE =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const MARKS = /[™®℠©]/g;

export interface Paste {
  lines: string[];
  /** The visitor sent more than MAX_PASTE_CHARS: only the start was read. */
  truncated: boolean;
}

export function preparePaste(input: string): Paste {
  const raw = typeof input === "string" ? input : "";
  const truncated = raw.length > MAX_PASTE_CHARS;
  const text = raw
    .slice(0, MAX_PASTE_CHARS)
    .replace(LONE_SURROGATE, "\uFFFD")
    .normalize("NFC")
    .replace(LINE_BREAK, "\n")
    .replace(INVISIBLE, "")
    .replace(SPACE, " ")
    .replace(MARKS, "")
    .slice(0, MAX_PASTE_CHARS)
    .replace(LONE_SURROGATE, "\uFFFD");
  return { lines: text.split("\n"), truncated };
}
