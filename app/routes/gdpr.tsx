import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LastUpdated } from "~/components/content/last-updated";
import { LegalDocument } from "~/components/content/legal-document";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { lastUpdated } from "~/lib/legal-dates";
import { legalPageData } from "~/legal/legal-text.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["pages"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("pages.gdpr.metaTitle"), description: t("pages.gdpr.description") });
};

export async function loader({ context: { language } }: LoaderFunctionArgs) {
  const page = legalPageData(language, "gdpr");
  // "Last updated" is the day the text last changed (legal-dates.ts), the same for every visitor.
  return data(
    { ...page, lastUpdated: lastUpdated("gdpr", page.locale) },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function Gdpr() {
  const { siteName, sections, lastUpdated } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <LegalDocument
      path="/gdpr"
      title={t("pages.gdpr.title")}
      lead={t("pages.gdpr.lead", { site: siteName })}
      dateLine={<LastUpdated label={lastUpdated.label} isoDate={lastUpdated.isoDate} />}
      sections={sections}
    />
  );
}
