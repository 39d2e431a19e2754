/** Every page of the route table that answers 200, shared by the smoke, axe and console specs. */
export const PAGE_PATHS: string[] = [
  "/",
  "/tracking?result=9400111206206406260787",
  "/contact",
  "/privacy-policy",
  "/disclaimer",
  "/donation",
  "/partners",
  "/career",
  "/help",
  "/complaint",
  "/terms-of-service",
  "/cookie-policy",
  "/faq",
  "/about",
  "/gdpr",
  "/articles",
];
