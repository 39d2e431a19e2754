import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = () => ({ "Cache-Control": CACHE_CONTROL.none });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Tracking Results", description: "Your tracking numbers, checked and ready for the carrier.", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const value = new URL(request.url).searchParams.get("result") ?? "";
  return { value };
}

export default function TrackingResults() {
  const { value } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="break-words text-3xl font-bold text-slate-900">Tracking Results for: {value}</h1>
    </div>
  );
}
