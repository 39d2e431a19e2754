import { Link } from "@remix-run/react";

export interface ErrorScreenProps {
  /** Shown large above the heading (and read before it), as the site's 404 page does. */
  status?: number;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** The frame every error and not-found screen shares: a heading, one line, one way out. */
export function ErrorScreen({ status, title, text, link }: ErrorScreenProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      {status ? (
        <p className="mb-4 text-7xl font-extrabold text-brand-700" aria-hidden="true">
          {status}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold text-slate-900">
        {status ? <span className="sr-only">{status}: </span> : null}
        {title}
      </h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link to={link.to} className="btn-primary mt-8">
        {link.label}
      </Link>
    </div>
  );
}
