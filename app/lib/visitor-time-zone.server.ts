/**
 * A guess at the visitor's time zone from the Accept-Language header (docs/product.md §D6):
 * the region of their preferred language ("en-GB" -> GB) through a country -> zone
 * table, UTC when the header names no region or one we do not know. Used for dates
 * that should read as "local" without any script, so server and hydrated page agree.
 */

export const FALLBACK_TIME_ZONE = "UTC";

/**
 * Each country's most populous zone: a visitor in Perth sees Sydney's date, which is
 * the best a language header can tell us. ISO 3166-1 alpha-2 keys.
 */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  // Americas
  US: "America/New_York",
  CA: "America/Toronto",
  MX: "America/Mexico_City",
  PR: "America/Puerto_Rico",
  GU: "Pacific/Guam",
  BR: "America/Sao_Paulo",
  AR: "America/Argentina/Buenos_Aires",
  CL: "America/Santiago",
  CO: "America/Bogota",
  PE: "America/Lima",
  VE: "America/Caracas",
  EC: "America/Guayaquil",
  UY: "America/Montevideo",
  PY: "America/Asuncion",
  BO: "America/La_Paz",
  CR: "America/Costa_Rica",
  PA: "America/Panama",
  GT: "America/Guatemala",
  SV: "America/El_Salvador",
  HN: "America/Tegucigalpa",
  NI: "America/Managua",
  DO: "America/Santo_Domingo",
  CU: "America/Havana",
  HT: "America/Port-au-Prince",
  JM: "America/Jamaica",
  TT: "America/Port_of_Spain",
  BS: "America/Nassau",
  // Europe
  GB: "Europe/London",
  IE: "Europe/Dublin",
  PT: "Europe/Lisbon",
  IS: "Atlantic/Reykjavik",
  FR: "Europe/Paris",
  DE: "Europe/Berlin",
  ES: "Europe/Madrid",
  IT: "Europe/Rome",
  NL: "Europe/Amsterdam",
  BE: "Europe/Brussels",
  LU: "Europe/Luxembourg",
  CH: "Europe/Zurich",
  AT: "Europe/Vienna",
  DK: "Europe/Copenhagen",
  SE: "Europe/Stockholm",
  NO: "Europe/Oslo",
  PL: "Europe/Warsaw",
  CZ: "Europe/Prague",
  SK: "Europe/Bratislava",
  HU: "Europe/Budapest",
  SI: "Europe/Ljubljana",
  HR: "Europe/Zagreb",
  RS: "Europe/Belgrade",
  BA: "Europe/Sarajevo",
  ME: "Europe/Podgorica",
  MK: "Europe/Skopje",
  AL: "Europe/Tirane",
  MT: "Europe/Malta",
  FI: "Europe/Helsinki",
  EE: "Europe/Tallinn",
  LV: "Europe/Riga",
  LT: "Europe/Vilnius",
  UA: "Europe/Kyiv",
  BY: "Europe/Minsk",
  MD: "Europe/Chisinau",
  RO: "Europe/Bucharest",
  BG: "Europe/Sofia",
  GR: "Europe/Athens",
  CY: "Asia/Nicosia",
  TR: "Europe/Istanbul",
  RU: "Europe/Moscow",
  // Middle East and Africa
  IL: "Asia/Jerusalem",
  LB: "Asia/Beirut",
  JO: "Asia/Amman",
  IQ: "Asia/Baghdad",
  IR: "Asia/Tehran",
  SA: "Asia/Riyadh",
  AE: "Asia/Dubai",
  QA: "Asia/Qatar",
  KW: "Asia/Kuwait",
  BH: "Asia/Bahrain",
  OM: "Asia/Muscat",
  EG: "Africa/Cairo",
  MA: "Africa/Casablanca",
  DZ: "Africa/Algiers",
  TN: "Africa/Tunis",
  NG: "Africa/Lagos",
  GH: "Africa/Accra",
  SN: "Africa/Dakar",
  CI: "Africa/Abidjan",
  CM: "Africa/Douala",
  KE: "Africa/Nairobi",
  ET: "Africa/Addis_Ababa",
  TZ: "Africa/Dar_es_Salaam",
  UG: "Africa/Kampala",
  ZA: "Africa/Johannesburg",
  // Asia and Oceania
  GE: "Asia/Tbilisi",
  AM: "Asia/Yerevan",
  AZ: "Asia/Baku",
  KZ: "Asia/Almaty",
  UZ: "Asia/Tashkent",
  AF: "Asia/Kabul",
  PK: "Asia/Karachi",
  IN: "Asia/Kolkata",
  NP: "Asia/Kathmandu",
  LK: "Asia/Colombo",
  BD: "Asia/Dhaka",
  MM: "Asia/Yangon",
  TH: "Asia/Bangkok",
  LA: "Asia/Vientiane",
  KH: "Asia/Phnom_Penh",
  VN: "Asia/Ho_Chi_Minh",
  MY: "Asia/Kuala_Lumpur",
  SG: "Asia/Singapore",
  ID: "Asia/Jakarta",
  PH: "Asia/Manila",
  CN: "Asia/Shanghai",
  HK: "Asia/Hong_Kong",
  TW: "Asia/Taipei",
  MN: "Asia/Ulaanbaatar",
  KR: "Asia/Seoul",
  JP: "Asia/Tokyo",
  AU: "Australia/Sydney",
  NZ: "Pacific/Auckland",
  FJ: "Pacific/Fiji",
};

// A real header is a few dozen characters; a hostile one is cut short rather than parsed.
const MAX_HEADER_LENGTH = 512;
const MAX_RANGES = 20;

type LanguageRange = { language: string; region?: string; quality: number };

/** The header's language ranges, most preferred first; malformed ones are skipped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(",").slice(0, MAX_RANGES)) {
    const [rawTag = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (rawTag === "" || rawTag === "*") continue;
    const qualityParam = params.find((param) => /^q=/i.test(param));
    const quality = qualityParam === undefined ? 1 : Number(qualityParam.slice(2));
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) continue;
    let locale: Intl.Locale;
    try {
      locale = new Intl.Locale(rawTag);
    } catch {
      continue;
    }
    ranges.push({ language: locale.language, region: locale.region, quality });
  }
  // Array.prototype.sort is stable: equal weights keep the header's order.
  return ranges.sort((a, b) => b.quality - a.quality);
}

/**
 * The country of the visitor's preferred language: the first range of that language
 * that names a known region. A second language does not count ("de, en-US;q=0.5" is
 * a German reader, not a New Yorker), and "fr" alone names no country at all.
 */
export function countryFromAcceptLanguage(header: string | null | undefined): string | undefined {
  const ranges = parseAcceptLanguage(header);
  const preferred = ranges[0];
  if (!preferred) return undefined;
  return ranges.find(
    (range) =>
      range.language === preferred.language &&
      range.region !== undefined &&
      Object.hasOwn(COUNTRY_TIME_ZONES, range.region),
  )?.region;
}

export function timeZoneFromAcceptLanguage(header: string | null | undefined): string {
  const country = countryFromAcceptLanguage(header);
  return country ? COUNTRY_TIME_ZONES[country] : FALLBACK_TIME_ZONE;
}

export type CalendarDate = {
  timeZone: string;
  /** `YYYY-MM-DD`, for `<time dateTime>`. */
  isoDate: string;
  /** As a reader sees it, e.g. "November 21, 2026". */
  label: string;
};

// Building a DateTimeFormat is the slow part; the zones are a fixed, small set.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatFor(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const labelFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** The calendar day before `now`'s day in `timeZone`. */
export function yesterdayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  const parts = dayFormatFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // Date.UTC rolls day 0 back into the previous month (and year), so this is plain calendar arithmetic.
  const yesterday = new Date(Date.UTC(part("year"), part("month") - 1, part("day") - 1));
  return {
    timeZone,
    isoDate: yesterday.toISOString().slice(0, 10),
    label: labelFormat.format(yesterday),
  };
}

/** Yesterday as the visitor most likely counts it. */
export function visitorYesterday(acceptLanguage: string | null | undefined, now: Date = new Date()): CalendarDate {
  return yesterdayIn(timeZoneFromAcceptLanguage(acceptLanguage), now);
}
