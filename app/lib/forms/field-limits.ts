/**
 * The forms' limits, and the values their messages name ("at most {nameMax, number}
 * characters"). Apart from the schemas (field-schemas.ts), so that the components that
 * translate a field's message do not pull zod into a page.
 */

export const LIMITS = {
  name: 100,
  email: 254, // RFC 5321 path limit
  phone: 30,
  subject: 150,
  contactMessage: 5000,
  complaintMessage: 1000,
} as const;

/** The largest donation taken online. */
export const MAX_DONATION = 10_000;

export const FIELD_MESSAGE_VALUES = {
  nameMax: LIMITS.name,
  emailMax: LIMITS.email,
  phoneMax: LIMITS.phone,
  subjectMax: LIMITS.subject,
  contactMessageMax: LIMITS.contactMessage,
  complaintMessageMax: LIMITS.complaintMessage,
  donationMax: MAX_DONATION,
} as const;
