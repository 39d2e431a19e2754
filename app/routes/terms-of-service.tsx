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
import { legalDate, TERMS_EFFECTIVE } from "~/lib/legal-dates";
import { legalPageData } from "~/legal/legal-text.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("pages.terms.title"), description: t("pages.terms.description") });
};

export async function loader({ request }: LoaderFunctionArgs) {
  const page = legalPageData(request, "termsOfService");
  return data(
    { ...page, effective: legalDate(TERMS_EFFECTIVE, page.locale) },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function TermsOfService() {
  const { siteName, sections, effective } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t("pages.terms.title")}
        breadcrumb={usePageTrail(["/terms-of-service"])}
        lead={t("pages.terms.lead", { site: siteName })}
      >
        <div className="mt-4">
          <LastUpdated label={t("pages.terms.inEffect", { date: effective.label })} isoDate={effective.isoDate} />
          <TranslationNote />
        </div>
      </PageHeading>
      <DocumentBody sections={sections} />
    </>
  );
}
