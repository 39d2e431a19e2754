import type { z } from "zod";

/**
 * A message's fields as the e-mail template and the outbox receive them: every key of the
 * form's schema, each as text. Derived from the schema, so a field added to a form (the
 * visitor's language, say) reaches the e-mail and the outbox without a second list of keys.
 */

/** What a text field's schema may output; a file (the résumé) is not one and must be handled by its kind. */
export type FieldValue = string | number | boolean | null | undefined;

/** A schema of text fields only: an object whose every output value is a FieldValue. */
export type TextFieldsSchema = z.ZodObject<z.ZodRawShape, z.UnknownKeysParam, z.ZodTypeAny, Record<string, FieldValue>>;

/** Every key of the schema's shape, as text; an optional field left out is "". */
export type SchemaFields<Schema extends TextFieldsSchema> = { [Key in keyof z.output<Schema> & string]-?: string };

/** The parsed value of `schema` as its template fields, in the shape's order. */
export function schemaFields<Schema extends TextFieldsSchema>(
  schema: Schema,
  value: z.output<Schema>,
): SchemaFields<Schema> {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const field: FieldValue = (value as Record<string, FieldValue>)[key];
    fields[key] = field === undefined || field === null ? "" : String(field);
  }
  return fields as SchemaFields<Schema>;
}

/** What the sender takes: text fields by name (schemaFields gives them for a form). */
export type MessageFields = Readonly<Record<string, string>>;
