import { useEffect, useMemo, useRef } from "react";
import { StatusMessage } from "~/components/status-message";
import { useToastFor, type ToastVariant } from "~/components/toaster";
import type { MessageKey } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";
import type { FormNotice } from "~/lib/forms/form-notice";

const VARIANT: Record<FormNotice["tone"], ToastVariant> = {
  success: "success",
  error: "destructive",
  info: "default",
};

/**
 * A notice of the forms (its keys and values) in the page's language, one object per notice, so
 * that the translated notice keeps telling the toast when a new answer arrived.
 */
export function useTranslatedNotice(notice: FormNotice | null | undefined): FormNotice | null {
  const { t } = useTranslation();
  return useMemo(
    () =>
      notice
        ? {
            tone: notice.tone,
            title: notice.title ? t(notice.title as MessageKey) : undefined,
            message: t(notice.message as MessageKey, {
              ...notice.values,
              ...Object.fromEntries(Object.entries(notice.keyValues ?? {}).map(([name, key]) => [name, t(key)])),
            }),
          }
        : null,
    // A new answer is a new notice; the language cannot change without one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [notice],
  );
}

/**
 * A form action's answer in the page (role=status, or role=alert for errors), and with
 * JavaScript also as a toast, once per answer: pass the same object until a new answer
 * arrives (its identity is the toast's key). Renders nothing when there is no notice.
 *
 * `focusOnSuccess`: a status region inserted together with its text is not announced
 * reliably, and a successful form has just been cleared under the visitor's cursor, so
 * keyboard focus moves to the thanks (alerts announce themselves; focus stays put).
 */
export function FormNoticeMessage({
  notice,
  id,
  focusOnSuccess = false,
  className = "",
}: {
  notice: FormNotice | null | undefined;
  id?: string;
  focusOnSuccess?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useToastFor(
    notice
      ? {
          title: notice.title ?? notice.message,
          description: notice.title ? notice.message : undefined,
          variant: VARIANT[notice.tone],
        }
      : null,
    notice,
  );
  useEffect(() => {
    if (focusOnSuccess && notice?.tone === "success") ref.current?.focus();
  }, [notice, focusOnSuccess]);

  if (!notice) return null;
  return (
    <div ref={ref} tabIndex={-1} className={`rounded-lg ${className}`}>
      <StatusMessage id={id} tone={notice.tone} title={notice.title}>
        {notice.message}
      </StatusMessage>
    </div>
  );
}
