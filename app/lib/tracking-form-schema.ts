// The tracking rule as a zod schema for conform, in a module of its own so that zod
// stays out of the landing page's bundle (the form there calls checkTrackingInput directly).
import { z } from "zod";
import { checkTrackingInput, TRACKING_MESSAGES, trackingMessageFor } from "~/lib/tracking-input";

/**
 * The landing form (field `result`, the query parameter /tracking reads). checkTrackingInput
 * decides; the parsed value is the cleaned input. conform turns an empty field into undefined,
 * hence the required message.
 */
export const trackingFormSchema = buildTrackingFormSchema();

function buildTrackingFormSchema() {
  return z.object({
    result: z
      .string({
        required_error: TRACKING_MESSAGES.empty.description,
        invalid_type_error: TRACKING_MESSAGES.invalid.description,
      })
      .transform((raw, ctx) => {
        const check = checkTrackingInput(raw);
        if (check.ok) return check.cleaned;
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: trackingMessageFor(check.reason).description,
          params: { reason: check.reason },
        });
        return z.NEVER;
      }),
  });
}
