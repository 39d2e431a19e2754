/**
 * Support hours (docs/product.md §S9), as shown on the contact page. The third channel is USPS's own
 * help site, which this site does not staff, so it gets no hours of ours (docs/product.md §D8.3).
 */
export const SUPPORT_HOURS = {
  phone: "Monday–Friday, 8 a.m.–8 p.m. ET",
  instant: "USPS's site, open at any time; we do not staff it",
  email: "We answer within 24 hours",
} as const;
