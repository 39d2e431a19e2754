import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { ErrorScreen } from "~/components/error-screen";
import { InlineScript, usePageRunsReact } from "~/components/page-scripts";
import { WARN_NOT_FOUND } from "~/lib/inline-scripts.server";
import { useTranslation } from "~/i18n/use-translation";

/** The site's 404 page (docs/product.md §S2.5): the splat route's, and any article path that does not exist. */
export function NotFound() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // The browser console only: the server's request log already has the path and the 404.
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  const runsReact = usePageRunsReact();
  return (
    <>
      <ErrorScreen
        status={404}
        title={t("error.notFound.title")}
        text={t("error.notFound.text")}
        link={{ to: "/", label: t("error.home") }}
      />
      {runsReact ? null : <InlineScript source={WARN_NOT_FOUND} />}
    </>
  );
}
