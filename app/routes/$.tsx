import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Page not found", description: "The page you asked for does not exist.", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404: no page at ${pathname}`);
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
