import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/**
 * The form's fields as conform types them: the schema's input, or its output where a
 * schema preprocesses the whole input (the donation form) and so declares no input type.
 */
type FormFields<Schema extends z.ZodTypeAny> =
  z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : z.output<Schema>;

/**
 * conform's state for a form checked by the same zod schema as its action: the schema's
 * constraints as HTML attributes, a field checked when left and again on every input once
 * it shows an error, and the action's answer (errors, kept values, or a reset) applied.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<FormFields<Schema>>;
}) {
  return useForm<FormFields<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
