import { z } from "zod";
import { FIELD_MESSAGES, LIMITS, emailAddress, messageText, personName, requiredPhone } from "./field-schemas";

/** The complaint form: all four fields required (SPEC §5), the message up to 1000 characters. */
export const complaintSchema = z.object({
  name: personName(),
  email: emailAddress,
  phone: requiredPhone,
  message: messageText(LIMITS.complaintMessage, FIELD_MESSAGES.complaintMessageTooLong),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** The spec's toasts for the complaint form (its "words" are counted as characters). */
export const COMPLAINT_MESSAGES = {
  required: { title: "All fields required", description: "Please fill in all the required fields" },
  tooLong: { title: "Message too long", description: "Your message should not exceed 1000 words" },
} as const;

const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  FIELD_MESSAGES.nameRequired,
  FIELD_MESSAGES.emailRequired,
  FIELD_MESSAGES.phoneRequired,
  FIELD_MESSAGES.messageRequired,
]);

/**
 * Which of the spec's complaint toasts a failed submission earns, in the spec's order
 * (missing fields first, then length); null when the errors are only field-level ones
 * such as a malformed e-mail address. Accepts conform's `submission.error` shape.
 */
export function complaintToastFor(
  errors: Record<string, readonly string[] | null | undefined> | null | undefined,
): (typeof COMPLAINT_MESSAGES)[keyof typeof COMPLAINT_MESSAGES] | null {
  if (!errors) return null;
  const all = Object.values(errors).flatMap((list) => list ?? []);
  if (all.some((message) => REQUIRED_MESSAGES.has(message))) return COMPLAINT_MESSAGES.required;
  if (errors.message?.includes(FIELD_MESSAGES.complaintMessageTooLong)) return COMPLAINT_MESSAGES.tooLong;
  return null;
}
