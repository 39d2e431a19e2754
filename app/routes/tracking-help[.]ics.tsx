import type { ActionFunctionArgs } from "@remix-run/node";
import { handlePlanDownload } from "~/lib/tracking-reader/tracking-help-action.server";

/**
 * The tracking reader's plan as an .ics download (a resource route: its answer is the file, also
 * without JavaScript). Nothing is kept: the fields are read again and forgotten.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return handlePlanDownload(request, context);
}
