import { ErrorScreen } from "~/components/error-screen";
import type { Translator } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";

export type FaqMissingPage = "category" | "entry";

const TEXTS = {
  category: { title: "faq.categoryPage.notFound.title", text: "faq.categoryPage.notFound.text" },
  entry: { title: "faq.entry.notFound.title", text: "faq.entry.notFound.text" },
} as const;

/** The title and description of a missing category's or entry's page (its meta and its screen). */
export function notFoundTexts(page: FaqMissingPage, { t }: Pick<Translator, "t">) {
  return { title: t(TEXTS[page].title), text: t(TEXTS[page].text) };
}

/** The 404 state of a category or entry page (docs/product.md §S2.7). */
export function FaqNotFound({ page }: { page: FaqMissingPage }) {
  const translator = useTranslation();
  const { title, text } = notFoundTexts(page, translator);
  return <ErrorScreen title={title} text={text} link={{ to: "/", label: translator.t("faq.notFound.link") }} />;
}
