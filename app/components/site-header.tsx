import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { LanguageLink, NavAnchor, useClientNavigation } from "~/components/links";
import { MenuLinkList } from "~/components/menu-link-list";
import { usePageRunsReact } from "~/components/page-scripts";
import { LANGUAGES, languageInfo } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { MENU_LINKS } from "~/lib/site-pages";

export function SiteHeader({ siteName }: { siteName: string }) {
  const header = useClientNavigation<HTMLElement>();
  const { pathname } = useLocation();
  const { t } = useTranslation();

  return (
    <header ref={header} className="border-b border-slate-200 bg-white">
      <div className="bg-brand-900 text-sm text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-end gap-5 px-4 py-1.5 sm:px-6">
          <nav aria-label={t("nav.utility")} className="hidden sm:block">
            <MenuLinkList links={MENU_LINKS.utility} className="flex gap-5" linkClassName="hover:underline" />
          </nav>
          <LanguageSwitch />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <NavAnchor to="/" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <PackageIcon />
          <span>
            <span translate="no">{siteName}</span> <span className="text-brand-600">{t("header.brandSuffix")}</span>
          </span>
        </NavAnchor>
        <nav aria-label={t("nav.main")} className="hidden xl:block">
          <ul className="flex items-center gap-1 whitespace-nowrap text-sm font-medium">
            {MENU_LINKS.main.map((link, index) => {
              // What <NavLink end> did: the current page's link says so (the path without the language's prefix).
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
                    {t(link.label)}
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

/** The same page in each other language, named in that language. */
function LanguageSwitch() {
  const { language } = useTranslation();
  return (
    <>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <LanguageLink
          key={other}
          language={other}
          lang={languageInfo(other).lang}
          className="font-semibold underline-offset-2 hover:underline"
        >
          {languageInfo(other).name}
        </LanguageLink>
      ))}
    </>
  );
}

/**
 * A native disclosure, so it opens without JavaScript; with JavaScript it also
 * closes when an item is chosen and reports its state to assistive technology.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const menu = useClientNavigation<HTMLElement>(useCallback(() => setOpen(false), []));
  // Without React nothing would keep aria-expanded true: the native summary then says it alone.
  const runsReact = usePageRunsReact();

  return (
    <details className="relative xl:hidden" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        aria-expanded={runsReact ? open : undefined}
        aria-controls="mobile-menu"
        className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
      >
        <MenuIcon />
        {t("header.menu")}
      </summary>
      <nav
        ref={menu}
        id="mobile-menu"
        aria-label={t("nav.mobile")}
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
