// The landing form's post (docs/product.md §D10.4): what a visitor pastes never goes into a web
// address, only the numbers found in it. The GET /tracking?result=… page stays what bookmarks and
// the "bookmark this page" link open.
import { z } from "zod";
import { formFields } from "~/lib/forms/form-limits.server";
import { readForm } from "~/lib/forms/read-form.server";
import { pastedMessageCheck } from "~/lib/message-check/pasted-message";
import { TRACKING_INPUT_MAX_LENGTH, checkTrackingInput, trackingQuery } from "~/lib/tracking/tracking-input";

const trackingPostSchema = z.object({ result: z.string().max(TRACKING_INPUT_MAX_LENGTH).optional() });
/** The form's one field and the largest body it makes (nginx keeps it in memory: tests/unit/nginx-config.test.ts). */
export const TRACKING_POST_FIELDS = formFields(trackingPostSchema);

/**
 * The posted `result` values (a browser sends exactly one, empty or not), or none when the body is
 * not a readable form within the field's size: the results page then says no number was found,
 * with the read's status, or 400 for a form without its one field.
 */
export async function readTrackingPost(request: Request): Promise<{ values: string[]; status: number }> {
  const read = await readForm(request, { fields: TRACKING_POST_FIELDS });
  if (!read.ok) return { values: [], status: read.status };
  const values = read.formData.getAll("result").filter((value): value is string => typeof value === "string");
  return { values, status: values.length === 1 ? 200 : 400 };
}

/**
 * Where to send a post that held tracking numbers and nothing else: the results page's query for
 * them ("result=…"). Null when the paste held anything more (a pasted message, numbers inside a
 * sentence) or no number: that page is answered to the post itself, so the text stays out of any
 * address, history entry or log line.
 */
export function numbersOnlyQuery(values: readonly string[]): string | null {
  if (values.length !== 1) return null;
  const check = checkTrackingInput(values[0]);
  if (!check.ok || check.extracted || pastedMessageCheck(values)) return null;
  return trackingQuery(check.numbers);
}
