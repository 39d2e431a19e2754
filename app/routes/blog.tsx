import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { getConfig } from "~/lib/config.server";

/** The blog lives elsewhere when configured; otherwise the help articles (of the page's language) stand in. */
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(getConfig().blogUrl ?? pathInLanguage("/articles", languageOfRequest(request)), 302);
}
