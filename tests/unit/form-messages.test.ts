import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { CATALOGS } from "~/i18n/catalogs.server";
import type { MessageKey } from "~/i18n/translate";
import { careerFormSchema } from "~/lib/forms/career-form";
import { COMPLAINT_MESSAGES, complaintSchema } from "~/lib/forms/complaint-form";
import { contactSchema } from "~/lib/forms/contact-form";
import { DONATION_MESSAGES, donationSchema } from "~/lib/forms/donation-form";
import { FIELD_MESSAGES, FIELD_MESSAGE_VALUES } from "~/lib/forms/field-schemas";
import {
  RATE_LIMITED_MESSAGE,
  TOO_LARGE_MESSAGE,
  appliedMessage,
  failedMessage,
  sentMessage,
  unreadableMessage,
} from "~/lib/forms/message-texts";
import { RESUME_MESSAGES } from "~/lib/forms/resume-file";
import type { NoticeText } from "~/lib/forms/form-notice";
import { checkResumeContent } from "~/lib/forms/resume-content.server";
import { translatorFor } from "../helpers/strings";

/**
 * The shared schemas answer in keys of the forms catalog, which the page translates. The keys
 * are read from the schemas themselves, by parsing bad input of every kind, so a new rule with
 * a message that is not in both catalogs fails here.
 */

const long = (length: number) => "x".repeat(length);
const MB = 1024 * 1024;

const validContact = { name: "Jane", email: "jane@example.com", phone: "", subject: "Hi", message: "Hello" };
const validComplaint = { ...validContact, phone: "555 0100" };
const validCareer = {
  jobId: "frontend-engineer",
  fullName: "Ada",
  email: "ada@example.com",
  resume: { name: "cv.pdf", type: "application/pdf", size: 1000 },
};
const validDonation = {
  amount: "50",
  purpose: "general-support",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
};

/** Field by field, the wrong values a visitor (or a script) can send. */
const BAD_TEXT = ["", "   ", 42, ["a", "b"], "line\nbreak"];

const CASES: Array<{ schema: ZodTypeAny; valid: Record<string, unknown>; bad: Record<string, unknown[]> }> = [
  {
    schema: contactSchema,
    valid: validContact,
    bad: {
      name: [...BAD_TEXT, long(101)],
      email: [...BAD_TEXT, "nope", `${long(250)}@example.com`],
      phone: ["call me", "+()-.", "1".repeat(31), 42],
      subject: [...BAD_TEXT, long(151)],
      message: [...BAD_TEXT, long(5001)],
    },
  },
  {
    schema: complaintSchema,
    valid: validComplaint,
    bad: {
      name: BAD_TEXT,
      email: ["", "nope"],
      phone: ["", "   ", 42, "call me", "+()-."],
      message: ["", long(1001)],
    },
  },
  {
    schema: careerFormSchema,
    valid: validCareer,
    bad: {
      jobId: ["ceo", "", undefined],
      fullName: BAD_TEXT,
      email: ["nope"],
      phone: ["call me"],
      resume: [
        null,
        { name: "", type: "application/octet-stream", size: 0 },
        { name: "cv.exe", type: "application/pdf", size: 10 },
        { name: "cv.pdf", type: "application/pdf", size: 0 },
        { name: "cv.pdf", type: "application/pdf", size: 5 * MB + 1 },
      ],
    },
  },
  {
    schema: donationSchema,
    valid: validDonation,
    bad: {
      amount: ["", "75", undefined],
      customAmount: ["ten", "0", "10000.01", 5],
      purpose: ["yachts", undefined],
      firstName: BAD_TEXT,
      lastName: BAD_TEXT,
      email: ["nope"],
      phone: ["call me"],
    },
  },
];

function messagesOf(schema: ZodTypeAny, input: Record<string, unknown>): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const schemaKeys = new Set<string>();
for (const { schema, valid, bad } of CASES) {
  for (const [field, values] of Object.entries(bad)) {
    for (const value of values) {
      for (const message of messagesOf(schema, { ...valid, [field]: value })) schemaKeys.add(message);
    }
  }
  for (const message of messagesOf(schema, {})) schemaKeys.add(message);
}
// The résumé's bytes, which only the server checks.
schemaKeys.add(checkResumeContent("cv.pdf", new TextEncoder().encode("<html>")) ?? "");
schemaKeys.add(checkResumeContent("cv.txt", new Uint8Array()) ?? "");

const english: Record<string, string> = CATALOGS.en.forms;
const spanish: Record<string, string> = CATALOGS.es.forms;
const inEnglish = translatorFor("en", "forms");
const inSpanish = translatorFor("es", "forms");

describe("the forms' messages", () => {
  it("parsing bad input gives only keys that both catalogs have", () => {
    expect(schemaKeys.size).toBeGreaterThan(25);
    for (const key of schemaKeys) {
      expect(english, key).toHaveProperty([key]);
      expect(spanish, key).toHaveProperty([key]);
    }
  });

  it("reaches every message the schemas declare, so none is left untried", () => {
    const declared = [
      ...Object.values(FIELD_MESSAGES),
      ...Object.values(RESUME_MESSAGES),
      ...Object.values(DONATION_MESSAGES).filter((key) => key !== DONATION_MESSAGES.notAvailableTitle),
    ];
    expect(declared.filter((key) => !schemaKeys.has(key))).toEqual([]);
  });

  it("reads in Spanish with the limits filled in, and unlike the English", () => {
    for (const key of schemaKeys) {
      const es = inSpanish.t(key as MessageKey, FIELD_MESSAGE_VALUES);
      expect(es, key).not.toMatch(/[{}]/);
      expect(es, key).not.toBe(inEnglish.t(key as MessageKey, FIELD_MESSAGE_VALUES));
    }
    expect(inSpanish.t(FIELD_MESSAGES.emailInvalid)).toBe("Escriba un correo electrónico válido");
    expect(inSpanish.t(FIELD_MESSAGES.contactMessageTooLong, FIELD_MESSAGE_VALUES)).toBe(
      "El mensaje puede tener como máximo 5,000 caracteres",
    );
    expect(inEnglish.t(FIELD_MESSAGES.contactMessageTooLong, FIELD_MESSAGE_VALUES)).toBe(
      "Message must be at most 5,000 characters",
    );
  });

  it("answers after sending in keys that both catalogs have", () => {
    const notices: NoticeText[] = [
      sentMessage("contact", "Ana"),
      sentMessage("complaint"),
      appliedMessage("Ingeniero(a) frontend"),
      ...(["contact", "complaint", "career"] as const).flatMap((kind) => [
        { message: failedMessage(kind) },
        { message: unreadableMessage(kind) },
      ]),
      { message: RATE_LIMITED_MESSAGE },
      { message: TOO_LARGE_MESSAGE },
      ...Object.values(COMPLAINT_MESSAGES).flatMap(({ title, description }) => [
        { message: title },
        { message: description, values: { max: 1000 } },
      ]),
    ];
    for (const { message, values } of notices) {
      expect(english, message).toHaveProperty([message]);
      expect(spanish, message).toHaveProperty([message]);
      expect(inSpanish.t(message, values), message).not.toMatch(/[{}]/);
    }
    expect(inSpanish.t("forms.notice.contactSent", { name: "Ana" })).toBe("¡Gracias, Ana! Su mensaje fue enviado.");
  });
});
