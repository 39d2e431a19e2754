import calendar from "~/i18n/catalogs/es/calendar";
import checker from "~/i18n/catalogs/es/checker";
import common from "~/i18n/catalogs/es/common";
import faq from "~/i18n/catalogs/es/faq";
import forms from "~/i18n/catalogs/es/forms";
import pages from "~/i18n/catalogs/es/pages";
import reader from "~/i18n/catalogs/es/reader";
import server from "~/i18n/catalogs/es/server";
import tracking from "~/i18n/catalogs/es/tracking";
import type { Catalogs } from "~/i18n/catalog-types";

/** Every namespace of this language (app/i18n/catalog-types.ts). */
const catalogs: Catalogs = { common, tracking, checker, faq, forms, pages, calendar, reader, server };

export default catalogs;
