import { Link } from "@remix-run/react";
import type { MenuLink } from "~/lib/site-pages";

/** One menu's links as a list: the header's utility bar and mobile menu, and the footer. */
export function MenuLinkList({
  links,
  className,
  linkClassName,
  onChoose,
}: {
  links: MenuLink[];
  className?: string;
  linkClassName: string;
  /** Called when a link is followed (the mobile menu closes). */
  onChoose?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} reloadDocument={link.reloadDocument} onClick={onChoose} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
