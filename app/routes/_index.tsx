import type { MetaFunction } from "@remix-run/node";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = () => ({ "Cache-Control": CACHE_CONTROL.none });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Track Your Package",
    description: "Paste up to 35 tracking numbers and go straight to the carrier's tracking page. Independent help for parcels on their way.",
  });

export default function Home() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Track your package</h1>
    </div>
  );
}
