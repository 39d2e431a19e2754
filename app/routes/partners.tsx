import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { FeatureCard } from "~/components/content/feature-card";
import { CheckIcon, PencilIcon, PeopleIcon, StoreIcon } from "~/components/icons";
import { TestimonialCard } from "~/components/content/testimonial-card";
import { Breadcrumb } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import type { MessageKey } from "~/i18n/catalog-types";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { useSiteName } from "~/components/use-site-name";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["pages"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("page./partners"), description: t("pages.partners.description") });
};

const WHY_CHOOSE = ["independent", "free", "accessible", "plain"].map((reason) => ({
  title: `pages.partners.why.${reason}.title` as MessageKey,
  text: `pages.partners.why.${reason}.text` as MessageKey,
}));

// Illustrative stories, labelled as such on the page: no real company has endorsed the site.
const SAMPLE_STORIES = [
  { story: "books", author: "Dana Whitfield" },
  { story: "library", author: "Marcus Bell" },
].map(({ story, author }) => ({
  company: `pages.partners.story.${story}.company` as MessageKey,
  quote: `pages.partners.story.${story}.quote` as MessageKey,
  role: `pages.partners.story.${story}.role` as MessageKey,
  author,
}));

export default function Partners() {
  const siteName = useSiteName();
  const { t } = useTranslation();
  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 pb-14 pt-6 sm:px-6">
          <div className="[&_a]:text-white [&_span]:text-brand-100">
            <Breadcrumb
              items={[
                { label: t("nav.home"), path: "/" },
                { label: t("page./partners"), path: "/partners" },
              ]}
            />
          </div>
          <h1 className="mt-8 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {t("pages.partners.title", { site: siteName })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-50">{t("pages.partners.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/contact" className="btn bg-white text-brand-900 hover:bg-brand-50">
              {t("pages.partners.join")}
            </Link>
            <Link to="/" className="btn border border-white text-white hover:bg-white/10">
              {t("pages.partners.discover")}
            </Link>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <PageSection headingId="ways-to-collaborate" title={t("pages.partners.ways")}>
          <p className="mt-2 max-w-3xl leading-7 text-slate-700">{t("pages.partners.waysText")}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            <li>
              <FeatureCard icon={<StoreIcon />} title={t("pages.partners.way.sellers.title")}>
                {t("pages.partners.way.sellers.text")}
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<PeopleIcon />} title={t("pages.partners.way.community.title")}>
                {t("pages.partners.way.community.text")}
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<PencilIcon />} title={t("pages.partners.way.writers.title")}>
                {t("pages.partners.way.writers.text")}
              </FeatureCard>
            </li>
          </ul>
        </PageSection>

        <PageSection
          headingId="why-choose-us"
          title={t("pages.partners.why")}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
        >
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {WHY_CHOOSE.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <div className="mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <CheckIcon className="h-5 w-5" />
                </div>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(reason.title)}</h3>
                  <p className="mt-1 leading-7 text-slate-700">{t(reason.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection headingId="partner-stories" title={t("pages.partners.stories")}>
          <p className="mt-2 max-w-3xl leading-7 text-slate-700">{t("pages.partners.storiesText")}</p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {SAMPLE_STORIES.map((story) => (
              <TestimonialCard
                key={story.company}
                company={t(story.company)}
                quote={t(story.quote)}
                role={t(story.role)}
                author={story.author}
              />
            ))}
          </div>
        </PageSection>

        <PageSection
          headingId="get-started"
          title={t("pages.partners.ready")}
          className="rounded-2xl bg-brand-50 p-8 text-center"
        >
          <p className="mx-auto mt-2 max-w-2xl leading-7 text-slate-700">{t("pages.partners.readyText")}</p>
          <Link to="/contact" className="btn-primary mt-6">
            {t("pages.partners.contact")}
          </Link>
        </PageSection>
      </div>
    </>
  );
}
