import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import { HONEYPOT_FIELD } from "./honeypot";

/**
 * A form's limits, derived from its schema (the fields conform's constraints list, and the
 * `.max()` of each), so a new field or a longer limit needs no second edit:
 * - formFields: the names a posted body may carry, the bounds it must keep (readForm, issue 30) and
 *   how many bytes `readForm` accepts for it (each field at its limit in the widest url-encoding);
 * - boundedReply: what an answer may show again of what was posted.
 */

/** A field whose schema states no maximum (a choice, an id) is never longer than this. */
const UNSTATED_MAX_LENGTH = 100;
/** One UTF-16 unit of text is at most 9 bytes url-encoded: 3 UTF-8 bytes, each written %XX. */
const BYTES_PER_UNIT = 9;
/** Separators, the honeypot, and slack. */
const FRAMING_BYTES = 1024;
/** How many items a list field (a zod array) may post; no form here has one yet. */
const MAX_LIST_ITEMS = 50;
/**
 * Entries a body may carry beyond the form's own: a browser sends only the form's fields, but an
 * extension may add a hidden one. More than this is not a visitor's form.
 */
const EXTRA_ENTRIES = 8;
/** A name a little longer than the form's longest may still be one it drops (an extension's). */
const EXTRA_NAME_LENGTH = 16;

export interface FormFields {
  /** Each schema field (as conform names it: "items[]" for any index) and its longest value in characters. */
  readonly maxLengths: Readonly<Record<string, number>>;
  /** Each name a body may carry (the schema's fields and the honeypot), and how many times. */
  readonly repeats: ReadonlyMap<string, number>;
  /** Entries in one body, the form's own and the few dropped ones together. */
  readonly maxEntries: number;
  /** Characters in one name. */
  readonly maxNameLength: number;
  /** Segments of a name: "a" is 1, "a.b" and "a[0]" are 2. */
  readonly maxDepth: number;
  /** The largest list index, or -1 when the form has no list. */
  readonly maxIndex: number;
  /** The largest url-encoded body the fields make when each is filled to its limit. */
  readonly maxBytes: number;
}

const derived = new WeakMap<ZodTypeAny, FormFields>();

/**
 * The form's fields and bounds, from its schema. `maxLengths` names limits the schema cannot state
 * as `.max()` (the checker's message, whose page has no maxlength). Computed once per schema.
 */
export function formFields(schema: ZodTypeAny, overrides: { maxLengths?: Record<string, number> } = {}): FormFields {
  const cached = overrides.maxLengths ? undefined : derived.get(schema);
  if (cached) return cached;
  const constraints = getZodConstraint(schema);
  const maxLengths: Record<string, number> = {};
  const repeats = new Map<string, number>();
  for (const [name, constraint] of Object.entries(constraints)) {
    maxLengths[name] = overrides.maxLengths?.[name] ?? constraint.maxLength ?? UNSTATED_MAX_LENGTH;
    // A list posts its values under one name, or one per index ("items[]" stands for each).
    const lists = (constraint.multiple ? 1 : 0) + name.split("[]").length - 1;
    repeats.set(name, MAX_LIST_ITEMS ** lists);
  }
  if (!repeats.has(HONEYPOT_FIELD)) repeats.set(HONEYPOT_FIELD, 1);
  const names = [...repeats.keys()];
  const lists = names.some((name) => name.includes("[]"));
  const fields: FormFields = {
    maxLengths,
    repeats,
    maxEntries: [...repeats.values()].reduce((sum, count) => sum + count, EXTRA_ENTRIES),
    maxNameLength: Math.max(...names.map((name) => name.length)) + EXTRA_NAME_LENGTH,
    maxDepth: Math.max(...names.map((name) => nameDepth(name))),
    maxIndex: lists ? MAX_LIST_ITEMS - 1 : -1,
    maxBytes: Object.entries(maxLengths).reduce(
      (sum, [name, max]) => sum + name.length + 2 + max * BYTES_PER_UNIT,
      FRAMING_BYTES,
    ),
  };
  if (!overrides.maxLengths) derived.set(schema, fields);
  return fields;
}

/** Segments of a name in conform's syntax: one, plus one per "." and per "[". */
function nameDepth(name: string): number {
  let depth = 1;
  for (let i = 0; i < name.length; i += 1) if (name[i] === "." || name[i] === "[") depth += 1;
  return depth;
}

/**
 * How much of a field an answer shows again, in multiples of its limit. A browser never sends more
 * than the limit (maxlength); a visitor who got around it (a script, an old browser) still sees
 * the over-long text beside "too long", to shorten it, rather than a text silently cut to a valid
 * length; and nobody gets megabytes back.
 */
const ECHO_LIMIT_FACTOR = 2;

/**
 * conform's reply with only the schema's own fields shown again, each at most twice its limit:
 * whatever else was posted (or however long) is never echoed back into the page.
 */
export function boundedReply<Result extends SubmissionResult<string[]>>(
  result: Result,
  form: ZodTypeAny | FormFields,
): Result {
  if (!result.initialValue) return result;
  const limits = "maxLengths" in form ? form.maxLengths : formFields(form).maxLengths;
  const initialValue: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.initialValue)) {
    const max = Object.hasOwn(limits, name) ? limits[name] : undefined;
    if (max !== undefined && typeof value === "string") initialValue[name] = value.slice(0, max * ECHO_LIMIT_FACTOR);
  }
  return { ...result, initialValue, fields: result.fields?.filter((name) => Object.hasOwn(limits, name)) };
}
