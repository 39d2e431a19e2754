import { useMatches } from "@remix-run/react";
import { useSyncExternalStore } from "react";
import { useNonce } from "~/components/nonce";
import type { RouteHandle } from "~/i18n/page-language";

const subscribeToNothing = () => () => {};

/**
 * Whether React runs this page in the browser: true for every page that hydrates, and for any
 * page a client navigation rendered; false only for a reading page (its routes say
 * `handle.hydrate = false`, issue 38) as the server sends it. A component that enhances itself
 * after hydration renders, where this is false, what the page needs without React: an
 * InlineScript, or nothing.
 */
export function usePageRunsReact(): boolean {
  const hydrates = !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
  // The server's snapshot while rendering and hydrating, the browser's once React runs there.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrates || inBrowser;
}

/**
 * One of app/lib/inline-scripts.server.ts's scripts, run where it stands in the document, for a
 * page React does not run (usePageRunsReact). The scripts are server code, so the browser's bundle
 * carries none of them: rendered in the browser (a client navigation to a reading page, where React
 * would insert the tag without running it), this is nothing.
 */
export function InlineScript({ source }: { source: string | undefined }) {
  const nonce = useNonce();
  return source ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} /> : null;
}
