import { useClientNavigation } from "~/components/links";
import { MenuLinkList } from "~/components/menu-link-list";
import { useTranslation } from "~/i18n/use-translation";
import { MENU_LINKS } from "~/lib/site-pages";

export function SiteFooter({ siteName }: { siteName: string }) {
  const footer = useClientNavigation<HTMLElement>();
  const { t } = useTranslation();
  return (
    <footer ref={footer} className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <nav aria-label={t("nav.footer")}>
          <MenuLinkList
            links={MENU_LINKS.footer}
            className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4"
            linkClassName="hover:underline"
          />
        </nav>
        <p className="mt-8 border-t border-slate-700 pt-6 text-sm leading-6 text-slate-300">
          <strong className="text-white">{t("footer.disclaimerLabel")}</strong>{" "}
          {t("footer.disclaimer", { site: siteName })}
        </p>
        <p className="mt-4 text-sm text-slate-400">{t("footer.copyright", { site: siteName })}</p>
      </div>
    </footer>
  );
}
