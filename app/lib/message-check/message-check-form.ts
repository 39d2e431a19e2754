import { z } from "zod";

/**
 * The checker's form, one schema for the browser (conform) and the action. The message has
 * no `maxlength` in the page: a browser would cut a long paste silently, so the limit is a
 * message beside the field instead, with the text kept.
 */
export const MESSAGE_CHECK_LIMITS = { message: 5000, sender: 200 } as const;

export const MESSAGE_CHECK_TEXTS = {
  messageRequired: "Paste the message you received",
  messageTooLong: `Paste at most ${MESSAGE_CHECK_LIMITS.message.toLocaleString("en-US")} characters: keep the part with the link, the request and the sender`,
  senderTooLong: `Enter at most ${MESSAGE_CHECK_LIMITS.sender} characters`,
  unreadable: `The message could not be read. Paste at most ${MESSAGE_CHECK_LIMITS.message.toLocaleString("en-US")} characters and try again.`,
  rateLimited: "You have checked many messages in a short time. Please try again in a few minutes.",
} as const;

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
