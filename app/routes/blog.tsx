import { redirect } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";

/**
 * The blog lives elsewhere when configured; otherwise the help articles stand in (in the page's
 * language: the router puts its prefix in front of the path).
 */
export async function loader() {
  return redirect(getConfig().blogUrl ?? "/articles", 302);
}
