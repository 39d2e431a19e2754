import enCommon from "~/i18n/catalogs/en/common";
import esCommon from "~/i18n/catalogs/es/common";
import enChecker from "~/i18n/catalogs/en/checker";
import esChecker from "~/i18n/catalogs/es/checker";
import enFaq from "~/i18n/catalogs/en/faq";
import esFaq from "~/i18n/catalogs/es/faq";
import enForms from "~/i18n/catalogs/en/forms";
import esForms from "~/i18n/catalogs/es/forms";
import enPages from "~/i18n/catalogs/en/pages";
import esPages from "~/i18n/catalogs/es/pages";
import enServer from "~/i18n/catalogs/en/server";
import esServer from "~/i18n/catalogs/es/server";
import enTracking from "~/i18n/catalogs/en/tracking";
import esTracking from "~/i18n/catalogs/es/tracking";
import enCalendar from "~/i18n/catalogs/en/calendar";
import esCalendar from "~/i18n/catalogs/es/calendar";
import enReader from "~/i18n/catalogs/en/reader";
import esReader from "~/i18n/catalogs/es/reader";
import type { Language } from "~/i18n/languages";

/**
 * Every namespace of UI strings, in both languages: the one list of them. A route's loader names
 * the namespaces its page uses (strings.server.ts); the English file of each namespace is the
 * source, and its Spanish file must have exactly its keys (a type error, and
 * tests/unit/catalogs.test.ts, when one is missing). Messages are ICU MessageFormat: `{name}`,
 * `{count, plural, one {…} other {…}}`; `<tag>…</tag>` marks where T puts a component.
 */
export const CATALOGS = {
  common: { en: enCommon, es: esCommon },
  /** The landing page's tools and the tracking results. */
  tracking: { en: enTracking, es: esTracking },
  /** The message checker: its page, verdicts, reasons and advice. */
  checker: { en: enChecker, es: esChecker },
  /** The help centre: FAQ pages, search, guides and feedback. */
  faq: { en: enFaq, es: esFaq },
  /** Contact, complaint, career and donation, and every field's messages. */
  forms: { en: enForms, es: esForms },
  /** About, partners, help and the legal pages. */
  pages: { en: enPages, es: esPages },
  /** The postal calendar: holiday names, today's answer and the .ics export (app/lib/postal-calendar/). */
  calendar: { en: enCalendar, es: esCalendar },
  /** The tracking reader: verdicts, reasons, plan steps, status meanings, timeline and .ics (app/lib/tracking-reader/). */
  reader: { en: enReader, es: esReader },
  /** The small pages the server answers by itself (server/request-guards.mjs); never sent to a browser. */
  server: { en: enServer, es: esServer },
} satisfies Record<string, Record<Language, Record<string, string>>>;

export type Namespace = keyof typeof CATALOGS;

type KeysOf<N extends Namespace> = keyof (typeof CATALOGS)[N]["en"];
export type MessageKey = { [N in Namespace]: KeysOf<N> }[Namespace] & string;

/** A Spanish (or any other) catalog: exactly the English file's keys, each a string. */
export type Translation<English> = { [Key in keyof English]: string };
