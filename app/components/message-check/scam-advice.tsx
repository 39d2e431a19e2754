import { Link } from "@remix-run/react";

/** Where the advice sends people (docs/product.md §D9.1). */
export const SCAM_GUIDE_PATH = "/how-to-spot-a-fake-delivery-text";

/**
 * What to do with a suspicious delivery message: shown with every verdict but "No warning signs
 * found", and on the tracking results page when pasted text looked like one.
 */
export function ScamAdvice({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading className="text-lg font-semibold text-slate-900">What to do</Heading>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          <strong>Do not tap the link</strong> or call a number in the message, and do not reply.
        </li>
        <li>
          <strong>Report it.</strong> Forward the text to 7726 (SPAM) so your mobile carrier can block the sender. If it
          claims to be from USPS, e-mail it to the Postal Inspection Service at{" "}
          <a className="link" href="mailto:spam@uspis.gov">
            spam@uspis.gov
          </a>
          : paste the text without clicking the link, add your name and a screenshot that shows the sender and the date,
          and say whether you clicked, paid or gave any personal details. For other companies, report it to the FTC at{" "}
          <a className="link" href="https://reportfraud.ftc.gov/">
            reportfraud.ftc.gov
          </a>
          .
        </li>
        <li>
          <strong>Already entered card details or paid?</strong> Call your bank on the number on your card and block the
          card. If you gave personal details, see{" "}
          <a className="link" href="https://www.identitytheft.gov/">
            IdentityTheft.gov
          </a>
          ; report a loss at{" "}
          <a className="link" href="https://www.ic3.gov/">
            ic3.gov
          </a>
          .
        </li>
        <li>
          Read our guide{" "}
          <Link className="link" to={SCAM_GUIDE_PATH}>
            How to Spot a Fake Delivery Text
          </Link>
          .
        </li>
      </ul>
    </div>
  );
}
