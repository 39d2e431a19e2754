import { NavAnchor, useClientNavigation } from "~/components/links";
import type { MessageKey } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";

/** Texts are message keys; `to` a path of the site (resolveTopicGroups), put in the page's language by NavAnchor. */
export type TopicLinkGroup = {
  title: MessageKey;
  description: MessageKey;
  links: Array<{ label: MessageKey; to: string }>;
};

/**
 * Cards of hand-picked help links (Support Center cards, FAQ link groups). Plain
 * anchors, navigated in the app by one listener (useClientNavigation).
 */
export function TopicLinkCards({ groups }: { groups: readonly TopicLinkGroup[] }) {
  const links = useClientNavigation<HTMLDivElement>();
  const { t } = useTranslation();
  return (
    <div ref={links} className="grid gap-6 md:grid-cols-3">
      {groups.map((group) => (
        <div key={group.title} className="card">
          <h3 className="text-lg font-bold text-slate-900">{t(group.title)}</h3>
          <p className="mt-1 text-sm text-slate-600">{t(group.description)}</p>
          <ul className="mt-4 space-y-2">
            {group.links.map((link) => (
              <li key={link.label}>
                <NavAnchor to={link.to} className="link">
                  {t(link.label)}
                </NavAnchor>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
