import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { ApplicationDialog } from "~/components/career/application-dialog";
import { ApplicationForm } from "~/components/career/application-form";
import { JobOpenings, applyHref } from "~/components/career/job-openings";
import { FormNoticeMessage } from "~/components/form-notice";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { careerApplication } from "~/lib/forms/career-application.server";
import { handleMessageAction } from "~/lib/forms/message-action.server";
import { findJob, type JobOpening } from "~/lib/job-openings";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Careers",
    description: "Open positions at the independent team behind this parcel-tracking help center.",
  });

export function loader({ request }: LoaderFunctionArgs) {
  // ?apply={jobId} puts that job's application form on the page (the no-JavaScript dialog).
  const applyJobId = findJob(new URL(request.url).searchParams.get("apply") ?? "")?.id ?? null;
  return data({ applyJobId }, { headers: { "Cache-Control": CACHE_CONTROL.page } });
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleMessageAction(careerApplication, request, context.clientAddress);
}

export default function CareerPage() {
  const { applyJobId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [dialogJob, setDialogJob] = useState<JobOpening | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const dialogOpen = useRef(false);
  const focusResultOnClose = useRef(false);

  const succeeded = actionData?.notice?.tone === "success";
  const pageJob = applyJobId && !succeeded ? findJob(applyJobId) : undefined;
  /** The action's answer goes to the form it is about; a success closes that form. */
  const answerFor = (job: JobOpening) =>
    actionData && !succeeded && actionData.jobId === job.id ? actionData : undefined;
  const answerHasForm = Boolean((dialogJob && answerFor(dialogJob)) || (pageJob && answerFor(pageJob)));
  const pageNotice = actionData?.notice && !answerHasForm ? actionData.notice : null;

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
      <PageHeading
        title="Careers"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Career", path: "/career" },
        ]}
        lead="Help people find their parcels: join a small, independent, remote-first team that writes clear help and builds fast, accessible tools."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#openings" className="btn-primary">
            View Open Positions
          </a>
          {/* No 'Learn About Benefits' (the spec's link to the home page): the site has no benefits page to
              send anyone to, and a link that says otherwise is not true (issue 22). */}
        </div>
      </PageHeading>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6">
        <PageSection id="openings" headingId="openings-heading" title="Current Openings" className="scroll-mt-4">
          <p className="mb-6 mt-2 max-w-3xl text-slate-700">
            Every role is remote. We read every application and answer each applicant by e-mail.
          </p>
          <JobOpenings onApply={onApply} />
        </PageSection>

        {pageJob || pageNotice ? (
          <PageSection
            id="apply"
            headingId="apply-heading"
            title={pageJob ? `Apply for ${pageJob.title}` : "Your application"}
            className="card scroll-mt-4"
          >
            {pageNotice ? (
              <div ref={result} tabIndex={-1} className="mt-4 rounded-lg">
                <FormNoticeMessage notice={pageNotice} />
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
                      Cancel
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
