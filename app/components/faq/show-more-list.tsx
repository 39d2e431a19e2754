import type { ReactNode } from "react";
import { useClientNavigation } from "~/components/links";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A list that shows its first `initialCount` items and keeps the rest behind a
 * native disclosure, so "Show More" works from the keyboard and without
 * JavaScript. The summary's label swaps with CSS (`group-open:`), so it is right
 * whether or not scripts run, and the disclosure reports its own expanded state.
 *
 * Rows are plain markup: render plain anchors, not
 * `<Link>`s; one listener on the list navigates them in the app
 * (useClientNavigation), so hydrating a long list costs no component per row.
 */
export function ShowMoreList<T>({
  items,
  initialCount,
  itemKey,
  renderItem,
  moreLabel,
  listClassName = "",
  itemClassName = "",
}: {
  items: readonly T[];
  initialCount: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The closed summary's text, given the number of hidden items. */
  moreLabel: (hiddenCount: number) => string;
  listClassName?: string;
  itemClassName?: string;
}) {
  const links = useClientNavigation<HTMLDivElement>();
  const { t } = useTranslation();
  const shown = items.slice(0, initialCount);
  const rest = items.slice(initialCount);
  const renderList = (list: readonly T[]) => (
    <ul className={listClassName}>
      {list.map((item) => (
        <li key={itemKey(item)} className={itemClassName}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );

  return (
    <div ref={links}>
      {renderList(shown)}
      {rest.length > 0 ? (
        <details className="group">
          <summary className="my-4 inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            <span className="group-open:hidden">{moreLabel(rest.length)}</span>
            <span className="hidden group-open:inline">{t("faq.list.showLess")}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-4 w-4 transition-transform group-open:rotate-180"
              fill="currentColor"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
            </svg>
          </summary>
          {renderList(rest)}
        </details>
      ) : null}
    </div>
  );
}
