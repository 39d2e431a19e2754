import type { RouteStrings } from "~/i18n/translate";
import type { PublicConfig } from "~/lib/config.server";

/**
 * What the root loader (app/root.tsx) gives every page. Its own module, so hooks that read it
 * (components/use-site-name.ts) need not import root.tsx, which imports them.
 */
export type RootLoaderData = {
  config: PublicConfig;
  /** The visitor-facing origin (http.server.ts requestOrigin). */
  origin: string;
  /** The common strings (header, footer, menus, error screens) in the page's language. */
  strings: RouteStrings;
};
