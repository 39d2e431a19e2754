import { z } from "zod";
import {
  FIELD_MESSAGES,
  LIMITS,
  emailAddress,
  messageText,
  optionalPhone,
  personName,
  subjectLine,
} from "./field-schemas";

/** The contact message form: everything but the phone is required. */
export const contactSchema = z.object({
  name: personName(),
  email: emailAddress,
  phone: optionalPhone,
  subject: subjectLine,
  message: messageText(LIMITS.contactMessage, FIELD_MESSAGES.contactMessageTooLong),
});
