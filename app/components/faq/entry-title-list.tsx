import { NavAnchor } from "~/components/links";
import { ShowMoreList } from "~/components/faq/show-more-list";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import type { FaqEntry } from "~/lib/help-centre/faq-entries";
import { faqEntryPath } from "~/lib/help-centre/faq-urls";

/**
 * FAQ entry titles as links to their pages, the first `initialCount` shown and the rest behind
 * "Show more" (ShowMoreList), or a short note when there are none. Titles only: no view counts
 * (docs/product.md §D3); the anonymous counts only order 'Frequently Viewed Articles'.
 */
export function EntryTitleList({
  entries,
  initialCount,
  moreLabel,
  listClassName,
  itemClassName,
}: {
  entries: readonly Pick<FaqEntry, "id" | "title">[];
  initialCount: number;
  moreLabel: (hiddenCount: number) => string;
  listClassName: string;
  itemClassName?: string;
}) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  if (entries.length === 0) return <p className="mt-4 text-slate-700">{t("faq.list.noArticles")}</p>;
  return (
    <div className="mt-4">
      <ShowMoreList
        items={entries}
        initialCount={initialCount}
        itemKey={(entry) => entry.id}
        moreLabel={moreLabel}
        listClassName={listClassName}
        itemClassName={itemClassName}
        renderItem={(entry) => (
          <NavAnchor to={faqEntryPath(entry.id)} lang={contentLang} className="link">
            {entry.title}
          </NavAnchor>
        )}
      />
    </div>
  );
}
