import type { ReactNode } from "react";
import { useClientNavigation } from "~/components/links";
import { ContentSection, type RenderedSection } from "~/components/content/content-section";
import { useContentLang, useTranslation } from "~/i18n/use-translation";

/**
 * The body of a policy-style page: an "On this page" list of its sections beside
 * (or, on phones, above) one readable card. The list is plain fragment links, so
 * it works without JavaScript. The sections' text comes from the loader as HTML in the page's
 * language (app/legal/); `after` adds a component at the end of a section (the cookie
 * buttons). Links in the text are plain anchors the card navigates for.
 */
export function DocumentBody({
  sections,
  after = {},
}: {
  sections: RenderedSection[];
  after?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  const card = useClientNavigation<HTMLDivElement>();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_1fr]">
      <nav aria-label={t("pages.onThisPage")} className="lg:sticky lg:top-6 lg:self-start">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t("pages.onThisPage")}</p>
        <ol lang={contentLang} className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div
        ref={card}
        className="card prose-article min-w-0 break-words p-4 sm:p-8 [&>section:first-child>h2]:mt-0 [&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3"
      >
        {sections.map((section) => (
          <ContentSection key={section.id} id={section.id} title={section.title} lang={contentLang}>
            <div lang={contentLang} dangerouslySetInnerHTML={{ __html: section.html }} />
            {after[section.id]}
          </ContentSection>
        ))}
      </div>
    </div>
  );
}
