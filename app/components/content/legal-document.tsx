import type { ReactNode } from "react";
import { usePageTrail } from "~/components/breadcrumb";
import { DocumentBody } from "~/components/content/document-body";
import type { RenderedSection } from "~/components/content/content-section";
import { TranslationNote } from "~/components/content/translation-note";
import { PageHeading } from "~/components/page-heading";
import type { SitePagePath } from "~/lib/site-pages";

/**
 * A legal page (privacy, GDPR, cookies, terms, disclaimer): heading with its trail, the date line
 * where the page has one, the note on Spanish pages that the English version governs, then the
 * sections the loader rendered (app/legal/).
 */
export function LegalDocument({
  path,
  title,
  lead,
  dateLine,
  sections,
  after,
}: {
  path: SitePagePath;
  title: string;
  lead: string;
  dateLine?: ReactNode;
  sections: RenderedSection[];
  after?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <>
      <PageHeading title={title} breadcrumb={usePageTrail([path])} lead={lead}>
        {dateLine ? (
          <div className="mt-4">
            {dateLine}
            <TranslationNote />
          </div>
        ) : (
          <TranslationNote />
        )}
      </PageHeading>
      <DocumentBody sections={sections} after={after} />
    </>
  );
}
