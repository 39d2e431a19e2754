import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";

/** The privacy policy in English for a configuration (its text is hashed: app/lib/legal-dates.ts). */
export default function privacySections(p: DataPractices): ContentSectionData[] {
  const viaEmailService = p.messageDelivery === "email-service";
  const emailService = p.emailService === "EmailJS" ? "EmailJS" : `the e-mail server at ${p.emailService}`;
  const sharedStore =
    p.sharedStore === "redis"
      ? "in the memory of the database (Redis) that the site's servers share, which the operator runs without saving it to disk"
      : "in the server's memory";
  return [
    {
      id: "who-we-are",
      title: "1. Who we are",
      body: (
        <>
          <p>
            {p.siteName} is an independent website that explains parcel tracking and postal services and hands tracking
            searches to the carrier&apos;s own website. It is run by <strong>{p.operatorName}</strong>, who is
            responsible for the personal data described here (the &ldquo;controller&rdquo; in data-protection law) and
            is also named on our <a href="/contact">contact page</a>. Postal address: {p.operatorAddress}.
          </p>
          <p>
            For anything about your data, write to <a href={`mailto:${p.operatorEmail}`}>{p.operatorEmail}</a>. We are{" "}
            <strong>not</strong> the United States Postal Service (USPS) or any other carrier, and we cannot see or
            change anything in a carrier&apos;s systems.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "2. What we collect",
      body: (
        <>
          <p>
            You can read every page of this site without telling us who you are. There are no accounts and no sign-in.
          </p>
          <table>
            <caption className="sr-only">Information this site handles</caption>
            <thead>
              <tr>
                <th scope="col">When you…</th>
                <th scope="col">We receive</th>
                <th scope="col">What happens to it</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Send the contact form</td>
                <td>Your name, e-mail address, phone number if you give one, subject and message</td>
                <td>
                  Written to a private message file on our server that only the operator reads
                  {viaEmailService ? `, and sent from there to the operator's mailbox through ${emailService}` : ""}.
                  The application&apos;s log notes that a message came in, never its text or your address.
                </td>
              </tr>
              <tr>
                <td>Send the complaint form</td>
                <td>Your name, e-mail address, phone number (the form asks for all three) and message</td>
                <td>
                  Handled like a contact message. We reply by e-mail, and use the phone number only to call you about
                  the complaint when an e-mail reply does not reach you.
                </td>
              </tr>
              <tr>
                <td>Apply for a job</td>
                <td>
                  Your name, e-mail address, phone number if you give one, and your résumé file (with its file name)
                </td>
                <td>
                  Your details and the résumé file are stored on our server for the operator to read.{" "}
                  {viaEmailService
                    ? `The operator is told of each application by e-mail through ${emailService}: your name, e-mail address, phone number and the job, never the résumé or its file name.`
                    : "Nothing is sent by e-mail."}
                </td>
              </tr>
              <tr>
                <td>Fill in the donation form</td>
                <td>
                  The amount and purpose you chose, your first and last name, e-mail address, phone number if you give
                  one, and whether you asked to stay anonymous
                </td>
                <td>
                  Your browser sends them to our server, which checks the form and answers that online donations are not
                  available yet. Nothing is charged, and the server keeps nothing you typed: it is not stored, logged or
                  passed on. The request itself is logged like any other (last row).
                </td>
              </tr>
              <tr>
                <td>Say whether a help article was useful</td>
                <td>Your answer and any comment you type</td>
                <td>
                  Written to the application&apos;s log with the FAQ entry, without your IP address or any other
                  identifier. The web server&apos;s log records the same request (your IP address, the time, the page)
                  at the same moment, so for as long as both logs are kept (up to {p.logRetentionDays} days) the two
                  could be matched. Please leave personal details out of comments.
                </td>
              </tr>
              <tr>
                <td>Read an FAQ entry</td>
                <td>Nothing about you</td>
                <td>
                  One is added to that entry&apos;s count of views for the day, {sharedStore}, to list the most read
                  entries under &ldquo;Frequently Viewed Articles&rdquo;. A count is a number per entry and day, kept{" "}
                  {p.viewCountDays} days: no cookie, no address or other identifier, nothing that tells who read what.
                  Visits by search-engine robots and other programs are not counted.
                </td>
              </tr>
              <tr>
                <td>Enter tracking numbers or search the FAQ</td>
                <td>
                  The numbers or words, as part of the page address (text pasted into the tracking box with more than
                  numbers in it is sent with the form instead: only the numbers found in it ever go into an address)
                </td>
                <td>
                  Used to show the page you asked for, then forgotten. The request logs leave out the part of the
                  address after &ldquo;?&rdquo; that holds them (the web server&apos;s error log is the one exception,
                  in the rare line about a fault of its own: last row), and search results are marked private, so no
                  shared cache stores them. When you choose to continue to the carrier, your browser opens the
                  carrier&apos;s site with the number.
                </td>
              </tr>
              <tr>
                <td>Paste a message into the message checker (or into the tracking box)</td>
                <td>The text of the message, sent with the form (never in the page address)</td>
                <td>
                  Checked in the server&apos;s memory to give you the verdict, then forgotten: it is never stored,
                  logged, cached or sent anywhere. The web server passes it to the application as it arrives, without
                  writing it to a temporary file.
                </td>
              </tr>
              <tr>
                <td>Visit any page</td>
                <td>
                  The usual technical details every web request carries: your IP address, the page address, time, and
                  browser type
                </td>
                <td>
                  The web server logs each request to keep the site running and secure: your IP address, the time, the
                  page address <strong>without</strong> the part after &ldquo;?&rdquo; (so no tracking numbers or search
                  words), the method, result, size, time taken and request number. Its error log records only faults of
                  the web server itself; such a line can hold your IP address and the full page address. The application
                  behind it writes one line per request without your IP address (method, page address without the query,
                  result, time taken and a request number) and any errors. All these logs are rotated daily and deleted
                  within {p.logRetentionDays} days. For its operator, the server also counts requests by kind of page,
                  result and time taken, and uses of its tools by outcome: numbers only, with nothing about you or what
                  you entered. To stop floods of messages, your IP address is kept {sharedStore} for up to{" "}
                  {p.rateLimitWindowMinutes} minutes after you send a form, then forgotten. So that reloading the page
                  does not send a message twice, a one-way fingerprint of each message sent (a hash that cannot be
                  turned back into the message) is kept for a day, then forgotten.
                </td>
              </tr>
            </tbody>
          </table>
          <p>We do not buy data about you, build profiles, or use advertising or analytics services.</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "3. How and why we use it",
      body: (
        <ul>
          <li>
            <strong>To answer you.</strong> Messages and complaints are read by a person and answered by e-mail (by
            phone only when an e-mail reply does not reach you and you gave a number). The legal basis is your request
            and our legitimate interest in helping visitors.
          </li>
          <li>
            <strong>To consider a job application.</strong> Taking steps at your request before a possible contract.
          </li>
          <li>
            <strong>To keep the site working and safe.</strong> Request logs and brief rate limiting protect the site
            from abuse; this is our legitimate interest, and it uses as little as possible.
          </li>
          <li>
            <strong>To improve the help articles.</strong> Anonymous feedback tells us which answers need work, and
            anonymous view counts which ones people read most.
          </li>
        </ul>
      ),
    },
    {
      id: "who-receives-it",
      title: "4. Who receives it",
      body: (
        <>
          <p>We never sell your information or share it for advertising. It reaches others only in these cases:</p>
          <ul>
            {viaEmailService ? (
              <li>
                <strong>{p.emailService === "EmailJS" ? "EmailJS" : `The e-mail server at ${p.emailService}`}</strong>,
                the e-mail delivery service that carries contact messages, complaints and notices of job applications to
                the operator&apos;s mailbox. It acts on our instructions and keeps its own records of the e-mails it
                delivers under its own privacy policy.
              </li>
            ) : null}
            <li>
              <strong>Our hosting provider</strong>, whose servers run the site and hold its files and logs.
            </li>
            {p.answerServiceHost ? (
              <li>
                <strong>The text-generation service at {p.answerServiceHost}</strong>, which writes some FAQ answers
                (the page names it &ldquo;Gemini&rdquo; when it cannot answer). It receives only the title of the FAQ
                entry being read, never anything about you.
              </li>
            ) : null}
            <li>
              <strong>Carriers, when you choose.</strong> Buttons to a carrier&apos;s tracking page open that
              carrier&apos;s website with your tracking number. From then on, the carrier&apos;s own privacy policy
              applies. Our pages tell other sites only our address, never the page you were on.
            </li>
            <li>
              <strong>Authorities</strong>, only when the law requires it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "keeping-it-safe",
      title: "5. How long we keep it and how we protect it",
      body: (
        <ul>
          <li>
            Messages, complaints and applications (with their résumés) are deleted from the server by a scheduled
            clean-up that runs every hour, and every copy of them, the server&apos;s backups included, is gone within{" "}
            {p.messageRetentionDays} days.
            {viaEmailService
              ? " The e-mails in the operator's mailbox are deleted once your question is dealt with."
              : ""}{" "}
            If you want yours deleted sooner, write to us.
          </li>
          <li>
            Request logs are rotated daily and deleted within {p.logRetentionDays} days; rate-limit memory lasts
            minutes, message fingerprints a day; view counts, which say nothing about you, are kept {p.viewCountDays}{" "}
            days.
          </li>
          <li>Stored messages and résumés are readable only by the operator&apos;s account on the server.</li>
          <li>
            The site loads no scripts from other companies, and its security settings stop pages from being framed or
            running injected code.
          </li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "6. Your rights and how to use them",
      body: (
        <>
          <p>
            You may ask to see the personal data we hold about you, to correct it, to delete it, to limit or object to
            its use, or to receive a copy to take elsewhere. E-mail{" "}
            <a href={`mailto:${p.operatorEmail}`}>{p.operatorEmail}</a>; we answer within one month. If you are not
            happy with our answer, you can complain to your data-protection authority. The <a href="/gdpr">GDPR page</a>{" "}
            explains these rights in more detail.
          </p>
          <p>This site is not meant for children under 16, and we do not knowingly collect their information.</p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and browser storage",
      body: (
        <>
          <p>
            <strong>This site sets no cookies at all:</strong> none for analytics, advertising, preferences or consent.
            There is nothing to accept or decline.
          </p>
          <p>
            With JavaScript switched on, the framework the site is built with keeps the scroll position of pages you
            visited in your browser&apos;s session storage, so the Back button returns you to where you were (and, just
            after a site update, the version it last saw). It stays in that tab, is never sent to us, and is cleared
            when you close the tab. Nothing else is stored in your browser. See the{" "}
            <a href="/cookie-policy">Cookie Policy</a> for details.
          </p>
          <p>
            Your language is not stored either: it is part of the page address (Spanish pages begin with /es). On
            English pages, a browser set to prefer Spanish is offered a link to the Spanish page; the page reads that
            setting in your browser, stores nothing and sends us nothing.
          </p>
        </>
      ),
    },
    {
      id: "disclaimer",
      title: "Not affiliated with USPS",
      body: (
        <p>
          {p.siteName} is an independent website. It is not affiliated with, endorsed by or operated by the United
          States Postal Service or any other carrier. Information you give the postal service, for example on its
          tracking pages, is handled under its own privacy policy, not this one. Read our full{" "}
          <a href="/disclaimer">disclaimer</a>.
        </p>
      ),
    },
  ];
}
