import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentBody } from "~/components/content/document-body";
import { LastUpdated } from "~/components/content/last-updated";
import { TranslationNote } from "~/components/content/translation-note";
import { PageHeading } from "~/components/page-heading";
import { usePageTrail } from "~/components/breadcrumb";
import { metaTranslator } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { lastUpdated } from "~/lib/legal-dates";
import { legalPageData } from "~/legal/legal-text.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("pages.gdpr.metaTitle"), description: t("pages.gdpr.description") });
};

export async function loader({ request }: LoaderFunctionArgs) {
  const page = legalPageData(request, "gdpr");
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
    <>
      <PageHeading
        title={t("pages.gdpr.title")}
        breadcrumb={usePageTrail(["/gdpr"])}
        lead={t("pages.gdpr.lead", { site: siteName })}
      >
        <div className="mt-4">
          <LastUpdated label={lastUpdated.label} isoDate={lastUpdated.isoDate} />
          <TranslationNote />
        </div>
      </PageHeading>
      <DocumentBody sections={sections} />
    </>
  );
}
