import { z } from "zod";
import type { MessageKey } from "~/i18n/translate";
import { MAX_DONATION, emailAddress, optionalPhone, personName } from "./field-schemas";
import type { FormNotice } from "./form-notice";

/**
 * The donation form (docs/product.md §S2.8, §S9): presets, a custom amount, a purpose, donor details and
 * the anonymous flag. Online payment does not exist yet, so the action only checks the
 * form and says so honestly (docs/product.md §D5): nothing is charged; the server keeps, logs and passes on
 * nothing of what was typed (the request log records the request, as for any page).
 */

export const DONATION_PRESETS = ["25", "50", "100", "250", "500"] as const;

/**
 * The purposes a donation can be for; each one's name is `forms.donation.purpose.<id>`. Only work
 * the operator of a small help site really does, the same as the impact list (docs/product.md §D8.3).
 */
export const DONATION_PURPOSES = ["general-support", "hosting", "guides", "accessibility"] as const;

export type PurposeId = (typeof DONATION_PURPOSES)[number];

export function purposeKey(id: PurposeId) {
  return `forms.donation.purpose.${id}` as const;
}

/**
 * What each amount would fund: only what the operator of a small help site can really do with
 * money (docs/product.md §D8.3, which drops the spec's shipments and vehicles).
 */
export const DONATION_IMPACT = [
  { amount: 25, text: "forms.donation.impact.25" },
  { amount: 50, text: "forms.donation.impact.50" },
  { amount: 100, text: "forms.donation.impact.100" },
  { amount: 250, text: "forms.donation.impact.250" },
] as const satisfies ReadonlyArray<{ amount: number; text: MessageKey }>;

export { MAX_DONATION };

/** The donation form's own messages, as keys of the forms catalog (with FIELD_MESSAGE_VALUES). */
export const DONATION_MESSAGES = {
  amountRequired: "forms.field.amountRequired",
  amountFormat: "forms.field.amountFormat",
  amountPositive: "forms.field.amountPositive",
  amountTooLarge: "forms.field.amountTooLarge",
  purposeRequired: "forms.field.purposeRequired",
  firstNameRequired: "forms.field.firstNameRequired",
  lastNameRequired: "forms.field.lastNameRequired",
  notAvailableTitle: "forms.donation.notAvailableTitle",
} as const satisfies Record<string, MessageKey>;

// "$1,250.50" → "1250.50": people type the sign and thousands commas.
const AMOUNT_TEXT = /^\d{1,7}(\.\d{1,2})?$/;

const customAmount = z
  .string({ invalid_type_error: DONATION_MESSAGES.amountFormat })
  .transform((value) =>
    value
      .trim()
      .replace(/^\$\s*/, "")
      .replace(/,(?=\d{3}\b)/g, ""),
  )
  .refine((value) => AMOUNT_TEXT.test(value), DONATION_MESSAGES.amountFormat)
  .transform(Number)
  .refine((value) => value > 0, DONATION_MESSAGES.amountPositive)
  .refine((value) => value <= MAX_DONATION, DONATION_MESSAGES.amountTooLarge);

const donationFields = z.object({
  /** A preset, or "custom" (filled in below) when an amount was typed. */
  amount: z.enum([...DONATION_PRESETS, "custom"], { errorMap: () => ({ message: DONATION_MESSAGES.amountRequired }) }),
  /** When filled, it replaces the preset (the form says so). */
  customAmount: customAmount.optional(),
  purpose: z.enum(DONATION_PURPOSES, { errorMap: () => ({ message: DONATION_MESSAGES.purposeRequired }) }),
  firstName: personName(DONATION_MESSAGES.firstNameRequired),
  lastName: personName(DONATION_MESSAGES.lastNameRequired),
  email: emailAddress,
  phone: optionalPhone,
  anonymous: z.boolean().optional(),
});

/**
 * "An amount is required" is a field-level rule (not an object refinement, which zod would
 * skip while any other field is wrong), so it shows together with the other messages.
 */
export const donationSchema = z.preprocess((input) => {
  if (typeof input !== "object" || input === null) return input;
  // This runs on the raw form values, before conform turns empty strings into undefined.
  const given = (key: string) => key in input && isFilled(Reflect.get(input, key));
  return !given("amount") && given("customAmount") ? { ...input, amount: "custom" } : input;
}, donationFields);

function isFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

export type Donation = z.infer<typeof donationSchema>;

/** The amount the visitor meant: the typed one when given, else the preset. */
export function donationAmount(donation: Pick<Donation, "amount" | "customAmount">): number {
  if (donation.customAmount !== undefined) return donation.customAmount;
  return donation.amount === "custom" ? 0 : Number(donation.amount);
}

/** "$1,250" or "$12.50", the way the page's language writes dollars. */
export function formatDollars(amount: number, locale = "en-US"): string {
  return amount.toLocaleString(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/**
 * The honest answer to 'Complete Donation': what was chosen, and that nothing happened. The amount
 * is written as `locale` writes it; the purpose's name is translated by the page.
 */
export function donationNotAvailableNotice(donation: Donation, locale: string): FormNotice {
  return {
    tone: "info",
    title: DONATION_MESSAGES.notAvailableTitle,
    message: "forms.donation.notAvailable",
    values: { amount: formatDollars(donationAmount(donation), locale) },
    keyValues: { purpose: purposeKey(donation.purpose) },
  };
}
