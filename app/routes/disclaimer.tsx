import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/content/legal-document";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { legalPageData } from "~/legal/legal-text.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["pages"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("pages.disclaimer.title"),
    description: t("pages.disclaimer.description"),
  });
};

export async function loader({ context: { language } }: LoaderFunctionArgs) {
  return data(legalPageData(language, "disclaimer"), { headers: { "Cache-Control": CACHE_CONTROL.page } });
}

export default function Disclaimer() {
  const { siteName, sections } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <LegalDocument
      path="/disclaimer"
      title={t("pages.disclaimer.title")}
      lead={t("pages.disclaimer.lead", { site: siteName })}
      sections={sections}
    />
  );
}
