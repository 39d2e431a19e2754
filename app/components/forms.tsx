import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { ErrorList, type ListOfErrors } from "~/components/error-list";
import type { MessageKey } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";
import { FIELD_MESSAGE_VALUES } from "~/lib/forms/field-limits";
import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/**
 * Form fields that tie a label, the control and its error list together
 * (aria-invalid, aria-describedby) and reserve room for the error so nothing jumps.
 */

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

interface FrameProps {
  label: ReactNode;
  hint?: ReactNode;
  errors?: ListOfErrors;
  className?: string;
}

/** What the frame hands its control: the id the label points at and the ARIA ties. */
interface ControlTies {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * One field's label, hint, control, footer and error list. The control's own props win
 * except for these ties, which conform would otherwise set without the hint and footer.
 */
function FieldFrame({
  controlId,
  label,
  hint,
  errors,
  className,
  footer,
  control,
}: FrameProps & { controlId?: string; footer?: ReactNode; control: (ties: ControlTies) => ReactNode }) {
  const fallbackId = useId();
  const id = controlId ?? fallbackId;
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
      {control({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy(hintId, footerId, invalid && errorId),
      })}
      {footer ? (
        <div id={footerId} className="pt-1 text-right text-sm text-slate-600">
          {footer}
        </div>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function Field({ inputProps, ...frame }: FrameProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <FieldFrame
      {...frame}
      controlId={inputProps.id}
      control={(ties) => <input {...inputProps} {...ties} className={`field-input ${inputProps.className ?? ""}`} />}
    />
  );
}

export function TextareaField({
  textareaProps,
  ...frame
}: FrameProps & {
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>;
  /** Extra text under the box (a character counter), announced with it. */
  footer?: ReactNode;
}) {
  return (
    <FieldFrame
      {...frame}
      controlId={textareaProps.id}
      control={(ties) => (
        <textarea
          {...textareaProps}
          {...ties}
          className={`field-input min-h-[8rem] ${textareaProps.className ?? ""}`}
        />
      )}
    />
  );
}

export function SelectField({
  selectProps,
  children,
  ...frame
}: FrameProps & { selectProps: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  return (
    <FieldFrame
      {...frame}
      controlId={selectProps.id}
      control={(ties) => (
        <select {...selectProps} {...ties} className="field-input">
          {children}
        </select>
      )}
    />
  );
}

/**
 * Translates a field's errors: the shared schemas give keys of the forms catalog
 * (app/lib/forms/field-schemas.ts), shown in the page's language with the limits they name.
 */
export function useFieldErrorText(): (errors: ListOfErrors) => ListOfErrors {
  const { t } = useTranslation();
  return (errors) => errors?.map((error) => (error ? t(error as MessageKey, FIELD_MESSAGE_VALUES) : error));
}

/**
 * An input bound to a conform field: its name, value, constraints and errors come from the
 * form's schema; `inputProps` adds what the schema cannot say (inputMode, accept, handlers).
 */
export function InputField<Schema>({
  meta,
  type,
  autoComplete,
  inputProps,
  ...frame
}: FrameProps & {
  meta: FieldMetadata<Schema>;
  type: "text" | "email" | "tel" | "file";
  autoComplete?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const errorText = useFieldErrorText();
  return (
    <Field
      {...frame}
      errors={errorText(meta.errors)}
      inputProps={{ ...getInputProps(meta, { type }), autoComplete, ...inputProps }}
    />
  );
}

/** The form's submit button, disabled and saying `busyLabel` while the page is sending a form. */
export function SubmitButton({
  label,
  busyLabel,
  ...buttonProps
}: { label: string; busyLabel: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const sending = useNavigation().state === "submitting";
  return (
    <button {...buttonProps} type="submit" className="btn-primary" disabled={sending}>
      {sending ? busyLabel : label}
    </button>
  );
}
