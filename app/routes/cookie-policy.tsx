import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import type { ContentSectionData } from "~/components/content/content-section";
import { DocumentBody } from "~/components/content/document-body";
import { PageHeading } from "~/components/page-heading";
import { StatusMessage } from "~/components/status-message";
import { useToastFor } from "~/components/toaster";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { boundedReply, formBytesFor } from "~/lib/forms/form-limits.server";
import { readForm, refusal } from "~/lib/forms/read-form.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cookie Policy",
    description:
      "This independent parcel-tracking help site sets no cookies at all. Here is what it does keep in your browser, and your choices.",
  });

const cookieChoiceSchema = z.object({ choice: z.enum(["accept-all", "decline-optional"]) });

/** What each button honestly leads to: there are no optional cookies, so nothing changes. */
const CHOICE_ANSWERS = {
  "accept-all": {
    title: "Nothing to change",
    description:
      "This site sets no cookies, optional or otherwise, so there was nothing to accept and no choice was stored.",
  },
  "decline-optional": {
    title: "Nothing to change",
    description: "This site sets no optional cookies, so there was nothing to decline and no choice was stored.",
  },
} as const;

// Nothing is stored and no cookie is set: the answer is only words on the page.
export async function action({ request }: ActionFunctionArgs) {
  // Computed here: a route module's top level also runs in the browser, where .server imports are gone.
  const read = await readForm(request, { maxBytes: formBytesFor(cookieChoiceSchema) });
  if (!read.ok) throw refusal(read);
  const submission = parseWithZod(read.formData, { schema: cookieChoiceSchema });
  const noStore = { "Cache-Control": CACHE_CONTROL.none };
  const result = boundedReply(submission.reply(), cookieChoiceSchema);
  if (submission.status !== "success") return data({ result, answer: null }, { status: 400, headers: noStore });
  return data({ result, answer: CHOICE_ANSWERS[submission.value.choice] }, { headers: noStore });
}

export default function CookiePolicy() {
  return (
    <>
      <PageHeading
        title="Cookie Policy"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Cookie Policy", path: "/cookie-policy" },
        ]}
        lead="The short version: this site sets no cookies. Here is what it does keep in your browser, and why."
      />
      <DocumentBody sections={COOKIE_SECTIONS} />
    </>
  );
}

function CookieChoiceForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const answer = actionData?.answer ?? null;
  useToastFor(answer ? { title: answer.title, description: answer.description } : null, actionData);

  return (
    <Form method="post" className="mt-4" aria-describedby="cookie-choice-note">
      <p id="cookie-choice-note" className="text-sm text-slate-600">
        These buttons are here for people who expect them. Pressing either one changes nothing, because there is nothing
        optional to switch on or off.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          name="choice"
          value="accept-all"
          className="btn-primary"
          disabled={navigation.state === "submitting"}
        >
          Accept All Cookies
        </button>
        <button
          type="submit"
          name="choice"
          value="decline-optional"
          className="btn-secondary"
          disabled={navigation.state === "submitting"}
        >
          Decline Optional Cookies
        </button>
      </div>
      {answer ? (
        // The document's paragraph spacing is for prose, not for this compact message.
        <div className="mt-4 [&_p]:my-0">
          <StatusMessage tone="info" title={answer.title}>
            {answer.description}
          </StatusMessage>
        </div>
      ) : null}
    </Form>
  );
}

const COOKIE_SECTIONS: ContentSectionData[] = [
  {
    id: "summary",
    title: "In short",
    body: (
      <ul>
        <li>
          <strong>No cookies.</strong> Not for analytics, advertising, preferences, sign-in or remembering a consent
          choice.
        </li>
        <li>
          <strong>No third-party code.</strong> The site loads nothing from other companies, so no one else can set
          cookies through it either.
        </li>
        <li>
          <strong>One small, temporary item</strong> in your browser&apos;s session storage when JavaScript is on (see
          below).
        </li>
      </ul>
    ),
  },
  {
    id: "what-are-cookies",
    title: "What cookies are",
    body: (
      <p>
        Cookies are small text files a website asks your browser to keep and send back on later visits. Many sites use
        them to keep you signed in, remember settings, or follow what you do for statistics and advertising. Similar
        tools, such as local storage and session storage, keep data in the browser without sending it with every
        request.
      </p>
    ),
  },
  {
    id: "cookies-we-use",
    title: "Cookies this site uses",
    body: (
      <table>
        <caption className="sr-only">Cookies by category</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Cookies set</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Strictly necessary</td>
            <td>None</td>
          </tr>
          <tr>
            <td>Preferences</td>
            <td>None</td>
          </tr>
          <tr>
            <td>Analytics and statistics</td>
            <td>None</td>
          </tr>
          <tr>
            <td>Advertising</td>
            <td>None</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: "browser-storage",
    title: "Other storage in your browser",
    body: (
      <p>
        With JavaScript switched on, the framework this site is built with remembers how far down each page you had
        scrolled, in your browser&apos;s <strong>session storage</strong> (an entry called &ldquo;positions&rdquo;), so
        the Back button returns you to the same spot. It holds only scroll positions, one number per page visited in
        that tab. Rarely, just after a new version of the site is published, the framework also notes that version
        (&ldquo;remix-manifest-version&rdquo;) so the page can reload itself once. Both are never sent to us, stay in
        that browser tab and are deleted when you close it. With JavaScript off, nothing at all is stored.
      </p>
    ),
  },
  {
    id: "other-websites",
    title: "Other websites",
    body: (
      <p>
        Links to carriers, such as the USPS tracking page, take you to their own websites, which set their own cookies
        under their own policies. This site has no control over those. Read our{" "}
        <Link to="/privacy-policy">Privacy Policy</Link> for everything else about your data.
      </p>
    ),
  },
  {
    id: "your-choices",
    title: "Your choices",
    body: (
      <>
        <p>
          Because nothing optional is set, there is no choice to record here. You can still block or delete cookies and
          site data for any website in your browser&apos;s settings. If this site ever needed an optional cookie, it
          would ask you first and update this page.
        </p>
        <CookieChoiceForm />
      </>
    ),
  },
];
