import type { ReactNode } from "react";

/**
 * A headed section of a page, named by its heading: screen readers list it among the page's
 * regions and announce the heading on arrival. `id` is the section's own anchor where the page
 * links to it (`#openings`); `headingId` labels it.
 */
export function PageSection({
  headingId,
  title,
  id,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
