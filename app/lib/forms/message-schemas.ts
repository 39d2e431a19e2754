import { z } from "zod";
import { JOB_IDS } from "~/lib/job-openings";

/**
 * Schemas for the contact, complaint and career forms, and the complaint form's toasts.
 * Shared by the browser (conform's getZodConstraint / client validation) and the
 * server actions (parseWithZod), so both sides agree on every bound and message.
 */

export const LIMITS = {
  name: 100,
  email: 254, // RFC 5321 path limit
  phone: 30,
  subject: 150,
  contactMessage: 5000,
  complaintMessage: 1000,
} as const;

export const FIELD_MESSAGES = {
  nameRequired: "Enter your name",
  nameTooLong: `Name must be at most ${LIMITS.name} characters`,
  fullNameRequired: "Enter your full name",
  singleLine: "Use one line without special control characters",
  emailRequired: "Enter your e-mail address",
  emailInvalid: "Enter a valid e-mail address",
  emailTooLong: `E-mail address must be at most ${LIMITS.email} characters`,
  phoneRequired: "Enter your phone number",
  phoneInvalid: "Phone may contain only digits, spaces and + ( ) - .",
  phoneNoDigits: "Enter a phone number with at least one digit",
  phoneTooLong: `Phone must be at most ${LIMITS.phone} characters`,
  subjectRequired: "Enter a subject",
  subjectTooLong: `Subject must be at most ${LIMITS.subject} characters`,
  messageRequired: "Enter your message",
  contactMessageTooLong: `Message must be at most ${LIMITS.contactMessage} characters`,
  complaintMessageTooLong: `Message must be at most ${LIMITS.complaintMessage} characters`,
  jobUnknown: "Choose one of the open positions",
} as const;

// Written with escapes inside the class so conform can also emit it as an HTML
// `pattern` (browsers compile patterns with the strict `v` flag).
const PHONE_CHARS = /^[\d \+\(\)\.\-]*$/;
// Names and subjects end up in e-mail templates: no line breaks or control characters.
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;

/** Required text: whitespace-only counts as empty; arrays/files get the same "enter" message. */
function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(max, tooLong);
}

function singleLine(max: number, required: string, tooLong: string) {
  return requiredText(max, required, tooLong).regex(NO_CONTROL_CHARS, FIELD_MESSAGES.singleLine);
}

const email = z
  .string({
    required_error: FIELD_MESSAGES.emailRequired,
    invalid_type_error: FIELD_MESSAGES.emailRequired,
  })
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(LIMITS.email, FIELD_MESSAGES.emailTooLong)
  .email(FIELD_MESSAGES.emailInvalid);

const phoneString = z
  .string({ invalid_type_error: FIELD_MESSAGES.phoneInvalid })
  .max(LIMITS.phone, FIELD_MESSAGES.phoneTooLong)
  .regex(PHONE_CHARS, FIELD_MESSAGES.phoneInvalid)
  // Only for otherwise valid characters: "call me" needs one message, not two.
  .refine((value) => !PHONE_CHARS.test(value) || /\d/.test(value), FIELD_MESSAGES.phoneNoDigits);

/** Trims strings; leaves anything else for the inner schema to reject. */
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** Optional phone: blank or whitespace-only becomes `undefined`, anything else is checked. */
const optionalPhone = z.preprocess((value) => {
  const v = trimmed(value);
  return v === "" ? undefined : v;
}, phoneString.optional());

const requiredPhone = z.preprocess(
  trimmed,
  z
    .string({
      required_error: FIELD_MESSAGES.phoneRequired,
      invalid_type_error: FIELD_MESSAGES.phoneRequired,
    })
    .min(1, FIELD_MESSAGES.phoneRequired)
    .pipe(phoneString),
);

export const contactSchema = z.object({
  name: singleLine(LIMITS.name, FIELD_MESSAGES.nameRequired, FIELD_MESSAGES.nameTooLong),
  email,
  phone: optionalPhone,
  subject: singleLine(LIMITS.subject, FIELD_MESSAGES.subjectRequired, FIELD_MESSAGES.subjectTooLong),
  message: requiredText(LIMITS.contactMessage, FIELD_MESSAGES.messageRequired, FIELD_MESSAGES.contactMessageTooLong),
});
export type ContactMessage = z.infer<typeof contactSchema>;

export const complaintSchema = z.object({
  name: singleLine(LIMITS.name, FIELD_MESSAGES.nameRequired, FIELD_MESSAGES.nameTooLong),
  email,
  phone: requiredPhone,
  message: requiredText(
    LIMITS.complaintMessage,
    FIELD_MESSAGES.messageRequired,
    FIELD_MESSAGES.complaintMessageTooLong,
  ),
});
export type Complaint = z.infer<typeof complaintSchema>;

/* ----------------------------- spec texts ----------------------------- */

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

/* ------------------------------- careers ------------------------------ */

export const careerApplicationSchema = z.object({
  jobId: z.enum(JOB_IDS, {
    errorMap: () => ({ message: FIELD_MESSAGES.jobUnknown }),
  }),
  fullName: singleLine(LIMITS.name, FIELD_MESSAGES.fullNameRequired, FIELD_MESSAGES.nameTooLong),
  email,
  phone: optionalPhone,
});
export type CareerApplication = z.infer<typeof careerApplicationSchema>;
