import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { pageLabelKey, type SitePagePath } from "~/lib/site-pages";

export interface BreadcrumbItem {
  label: string;
  path: string;
  /** The label's language where it is content not in the page's (an FAQ entry's or a guide's title). */
  lang?: string;
}

/** A trail of links; the last item is the current page, plain text. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} lang={item.lang} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="underline-offset-2 hover:underline">
                    {item.label}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The trail to one of the site's pages in the page's language: Home, then each page named as the
 * menus name it, then any further items (already translated).
 */
export function usePageTrail(pages: readonly SitePagePath[], ...rest: BreadcrumbItem[]): BreadcrumbItem[] {
  const { t } = useTranslation();
  return [
    { label: t("nav.home"), path: "/" },
    ...pages.map((path) => ({ label: t(pageLabelKey(path)), path: path })),
    ...rest,
  ];
}
