/** A partner's words: the quote, who said it and for which business. */
export function TestimonialCard({
  quote,
  author,
  role,
  company,
}: {
  quote: string;
  author: string;
  role: string;
  company: string;
}) {
  return (
    <figure className="card flex h-full flex-col">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{company}</p>
      <blockquote className="mt-3 flex-1 text-lg leading-8 text-slate-800">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-slate-700">
        <span translate="no" className="font-semibold text-slate-900">
          {author}
        </span>
        , {role}
      </figcaption>
    </figure>
  );
}
