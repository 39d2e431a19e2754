import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { compiledCatalog } from "~/i18n/catalogs.server";
import type { Language } from "~/i18n/languages";
import { createTranslator, type Translator } from "~/i18n/translate";
import { getConfig } from "~/lib/config.server";
import { boundedReply, formFields } from "~/lib/forms/form-limits.server";
import { errorNotice, type FormNotice } from "~/lib/forms/form-notice";
import {
  clientKeyFor,
  createRateLimiter,
  limitStore,
  type RateLimitDecision,
  type RateLimiter,
} from "~/lib/forms/rate-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { countToolUse } from "~/lib/metrics.server";
import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import { serverToday } from "~/lib/postal-calendar/today.server";
import { getRedis } from "~/lib/redis.server";
import { minutesToWait } from "~/lib/retry-after";
import { planIcs } from "~/lib/tracking-reader/plan-ics";
import { readTracking } from "~/lib/tracking-reader/read-tracking";
import { readingView, type ReadingView } from "~/lib/tracking-reader/reading-view";
import {
  MAILED_ON_YEARS_BACK,
  TRACKING_HELP_LIMITS,
  TRACKING_HELP_TEXTS,
  trackingHelpSchema,
  type TrackingHelpValues,
} from "~/lib/tracking-reader/tracking-help-form";

/**
 * The tracking reader's actions: the page's (/tracking-help) reads the post within its size and
 * bounds, validates, counts it against the client's limit and reads the history; the plan's
 * download (/tracking-help.ics) answers the same fields with the .ics. The paste lives only in this request's memory: nothing
 * here logs, stores, caches or sends it (docs/product.md §D10.2), every answer is no-store, and
 * only the outcome is counted. An answer shows again only the form's fields, each at most twice
 * its limit (boundedReply).
 */
export interface TrackingHelpAnswer {
  result: SubmissionResult<string[]>;
  notice: FormNotice | null;
  reading: ReadingView | null;
}

const NO_STORE = { "Cache-Control": "no-store" };
/** The history has no `.max()` (its page has no maxlength): its limit is named here. */
export const TRACKING_HELP_FIELDS = formFields(trackingHelpSchema, { maxLengths: TRACKING_HELP_LIMITS });

let limiter: RateLimiter | undefined;
function readerLimiter(): RateLimiter {
  // The checker's allowance (MESSAGE_CHECKS_PER_CLIENT), counted apart: reading costs CPU, not e-mail.
  limiter ??= createRateLimiter({ ...getConfig().messageCheckLimit, keyPrefix: "reader" }, limitStore(getRedis()));
  return limiter;
}

export interface TrackingHelpOptions {
  limits?: RateLimiter;
  today?: CivilDate;
  /** The .ics only. */
  siteName?: string;
  now?: Date;
}

export async function handleTrackingHelp(
  request: Request,
  { clientAddress, language }: AppLoadContext,
  options: TrackingHelpOptions = {},
) {
  const limits = options.limits ?? readerLimiter();
  const answer = (
    result: SubmissionResult<string[]>,
    notice: FormNotice | null,
    reading: ReadingView | null,
    status = 200,
    headers: Record<string, string> = {},
  ) =>
    data<TrackingHelpAnswer>(
      { result: boundedReply(result, TRACKING_HELP_FIELDS), notice, reading },
      { status, headers: { ...NO_STORE, ...headers } },
    );
  const limited = (decision: Exclude<RateLimitDecision, { allowed: true }>, result: SubmissionResult<string[]>) =>
    answer(result, rateLimitNotice(decision), null, 429, { "Retry-After": String(decision.retryAfterSeconds) });

  const read = await readForm(request, { fields: TRACKING_HELP_FIELDS });
  if (!read.ok) {
    // Too large, not a form, broken or outside the form's bounds: said above the form; the form's
    // fields that were read are kept. It counts against the client's limit.
    const fields = read.reason === "too-large" || read.reason === "out-of-bounds" ? read.fields : new FormData();
    const result = parseWithZod(fields, { schema: trackingHelpSchema }).reply();
    const counted = await limits.countRefusal(clientKeyFor(clientAddress));
    if (!counted.allowed) return limited(counted, result);
    countToolUse("tracking-reader", "refused");
    return answer(result, errorNotice(TRACKING_HELP_TEXTS.unreadable), null, read.status);
  }
  const today = options.today ?? serverToday();
  const checked = checkSubmission(read.formData, today);
  if (!checked.ok) {
    countToolUse("tracking-reader", "invalid");
    return answer(checked.result, null, null, 400);
  }
  const decision = await limits.consume(clientKeyFor(clientAddress));
  if (!decision.allowed) return limited(decision, checked.result);

  const translator = readerTranslator(language);
  const reading = readTracking(checked.value.history, readOptions(checked.value, today));
  const ics = planIcs(reading, translator, { today, siteName: "", stamp: new Date(0) }) !== undefined;
  // The verdict only: the paste itself is never kept, not even counted by content.
  countToolUse("tracking-reader", reading.verdict?.id ?? "no-events");
  return answer(checked.result, null, readingView(reading, translator, today, ics));
}

/**
 * The plan's days as an .ics (the resource route /tracking-help.ics): the same fields the reading
 * came from, sent again by the result's download form, read the same way and under the same
 * limit. The answer is the file or a short plain-text refusal: the form only ever sends fields
 * that were just read, so a refusal is a hand-made post's.
 */
export async function handlePlanDownload(
  request: Request,
  { clientAddress, language }: AppLoadContext,
  options: TrackingHelpOptions = {},
): Promise<Response> {
  const limits = options.limits ?? readerLimiter();
  const refuse = (status: number, headers: Record<string, string> = {}) =>
    new Response(status === 429 ? "Too many requests\n" : "Nothing to download\n", {
      status,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...headers },
    });
  const read = await readForm(request, { fields: TRACKING_HELP_FIELDS });
  if (!read.ok) {
    const counted = await limits.countRefusal(clientKeyFor(clientAddress));
    if (!counted.allowed) return refuse(429, { "Retry-After": String(counted.retryAfterSeconds) });
    return refuse(read.status);
  }
  const today = options.today ?? serverToday();
  const checked = checkSubmission(read.formData, today);
  if (!checked.ok) return refuse(400);
  const decision = await limits.consume(clientKeyFor(clientAddress));
  if (!decision.allowed) return refuse(429, { "Retry-After": String(decision.retryAfterSeconds) });
  const reading = readTracking(checked.value.history, readOptions(checked.value, today));
  const siteName = options.siteName ?? getConfig().siteName;
  const ics = planIcs(reading, readerTranslator(language), { today, siteName, stamp: options.now ?? new Date() });
  if (!ics) return refuse(404);
  countToolUse("tracking-reader", "ics");
  return new Response(ics, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ICS_FILE_NAME[language]}"`,
    },
  });
}

const ICS_FILE_NAME: Record<Language, string> = { en: "parcel-dates.ics", es: "fechas-del-paquete.ics" };

const translators = new Map<Language, Translator>();

/** The reading's words and the .ics's in the content language (context.language), one per process. */
function readerTranslator(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    const messages = {
      ...compiledCatalog(language, "calendar").messages,
      ...compiledCatalog(language, "reader").messages,
    };
    // The keys are the code's own (MessageKey), never a client's: a missing one is a build mistake.
    translator = createTranslator(language, messages, "throw");
    translators.set(language, translator);
  }
  return translator;
}

export type CheckedSubmission =
  | { ok: true; value: TrackingHelpValues; result: SubmissionResult<string[]> }
  | { ok: false; result: SubmissionResult<string[]> };

/**
 * The schema's checks, then the one the browser cannot make: a mailing day after the server's
 * today, or years before it. Pure: the property test sends it anything.
 */
export function checkSubmission(formData: FormData, today: CivilDate): CheckedSubmission {
  const submission = parseWithZod(formData, { schema: trackingHelpSchema });
  if (submission.status !== "success") return { ok: false, result: submission.reply() };
  const mailedOn = submission.value.mailedOn;
  if (mailedOn && mailedOn > today) {
    return { ok: false, result: submission.reply({ fieldErrors: { mailedOn: [TRACKING_HELP_TEXTS.mailedOnFuture] } }) };
  }
  if (mailedOn && Number(mailedOn.slice(0, 4)) < Number(today.slice(0, 4)) - MAILED_ON_YEARS_BACK) {
    return {
      ok: false,
      result: submission.reply({ fieldErrors: { mailedOn: [TRACKING_HELP_TEXTS.mailedOnInvalid] } }),
    };
  }
  return { ok: true, value: submission.value, result: submission.reply() };
}

export function readOptions(value: TrackingHelpValues, today: CivilDate) {
  return { today, service: value.service, mailedOn: value.mailedOn, insured: value.insured === true };
}

/** The client's own limit, or the site's hour used up (with the minutes to wait). */
function rateLimitNotice(decision: Exclude<RateLimitDecision, { allowed: true }>): FormNotice {
  if (decision.scope === "client") return errorNotice(TRACKING_HELP_TEXTS.rateLimited);
  return {
    tone: "error",
    message: TRACKING_HELP_TEXTS.siteBusy,
    values: { minutes: minutesToWait(decision.retryAfterSeconds) },
  };
}
