import calendar from "~/i18n/catalogs/en/calendar";
import checker from "~/i18n/catalogs/en/checker";
import common from "~/i18n/catalogs/en/common";
import faq from "~/i18n/catalogs/en/faq";
import forms from "~/i18n/catalogs/en/forms";
import pages from "~/i18n/catalogs/en/pages";
import reader from "~/i18n/catalogs/en/reader";
import server from "~/i18n/catalogs/en/server";
import tracking from "~/i18n/catalogs/en/tracking";
import type { Catalogs } from "~/i18n/catalog-types";

/** Every namespace of this language (app/i18n/catalog-types.ts). */
const catalogs: Catalogs = { common, tracking, checker, faq, forms, pages, calendar, reader, server };

export default catalogs;
