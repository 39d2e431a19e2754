/**
 * Support hours (docs/product.md §S9), as shown on the contact page. The phone is answered in the
 * office's hours (OFFICE_HOURS, one source of truth: the spec's 8 a.m.-8 p.m. phone line contradicted
 * its 9 a.m.-6 p.m. office). The third channel is USPS's own help site, which this site does not
 * staff, so it gets no hours of ours (docs/product.md §D8.3).
 */
export const phoneHours = (officeHours: string) => `Answered in our office hours: ${officeHours}`;

export const SUPPORT_HOURS = {
  instant: "USPS's site, open at any time; we do not staff it",
  email: "We answer within 24 hours",
} as const;
