import { Link, useLocation } from "@remix-run/react";
import { englishPath } from "~/i18n/languages";
import { T, useTranslation } from "~/i18n/use-translation";

/** On a translated legal page: the English version governs where the two differ (docs/product.md §D9.6). */
export function TranslationNote() {
  const { language } = useTranslation();
  const { pathname } = useLocation();
  if (language === "en") return null;
  return (
    <p className="mt-2 text-sm text-slate-600">
      <T k="pages.englishGoverns" components={{ link: <Link to={englishPath(pathname)} hrefLang="en" /> }} />
    </p>
  );
}
