import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FaqSearch } from "~/components/faq/faq-search";
import { TopicLinkCards } from "~/components/faq/topic-link-cards";
import { PageHeading } from "~/components/page-heading";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { resolveTopicGroups, SUPPORT_CENTER_CARDS } from "~/lib/help-centre/topic-links.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["faq"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("faq.help.metaTitle"), description: t("faq.help.metaDescription") });
};

export async function loader({ context: { language } }: LoaderFunctionArgs) {
  const faq = await getFaqData(language);
  return data(
    { cards: resolveTopicGroups(faq, SUPPORT_CENTER_CARDS) },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function SupportCenter() {
  const { cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t("faq.help.title")}
        breadcrumb={[
          { label: t("nav.home"), path: "/" },
          { label: t("faq.breadcrumb.supportCenter"), path: "/help" },
        ]}
        lead={t("faq.help.lead")}
      >
        <div className="mt-6">
          <FaqSearch label={t("faq.search.label")} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className="btn-primary">
            {t("faq.help.contact")}
          </Link>
          <Link to="/faq" className="btn-secondary">
            {t("faq.help.browse")}
          </Link>
        </div>
      </PageHeading>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 className="sr-only">{t("faq.help.popularTopics")}</h2>
        <TopicLinkCards groups={cards} />
      </div>
    </>
  );
}
