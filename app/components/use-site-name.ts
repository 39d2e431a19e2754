import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_SITE_NAME } from "~/lib/site-name";
import type { RootLoaderData } from "~/root-data";

/** SITE_NAME from the root loader; the default where that data is missing (a root error screen). */
export function useSiteName(): string {
  return useRouteLoaderData<RootLoaderData>("root")?.config.siteName ?? DEFAULT_SITE_NAME;
}
