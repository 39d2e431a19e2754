import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher } from "@remix-run/react";
import { usePageTrail } from "~/components/breadcrumb";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { ReadingResult, type ReadingFields } from "~/components/tracking-reader/reading-result";
import { TrackingHelpForm } from "~/components/tracking-reader/tracking-help-form";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { handleTrackingHelp } from "~/lib/tracking-reader/tracking-help-action.server";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["reader"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("reader.page.title"), description: t("reader.page.description") });
};

export function action({ request, context }: ActionFunctionArgs) {
  return handleTrackingHelp(request, context);
}

const RESULT_ANCHOR = "reading-result";

export default function TrackingHelpPage() {
  // With JavaScript the fetcher answers in place; without it the page comes back with the action's data.
  const fetcher = useFetcher<typeof action>();
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;
  const { t } = useTranslation();

  return (
    <>
      <PageHeading
        title={t("reader.page.title")}
        breadcrumb={usePageTrail(["/tracking-help"])}
        lead={t("reader.page.lead")}
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
        <section aria-label={t("reader.page.formRegion")} className="card">
          <TrackingHelpForm
            fetcher={fetcher}
            result={answer?.result}
            notice={answer?.notice}
            resultAnchor={RESULT_ANCHOR}
          />
        </section>

        <div id={RESULT_ANCHOR} className="scroll-mt-4">
          {answer?.reading ? (
            <ReadingResult reading={answer.reading} fields={readingFields(answer.result.initialValue)} />
          ) : null}
        </div>

        <PageSection headingId="reader-how-heading" title={t("reader.how.heading")}>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{t("reader.how.lines")}</li>
            <li>{t("reader.how.system")}</li>
            <li>{t("reader.how.dates")}</li>
            <li>{t("reader.how.never")}</li>
          </ul>
          <p className="mt-3 text-slate-700">{t("reader.how.privacy")}</p>
        </PageSection>
      </div>
    </>
  );
}

/** The posted values that made the reading, as strings (its .ics sends them again). */
function readingFields(initialValue: Record<string, unknown> | null | undefined): ReadingFields {
  const fields: ReadingFields = {};
  for (const name of ["history", "service", "mailedOn", "insured"] as const) {
    const value = initialValue?.[name];
    if (typeof value === "string" && value !== "") fields[name] = value;
  }
  return fields;
}
