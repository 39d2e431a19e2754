import type { ReactNode } from "react";

export type ContentSectionData = {
  /** Fragment id, so the section can be linked to (`/privacy-policy#cookies`). */
  id: string;
  title: string;
  body: ReactNode;
};

/** A section as a loader sends it: its body already rendered to HTML on the server. */
export type RenderedSection = Omit<ContentSectionData, "body"> & { html: string };

/**
 * One headed section of a document page, labelled by its heading for screen-reader navigation.
 * `lang`: its heading's language where the text is content not in the page's (useContentLang).
 */
export function ContentSection({
  id,
  title,
  lang,
  children,
}: {
  id: string;
  title: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} lang={lang}>
        {title}
      </h2>
      {children}
    </section>
  );
}
