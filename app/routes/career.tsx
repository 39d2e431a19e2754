import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { ApplicationDialog } from "~/components/career/application-dialog";
import { ApplicationForm } from "~/components/career/application-form";
import { JobOpenings, applyHref } from "~/components/career/job-openings";
import { FormNoticeMessage, useTranslatedNotice } from "~/components/form-notice";
import { PageHeading } from "~/components/page-heading";
import { usePageTrail } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { careerApplication } from "~/lib/forms/career-application.server";
import { handleMessageAction } from "~/lib/forms/message-action.server";
import type { JobOpening } from "~/lib/job-openings";
import { jobOpeningsIn } from "~/lib/job-openings.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["forms"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("forms.career.metaTitle"),
    description: t("forms.career.metaDescription"),
  });
};

export function loader({ request, context: { language } }: LoaderFunctionArgs) {
  // The openings in the page's language (data/jobs.json, data/es/jobs.json).
  const jobs = jobOpeningsIn(language);
  // ?apply={jobId} puts that job's application form on the page (the no-JavaScript dialog).
  const apply = new URL(request.url).searchParams.get("apply") ?? "";
  const applyJobId = jobs.find((job) => job.id === apply)?.id ?? null;
  return data({ jobs, applyJobId }, { headers: { "Cache-Control": CACHE_CONTROL.page } });
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleMessageAction(careerApplication, request, context);
}

export default function CareerPage() {
  const { jobs, applyJobId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [dialogJob, setDialogJob] = useState<JobOpening | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const dialogOpen = useRef(false);
  const focusResultOnClose = useRef(false);

  const succeeded = actionData?.notice?.tone === "success";
  const pageJob = applyJobId && !succeeded ? jobs.find((job) => job.id === applyJobId) : undefined;
  /** The action's answer goes to the form it is about; a success closes that form. */
  const answerFor = (job: JobOpening) =>
    actionData && !succeeded && actionData.jobId === job.id ? actionData : undefined;
  const answerHasForm = Boolean((dialogJob && answerFor(dialogJob)) || (pageJob && answerFor(pageJob)));
  const pageNotice = actionData?.notice && !answerHasForm ? actionData.notice : null;
  const shownPageNotice = useTranslatedNotice(pageNotice);

  // A successful application closes the dialog; focus then goes to the confirmation.
  useEffect(() => {
    if (!succeeded) return;
    if (dialogOpen.current) {
      focusResultOnClose.current = true;
      setDialogJob(null);
    } else {
      result.current?.focus();
    }
  }, [actionData, succeeded]);

  function onApply(job: JobOpening, event: MouseEvent<HTMLAnchorElement>) {
    // With a form already on the page, the link simply moves it to this job.
    if (pageJob || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    dialogOpen.current = true;
    setDialogJob(job);
  }

  function onDialogClose() {
    dialogOpen.current = false;
    setDialogJob(null);
    const target = focusResultOnClose.current ? result.current : opener.current;
    focusResultOnClose.current = false;
    target?.focus();
  }

  return (
    <>
      <PageHeading title={t("forms.career.title")} breadcrumb={usePageTrail(["/career"])} lead={t("forms.career.lead")}>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#openings" className="btn-primary">
            {t("forms.career.viewOpenings")}
          </a>
          {/* No 'Learn About Benefits' (the spec's link to the home page): the site has no benefits page to
              send anyone to, and a link that says otherwise is not true (issue 22). */}
        </div>
      </PageHeading>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6">
        <PageSection
          id="openings"
          headingId="openings-heading"
          title={t("forms.career.openingsTitle")}
          className="scroll-mt-4"
        >
          <p className="mb-6 mt-2 max-w-3xl text-slate-700">{t("forms.career.openingsIntro")}</p>
          <JobOpenings jobs={jobs} onApply={onApply} />
        </PageSection>

        {pageJob || pageNotice ? (
          <PageSection
            id="apply"
            headingId="apply-heading"
            title={pageJob ? t("forms.career.applyFor", { job: pageJob.title }) : t("forms.career.yourApplication")}
            className="card scroll-mt-4"
          >
            {pageNotice ? (
              <div ref={result} tabIndex={-1} className="mt-4 rounded-lg">
                <FormNoticeMessage notice={shownPageNotice} />
              </div>
            ) : null}
            {pageJob ? (
              <div className="mt-4 max-w-xl">
                <ApplicationForm
                  key={pageJob.id}
                  job={pageJob}
                  placement="page"
                  actionData={answerFor(pageJob)}
                  action={applyHref(pageJob)}
                  footer={
                    <Link to="/career#openings" className="link">
                      {t("forms.career.cancel")}
                    </Link>
                  }
                />
              </div>
            ) : null}
          </PageSection>
        ) : null}
      </div>

      <ApplicationDialog job={dialogJob} onClose={onDialogClose}>
        {dialogJob ? (
          <ApplicationForm
            key={dialogJob.id}
            job={dialogJob}
            placement="dialog"
            actionData={answerFor(dialogJob)}
            action="/career"
          />
        ) : null}
      </ApplicationDialog>
    </>
  );
}
