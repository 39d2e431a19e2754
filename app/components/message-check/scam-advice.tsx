import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { T, useTranslation } from "~/i18n/use-translation";

/** Where the advice sends people (docs/product.md §D9.1); an English path, made local where linked. */
export const SCAM_GUIDE_PATH = "/how-to-spot-a-fake-delivery-text";

/**
 * What to do with a suspicious delivery message: shown with every verdict but "No warning signs
 * found", and on the checker's page before a check. The agencies' links go to their pages in
 * the page's language where they have one; the route must send the "checker" strings.
 */
export function ScamAdvice({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const strong = <strong />;
  return (
    <div>
      <Heading className="text-lg font-semibold text-slate-900">{t("checker.advice.heading")}</Heading>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          <T k="checker.advice.dontTap" components={{ strong }} />
        </li>
        <li>
          <T
            k="checker.advice.report"
            components={{
              strong,
              uspis: <AgencyLink href="mailto:spam@uspis.gov" />,
              ftc: <AgencyLink href={t("checker.advice.ftcUrl")} />,
            }}
          />
        </li>
        <li>
          <T
            k="checker.advice.paid"
            components={{
              strong,
              identity: <AgencyLink href={t("checker.advice.identityUrl")} />,
              ic3: <AgencyLink href="https://www.ic3.gov/" />,
            }}
          />
        </li>
        <li>
          <T k="checker.advice.guide" components={{ guide: <Link className="link" to={SCAM_GUIDE_PATH} /> }} />
        </li>
      </ul>
    </div>
  );
}

/** A link placed in a message by T, which gives it the message's words as children. */
function AgencyLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a className="link" href={href}>
      {children}
    </a>
  );
}
