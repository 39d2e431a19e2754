import { redirect } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";

/** The blog lives elsewhere when configured; otherwise the help articles stand in. */
export async function loader() {
  return redirect(getConfig().blogUrl ?? "/articles", 302);
}
