import type calendar from "~/i18n/catalogs/en/calendar";
import type checker from "~/i18n/catalogs/en/checker";
import type common from "~/i18n/catalogs/en/common";
import type faq from "~/i18n/catalogs/en/faq";
import type forms from "~/i18n/catalogs/en/forms";
import type pages from "~/i18n/catalogs/en/pages";
import type reader from "~/i18n/catalogs/en/reader";
import type server from "~/i18n/catalogs/en/server";
import type tracking from "~/i18n/catalogs/en/tracking";

/**
 * The shape of the UI string catalogs, from the English files (the source): types only, so a
 * translation's files can name them without importing the catalogs' list (catalogs.server.ts).
 * Messages are ICU MessageFormat: `{name}`, `{count, plural, one {…} other {…}}`; `<tag>…</tag>`
 * marks where T puts a component.
 */
export interface EnglishCatalogs {
  /** The document shell, header, footer, menus and error screens: every page has them. */
  common: typeof common;
  /** The landing page's tools and the tracking results. */
  tracking: typeof tracking;
  /** The message checker: its page, verdicts, reasons and advice. */
  checker: typeof checker;
  /** The help centre: FAQ pages, search, guides and feedback. */
  faq: typeof faq;
  /** Contact, complaint, career and donation, and every field's messages. */
  forms: typeof forms;
  /** About, partners, help and the legal pages. */
  pages: typeof pages;
  /** The postal calendar: holiday names, today's answer and the .ics export (app/lib/postal-calendar/). */
  calendar: typeof calendar;
  /** The tracking reader: verdicts, reasons, plan steps, status meanings, timeline and .ics (app/lib/tracking-reader/). */
  reader: typeof reader;
  /** The small pages the server answers by itself (server/request-guards.mjs); no page route declares it. */
  server: typeof server;
}

export type Namespace = keyof EnglishCatalogs;

export type MessageKey = { [N in Namespace]: keyof EnglishCatalogs[N] & string }[Namespace];

/** A translation of one English catalog file: exactly its keys, each a string. */
export type Translation<English> = { [Key in keyof English]: string };

/** One language's catalogs: every namespace, each with exactly the English keys. */
export type Catalogs = { [N in Namespace]: Translation<EnglishCatalogs[N]> };
