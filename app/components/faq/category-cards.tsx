import { NavAnchor, useClientNavigation } from "~/components/links";
import { useTranslation } from "~/i18n/use-translation";
import { categoryTextKeys, type FaqCategoryId } from "~/lib/help-centre/faq-categories";
import { categoryPath } from "~/lib/help-centre/faq-urls";

export type CategoryCard = { id: FaqCategoryId; entryCount: number };

/**
 * The FAQ categories with their article counts; each whole card is a link (a plain
 * anchor, navigated in the app by useClientNavigation).
 */
export function CategoryCards({ categories }: { categories: readonly CategoryCard[] }) {
  const links = useClientNavigation<HTMLUListElement>();
  const { t } = useTranslation();
  return (
    <ul ref={links} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => {
        const texts = categoryTextKeys(category.id);
        return (
          <li
            key={category.id}
            className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
          >
            <h3 className="text-lg font-bold text-slate-900">
              {/* The link's box covers the card, so the whole card is clickable but the link is read once. */}
              <NavAnchor to={categoryPath(category.id)} className="after:absolute after:inset-0 focus:outline-none">
                {t(texts.title)}
              </NavAnchor>
            </h3>
            <p className="mt-2 flex-1 text-sm text-slate-700">{t(texts.description)}</p>
            <p className="mt-4 text-sm font-semibold text-brand-700">
              {t("faq.categoryCard.articleCount", { count: category.entryCount })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
