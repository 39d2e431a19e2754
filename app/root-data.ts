import type { PublicConfig } from "~/lib/config.server";

/**
 * What the root loader (app/root.tsx) gives every page. Its own module, so hooks that read it
 * (components/use-site-name.ts) need not import root.tsx, which imports them.
 */
export type RootLoaderData = {
  config: PublicConfig;
  /** The visitor-facing origin (http.server.ts requestOrigin). */
  origin: string;
};
