import { z } from "zod";
import type { MessageKey } from "~/i18n/translate";
import { LIMITS } from "./field-limits";

/**
 * One schema per kind of field (a person's name, an e-mail address, a phone number, a
 * subject, a message), shared by every form: contact, complaint, career and donation. The
 * browser (conform's constraints and client validation) and the server (parseWithZod) use
 * the same ones, so both sides agree on every bound and message.
 */

export { FIELD_MESSAGE_VALUES, LIMITS, MAX_DONATION } from "./field-limits";

/**
 * Every field's messages, as keys of the forms catalog (app/i18n/catalogs/en/forms.ts): the page
 * shows `t(key, FIELD_MESSAGE_VALUES)` in its language, whichever side found the problem.
 */
export const FIELD_MESSAGES = {
  nameRequired: "forms.field.nameRequired",
  nameTooLong: "forms.field.nameTooLong",
  fullNameRequired: "forms.field.fullNameRequired",
  singleLine: "forms.field.singleLine",
  emailRequired: "forms.field.emailRequired",
  emailInvalid: "forms.field.emailInvalid",
  emailTooLong: "forms.field.emailTooLong",
  phoneRequired: "forms.field.phoneRequired",
  phoneInvalid: "forms.field.phoneInvalid",
  phoneNoDigits: "forms.field.phoneNoDigits",
  phoneTooLong: "forms.field.phoneTooLong",
  subjectRequired: "forms.field.subjectRequired",
  subjectTooLong: "forms.field.subjectTooLong",
  messageRequired: "forms.field.messageRequired",
  contactMessageTooLong: "forms.field.contactMessageTooLong",
  complaintMessageTooLong: "forms.field.complaintMessageTooLong",
  jobUnknown: "forms.field.jobUnknown",
} as const satisfies Record<string, MessageKey>;

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

/** A name on one line ('Name', 'Full Name', 'First Name' …), each form with its own "enter" message. */
export function personName(required: string = FIELD_MESSAGES.nameRequired) {
  return singleLine(LIMITS.name, required, FIELD_MESSAGES.nameTooLong);
}

export const emailAddress = requiredText(LIMITS.email, FIELD_MESSAGES.emailRequired, FIELD_MESSAGES.emailTooLong).email(
  FIELD_MESSAGES.emailInvalid,
);

const phoneString = z
  .string({ invalid_type_error: FIELD_MESSAGES.phoneInvalid })
  .max(LIMITS.phone, FIELD_MESSAGES.phoneTooLong)
  .regex(PHONE_CHARS, FIELD_MESSAGES.phoneInvalid)
  // Only for otherwise valid characters: "call me" needs one message, not two.
  .refine((value) => !PHONE_CHARS.test(value) || /\d/.test(value), FIELD_MESSAGES.phoneNoDigits);

/** Trims strings; leaves anything else for the inner schema to reject. */
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** Optional phone: blank or whitespace-only becomes `undefined`, anything else is checked. */
export const optionalPhone = z.preprocess((value) => {
  const v = trimmed(value);
  return v === "" ? undefined : v;
}, phoneString.optional());

export const requiredPhone = z.preprocess(
  trimmed,
  z
    .string({ required_error: FIELD_MESSAGES.phoneRequired, invalid_type_error: FIELD_MESSAGES.phoneRequired })
    .min(1, FIELD_MESSAGES.phoneRequired)
    .pipe(phoneString),
);

export const subjectLine = singleLine(LIMITS.subject, FIELD_MESSAGES.subjectRequired, FIELD_MESSAGES.subjectTooLong);

/** The message itself: line breaks allowed, each form with its own length limit. */
export function messageText(max: number, tooLong: string) {
  return requiredText(max, FIELD_MESSAGES.messageRequired, tooLong);
}
