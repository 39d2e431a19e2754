import { z } from "zod";
import { emailAddress, optionalPhone, personName } from "./field-schemas";

/**
 * The donation form (docs/product.md §S2.8, §S9): presets, a custom amount, a purpose, donor details and
 * the anonymous flag. Online payment does not exist yet, so the action only checks the
 * form and says so honestly (docs/product.md §D5): nothing is charged; the server keeps, logs and passes on
 * nothing of what was typed (the request log records the request, as for any page).
 */

export const DONATION_PRESETS = ["25", "50", "100", "250", "500"] as const;

export const DONATION_PURPOSES = [
  { id: "general-support", label: "General Support" },
  { id: "community-programs", label: "Community Programs" },
  { id: "environmental-initiatives", label: "Environmental Initiatives" },
  { id: "emergency-response", label: "Emergency Response" },
] as const;

type PurposeId = (typeof DONATION_PURPOSES)[number]["id"];
const [firstPurpose, ...otherPurposes] = DONATION_PURPOSES.map((purpose): PurposeId => purpose.id);
const PURPOSE_IDS: readonly [PurposeId, ...PurposeId[]] = [firstPurpose, ...otherPurposes];

/**
 * What each amount would fund: only what the operator of a small help site can really do with
 * money (docs/product.md §D8.3, which drops the spec's shipments and vehicles).
 */
export const DONATION_IMPACT = [
  { amount: 25, text: "A month of hosting for this site" },
  { amount: 50, text: "Checking one guide against USPS's current rules" },
  { amount: 100, text: "Writing a new guide to a question visitors ask" },
  { amount: 250, text: "An accessibility review of the site with screen-reader users" },
] as const;

export const MAX_DONATION = 10_000;

export const DONATION_MESSAGES = {
  amountRequired: "Choose an amount or enter your own",
  amountFormat: "Enter an amount in dollars, such as 40 or 12.50",
  amountPositive: "The amount must be more than $0",
  amountTooLarge: `Online donations are limited to $${MAX_DONATION.toLocaleString("en-US")}`,
  purposeRequired: "Choose what your donation is for",
  firstNameRequired: "Enter your first name",
  lastNameRequired: "Enter your last name",
  notAvailableTitle: "Online donations are not available yet",
} as const;

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
  purpose: z.enum(PURPOSE_IDS, { errorMap: () => ({ message: DONATION_MESSAGES.purposeRequired }) }),
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

export function formatDollars(amount: number): string {
  return amount.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/** The honest answer to 'Complete Donation': what was chosen, and that nothing happened. */
export function donationNotAvailableMessage(donation: Donation): string {
  const purpose = DONATION_PURPOSES.find((p) => p.id === donation.purpose)?.label ?? "General Support";
  return (
    `Thank you for wanting to give ${formatDollars(donationAmount(donation))} to ${purpose}. ` +
    "We cannot take payments online yet, so nothing was charged, and our server kept none of the details you typed."
  );
}
