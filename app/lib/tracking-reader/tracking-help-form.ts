import { z } from "zod";
import { parseCivilDate } from "~/lib/postal-calendar/civil-date";
import { MAX_PASTE_CHARS } from "~/lib/tracking-reader/paste";
import { SERVICES } from "~/lib/tracking-reader/service";

/**
 * The tracking reader's form (/tracking-help), one schema for the browser (conform) and the
 * action. The history has no `maxlength` in the page: a browser would cut a long paste without a
 * word, so the limit is a message beside the field, with the text kept. The mailing day is a
 * calendar day; that it is not after today is the server's check (its today, not the browser's).
 */
export const TRACKING_HELP_LIMITS = { history: MAX_PASTE_CHARS } as const;

/** A year or two back is any parcel's trip; older mailing days are refused as typing slips. */
export const MAILED_ON_YEARS_BACK = 2;

/** What the form and the action say, as keys of the reader's strings (the form translates them). */
export const TRACKING_HELP_TEXTS = {
  historyRequired: "reader.form.historyRequired",
  historyTooLong: "reader.form.historyTooLong",
  mailedOnInvalid: "reader.form.mailedOnInvalid",
  mailedOnFuture: "reader.form.mailedOnFuture",
  serviceInvalid: "reader.form.serviceInvalid",
  insuredInvalid: "reader.form.insuredInvalid",
  unreadable: "reader.form.unreadable",
  rateLimited: "reader.form.rateLimited",
  /** Shown with `{ minutes }`: the site's hourly allowance is used up, whatever this visitor did. */
  siteBusy: "reader.form.siteBusy",
} as const;

/** The values those messages name, with the numbers written the page's way. */
export function trackingHelpTextValues(number: (value: number) => string) {
  return { historyMax: number(TRACKING_HELP_LIMITS.history), years: MAILED_ON_YEARS_BACK };
}

export const trackingHelpSchema = z.object({
  history: z
    .string({
      required_error: TRACKING_HELP_TEXTS.historyRequired,
      invalid_type_error: TRACKING_HELP_TEXTS.historyRequired,
    })
    .refine((value) => value.trim() !== "", TRACKING_HELP_TEXTS.historyRequired)
    .refine((value) => value.length <= TRACKING_HELP_LIMITS.history, TRACKING_HELP_TEXTS.historyTooLong),
  service: z.enum(SERVICES, { message: TRACKING_HELP_TEXTS.serviceInvalid }).optional(),
  mailedOn: z
    .string({ invalid_type_error: TRACKING_HELP_TEXTS.mailedOnInvalid })
    .max(10, TRACKING_HELP_TEXTS.mailedOnInvalid)
    .refine((value) => parseCivilDate(value) !== undefined, TRACKING_HELP_TEXTS.mailedOnInvalid)
    .optional(),
  insured: z.boolean({ invalid_type_error: TRACKING_HELP_TEXTS.insuredInvalid }).optional(),
});

export type TrackingHelpValues = z.output<typeof trackingHelpSchema>;
