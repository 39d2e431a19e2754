import type { MessageKey } from "~/i18n/translate";
import type { NoticeText } from "./form-notice";
import type { MessageKind } from "./message-kind";

/**
 * What the message forms tell the visitor beside the fields: the spec's thanks and failure
 * texts (docs/product.md §S8) and the few the site adds (rate limit, unreadable application),
 * as keys of the forms catalog.
 */

/** The thanks for a contact message or complaint; a job application has appliedMessage. */
export function sentMessage(kind: Exclude<MessageKind, "career">, name?: string): NoticeText {
  const who = name?.trim();
  if (!who)
    return { message: kind === "contact" ? "forms.notice.contactSentNoName" : "forms.notice.complaintSentNoName" };
  return {
    message: kind === "contact" ? "forms.notice.contactSent" : "forms.notice.complaintSent",
    values: { name: who },
  };
}

/** The spec's alert text after a successful application; the job's title in the page's language. */
export function appliedMessage(jobTitle: string): NoticeText {
  return { message: "forms.notice.applied", values: { job: jobTitle } };
}

const FAILED: Record<MessageKind, MessageKey> = {
  contact: "forms.notice.contactFailed",
  complaint: "forms.notice.complaintFailed",
  career: "forms.notice.careerFailed",
};

export function failedMessage(kind: MessageKind): MessageKey {
  return FAILED[kind];
}

export const RATE_LIMITED_MESSAGE = "forms.notice.rateLimited" satisfies MessageKey;

const UNREADABLE: Record<MessageKind, MessageKey> = {
  contact: "forms.notice.contactUnreadable",
  complaint: "forms.notice.complaintUnreadable",
  career: "forms.notice.careerUnreadable",
};

/** A body that is not a form at all (a script's JSON, a broken upload). */
export function unreadableMessage(kind: MessageKind): MessageKey {
  return UNREADABLE[kind];
}

export const UNREADABLE_APPLICATION_MESSAGE = unreadableMessage("career");

/** A body over the form's size limit: nothing was sent, and waiting would not help. */
export const TOO_LARGE_MESSAGE = "forms.notice.tooLarge" satisfies MessageKey;
