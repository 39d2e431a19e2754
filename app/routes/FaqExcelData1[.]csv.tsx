import { readFile } from "node:fs/promises";
import path from "node:path";
import { FAQ_CSV_RELATIVE_PATH } from "~/lib/help-centre/faq-data.server";
import { CACHE_CONTROL } from "~/lib/cache-policy.server";
import { log } from "~/lib/log.server";
import type { RouteHandle } from "~/i18n/page-language";

/** A file, not a page: it has no language, so it answers at this path only. */
export const handle: RouteHandle = { languageNeutral: true };

/** The FAQ's keyword source, served byte for byte as the spec's GET /FaqExcelData1.csv. */
export async function loader() {
  let body: Buffer;
  try {
    body = await readFile(path.resolve(process.cwd(), FAQ_CSV_RELATIVE_PATH));
  } catch (error) {
    log.error({ event: "faq-csv-error", error: String(error) }, "Error loading FAQ data");
    return new Response("Not Found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
    });
  }
  const headers = new Headers({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'inline; filename="FaqExcelData1.csv"',
    "Cache-Control": CACHE_CONTROL.file,
  });
  return new Response(new Uint8Array(body), { headers });
}
