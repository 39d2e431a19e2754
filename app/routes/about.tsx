import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { FeatureCard } from "~/components/content/feature-card";
import { AccessibilityIcon, BookIcon, QuestionIcon, SearchIcon, ShieldIcon, TruckIcon } from "~/components/icons";
import { PageHeading } from "~/components/page-heading";
import { usePageTrail } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import type { MessageKey } from "~/i18n/catalog-types";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { T, useTranslation } from "~/i18n/use-translation";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { useSiteName } from "~/components/use-site-name";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["pages"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("pages.about.title"), description: t("pages.about.description") });
};

const QUICK_LINKS: { label: MessageKey; text: MessageKey; to: string; reloadDocument?: boolean }[] = [
  { label: "pages.about.quick.track.label", text: "pages.about.quick.track.text", to: "/" },
  { label: "pages.about.quick.faq.label", text: "pages.about.quick.faq.text", to: "/faq" },
  { label: "pages.about.quick.contact.label", text: "pages.about.quick.contact.text", to: "/contact" },
  { label: "pages.about.quick.help.label", text: "pages.about.quick.help.text", to: "/help" },
  // The blog may live on another site, so it is always a full page load.
  { label: "pages.about.quick.blog.label", text: "pages.about.quick.blog.text", to: "/blog", reloadDocument: true },
];

export default function About() {
  const siteName = useSiteName();
  const { t } = useTranslation();
  const site = { site: siteName };
  return (
    <>
      <PageHeading
        title={t("pages.about.title")}
        breadcrumb={usePageTrail(["/about"])}
        lead={t("pages.about.lead", site)}
      />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6">
        <section aria-labelledby="what-we-are" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="what-we-are" className="text-2xl font-bold text-slate-900">
              {t("pages.about.whatWeAre")}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">{t("pages.about.whatWeAre1", site)}</p>
            <p className="mt-3 leading-7 text-slate-700">{t("pages.about.whatWeAre2")}</p>
          </div>
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-6">
            <h2 className="text-2xl font-bold text-slate-900">{t("pages.about.whatWeAreNot")}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-800">
              <li>{t("pages.about.not1")}</li>
              <li>{t("pages.about.not2")}</li>
              <li>
                <T k="pages.about.not3" components={{ link: <Link to="/articles" className="link" /> }} />
              </li>
            </ul>
          </div>
        </section>

        <PageSection headingId="key-features" title={t("pages.about.keyFeatures")}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <FeatureCard icon={<SearchIcon />} title={t("pages.about.feature.tracking.title")}>
                {t("pages.about.feature.tracking.text")}
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<QuestionIcon />} title={t("pages.about.feature.faq.title")}>
                {t("pages.about.feature.faq.text")}
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<BookIcon />} title={t("pages.about.feature.articles.title")}>
                {t("pages.about.feature.articles.text")}
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<TruckIcon />} title={t("pages.about.feature.source.title")}>
                {t("pages.about.feature.source.text")}
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<ShieldIcon />} title={t("pages.about.feature.private.title")}>
                <T
                  k="pages.about.feature.private.text"
                  components={{ link: <Link to="/privacy-policy" className="link" /> }}
                />
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<AccessibilityIcon />} title={t("pages.about.feature.everyone.title")}>
                {t("pages.about.feature.everyone.text")}
              </FeatureCard>
            </li>
          </ul>
        </PageSection>

        <PageSection headingId="quick-links" title={t("pages.about.quickLinks")}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {QUICK_LINKS.map((link) => (
              <li key={link.to} className="card p-5">
                <Link to={link.to} reloadDocument={link.reloadDocument} className="link text-lg">
                  {t(link.label)}
                </Link>
                <p className="mt-2 text-sm leading-6 text-slate-700">{t(link.text)}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <section aria-labelledby="about-disclaimer" className="rounded-xl border border-slate-300 bg-white p-6">
          <h2 id="about-disclaimer" className="text-xl font-bold text-slate-900">
            {t("pages.about.disclaimer")}
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            <T
              k="pages.about.disclaimerText"
              values={site}
              components={{ link: <Link to="/disclaimer" className="link" /> }}
            />
          </p>
        </section>
      </div>
    </>
  );
}
