import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

/**
 * Form fields that tie a label, the control and its error list together
 * (aria-invalid, aria-describedby) and reserve room for the error so nothing jumps.
 */

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter((error): error is string => Boolean(error)) ?? [];
  return (
    <div id={id} className="min-h-[1.5rem] pt-1 text-sm font-medium text-red-800">
      {shown.length ? (
        <ul>
          {shown.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

export function Field({
  label,
  hint,
  inputProps,
  errors,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  errors?: ListOfErrors;
  className?: string;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = Boolean(errors?.some(Boolean));
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        {...inputProps}
        id={id}
        className={`field-input ${inputProps.className ?? ""}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, invalid && errorId)}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  label,
  hint,
  textareaProps,
  errors,
  className,
  footer,
}: {
  label: ReactNode;
  hint?: ReactNode;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>;
  errors?: ListOfErrors;
  className?: string;
  /** Extra text under the box (a character counter), announced with it. */
  footer?: ReactNode;
}) {
  const fallbackId = useId();
  const id = textareaProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const footerId = footer ? `${id}-footer` : undefined;
  const invalid = Boolean(errors?.some(Boolean));
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        {...textareaProps}
        id={id}
        className={`field-input min-h-[8rem] ${textareaProps.className ?? ""}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, footerId, invalid && errorId)}
      />
      {footer ? (
        <div id={footerId} className="pt-1 text-right text-sm text-slate-600">
          {footer}
        </div>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A decoy field real visitors never see or fill; bots that fill it are ignored. */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>Leave this field empty</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
