import type { ErrorResponse } from "@remix-run/react";
import { ErrorScreen } from "~/components/error-screen";
import type { Language } from "~/i18n/languages";
import { createTranslator, type RouteStrings, type Translator } from "~/i18n/translate";
import { useLocalPath, useTranslation } from "~/i18n/use-translation";

export type FaqMissingPage = "category" | "entry";

const TEXTS = {
  category: { title: "faq.categoryPage.notFound.title", text: "faq.categoryPage.notFound.text" },
  entry: { title: "faq.entry.notFound.title", text: "faq.entry.notFound.text" },
} as const;

/**
 * The 404's own strings: a loader that finds no page throws them with the status
 * (faqNotFound in faq-source.server), since no loader data reaches the error boundary.
 */
export function notFoundTranslator(error: unknown, language: Language): Translator {
  const strings =
    error && typeof error === "object" && "data" in error
      ? (error.data as { strings?: RouteStrings } | null)?.strings
      : undefined;
  return createTranslator(language, strings?.language === language ? strings.messages : {});
}

/** The title and description of a missing category's or entry's page. */
export function notFoundTexts(page: FaqMissingPage, error: unknown, language: Language) {
  const { t } = notFoundTranslator(error, language);
  return { title: t(TEXTS[page].title), text: t(TEXTS[page].text) };
}

/** The 404 state of a category or article page (docs/product.md §S2.7). */
export function FaqNotFound({ page, error }: { page: FaqMissingPage; error: ErrorResponse }) {
  const { language } = useTranslation();
  const localPath = useLocalPath();
  const { t } = notFoundTranslator(error, language);
  return (
    <ErrorScreen
      title={t(TEXTS[page].title)}
      text={t(TEXTS[page].text)}
      link={{ to: localPath("/"), label: t("faq.notFound.link") }}
    />
  );
}
