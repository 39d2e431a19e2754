/**
 * The site's name when SITE_NAME is not set (docs/product.md §D1). It has no imports, so the
 * server's config default and every fallback on a page share it. The help centre's name is the
 * common catalog's "site.helpCenter" with it ("{site} Help Center").
 */
export const DEFAULT_SITE_NAME = "ParcelHelp";
