/** Every navigation list of the shared layout, in the spec's order. */
export interface NavLink {
  label: string;
  to: string;
  /** A full page load (the blog lives outside the app's routes). */
  reloadDocument?: boolean;
}

export const UTILITY_LINKS: NavLink[] = [
  { label: "Support", to: "/help" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Disclaimer", to: "/disclaimer" },
  { label: "Donation", to: "/donation" },
  { label: "FAQ", to: "/faq" },
  { label: "Blog", to: "/blog", reloadDocument: true },
];

export const MAIN_LINKS: NavLink[] = [
  { label: "Quick Tools", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Partners", to: "/partners" },
  { label: "Contact Us", to: "/contact" },
  { label: "Career", to: "/career" },
  { label: "Complaint", to: "/complaint" },
  { label: "Help", to: "/help" },
  { label: "GDPR", to: "/gdpr" },
  { label: "Articles", to: "/articles" },
];

export const MOBILE_LINKS: NavLink[] = [
  { label: "Quick Tools", to: "/" },
  { label: "Help", to: "/help" },
  { label: "Partners", to: "/partners" },
  { label: "Contact Us", to: "/contact" },
  { label: "Career", to: "/career" },
  { label: "Complaint", to: "/complaint" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "FAQ", to: "/faq" },
  { label: "Donation", to: "/donation" },
  { label: "Disclaimer", to: "/disclaimer" },
  { label: "GDPR", to: "/gdpr" },
  { label: "Articles", to: "/articles" },
  { label: "Blog", to: "/blog", reloadDocument: true },
];

export const FOOTER_LINKS: NavLink[] = [
  { label: "Contact Us", to: "/contact" },
  { label: "FAQ", to: "/faq" },
  { label: "Complaint", to: "/complaint" },
  { label: "About Us", to: "/about" },
  { label: "Career", to: "/career" },
  { label: "Partners", to: "/partners" },
  { label: "Donation", to: "/donation" },
  { label: "Blog", to: "/blog", reloadDocument: true },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Disclaimer", to: "/disclaimer" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookie-policy" },
];
