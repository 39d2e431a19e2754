import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";
import { TERMS_NOTICE_DAYS as NOTICE_DAYS } from "~/lib/legal-dates";

/** The Terms of Service in English. */
export default function termsSections({ siteName, operatorEmail }: DataPractices): ContentSectionData[] {
  return [
    {
      id: "acceptance",
      title: "1. Accepting these terms",
      body: (
        <p>
          These terms apply to everyone who uses {siteName} (&ldquo;the site&rdquo;). By using the site you accept them.
          If you do not agree, please do not use the site. Our <a href="/privacy-policy">Privacy Policy</a>,{" "}
          <a href="/cookie-policy">Cookie Policy</a> and <a href="/disclaimer">Disclaimer</a> are part of these terms.
        </p>
      ),
    },
    {
      id: "the-service",
      title: "2. What the site offers",
      body: (
        <>
          <p>
            The site is a free, independent source of help about parcel tracking and postal services. It checks tracking
            numbers you enter and sends you to the carrier&apos;s own tracking page; it offers a FAQ, help articles and
            forms to contact us.
          </p>
          <p>
            The site is not the United States Postal Service or any other carrier and is not affiliated with them. It
            does not provide postal, delivery or tracking services itself, and no contract for the carriage of any item
            is made with us. We may change, pause or stop any part of the site at any time.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "3. Using the site fairly",
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>use the site for anything unlawful, fraudulent or harmful, or to impersonate anyone;</li>
            <li>send spam, abusive or misleading messages through our forms, or upload harmful files;</li>
            <li>
              try to break, overload or get around the site&apos;s security or its limits on how often forms can be
              sent;
            </li>
            <li>
              copy the site&apos;s content in bulk or present it as your own or as a carrier&apos;s official
              information.
            </li>
          </ul>
          <p>
            You may link to any page and quote short passages with a link back. Messages that break these rules may be
            ignored and reported.
          </p>
        </>
      ),
    },
    {
      id: "information-and-links",
      title: "4. Information and third-party websites",
      body: (
        <p>
          Our content is general information, offered without warranty; carriers change their services, prices and
          hours, so confirm anything important with them. Links to carriers and government websites take you to sites we
          do not control, whose own terms and privacy policies apply. Tracking results, delivery estimates and claims
          are the carrier&apos;s responsibility.
        </p>
      ),
    },
    {
      id: "liability",
      title: "5. Liability",
      body: (
        <p>
          The site is provided free of charge and &ldquo;as is&rdquo;. To the fullest extent the law allows, we are not
          liable for indirect or consequential loss, or for any loss caused by late, lost or damaged mail, by a
          carrier&apos;s actions, by the site being unavailable, or by reliance on its content. Nothing in these terms
          excludes or limits liability that cannot lawfully be excluded or limited, or your statutory rights as a
          consumer.
        </p>
      ),
    },
    {
      id: "changes",
      title: "6. Changes to these terms and contact",
      body: (
        <>
          <p>
            We may update these terms from time to time. We will give at least{" "}
            <strong>{NOTICE_DAYS} days&apos; notice</strong> of any change by publishing the new terms on this page,
            with the date they take effect, before they apply. If you keep using the site after that date, the new terms
            apply; if you do not accept them, please stop using the site.
          </p>
          <p>
            Questions about these terms: <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a> or our{" "}
            <a href="/contact">contact page</a>.
          </p>
        </>
      ),
    },
  ];
}
