import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { MessageCheckForm } from "~/components/message-check/message-check-form";
import { ScamAdvice, SCAM_GUIDE_PATH } from "~/components/message-check/scam-advice";
import { VerdictPanel } from "~/components/message-check/verdict-panel";
import { PageHeading } from "~/components/page-heading";
import { usePageTrail } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { T, useTranslation } from "~/i18n/use-translation";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { handleMessageCheck } from "~/lib/message-check/message-check-action.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["checker"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("checker.page.title"), description: t("checker.page.description") });
};

export function action({ request, context }: ActionFunctionArgs) {
  return handleMessageCheck(request, context.clientAddress);
}

const RESULT_ANCHOR = "check-result";

export default function CheckMessagePage() {
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const strong = <strong />;

  return (
    <>
      <PageHeading
        title={t("checker.page.title")}
        breadcrumb={usePageTrail(["/check-message"])}
        lead={t("checker.page.lead")}
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
        <section aria-label={t("checker.page.formRegion")} className="card">
          <MessageCheckForm result={answer?.result} notice={answer?.notice} resultAnchor={RESULT_ANCHOR} />
        </section>

        <div id={RESULT_ANCHOR} className="scroll-mt-4">
          {answer?.check ? <VerdictPanel check={answer.check} headingId="verdict-heading" /> : null}
        </div>

        <PageSection headingId="how-heading" title={t("checker.how.heading")}>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              <T k="checker.how.links" components={{ strong, mono: <span className="font-mono" /> }} />
            </li>
            <li>
              <T k="checker.how.requests" components={{ strong }} />
            </li>
            <li>
              <T k="checker.how.pressure" components={{ strong }} />
            </li>
            <li>
              <T k="checker.how.sender" components={{ strong }} />
            </li>
            <li>
              <T k="checker.how.numbers" components={{ strong }} />
            </li>
          </ul>
          <p className="mt-3 text-slate-700">
            <T k="checker.how.rules" components={{ guide: <Link className="link" to={SCAM_GUIDE_PATH} /> }} />
          </p>
          <p className="mt-3 text-slate-700">{t("checker.how.privacy")}</p>
        </PageSection>

        {answer?.check ? null : (
          <section aria-label={t("checker.page.adviceRegion")} className="card">
            <ScamAdvice headingLevel={2} />
          </section>
        )}
      </div>
    </>
  );
}
