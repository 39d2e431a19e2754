import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** The 404 screen, for the splat route and for any loader that finds nothing. */
export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 text-slate-700">The page you were looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
