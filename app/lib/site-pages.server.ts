/** Every public page a crawler should know about; one list for the sitemap and the tests. */
export const STATIC_PAGE_PATHS = [
  "/",
  "/help",
  "/faq",
  "/articles",
  "/about",
  "/partners",
  "/contact",
  "/career",
  "/complaint",
  "/donation",
  "/gdpr",
  "/privacy-policy",
  "/disclaimer",
  "/terms-of-service",
  "/cookie-policy",
] as const;

export async function publicPagePaths(): Promise<string[]> {
  return [...STATIC_PAGE_PATHS];
}
