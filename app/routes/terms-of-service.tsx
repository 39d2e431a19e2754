import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LastUpdated } from "~/components/content/last-updated";
import { LegalDocument } from "~/components/content/legal-document";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { legalDate, TERMS_EFFECTIVE } from "~/lib/legal-dates";
import { legalPageData } from "~/legal/legal-text.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["pages"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("pages.terms.title"), description: t("pages.terms.description") });
};

export async function loader({ context: { language } }: LoaderFunctionArgs) {
  const page = legalPageData(language, "termsOfService");
  return data(
    { ...page, effective: legalDate(TERMS_EFFECTIVE, page.locale) },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function TermsOfService() {
  const { siteName, sections, effective } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <LegalDocument
      path="/terms-of-service"
      title={t("pages.terms.title")}
      lead={t("pages.terms.lead", { site: siteName })}
      dateLine={
        <LastUpdated label={t("pages.terms.inEffect", { date: effective.label })} isoDate={effective.isoDate} />
      }
      sections={sections}
    />
  );
}
