import { Link } from "@remix-run/react";
import { articlePath } from "~/lib/faq/faq-urls";

/** One FAQ article in a list: its title as the link, and a short plain-text excerpt. */
export function ArticleSummary({
  id,
  title,
  excerpt,
  headingLevel = 3,
}: {
  id: string;
  title: string;
  excerpt: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600">
      <Heading className="text-lg font-semibold">
        <Link to={articlePath(id)} className="text-brand-700 underline-offset-2 hover:underline">
          {title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{excerpt}</p>
    </article>
  );
}
