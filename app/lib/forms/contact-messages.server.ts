import type { Language } from "~/i18n/languages";
import { complaintSchema } from "./complaint-form";
import { contactSchema } from "./contact-form";
import { LIMITS } from "./field-schemas";
import { formFields } from "./form-limits.server";
import { errorNotice } from "./form-notice";
import type { MessageDefinition } from "./message-action.server";
import { schemaFields, type SchemaFields, type TextFieldsSchema } from "./message-fields";
import { TOO_LARGE_MESSAGE, UNREADABLE_FIELDS_MESSAGE, sentMessage, unreadableMessage } from "./message-texts";
import { readForm } from "./read-form.server";

/**
 * The contact message and the complaint: a small url-encoded form, sent through the e-mail
 * template (or, without the service, to the outbox) with the fields as typed: every field of
 * the schema, so the schema alone decides what the operator receives.
 */

export function emailedMessage<Schema extends TextFieldsSchema>(
  kind: "contact" | "complaint",
  schema: Schema,
): MessageDefinition<Schema, SchemaFields<Schema> & { language: Language }, Record<never, never>> {
  const fields = formFields(schema);
  return {
    kind,
    schema,
    async readBody(request) {
      const read = await readForm(request, { fields });
      if (read.ok) return read;
      if (read.reason === "out-of-bounds") {
        return { ok: false, status: 400, fields: read.fields, notice: errorNotice(UNREADABLE_FIELDS_MESSAGE) };
      }
      const notice = errorNotice(read.reason === "too-large" ? TOO_LARGE_MESSAGE : unreadableMessage(kind));
      return { ok: false, status: read.status, notice };
    },
    context: () => ({}),
    successMessage(formData) {
      const name = formData.get("name");
      return sentMessage(kind, typeof name === "string" ? name.trim().slice(0, LIMITS.name) : "");
    },
    // With the form's fields goes the language of the page the visitor wrote from (a schema
    // with a field of that name would say it itself).
    prepare: async (message, _formData, language) => ({
      ok: true,
      payload: { language, ...schemaFields(schema, message) },
    }),
    fingerprint: (message) => JSON.stringify(message),
    // The sender never throws and logs why a message did not go out.
    deliver: async (message, { sender }) => (await sender.send(kind, message)).ok,
  };
}

export const contactMessage = emailedMessage("contact", contactSchema);
export const complaintMessage = emailedMessage("complaint", complaintSchema);
