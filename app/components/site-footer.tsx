import { useClientNavigation } from "~/components/client-navigation";
import { MenuLinkList } from "~/components/menu-link-list";
import { MENU_LINKS } from "~/lib/site-pages";

export function SiteFooter({ siteName }: { siteName: string }) {
  const footer = useClientNavigation<HTMLElement>();
  return (
    <footer ref={footer} className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <nav aria-label="Footer">
          <MenuLinkList
            links={MENU_LINKS.footer}
            className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4"
            linkClassName="hover:underline"
          />
        </nav>
        <p className="mt-8 border-t border-slate-700 pt-6 text-sm leading-6 text-slate-300">
          <strong className="text-white">Disclaimer:</strong> {siteName} is an independent website. It is not affiliated
          with, endorsed by or operated by the United States Postal Service (USPS) or any other carrier. USPS and other
          carrier names are trademarks of their owners and are used only to describe their services. We do not hold your
          parcels or tracking data: every tracking search is handed to the carrier&apos;s own website.
        </p>
        <p className="mt-4 text-sm text-slate-400">© {siteName}. Independent parcel-tracking help.</p>
      </div>
    </footer>
  );
}
