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
  return pageMeta(args.matches, { title: t("pages.privacy.title"), description: t("pages.privacy.description") });
};

export async function loader({ context: { language } }: LoaderFunctionArgs) {
  const page = legalPageData(language, "privacyPolicy");
  // "Last updated" is the day the text last changed (legal-dates.ts), the same for every visitor.
  return data(
    { ...page, lastUpdated: lastUpdated("privacyPolicy", page.locale) },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function PrivacyPolicy() {
  const { siteName, sections, lastUpdated } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <LegalDocument
      path="/privacy-policy"
      title={t("pages.privacy.title")}
      lead={t("pages.privacy.lead", { site: siteName })}
      dateLine={<LastUpdated label={lastUpdated.label} isoDate={lastUpdated.isoDate} />}
      sections={sections}
    />
  );
}
