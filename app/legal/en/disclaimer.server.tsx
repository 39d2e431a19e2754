import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";

/** The legal disclaimer in English. */
export default function disclaimerSections({ siteName, operatorEmail }: DataPractices): ContentSectionData[] {
  return [
    {
      id: "independent",
      title: "An independent website",
      body: (
        <>
          <p>
            {siteName} is an independent, privately run website. It is <strong>not</strong> affiliated with, endorsed
            by, sponsored by or operated by the United States Postal Service (USPS), the U.S. government, or any other
            postal service or parcel carrier. Nothing on this site is an official statement of any of them.
          </p>
          <p>
            We cannot look up, change, redirect, hold or claim for any parcel or letter. For those, contact the carrier
            directly. Our <a href="/articles">help articles</a> explain how.
          </p>
        </>
      ),
    },
    {
      id: "tracking",
      title: "Tracking information belongs to the carriers",
      body: (
        <p>
          This site does not receive or store tracking data. When you enter a tracking number, we check that it looks
          valid and send you to the carrier&apos;s own tracking page, where the carrier shows its status. The status,
          the delivery estimate and everything else on that page come from the carrier and are its responsibility. Our
          recognition of which carrier a number belongs to is a guess from its format, not a confirmation.
        </p>
      ),
    },
    {
      id: "no-guarantee",
      title: "No guarantee",
      body: (
        <>
          <p>
            We work hard to keep our articles and answers accurate and up to date, but postal services change their
            hours, prices, services and rules, and local post offices differ. The information here is general guidance
            provided &ldquo;as is&rdquo;, without any warranty that it is complete, current or right for your situation.
          </p>
          <p>
            Always confirm anything important, such as a deadline, a price, what you may mail, or a holiday opening,
            with the carrier before you rely on it. Some answers in the FAQ may be written with the help of an automated
            text service and can contain mistakes.
          </p>
        </>
      ),
    },
    {
      id: "no-advice",
      title: "Not professional advice",
      body: (
        <p>
          Nothing on this site is legal, financial or customs advice. Articles about ballots, money orders, shipping
          alcohol or job applications describe general rules; for your own case, ask the responsible authority or a
          qualified professional.
        </p>
      ),
    },
    {
      id: "links",
      title: "Links to other websites",
      body: (
        <p>
          We link to carriers&apos; and government websites because they hold the official information. We do not
          control those sites and are not responsible for their content, availability or privacy practices. In our help
          articles, links marked with an arrow (↗) lead to other websites.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <p>
          To the extent the law allows, {siteName} and its operator are not liable for any loss or damage arising from
          the use of this site or reliance on its content, including late, lost or damaged mail, missed deadlines or
          decisions made on the basis of the information here. Nothing in this disclaimer limits liability that cannot
          be limited by law.
        </p>
      ),
    },
    {
      id: "trademarks",
      title: "Trademarks",
      body: (
        <p>
          USPS, United States Postal Service, Priority Mail, Priority Mail Express, First-Class Mail, USPS Ground
          Advantage, Media Mail, Informed Delivery and other names of postal products, as well as UPS, FedEx and DHL,
          are trademarks of their respective owners. They are used here only to identify those services and to help
          readers find the right information. Their use does not imply any connection with, or endorsement by, their
          owners.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Questions and corrections",
      body: (
        <p>
          If you believe something on this site is wrong or out of date, please tell us through the{" "}
          <a href="/contact">contact page</a> or at <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a>. We will
          check it and correct it. See also our <a href="/terms-of-service">Terms of Service</a> and{" "}
          <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      ),
    },
  ];
}
