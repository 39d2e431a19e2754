import { LanguageLink } from "~/components/links";
import { LANGUAGES } from "~/i18n/languages";
import { T, useTranslation } from "~/i18n/use-translation";

/** On a translated legal page: the English version governs where the two differ (docs/product.md §D9.6). */
export function TranslationNote() {
  const { language } = useTranslation();
  if (language === LANGUAGES[0]) return null;
  return (
    <p className="mt-2 text-sm text-slate-600">
      <T k="pages.englishGoverns" components={{ link: <LanguageLink language={LANGUAGES[0]} /> }} />
    </p>
  );
}
