import type { ReactNode } from "react";
import { ContentSection, type ContentSectionData } from "~/components/content/content-section";

/**
 * The body of a policy-style page: an "On this page" list of its sections beside
 * (or, on phones, above) one readable card. The list is plain fragment links, so
 * it works without JavaScript.
 */
export function DocumentBody({
  sections,
  intro,
  footer,
}: {
  sections: ContentSectionData[];
  intro?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_1fr]">
      <nav aria-label="On this page" className="lg:sticky lg:top-6 lg:self-start">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">On this page</p>
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
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
      <div className="card prose-article min-w-0 break-words p-4 sm:p-8 [&>section:first-child>h2]:mt-0 [&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3">
        {intro}
        {sections.map((section) => (
          <ContentSection key={section.id} id={section.id} title={section.title}>
            {section.body}
          </ContentSection>
        ))}
        {footer}
      </div>
    </div>
  );
}
