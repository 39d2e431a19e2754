/** Support hours of SPEC §9, as shown on the contact page. */
export const SUPPORT_HOURS = {
  phone: "Monday–Friday, 8 AM–8 PM EST",
  instant: "Monday–Sunday, 6 AM–12 AM EST",
  email: "We answer within 24 hours",
} as const;
