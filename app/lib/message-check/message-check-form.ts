import { z } from "zod";

/**
 * The checker's form, one schema for the browser (conform) and the action. The message has
 * no `maxlength` in the page: a browser would cut a long paste silently, so the limit is a
 * message beside the field instead, with the text kept.
 */
export const MESSAGE_CHECK_LIMITS = { message: 5000, sender: 200 } as const;

/**
 * What the form and the action say, as keys of the checker's strings: the form translates
 * them, with the limits as `{messageMax}` and `{senderMax}` (messageCheckTextValues).
 */
export const MESSAGE_CHECK_TEXTS = {
  messageRequired: "checker.form.messageRequired",
  messageTooLong: "checker.form.messageTooLong",
  senderTooLong: "checker.form.senderTooLong",
  unreadable: "checker.form.unreadable",
  rateLimited: "checker.form.rateLimited",
  /** Shown with `{ minutes }`: the site's hourly allowance is used up, whatever this visitor did. */
  siteBusy: "checker.form.siteBusy",
} as const;

/** The values those messages name, with the numbers written the page's way. */
export function messageCheckTextValues(number: (value: number) => string) {
  return { messageMax: number(MESSAGE_CHECK_LIMITS.message), senderMax: number(MESSAGE_CHECK_LIMITS.sender) };
}

export const messageCheckSchema = z.object({
  message: z
    .string({
      required_error: MESSAGE_CHECK_TEXTS.messageRequired,
      invalid_type_error: MESSAGE_CHECK_TEXTS.messageRequired,
    })
    .refine((value) => value.trim() !== "", MESSAGE_CHECK_TEXTS.messageRequired)
    .refine((value) => value.length <= MESSAGE_CHECK_LIMITS.message, MESSAGE_CHECK_TEXTS.messageTooLong),
  sender: z
    .string({ invalid_type_error: MESSAGE_CHECK_TEXTS.senderTooLong })
    .max(MESSAGE_CHECK_LIMITS.sender, MESSAGE_CHECK_TEXTS.senderTooLong)
    .optional(),
});
