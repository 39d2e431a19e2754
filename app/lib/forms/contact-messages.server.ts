import type { z } from "zod";
import { complaintSchema } from "./complaint-form";
import { contactSchema } from "./contact-form";
import type { MessageFields } from "./email-delivery.server";
import { LIMITS } from "./field-schemas";
import { formBytesFor } from "./form-limits.server";
import { errorNotice } from "./form-notice";
import type { MessageDefinition } from "./message-action.server";
import { TOO_LARGE_MESSAGE, sentMessage, unreadableMessage } from "./message-texts";
import { readForm } from "./read-form.server";

/**
 * The contact message and the complaint: a small url-encoded form, sent through the e-mail
 * template (or, without the service, to the outbox) with the fields as typed.
 */

function emailedMessage<Schema extends z.ZodType<MessageFields, z.ZodTypeDef, unknown>>(
  kind: "contact" | "complaint",
  schema: Schema,
): MessageDefinition<Schema, MessageFields, Record<never, never>> {
  const maxBytes = formBytesFor(schema);
  return {
    kind,
    schema,
    async readBody(request) {
      const read = await readForm(request, { maxBytes });
      if (read.ok) return read;
      const notice = errorNotice(read.reason === "too-large" ? TOO_LARGE_MESSAGE : unreadableMessage(kind));
      return { ok: false, status: read.status, notice };
    },
    context: () => ({}),
    successMessage(formData) {
      const name = formData.get("name");
      return sentMessage(kind, typeof name === "string" ? name.trim().slice(0, LIMITS.name) : "");
    },
    // The language the visitor wrote in goes to the operator with the message.
    prepare: async (message, _formData, language) => ({ ok: true, payload: { ...message, language } }),
    fingerprint: (message) => JSON.stringify(message),
    // The sender never throws and logs why a message did not go out.
    deliver: async (message, { sender }) => (await sender.send(kind, message)).ok,
  };
}

export const contactMessage = emailedMessage("contact", contactSchema);
export const complaintMessage = emailedMessage("complaint", complaintSchema);
