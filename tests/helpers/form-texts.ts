import type { MessageKey, MessageValues } from "~/i18n/translate";
import { FIELD_MESSAGE_VALUES } from "~/lib/forms/field-limits";
import type { FormNotice } from "~/lib/forms/form-notice";
import { translatorFor } from "./strings";

/**
 * What a visitor of the English site reads for a form's message key: the schemas and actions
 * speak in keys of the forms catalog, the page translates them (with the fields' limits).
 */
const english = translatorFor("en", "forms");

export function inEnglish(key: string | null | undefined, values?: MessageValues): string | null {
  if (key === null || key === undefined) return null;
  return english.t(key as MessageKey, { ...FIELD_MESSAGE_VALUES, ...values });
}

/** A notice as the English page shows it: its title and message in words. */
export function noticeInEnglish(notice: FormNotice | null | undefined) {
  if (!notice) return notice;
  return {
    tone: notice.tone,
    ...(notice.title ? { title: inEnglish(notice.title) } : {}),
    message: inEnglish(notice.message, {
      ...notice.values,
      ...Object.fromEntries(Object.entries(notice.keyValues ?? {}).map(([name, key]) => [name, inEnglish(key) ?? ""])),
    }),
  };
}
