import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";

/** The GDPR page in English for a configuration (its text is hashed: app/lib/legal-dates.ts). */
export default function gdprSections(p: DataPractices): ContentSectionData[] {
  const viaEmailService = p.messageDelivery === "email-service";
  return [
    {
      id: "what-is-gdpr",
      title: "What is the GDPR?",
      body: (
        <>
          <p>
            The General Data Protection Regulation (GDPR) is the European Union law (in force since 24 May 2016 and
            applied since 25 May 2018) that governs how organizations handle information about people (&ldquo;personal
            data&rdquo;). It protects people in the EU and the European Economic Area wherever the organization is
            based, and the United Kingdom keeps the same rules in its own &ldquo;UK GDPR&rdquo;.
          </p>
          <p>
            Personal data is anything that can identify you, directly or indirectly: your name, e-mail address, phone
            number, or an IP address. {p.siteName} follows the GDPR for every visitor, wherever you live.
          </p>
        </>
      ),
    },
    {
      id: "principles",
      title: "The principles we follow",
      body: (
        <>
          <p>The GDPR sets out seven principles. This is what each means here:</p>
          <ul>
            <li>
              <strong>Lawfulness, fairness and transparency:</strong> we use data only for a clear legal reason and say
              plainly what we do in our <a href="/privacy-policy">Privacy Policy</a>.
            </li>
            <li>
              <strong>Purpose limitation:</strong> a message you send is used to answer you, not for marketing.
            </li>
            <li>
              <strong>Data minimization:</strong> no accounts, no cookies, no analytics. The forms ask for what is
              needed to reply (the complaint form also for a phone number, to call you if an e-mail reply does not reach
              you); the donation form asks for a name and e-mail address as a payment would, but while online donations
              are not available the server keeps none of it.
            </li>
            <li>
              <strong>Accuracy:</strong> tell us if something we hold about you is wrong and we will correct it.
            </li>
            <li>
              <strong>Storage limitation:</strong> messages, complaints and job applications, with every copy on the
              server and in its backups, are deleted within {p.messageRetentionDays} days
              {viaEmailService ? ", and the e-mails in the operator's mailbox once your question is dealt with" : ""};
              request logs within {p.logRetentionDays} days.
            </li>
            <li>
              <strong>Integrity and confidentiality:</strong> stored messages are readable only by the operator, and the
              site runs no third-party scripts.
            </li>
            <li>
              <strong>Accountability:</strong> we write down how data is handled and can show it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Under the GDPR you have the right to:</p>
          <ul>
            <li>
              <strong>be informed</strong> about what we collect and why;
            </li>
            <li>
              <strong>access</strong> the personal data we hold about you and get a copy;
            </li>
            <li>
              <strong>rectification</strong>: have inaccurate data corrected;
            </li>
            <li>
              <strong>erasure</strong>: have your data deleted (&ldquo;the right to be forgotten&rdquo;);
            </li>
            <li>
              <strong>restrict processing</strong> while a question about your data is settled;
            </li>
            <li>
              <strong>data portability</strong>: receive your data in a common, machine-readable format;
            </li>
            <li>
              <strong>object</strong> to processing based on our legitimate interests;
            </li>
            <li>
              not be subject to decisions made <strong>solely by automated means</strong> (we make none);
            </li>
            <li>
              <strong>complain</strong> to a data-protection supervisory authority, such as the one in the country where
              you live.
            </li>
          </ul>
          <p>
            To use any of these rights, e-mail <a href={`mailto:${p.operatorEmail}`}>{p.operatorEmail}</a>. It is free,
            and we reply within one month. We may ask a question to confirm it is really you, so that nobody else can
            obtain your data.
          </p>
        </>
      ),
    },
    {
      id: "how-we-comply",
      title: "How we ensure compliance",
      body: (
        <ul>
          <li>
            <strong>Collecting less in the first place.</strong> Reading the site needs nothing from you. Beyond what
            you type into a form, the personal data we handle is the IP address every request carries, which the web
            server logs for security and deletes within {p.logRetentionDays} days, and which the rate limits on the
            forms hold for minutes. What you type is kept only where the <a href="/privacy-policy">privacy policy</a>{" "}
            says: contact messages, complaints and job applications are stored; a comment on a help article is written
            to the application&apos;s log; the donation form&apos;s details and a message pasted into the checker are
            read and forgotten; tracking numbers and search words pass through page addresses, which the logs leave out.
          </li>
          <li>
            <strong>No cookies and no tracking.</strong> The site sets no cookies and loads no analytics or advertising
            code, so there is nothing to consent to.
          </li>
          <li>
            <strong>Protected storage.</strong> Messages and complaints are kept in a private file on our server that
            only the operator can read
            {viaEmailService
              ? ", and sent from there to the operator's mailbox through an e-mail delivery service"
              : ""}
            . Applications and their résumé files are stored on our server, readable only by the operator, and deleted
            within {p.messageRetentionDays} days, like messages.
          </li>
          <li>
            <strong>Security by design.</strong> A strict content security policy, protection against framing, rate
            limits and spam traps on the message forms.
          </li>
          <li>
            <strong>Anonymous feedback and view counts.</strong> Ratings of help articles are recorded without any
            identifier (the web server&apos;s log of the same request holds your IP address for up to{" "}
            {p.logRetentionDays} days, like every request), and FAQ views are counted as one number per entry and day.
          </li>
        </ul>
      ),
    },
    {
      id: "international-transfers",
      title: "International transfers",
      body: (
        <>
          <p>
            Our server and any service that helps us run the site may be in a country other than yours, including the
            United States. Where personal data from the EU, EEA or UK travels to a country without an adequacy decision,
            we rely on the safeguards the GDPR provides, such as the European Commission&apos;s standard contractual
            clauses, and we share only what the service needs.
          </p>
          <ul>
            {viaEmailService ? (
              <li>
                Form messages pass through our e-mail delivery service (
                {p.emailService === "EmailJS" ? "EmailJS" : `the e-mail server at ${p.emailService}`}) on their way to
                the operator.
              </li>
            ) : null}
            {p.answerServiceHost ? (
              <li>
                The text-generation service at {p.answerServiceHost} (named &ldquo;Gemini&rdquo; on the page when it
                cannot answer), which writes some FAQ answers, receives only an article title, no personal data.
              </li>
            ) : null}
            <li>
              When you follow a link to a carrier such as USPS, you leave this site; the carrier handles your data under
              its own policy.
            </li>
          </ul>
        </>
      ),
    },
  ];
}
