import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { LegalDocument } from "~/components/content/legal-document";
import { StatusMessage } from "~/components/status-message";
import { useToastFor } from "~/components/toaster";
import type { MessageKey } from "~/i18n/catalog-types";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { boundedReply, formFields } from "~/lib/forms/form-limits.server";
import { readForm } from "~/lib/forms/read-form.server";
import { refusalResponse } from "~/lib/forms/refused-body.server";
import { legalPageData } from "~/legal/legal-text.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["pages"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("pages.cookies.title"), description: t("pages.cookies.description") });
};

export async function loader({ context: { language } }: LoaderFunctionArgs) {
  return data(legalPageData(language, "cookiePolicy"), { headers: { "Cache-Control": CACHE_CONTROL.page } });
}

const cookieChoiceSchema = z.object({ choice: z.enum(["accept-all", "decline-optional"]) });

/** What each button honestly leads to: there are no optional cookies, so nothing changes. */
const CHOICE_ANSWERS = {
  "accept-all": { title: "pages.cookies.answer.title", description: "pages.cookies.answer.accept" },
  "decline-optional": { title: "pages.cookies.answer.title", description: "pages.cookies.answer.decline" },
} as const satisfies Record<string, { title: MessageKey; description: MessageKey }>;

// Nothing is stored and no cookie is set: the answer is only words on the page.
export async function action({ request, context }: ActionFunctionArgs) {
  // Computed here: a route module's top level also runs in the browser, where .server imports are gone.
  const read = await readForm(request, { fields: formFields(cookieChoiceSchema) });
  if (!read.ok) throw await refusalResponse(read, context.clientAddress);
  const submission = parseWithZod(read.formData, { schema: cookieChoiceSchema });
  const noStore = { "Cache-Control": CACHE_CONTROL.none };
  const result = boundedReply(submission.reply(), cookieChoiceSchema);
  if (submission.status !== "success") return data({ result, answer: null }, { status: 400, headers: noStore });
  return data({ result, answer: CHOICE_ANSWERS[submission.value.choice] }, { headers: noStore });
}

export default function CookiePolicy() {
  const { sections } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <LegalDocument
      path="/cookie-policy"
      title={t("pages.cookies.title")}
      lead={t("pages.cookies.lead")}
      sections={sections}
      after={{ "your-choices": <CookieChoiceForm /> }}
    />
  );
}

function CookieChoiceForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const answer = actionData?.answer
    ? { title: t(actionData.answer.title), description: t(actionData.answer.description) }
    : null;
  useToastFor(answer, actionData);

  return (
    <Form method="post" className="mt-4" aria-describedby="cookie-choice-note">
      <p id="cookie-choice-note" className="text-sm text-slate-600">
        {t("pages.cookies.choiceNote")}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          name="choice"
          value="accept-all"
          className="btn-primary"
          disabled={navigation.state === "submitting"}
        >
          {t("pages.cookies.acceptAll")}
        </button>
        <button
          type="submit"
          name="choice"
          value="decline-optional"
          className="btn-secondary"
          disabled={navigation.state === "submitting"}
        >
          {t("pages.cookies.declineOptional")}
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
