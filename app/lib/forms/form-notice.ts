import type { SubmissionResult } from "@conform-to/react";

/**
 * What a form action tells the visitor beside the fields: rendered in the page as a
 * status or alert region (so it works without JavaScript) and, with JavaScript, as a
 * toast too. Shared by the actions that produce it and the components that show it.
 */
export interface FormNotice {
  tone: "success" | "error" | "info";
  /** The toast's title; the in-page message shows it in bold above the text. */
  title?: string;
  message: string;
}

/** What the form actions answer: conform's reply (errors, typed values, or a reset) and the notice. */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  notice: FormNotice | null;
}

export function successNotice(message: string): FormNotice {
  return { tone: "success", message };
}

export function errorNotice(message: string): FormNotice {
  return { tone: "error", message };
}
