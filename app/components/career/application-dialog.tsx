import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { JobOpening } from "~/lib/job-openings";

/**
 * The modal 'Apply Now' dialog (JavaScript only; without it the form is on the page).
 * A native <dialog> opened with showModal: the page behind is inert, Escape closes it,
 * and focus moves to the first field. `onClose` runs however it closes (Escape, the
 * Close button, or `job` becoming null), so the caller can put focus back.
 */
export function ApplicationDialog({
  job,
  onClose,
  children,
}: {
  job: JobOpening | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (job && !dialog.open) {
      dialog.showModal();
      // The first field a person fills in (not the hidden job id or the decoy field).
      dialog.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
    } else if (!job && dialog.open) {
      dialog.close();
    }
  }, [job]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={job ? "application-dialog-title" : undefined}
      className="max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {job ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="application-dialog-title" className="text-xl font-bold">
              {t("forms.career.applyFor", { job: job.title })}
            </h2>
            <button type="button" onClick={() => ref.current?.close()} className="btn-secondary px-3 py-1 text-sm">
              {t("forms.career.close")}
            </button>
          </div>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            {job.location} · {job.type} · {job.department}
          </p>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
