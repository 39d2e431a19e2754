import { CACHE_CONTROL } from "~/lib/cache-policy.server";
import type { RouteHandle } from "~/i18n/page-language";

/** A file, not a page: it has no language, so it answers at this path only. */
export const handle: RouteHandle = { languageNeutral: true };

/** For load balancers: the process is up and answering. */
export async function loader() {
  return new Response("ok\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}
