import type { MessageKey } from "~/i18n/translate";
import type { NoticeText } from "./form-notice";
import type { MessageKind } from "./message-kind";
import { minutesToWait } from "~/lib/retry-after";

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

/**
 * The site's hourly allowance is used up, whatever this visitor sent: said as it is, with when to
 * try again (`minutes`), never as "you sent too many" (issue 30).
 */
export function siteBusyMessage(retryAfterSeconds: number): NoticeText {
  return { message: "forms.notice.siteBusy", values: { minutes: minutesToWait(retryAfterSeconds) } };
}

/** The notice for a refusal by a rate limit: the client's own, or the site's. */
export function rateLimitedMessage(decision: { scope: "client" | "site"; retryAfterSeconds: number }): NoticeText {
  return decision.scope === "site" ? siteBusyMessage(decision.retryAfterSeconds) : { message: RATE_LIMITED_MESSAGE };
}

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

/**
 * A body with more fields than the form has, a field repeated, or names no form here has (a
 * script's, never a browser's): nothing was sent, the form's own fields are shown again.
 */
export const UNREADABLE_FIELDS_MESSAGE = "forms.notice.unreadableFields" satisfies MessageKey;

/** A body over the form's size limit: nothing was sent, and waiting would not help. */
export const TOO_LARGE_MESSAGE = "forms.notice.tooLarge" satisfies MessageKey;
