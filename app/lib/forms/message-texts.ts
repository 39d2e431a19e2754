import type { MessageKind } from "./message-kind";

/**
 * What the message forms tell the visitor beside the fields: the spec's thanks and failure
 * texts (docs/product.md §S8) and the few the site adds (rate limit, unreadable application).
 */

const NOUN: Record<MessageKind, string> = { contact: "message", complaint: "complaint", career: "application" };

/** The thanks for a contact message or complaint; a job application has appliedMessage. */
export function sentMessage(kind: Exclude<MessageKind, "career">, name?: string): string {
  const who = name?.trim() || "User";
  return `Thank you, ${who}! Your ${NOUN[kind]} has been submitted.`;
}

/** The spec's alert text after a successful application. */
export function appliedMessage(jobTitle: string): string {
  return `Successfully applied for ${jobTitle}!`;
}

export function failedMessage(kind: MessageKind): string {
  return `Sorry, there was an error sending your ${NOUN[kind]}. Please try again later.`;
}

export const RATE_LIMITED_MESSAGE =
  "You have sent too many messages in a short time. Nothing was sent this time; please try again in a few minutes.";

/** A body that is not a form at all (a script's JSON, a broken upload). */
export function unreadableMessage(kind: MessageKind): string {
  return `Sorry, your ${NOUN[kind]} could not be read. Please fill in the form again.`;
}

export const UNREADABLE_APPLICATION_MESSAGE = unreadableMessage("career");

/** A body over the form's size limit: nothing was sent, and waiting would not help. */
export const TOO_LARGE_MESSAGE =
  "That was more than this form accepts, so nothing was sent. Please shorten what you wrote and send it again.";
