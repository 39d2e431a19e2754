import { NavAnchor } from "~/components/links";
import { useTranslation } from "~/i18n/use-translation";
import type { MenuLink } from "~/lib/site-pages";

/**
 * One menu's links as a list: the header's utility bar and mobile menu, and the footer. Plain
 * anchors: the menu's container navigates for them (useClientNavigation).
 */
export function MenuLinkList({
  links,
  className,
  linkClassName,
}: {
  links: MenuLink[];
  className?: string;
  linkClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavAnchor to={link.to} reloadDocument={link.reloadDocument} className={linkClassName}>
            {t(link.label)}
          </NavAnchor>
        </li>
      ))}
    </ul>
  );
}
