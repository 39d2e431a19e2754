import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { NavAnchor, useClientNavigation } from "~/components/client-navigation";
import { MenuLinkList } from "~/components/menu-link-list";
import { MENU_LINKS } from "~/lib/site-pages";

export function SiteHeader({ siteName }: { siteName: string }) {
  const header = useClientNavigation<HTMLElement>();
  const { pathname } = useLocation();

  return (
    <header ref={header} className="border-b border-slate-200 bg-white">
      <nav aria-label="Utility" className="hidden bg-brand-900 text-sm text-white sm:block">
        <MenuLinkList
          links={MENU_LINKS.utility}
          className="mx-auto flex max-w-6xl justify-end gap-5 px-4 py-1.5 sm:px-6"
          linkClassName="hover:underline"
        />
      </nav>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <NavAnchor to="/" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <PackageIcon />
          <span>
            {siteName} <span className="text-brand-600">Tracking</span>
          </span>
        </NavAnchor>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1 whitespace-nowrap text-sm font-medium">
            {MENU_LINKS.main.map((link, index) => {
              // What <NavLink end> did: the current page's link says so.
              const isActive = pathname === link.to;
              return (
                <li key={link.to}>
                  <NavAnchor
                    to={link.to}
                    aria-current={isActive ? "page" : undefined}
                    className={
                      index === 0
                        ? "rounded-md bg-brand-700 px-3 py-2 text-white hover:bg-brand-800"
                        : `rounded-md px-2.5 py-2 hover:bg-slate-100 ${isActive ? "text-brand-700 underline underline-offset-4" : "text-slate-700"}`
                    }
                  >
                    {link.label}
                  </NavAnchor>
                </li>
              );
            })}
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}

/**
 * A native disclosure, so it opens without JavaScript; with JavaScript it also
 * closes when an item is chosen and reports its state to assistive technology.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const menu = useClientNavigation<HTMLElement>(useCallback(() => setOpen(false), []));

  return (
    <details className="relative xl:hidden" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
      >
        <MenuIcon />
        Menu
      </summary>
      <nav
        ref={menu}
        id="mobile-menu"
        aria-label="Mobile"
        className="absolute right-0 z-30 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <MenuLinkList
          links={MENU_LINKS.mobile}
          linkClassName="block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100"
        />
      </nav>
    </details>
  );
}

function PackageIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 8l-9-5-9 5 9 5 9-5z" />
      <path d="M3 8v8l9 5 9-5V8" />
      <path d="M12 13v8" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
