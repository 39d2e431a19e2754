import type { FormFields } from "./form-limits.server";

/**
 * What of a posted body reaches a form (issue 30): readForm hands every entry it reads to
 * `postedFields(fields)`, and conform (parseWithZod) only ever sees the FormData this builds,
 * never the body as sent. conform turns a name into a path ("a[99999999]" became a
 * 100-million-slot array, "a.a.a…" 4,000 nested objects, "a[0][1]…[3000]" overflowed its stack)
 * and reads "__intent__" and "__state__" as JSON of its own; none of that can come through here.
 *
 * - A name of the form (the schema's fields and the honeypot) is kept, as often as it may come.
 * - Another name is dropped unread: an extension's hidden field, conform's reserved names.
 * - The body is refused (400, the form's fields kept) when it carries more entries than the form
 *   could, a field of the form more often than it may come, or a name no form here could have:
 *   longer, deeper ("a.b", "a[0]" in a flat form) or with a larger index than the schema allows.
 *
 * Every check is O(1) per entry or O(length) per name: the whole body costs linear time.
 */

export type PostedVerdict = "kept" | "dropped" | "refused";

export interface PostedFields {
  /**
   * Counts one entry by its name and says what becomes of it, before its value is read (a
   * multipart file is read only when kept). A refusal is remembered; later fields are still kept.
   */
  admit(name: string): PostedVerdict;
  /** Keeps the value of an entry `admit` kept. */
  store(name: string, value: FormDataEntryValue): void;
  /** admit, then store when kept. */
  add(name: string, value: FormDataEntryValue): PostedVerdict;
  /** The form's fields that came, within their repeats. */
  readonly formData: FormData;
  /** Why the body is refused, or null when it is within bounds. */
  readonly refusal: string | null;
}

export function postedFields(fields: FormFields): PostedFields {
  const formData = new FormData();
  const seen = new Map<string, number>();
  let entries = 0;
  let refusal: string | null = null;
  const refuse = (why: string): PostedVerdict => {
    refusal ??= why;
    return "refused";
  };

  const admit = (name: string): PostedVerdict => {
    entries += 1;
    if (entries > fields.maxEntries) return refuse("too many fields");
    if (name.length > fields.maxNameLength) return refuse("name too long");
    const shape = nameShape(name);
    const allowed = fields.repeats.get(shape.normalised);
    if (allowed === undefined || shape.index > fields.maxIndex) {
      if (shape.depth > fields.maxDepth) return refuse("name too deep");
      if (shape.index > fields.maxIndex) return refuse("index too large");
      return "dropped";
    }
    const count = (seen.get(shape.normalised) ?? 0) + 1;
    seen.set(shape.normalised, count);
    return count > allowed ? refuse("field repeated") : "kept";
  };
  const store = (name: string, value: FormDataEntryValue) => formData.append(name, value);

  return {
    formData,
    get refusal() {
      return refusal;
    },
    admit,
    store,
    add(name, value) {
      const verdict = admit(name);
      if (verdict === "kept") store(name, value);
      return verdict;
    },
  };
}

/**
 * A name in conform's syntax, read once from left to right: how many segments it has, the largest
 * list index in it (-1 for none), and its form with every index written "[]" (how the schema's
 * fields name a list's items).
 */
export function nameShape(name: string): { normalised: string; depth: number; index: number } {
  let depth = 1;
  let index = -1;
  let normalised = "";
  let i = 0;
  while (i < name.length) {
    const char = name[i];
    if (char === ".") depth += 1;
    if (char !== "[") {
      normalised += char;
      i += 1;
      continue;
    }
    depth += 1;
    let end = i + 1;
    while (end < name.length && name.charCodeAt(end) >= 48 && name.charCodeAt(end) <= 57) end += 1;
    if (end < name.length && name[end] === "]" && end > i + 1) {
      // More than 9 digits is past any list's bound already; Number() stays exact below that.
      const digits = end - i - 1;
      index = Math.max(index, digits > 9 ? Number.MAX_SAFE_INTEGER : Number(name.slice(i + 1, end)));
      normalised += "[]";
      i = end + 1;
    } else {
      normalised += char;
      i += 1;
    }
  }
  return { normalised, depth, index };
}
