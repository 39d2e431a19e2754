import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { careerApplicationSchema } from "~/lib/forms/career-form";
import { COMPLAINT_MESSAGES, complaintSchema, complaintSummary } from "~/lib/forms/complaint-form";
import { contactSchema } from "~/lib/forms/contact-form";
import type { MessageValues } from "~/i18n/translate";
import { FIELD_MESSAGES, LIMITS } from "~/lib/forms/field-schemas";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import {
  RATE_LIMITED_MESSAGE,
  UNREADABLE_APPLICATION_MESSAGE,
  appliedMessage,
  failedMessage,
  sentMessage,
} from "~/lib/forms/message-texts";
import { inEnglish } from "../helpers/form-texts";

const validContact = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+1 (555) 010-0199",
  subject: "Where is my parcel?",
  message: "It has said 'in transit' for a week.",
};

const validComplaint = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "555.010.0199",
  message: "The page did not load.",
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** Field → messages of a conform submission (empty when it succeeded). */
function conformErrors(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.error ?? {};
}

/** Field → messages, from a failed safeParse. */
function errorsOf(result: {
  success: boolean;
  error?: { flatten(): { fieldErrors: Record<string, string[] | undefined> } };
}) {
  return result.error?.flatten().fieldErrors ?? {};
}

describe("contactSchema", () => {
  it("accepts a valid message and trims every field", () => {
    const result = contactSchema.safeParse({
      name: "  Jane Doe ",
      email: " jane@example.com ",
      phone: " 555 0100 ",
      subject: "\tHello\t",
      message: "\n Hi \n",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "555 0100",
      subject: "Hello",
      message: "Hi",
    });
  });

  it("requires name, email, subject and message; whitespace-only counts as empty", () => {
    const result = contactSchema.safeParse({ name: "   ", email: "\t", subject: " ", message: "\n\n" });
    const errors = errorsOf(result);
    expect(errors.name).toContain(FIELD_MESSAGES.nameRequired);
    expect(errors.email?.[0]).toBe(FIELD_MESSAGES.emailRequired);
    expect(errors.subject).toContain(FIELD_MESSAGES.subjectRequired);
    expect(errors.message).toContain(FIELD_MESSAGES.messageRequired);
    expect(errors.phone).toBeUndefined();
  });

  it("treats a missing or blank phone as absent", () => {
    expect(contactSchema.parse({ ...validContact, phone: undefined }).phone).toBeUndefined();
    expect(contactSchema.parse({ ...validContact, phone: "   " }).phone).toBeUndefined();
  });

  it.each([
    ["name", 100, FIELD_MESSAGES.nameTooLong],
    ["subject", 150, FIELD_MESSAGES.subjectTooLong],
    ["message", 5000, FIELD_MESSAGES.contactMessageTooLong],
  ] as const)("bounds %s at %i characters", (field, max, message) => {
    expect(contactSchema.safeParse({ ...validContact, [field]: "a".repeat(max) }).success).toBe(true);
    // Surrounding whitespace does not count towards the limit.
    expect(contactSchema.safeParse({ ...validContact, [field]: ` ${"a".repeat(max)} ` }).success).toBe(true);
    const tooLong = contactSchema.safeParse({ ...validContact, [field]: "a".repeat(max + 1) });
    expect(errorsOf(tooLong)[field]).toEqual([message]);
  });

  it("bounds the e-mail address at 254 characters", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(contactSchema.safeParse({ ...validContact, email: at254 }).success).toBe(true);
    const at255 = `a${at254}`;
    expect(errorsOf(contactSchema.safeParse({ ...validContact, email: at255 })).email).toContain(
      FIELD_MESSAGES.emailTooLong,
    );
  });

  it.each(["jane@example.com", "jane.doe+parcels@mail.example.co.uk", "o'brien@example.ie"])(
    "accepts the e-mail address %s",
    (email) => {
      expect(contactSchema.safeParse({ ...validContact, email }).success).toBe(true);
    },
  );

  it.each([
    "jane",
    "jane@",
    "@example.com",
    "jane@example",
    "jane doe@example.com",
    "jane@@example.com",
    "jane@example..com",
    "jane@.example.com",
  ])("rejects the e-mail address %j", (email) => {
    expect(errorsOf(contactSchema.safeParse({ ...validContact, email })).email).toContain(FIELD_MESSAGES.emailInvalid);
  });

  it.each(["+1 (555) 010-0199", "555.010.0199", "0044 20 7946 0000", "5"])("accepts the phone %j", (phone) => {
    expect(contactSchema.safeParse({ ...validContact, phone }).success).toBe(true);
  });

  it.each(["555-CALL-NOW", "555_0100", "555/0100", "ext#12", "+44 20 7946 0000 <b>"])(
    "rejects the phone %j",
    (phone) => {
      expect(errorsOf(contactSchema.safeParse({ ...validContact, phone })).phone).toContain(
        FIELD_MESSAGES.phoneInvalid,
      );
    },
  );

  it("gives a phone of letters one message, not also the missing-digit one", () => {
    expect(errorsOf(contactSchema.safeParse({ ...validContact, phone: "call me" })).phone).toEqual([
      FIELD_MESSAGES.phoneInvalid,
    ]);
  });

  it("rejects a phone with no digits and one over 30 characters", () => {
    expect(errorsOf(contactSchema.safeParse({ ...validContact, phone: "+()-." })).phone).toEqual([
      FIELD_MESSAGES.phoneNoDigits,
    ]);
    expect(contactSchema.safeParse({ ...validContact, phone: "1".repeat(30) }).success).toBe(true);
    expect(errorsOf(contactSchema.safeParse({ ...validContact, phone: "1".repeat(31) })).phone).toEqual([
      FIELD_MESSAGES.phoneTooLong,
    ]);
  });

  it("keeps line breaks out of the name and subject but allows them in the message", () => {
    expect(errorsOf(contactSchema.safeParse({ ...validContact, subject: "Hi\r\nBcc: x@example.com" })).subject).toEqual(
      [FIELD_MESSAGES.singleLine],
    );
    expect(errorsOf(contactSchema.safeParse({ ...validContact, name: "Jane\nDoe" })).name).toEqual([
      FIELD_MESSAGES.singleLine,
    ]);
    expect(contactSchema.safeParse({ ...validContact, message: "line 1\nline 2" }).success).toBe(true);
  });

  it("rejects non-string values (repeated fields, files) with the field's message", () => {
    const errors = errorsOf(contactSchema.safeParse({ ...validContact, name: ["a", "b"], phone: 5 }));
    expect(errors.name).toEqual([FIELD_MESSAGES.nameRequired]);
    expect(errors.phone).toEqual([FIELD_MESSAGES.phoneInvalid]);
  });

  it("works with conform's parseWithZod on form data", () => {
    const ok = parseWithZod(form({ ...validContact, name: "  Jane  ", phone: "" }), { schema: contactSchema });
    expect(ok.status).toBe("success");
    if (ok.status === "success") expect(ok.value).toEqual({ ...validContact, name: "Jane", phone: undefined });

    const bad = parseWithZod(form({ name: " ", email: "", subject: "", message: "  " }), { schema: contactSchema });
    expect(bad.status).toBe("error");
    const errors = conformErrors(bad);
    expect(errors.name?.[0]).toBe(FIELD_MESSAGES.nameRequired);
    expect(errors.email?.[0]).toBe(FIELD_MESSAGES.emailRequired);
    expect(errors.subject?.[0]).toBe(FIELD_MESSAGES.subjectRequired);
    expect(errors.message?.[0]).toBe(FIELD_MESSAGES.messageRequired);
  });

  it("gives conform constraints the browser can use, with a phone pattern valid under the v flag", () => {
    const constraint = getZodConstraint(contactSchema);
    expect(constraint.name).toMatchObject({ required: true, maxLength: 100 });
    expect(constraint.email).toMatchObject({ required: true, maxLength: 254 });
    expect(constraint.subject).toMatchObject({ required: true, maxLength: 150 });
    expect(constraint.message).toMatchObject({ required: true, maxLength: 5000 });
    expect(constraint.phone).toMatchObject({ required: false, maxLength: 30 });
    const pattern = constraint.phone?.pattern;
    expect(pattern).toBeTypeOf("string");
    // Browsers wrap the pattern as ^(?:pattern)$ and compile it with the v flag.
    const html = new RegExp(`^(?:${pattern})$`, "v");
    expect(html.test("+1 (555) 010-0199")).toBe(true);
    expect(html.test("555-CALL")).toBe(false);
  });
});

describe("complaintSchema", () => {
  it("accepts a complete complaint", () => {
    expect(complaintSchema.safeParse(validComplaint).success).toBe(true);
  });

  it("requires all four fields after trimming, including the phone", () => {
    const errors = errorsOf(complaintSchema.safeParse({ name: " ", email: " ", phone: "  ", message: "\t" }));
    expect(errors.name?.[0]).toBe(FIELD_MESSAGES.nameRequired);
    expect(errors.email?.[0]).toBe(FIELD_MESSAGES.emailRequired);
    expect(errors.phone?.[0]).toBe(FIELD_MESSAGES.phoneRequired);
    expect(errors.message?.[0]).toBe(FIELD_MESSAGES.messageRequired);
    expect(errorsOf(complaintSchema.safeParse({})).phone?.[0]).toBe(FIELD_MESSAGES.phoneRequired);
  });

  it("limits the message to 1000 characters", () => {
    expect(complaintSchema.safeParse({ ...validComplaint, message: "x".repeat(1000) }).success).toBe(true);
    const errors = errorsOf(complaintSchema.safeParse({ ...validComplaint, message: "x".repeat(1001) }));
    expect(errors.message?.map((key) => inEnglish(key))).toEqual(["Message must be at most 1,000 characters"]);
  });

  it("checks the phone's characters", () => {
    expect(errorsOf(complaintSchema.safeParse({ ...validComplaint, phone: "call me" })).phone).toContain(
      FIELD_MESSAGES.phoneInvalid,
    );
  });

  it("works with conform: blanks are required errors, the message gets maxLength 1000", () => {
    const result = parseWithZod(form({ name: "", email: "", phone: " ", message: "" }), { schema: complaintSchema });
    expect(result.status).toBe("error");
    expect(conformErrors(result).phone?.[0]).toBe(FIELD_MESSAGES.phoneRequired);
    expect(getZodConstraint(complaintSchema).message).toMatchObject({ required: true, maxLength: 1000 });
    expect(getZodConstraint(complaintSchema).phone).toMatchObject({ required: true, maxLength: 30 });
  });

  it("summarises a failure as the spec's toasts: required first, then too long, else none", () => {
    const failure = (values: Record<string, string>) => {
      const result = parseWithZod(form(values), { schema: complaintSchema }).reply();
      return { error: result.error, values: result.initialValue };
    };
    expect(complaintSummary(failure({ ...validComplaint, name: " ", message: "x".repeat(1001) }))).toBe(
      COMPLAINT_MESSAGES.required,
    );
    expect(complaintSummary(failure({ ...validComplaint, phone: "" }))).toBe(COMPLAINT_MESSAGES.required);
    expect(complaintSummary(failure({ ...validComplaint, message: ` ${"x".repeat(1001)} ` }))).toBe(
      COMPLAINT_MESSAGES.tooLong,
    );
    expect(complaintSummary(failure({ ...validComplaint, email: "nope" }))).toBeNull();
    expect(complaintSummary(failure({ ...validComplaint, name: "x".repeat(101) }))).toBeNull();
    expect(complaintSummary(undefined)).toBeNull();
  });

  it("decides by which field failed and what it held, whatever the field messages say", () => {
    const reworded = { error: { phone: ["Please add a number"] }, values: { ...validComplaint, phone: "  " } };
    expect(complaintSummary(reworded)).toBe(COMPLAINT_MESSAGES.required);
    const missingField = { error: { email: ["?"] }, values: { name: "Jane" } };
    expect(complaintSummary(missingField)).toBe(COMPLAINT_MESSAGES.required);
    const longButValid = { error: { email: ["?"] }, values: { ...validComplaint, message: "x".repeat(1001) } };
    expect(complaintSummary(longButValid)).toBeNull();
    const blankButValid = { error: null, values: { name: "" } };
    expect(complaintSummary(blankButValid)).toBeNull();
  });
});

describe("careerApplicationSchema", () => {
  it("validates an application", () => {
    const ok = careerApplicationSchema.safeParse({
      jobId: "frontend-engineer",
      fullName: "  Ada Lovelace ",
      email: "ada@example.com",
      phone: "",
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toEqual({
      jobId: "frontend-engineer",
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: undefined,
    });

    const errors = errorsOf(
      careerApplicationSchema.safeParse({ jobId: "ceo", fullName: " ", email: "x", phone: "abc" }),
    );
    expect(errors.jobId).toEqual([FIELD_MESSAGES.jobUnknown]);
    expect(errors.fullName).toEqual([FIELD_MESSAGES.fullNameRequired]);
    expect(errors.email).toEqual([FIELD_MESSAGES.emailInvalid]);
    expect(errors.phone).toContain(FIELD_MESSAGES.phoneInvalid);
    expect(errorsOf(careerApplicationSchema.safeParse({})).jobId).toEqual([FIELD_MESSAGES.jobUnknown]);
  });
});

describe("spec texts", () => {
  it("are exactly the spec's", () => {
    const max = { max: LIMITS.complaintMessage };
    expect(inEnglish(COMPLAINT_MESSAGES.required.title)).toBe("All fields required");
    expect(inEnglish(COMPLAINT_MESSAGES.required.description)).toBe("Please fill in all the required fields");
    expect(inEnglish(COMPLAINT_MESSAGES.tooLong.title)).toBe("Message too long");
    expect(inEnglish(COMPLAINT_MESSAGES.tooLong.description, max)).toBe(
      "Your message should not exceed 1,000 characters",
    );
    const sent = (text: { message: string; values?: MessageValues }) => inEnglish(text.message, text.values);
    expect(sent(sentMessage("contact", "Jane"))).toBe("Thank you, Jane! Your message has been submitted.");
    expect(sent(sentMessage("complaint", "Jane"))).toBe("Thank you, Jane! Your complaint has been submitted.");
    expect(sent(sentMessage("contact"))).toBe("Thank you, User! Your message has been submitted.");
    expect(sent(sentMessage("complaint", "   "))).toBe("Thank you, User! Your complaint has been submitted.");
    expect(sent(sentMessage("contact", " Jane "))).toBe("Thank you, Jane! Your message has been submitted.");
    expect(inEnglish(failedMessage("contact"))).toBe(
      "Sorry, there was an error sending your message. Please try again later.",
    );
    expect(inEnglish(failedMessage("complaint"))).toBe(
      "Sorry, there was an error sending your complaint. Please try again later.",
    );
    expect(sent(appliedMessage("Frontend Engineer"))).toBe("Successfully applied for Frontend Engineer!");
    expect(inEnglish(failedMessage("career"))).toBe(
      "Sorry, there was an error sending your application. Please try again later.",
    );
    expect(inEnglish(UNREADABLE_APPLICATION_MESSAGE)).toBe(
      "Sorry, your application could not be read. Please fill in the form again.",
    );
  });

  it("has a rate-limit message that says nothing was sent and when to retry", () => {
    expect(inEnglish(RATE_LIMITED_MESSAGE)).toMatch(/too many messages/i);
    expect(inEnglish(RATE_LIMITED_MESSAGE)).toMatch(/nothing was sent/i);
    expect(inEnglish(RATE_LIMITED_MESSAGE)).toMatch(/few minutes/i);
    expect(HONEYPOT_FIELD).toBe("website");
  });
});

describe("robustness (property-based)", () => {
  const anyValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "grapheme", maxLength: 2000 }),
    fc.constant(undefined),
    fc.integer(),
    fc.array(fc.string(), { maxLength: 3 }),
  );
  const fields = fc.record({
    name: anyValue,
    email: anyValue,
    phone: anyValue,
    subject: anyValue,
    message: anyValue,
    jobId: anyValue,
    fullName: anyValue,
  });

  it("parsing never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fields, (input) => {
        for (const schema of [contactSchema, complaintSchema, careerApplicationSchema]) {
          const result = schema.safeParse(input);
          expect(typeof result.success).toBe("boolean");
        }
      }),
    );
  });

  it("conform parsing never throws on arbitrary strings", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("name", "email", "phone", "subject", "message"), fc.string()),
        (values) => {
          for (const schema of [contactSchema, complaintSchema]) {
            const status = parseWithZod(form(values), { schema }).status;
            expect(["success", "error"]).toContain(status);
          }
        },
      ),
    );
  });

  it("accepted values are trimmed and within bounds", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (name, message) => {
        const result = complaintSchema.safeParse({ ...validComplaint, name, message });
        if (result.success) {
          expect(result.data.name).toBe(result.data.name.trim());
          expect(result.data.name.length).toBeGreaterThan(0);
          expect(result.data.name.length).toBeLessThanOrEqual(100);
          expect(result.data.message.length).toBeLessThanOrEqual(1000);
        } else {
          expect(
            name.trim() === "" ||
              name.trim().length > 100 ||
              message.trim() === "" ||
              /[\u0000-\u001f\u007f]/.test(name),
          ).toBe(true);
        }
      }),
    );
  });
});
