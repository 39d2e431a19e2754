/**
 * The site's FAQ: the CSV loaded once per process and language (faq-data.server) with the
 * carrier's phone number from configuration in every canned answer.
 */
import { data } from "@remix-run/node";
import type { Language } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings.server";
import { getConfig } from "~/lib/config.server";
import { loadFaqData } from "./faq-data.server";
import type { FaqData } from "./faq-builder";

/** The FAQ in one language, loaded once per process per language. */
export function getFaqData(language: Language = "en"): Promise<FaqData> {
  return loadFaqData({ carrierPhone: getConfig().carrierPhone, language });
}

/** What a help-centre loader throws for a page it does not have: the 404, with the strings its screen needs. */
export function faqNotFound(request: Request): never {
  throw data({ strings: stringsFor(request, "faq") }, { status: 404, statusText: "Not Found" });
}
