import type { SubmissionResult } from "@conform-to/react";
import type { MessageKey, MessageValues } from "~/i18n/translate";

/**
 * What a form action tells the visitor beside the fields: rendered in the page as a
 * status or alert region (so it works without JavaScript) and, with JavaScript, as a
 * toast too. Shared by the actions that produce it and the components that show it.
 * Actions give message keys (and values); the form's component translates them
 * (useTranslatedNotice) and hands FormNoticeMessage the text.
 */
export interface FormNotice {
  tone: "success" | "error" | "info";
  /** The toast's title; the in-page message shows it in bold above the text. */
  title?: string;
  message: string;
  /** The message's placeholders, already in the page's language (a job's title, an amount). */
  values?: MessageValues;
  /** Placeholders whose text is a message of its own (a donation's purpose): the page translates them too. */
  keyValues?: Record<string, MessageKey>;
}

/** A notice's text: its message key and the values it names. */
export interface NoticeText {
  message: MessageKey;
  values?: MessageValues;
}

/** What the form actions answer: conform's reply (errors, typed values, or a reset) and the notice. */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  notice: FormNotice | null;
}

export function successNotice(text: NoticeText): FormNotice {
  return { tone: "success", ...text };
}

export function errorNotice(message: string): FormNotice {
  return { tone: "error", message };
}
