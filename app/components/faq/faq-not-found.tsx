import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";

/** The 404 state of a category or article page (docs/product.md §S2.7). */
export function FaqNotFound({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Help Center
      </Link>
    </div>
  );
}

/** A route's error boundary: its not-found state for a 404, a plain error otherwise. */
export function FaqErrorBoundary({ title, text }: { title: string; text: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <FaqNotFound title={title} text={text} />;
  return (
    <FaqNotFound
      title="Unexpected Application Error!"
      text={
        isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`.trim()
          : "Something went wrong on our side. Please try again."
      }
    />
  );
}
