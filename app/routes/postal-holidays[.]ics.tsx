import type { LoaderFunctionArgs } from "@remix-run/node";
import { compiledCatalog } from "~/i18n/catalogs.server";
import { createTranslator } from "~/i18n/translate";
import { CACHE_CONTROL } from "~/lib/cache-policy.server";
import { getConfig } from "~/lib/config.server";
import { shownYears } from "~/lib/postal-calendar/closure-years";
import { closuresIcs } from "~/lib/postal-calendar/icalendar";
import { serverToday, todayCacheControl } from "~/lib/postal-calendar/today.server";

/**
 * The closures /postal-holidays lists, as an iCalendar file for a phone or desktop calendar; at
 * /es/postal-holidays.ics with Spanish names. The years are today's and the next, so it is kept no
 * later than Eastern midnight, like the page.
 */
export function loader({ context: { language } }: LoaderFunctionArgs) {
  const now = new Date();
  const [fromYear, toYear] = shownYears(serverToday(now));
  // A file, not a page: a missing name throws, as in the tests, rather than write a key into someone's calendar.
  const translator = createTranslator(language, compiledCatalog(language, "calendar").messages, "throw");
  const body = closuresIcs({ fromYear, toYear, siteName: getConfig().siteName, stamp: now }, translator);
  const suffix = language === "en" ? "" : `-${language}`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="postal-holidays-${fromYear}-${toYear}${suffix}.ics"`,
      "Cache-Control": todayCacheControl(now, CACHE_CONTROL.file),
    },
  });
}
