import { CACHE_CONTROL } from "~/lib/cache-policy.server";

/** For load balancers: the process is up and answering. */
export async function loader() {
  return new Response("ok\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}
