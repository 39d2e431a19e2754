/**
 * The site's FAQ: the CSV loaded once per process (faq-data.server) with the
 * carrier's phone number from configuration in every canned answer.
 */
import { getConfig } from "~/lib/config.server";
import { loadFaqData } from "./faq-data.server";
import type { FaqData } from "./faq-builder";

export function getFaqData(): Promise<FaqData> {
  return loadFaqData({ carrierPhone: getConfig().carrierPhone });
}
