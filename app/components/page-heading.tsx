import type { ReactNode } from "react";
import { Breadcrumb, type BreadcrumbItem } from "~/components/breadcrumb";

/**
 * The banner every content page opens with: breadcrumb, the page's one h1, a lead. `lang`: the
 * title's and lead's language where they are content not in the page's (useContentLang).
 */
export function PageHeading({
  title,
  lead,
  lang,
  breadcrumb,
  children,
}: {
  title: string;
  lead?: ReactNode;
  lang?: string;
  breadcrumb?: BreadcrumbItem[];
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6">
        {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
        <h1 lang={lang} className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead ? (
          <p lang={lang} className="mt-3 max-w-3xl text-lg text-slate-700">
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
