/**
 * Reading the facts table (data/facts.ts) the way pages state its facts: the value in the page's
 * language, the day it was true ("as of"), and its source. Pure and small, so the server, the
 * browser and the tests share it (docs/decisions/021-facts-table.md).
 */
import { FACTS, type FactId } from "../../../data/facts";
import type { Language } from "~/i18n/languages";
import type { DurationUnit, Fact, FactSource, FactValue } from "~/lib/facts/fact-types";

export { FACTS, type FactId };

/** Every fact, by id. Widened so that a string from a page can be looked up. */
export const FACT_TABLE: Readonly<Record<string, Fact>> = FACTS;

export function isFactId(id: string): id is FactId {
  return Object.hasOwn(FACTS, id);
}

export function getFact(id: FactId): Fact {
  return FACTS[id];
}

// One formatter per language for the life of the process: "July 12, 2026", "12 de julio de 2026".
const DAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }),
  es: new Intl.DateTimeFormat("es-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }),
};

/** A `YYYY-MM-DD` day as a reader of the language writes it. */
export function formatDay(isoDay: string, language: Language): string {
  return DAY_FORMATS[language].format(new Date(`${isoDay}T00:00:00Z`));
}

/** Money as US readers write it: "82¢" / "82 centavos" under a dollar, "$1.69", "$1,000". */
export function formatMoney(cents: number, language: Language): string {
  if (cents < 100) return language === "en" ? `${cents}¢` : `${cents} centavos`;
  const whole = cents % 100 === 0;
  const dollars = (cents / 100).toLocaleString("en-US", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `$${dollars}`;
}

function formatDays(days: number, business: boolean | undefined, language: Language): string {
  if (language === "en") return `${days} ${business ? "business " : ""}${days === 1 ? "day" : "days"}`;
  return days === 1 ? `1 día${business ? " hábil" : ""}` : `${days} días${business ? " hábiles" : ""}`;
}

/** "9 p.m." / "9 p. m.", "12 p.m.", "8:30 a.m." (American English; the Spanish spacing of STYLE). */
export function formatTime(hour: number, minute: number | undefined, language: Language): string {
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute ? `:${String(minute).padStart(2, "0")}` : "";
  const half = hour < 12 ? "a" : "p";
  return language === "en" ? `${clock}${minutes} ${half}.m.` : `${clock}${minutes} ${half}. m.`;
}

const DURATION_WORDS: Record<Language, Record<DurationUnit, [one: string, many: string]>> = {
  en: { hour: ["hour", "hours"], week: ["week", "weeks"], month: ["month", "months"], year: ["year", "years"] },
  es: { hour: ["hora", "horas"], week: ["semana", "semanas"], month: ["mes", "meses"], year: ["año", "años"] },
};

function formatDuration(amount: number, unit: DurationUnit, language: Language): string {
  const [one, many] = DURATION_WORDS[language][unit];
  return `${amount} ${amount === 1 ? one : many}`;
}

/** One end of a day range alone, "30 days" / "30 días": a page that says "for more than 30 days". */
export function formatRangeEnd(value: FactValue, end: "min" | "max", language: Language): string | undefined {
  if (value.kind !== "day-range") return undefined;
  return formatDays(end === "min" ? value.min : value.max, value.business, language);
}

/** The value alone, worded for `language`. */
export function formatValue(value: FactValue, language: Language): string {
  switch (value.kind) {
    case "money":
      return formatMoney(value.cents, language);
    case "days":
      return formatDays(value.days, value.business, language);
    case "day-range":
      return language === "en"
        ? `${value.min} to ${value.max} ${value.business ? "business " : ""}days`
        : `de ${value.min} a ${value.max} días${value.business ? " hábiles" : ""}`;
    case "short-code":
      return value.spelled ? `${value.code} (${value.spelled})` : value.code;
    case "date":
      return formatDay(value.day, language);
    case "time":
      return formatTime(value.hour, value.minute, language);
    case "duration":
      return formatDuration(value.amount, value.unit, language);
    case "text":
      return value.text[language];
  }
}

/** A fact's value as a page in `language` states it: "82¢", "7 días hábiles", "28777 (2USPS)". */
export function factText(id: FactId, language: Language): string {
  return formatValue(FACTS[id].value, language);
}

/**
 * The day a page says the fact was true: the day it took effect when known, else the day a report
 * stated it, else the day it was checked.
 */
export function factAsOfDay(fact: Fact): string {
  return fact.since ?? fact.reported ?? fact.checked;
}

/** "as of July 12, 2026" / "desde el 12 de julio de 2026" (or "al 27 de noviembre de 2026" for a checked or reported day). */
export function asOfPhrase(fact: Fact, language: Language): string {
  const day = formatDay(factAsOfDay(fact), language);
  if (language === "en") return `as of ${day}`;
  return fact.since ? `desde el ${day}` : `al ${day}`;
}

/** The source a page links: the first, which the checks require to be official. */
export function primarySource(fact: Fact): FactSource {
  return fact.sources[0];
}

/** Whether a Spanish page must say that the source is in English (issue 36: "(en inglés)"). */
function sourceInEnglish(fact: Fact, language: Language): boolean {
  return language === "es" && (primarySource(fact).language ?? "en") !== "es";
}

/** The source as a markdown link, or its name alone when the site may not link it (`linkable: false`). */
function sourceReference(source: FactSource, language: Language): string {
  return source.linkable === false ? source.title[language] : `[${source.title[language]}](${source.url})`;
}

/** The source as a markdown link; on a Spanish page, an English page says so: "[…](…) (en inglés)". */
export function sourceLink(fact: Fact, language: Language): string {
  const link = sourceReference(primarySource(fact), language);
  return sourceInEnglish(fact, language) ? `${link} (en inglés)` : link;
}

/**
 * The whole statement, in markdown: "82¢ (as of July 12, 2026; [USPS price list (Notice 123)](…))",
 * "82 centavos (desde el 12 de julio de 2026; [lista de precios de USPS (Notice 123)](…), en inglés)".
 */
export function factStatement(fact: Fact, language: Language): string {
  const link = `${sourceReference(primarySource(fact), language)}${sourceInEnglish(fact, language) ? ", en inglés" : ""}`;
  const dated = `${asOfPhrase(fact, language)}; ${link}`;
  const { value } = fact;
  // One parenthesis, not two in a row: "28777 (2USPS; as of …; […](…))".
  if (value.kind === "short-code" && value.spelled) return `${value.code} (${value.spelled}; ${dated})`;
  return `${formatValue(value, language)} (${dated})`;
}

/** Typed readers for code that computes with a fact (the tracking reader, the message checker). */
export function factCents(id: FactId): number {
  const { value } = getFact(id);
  if (value.kind !== "money") throw new Error(`fact ${id} is not money`);
  return value.cents;
}

export function factDays(id: FactId): { days: number; business: boolean } {
  const { value } = getFact(id);
  if (value.kind !== "days") throw new Error(`fact ${id} is not a number of days`);
  return { days: value.days, business: value.business ?? false };
}

export function factShortCode(id: FactId): string {
  const { value } = getFact(id);
  if (value.kind !== "short-code") throw new Error(`fact ${id} is not a short code`);
  return value.code;
}
