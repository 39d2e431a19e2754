import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";

/**
 * A form's limits, derived from its schema (the `.max()` of each field, as conform's constraints
 * read them), so a new field or a longer limit needs no second edit:
 * - formBytesFor: how many bytes `readForm` accepts for the form;
 * - boundedReply: what an answer may show again of what was posted.
 */

/** A field whose schema states no maximum (a choice, an id) is never longer than this. */
const UNSTATED_MAX_LENGTH = 100;
/** One UTF-16 unit of text is at most 9 bytes url-encoded: 3 UTF-8 bytes, each written %XX. */
const BYTES_PER_UNIT = 9;
/** Separators, the honeypot, and slack. */
const FRAMING_BYTES = 1024;

/** Each field of the schema and its maximum length in characters. */
export function fieldLimits(schema: ZodTypeAny): Record<string, number> {
  const constraints = getZodConstraint(schema);
  return Object.fromEntries(
    Object.entries(constraints).map(([name, constraint]) => [name, constraint.maxLength ?? UNSTATED_MAX_LENGTH]),
  );
}

/** The largest url-encoded body the form's fields can make when each is filled to its limit. */
export function formBytesFor(schema: ZodTypeAny): number {
  return Object.entries(fieldLimits(schema)).reduce(
    (sum, [name, max]) => sum + name.length + 2 + max * BYTES_PER_UNIT,
    FRAMING_BYTES,
  );
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
export function boundedReply<Result extends SubmissionResult<string[]>>(result: Result, schema: ZodTypeAny): Result {
  if (!result.initialValue) return result;
  const limits = fieldLimits(schema);
  const initialValue: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.initialValue)) {
    const max = Object.hasOwn(limits, name) ? limits[name] : undefined;
    if (max !== undefined && typeof value === "string") initialValue[name] = value.slice(0, max * ECHO_LIMIT_FACTOR);
  }
  return { ...result, initialValue, fields: result.fields?.filter((name) => Object.hasOwn(limits, name)) };
}
