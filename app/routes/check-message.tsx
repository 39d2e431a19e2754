import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { MessageCheckForm } from "~/components/message-check/message-check-form";
import { ScamAdvice, SCAM_GUIDE_PATH } from "~/components/message-check/scam-advice";
import { VerdictPanel } from "~/components/message-check/verdict-panel";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { Link } from "@remix-run/react";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { handleMessageCheck } from "~/lib/message-check/message-check-action.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Is This Delivery Message Real?",
    description:
      "Paste a text or e-mail about a parcel: we check its links, requests, deadlines, sender and tracking numbers for the signs of a delivery scam.",
  });

export function action({ request, context }: ActionFunctionArgs) {
  return handleMessageCheck(request, context.clientAddress);
}

const RESULT_ANCHOR = "check-result";

export default function CheckMessagePage() {
  const answer = useActionData<typeof action>();

  return (
    <>
      <PageHeading
        title="Is This Delivery Message Real?"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Check a Message", path: "/check-message" },
        ]}
        lead="Got a text or e-mail about a parcel that asks you to tap a link, pay a fee or update your address? Paste it here. We check it for the signs of a delivery scam and tell you why."
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
        <section aria-label="Check a message" className="card">
          <MessageCheckForm result={answer?.result} notice={answer?.notice} resultAnchor={RESULT_ANCHOR} />
        </section>

        <div id={RESULT_ANCHOR} className="scroll-mt-4">
          {answer?.check ? <VerdictPanel check={answer.check} headingId="verdict-heading" /> : null}
        </div>

        <PageSection headingId="how-heading" title="What we look at">
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              <strong>Links:</strong> who really owns each link. In{" "}
              <span className="font-mono">usps.com-track.info</span> the owner is{" "}
              <span className="font-mono">com-track.info</span>, not USPS. Short links, bare IP addresses and letters
              from other alphabets are signs too.
            </li>
            <li>
              <strong>Requests:</strong> a fee, customs duty, gift cards, crypto, card numbers, passwords, a Social
              Security number, a date of birth, or &quot;confirm your address&quot;.
            </li>
            <li>
              <strong>Pressure:</strong> deadlines such as &quot;within 12 hours&quot; and threats such as &quot;will be
              returned&quot;.
            </li>
            <li>
              <strong>The sender:</strong> USPS texts come from 5-digit short codes (its text tracking is 28777), not
              from ordinary or foreign phone numbers or e-mail addresses.
            </li>
            <li>
              <strong>Tracking numbers:</strong> whether each number passes its carrier&apos;s check digits, with a link
              to check it yourself on the carrier&apos;s own website.
            </li>
          </ul>
          <p className="mt-3 text-slate-700">
            USPS sends tracking texts only after you asked for them with a tracking number, and the Postal Inspection
            Service says those texts never contain a link. The checker follows fixed rules, not guesses: it can miss a
            new trick, and it never calls a message safe.{" "}
            <Link className="link" to={SCAM_GUIDE_PATH}>
              Read how to spot a fake delivery text
            </Link>
            .
          </p>
          <p className="mt-3 text-slate-700">
            Your message is checked in memory on our server and then forgotten: it is never stored, logged or sent
            anywhere, and it never appears in a web address.
          </p>
        </PageSection>

        {answer?.check ? null : (
          <section aria-label="If you already got a suspicious message" className="card">
            <ScamAdvice headingLevel={2} />
          </section>
        )}
      </div>
    </>
  );
}
