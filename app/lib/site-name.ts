/**
 * The site's name when SITE_NAME is not set (docs/product.md §D1). It has no imports, so the
 * server's config default and every fallback on a page share it.
 */
export const DEFAULT_SITE_NAME = "ParcelHelp";

/** What page titles end with when the root loader's data is missing (config: `{SITE_NAME} Help Center`). */
export const DEFAULT_HELP_CENTER_NAME = `${DEFAULT_SITE_NAME} Help Center`;
