import { describe, expect, it } from "vitest";
import { feedbackSchema } from "~/lib/help-centre/feedback";
import { contactSchema } from "~/lib/forms/contact-form";
import { LIMITS } from "~/lib/forms/field-schemas";
import { boundedReply, formFields } from "~/lib/forms/form-limits.server";

const fieldLimits = (schema: Parameters<typeof formFields>[0]) => formFields(schema).maxLengths;
const formBytesFor = (schema: Parameters<typeof formFields>[0]) => formFields(schema).maxBytes;

describe("a form's limits come from its schema", () => {
  it("reads each field's maximum", () => {
    expect(fieldLimits(contactSchema)).toEqual({
      name: LIMITS.name,
      email: LIMITS.email,
      phone: LIMITS.phone,
      subject: LIMITS.subject,
      message: LIMITS.contactMessage,
    });
  });

  it("allows every field at its limit in the widest encoding, and not much more", () => {
    const widest = new URLSearchParams(
      Object.entries(fieldLimits(contactSchema)).map(([name, max]) => [name, "€".repeat(max)]),
    ).toString();
    expect(new TextEncoder().encode(widest).byteLength).toBeLessThanOrEqual(formBytesFor(contactSchema));
    expect(formBytesFor(contactSchema)).toBeLessThan(64 * 1024);
    // Feedback: a 2,000-character comment.
    expect(formBytesFor(feedbackSchema)).toBeLessThan(20 * 1024);
  });

  it("shows again only the schema's fields, each cut to twice its limit", () => {
    const reply = boundedReply(
      {
        status: "error",
        initialValue: { name: "x".repeat(500), junk: "y".repeat(10_000), toString: "z" },
        fields: ["name", "junk"],
      },
      contactSchema,
    );
    expect(reply.initialValue).toEqual({ name: "x".repeat(2 * LIMITS.name) });
    expect(reply.fields).toEqual(["name"]);
  });
});
