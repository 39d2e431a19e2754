import { NavAnchor } from "~/components/links";
import { useContentLang } from "~/i18n/use-translation";

/**
 * One help-center page in a list: its title as the link, a short plain-text excerpt,
 * and, in search results, what kind of page it is (Guide or FAQ).
 *
 * The link is a plain anchor: the list around it navigates in the app
 * (useClientNavigation), so a long list hydrates no component per row.
 */
export function EntrySummary({
  to,
  title,
  excerpt,
  kindLabel,
  headingLevel = 3,
}: {
  /** The page the title links to. */
  to: string;
  title: string;
  excerpt: string;
  kindLabel?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The title and excerpt are content (the FAQ's, a guide's).
  const contentLang = useContentLang();
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600">
      {kindLabel ? (
        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{kindLabel}</p>
      ) : null}
      <Heading lang={contentLang} className="text-lg font-semibold">
        <NavAnchor to={to} className="text-brand-700 underline-offset-2 hover:underline">
          {title}
        </NavAnchor>
      </Heading>
      <p lang={contentLang} className="mt-1 text-sm text-slate-700">
        {excerpt}
      </p>
    </article>
  );
}
