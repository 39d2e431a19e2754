import type { z } from "zod";
import { complaintSchema } from "./complaint-form";
import { contactSchema } from "./contact-form";
import type { MessageFields } from "./email-delivery.server";
import { LIMITS } from "./field-schemas";
import { errorNotice } from "./form-notice";
import type { MessageDefinition } from "./message-action.server";
import { failedMessage, sentMessage } from "./message-texts";
import { MAX_SMALL_FORM_BYTES, readSmallForm } from "./small-form.server";

/**
 * The contact message and the complaint: a small url-encoded form, sent through the e-mail
 * template (or, without the service, to the outbox) with the fields as typed.
 */

function emailedMessage<Schema extends z.ZodType<MessageFields, z.ZodTypeDef, unknown>>(
  kind: "contact" | "complaint",
  schema: Schema,
): MessageDefinition<Schema, MessageFields, Record<never, never>> {
  return {
    kind,
    schema,
    async readBody(request) {
      const formData = await readSmallForm(request, MAX_SMALL_FORM_BYTES);
      return formData ? { ok: true, formData } : { ok: false, status: 413, notice: errorNotice(failedMessage(kind)) };
    },
    context: () => ({}),
    successMessage(formData) {
      const name = formData.get("name");
      return sentMessage(kind, typeof name === "string" ? name.trim().slice(0, LIMITS.name) : "");
    },
    prepare: async (message) => ({ ok: true, payload: message }),
    // The sender never throws and logs why a message did not go out.
    deliver: async (message, { sender }) => (await sender.send(kind, message)).ok,
  };
}

export const contactMessage = emailedMessage("contact", contactSchema);
export const complaintMessage = emailedMessage("complaint", complaintSchema);
