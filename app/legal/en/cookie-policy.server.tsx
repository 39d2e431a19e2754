import type { ContentSectionData } from "~/components/content/content-section";

/** The Cookie Policy in English; the page puts its two buttons at the end of "your-choices". */
export default function cookieSections(): ContentSectionData[] {
  return [
    {
      id: "summary",
      title: "In short",
      body: (
        <ul>
          <li>
            <strong>No cookies.</strong> Not for analytics, advertising, preferences, sign-in or remembering a consent
            choice.
          </li>
          <li>
            <strong>No third-party code.</strong> The site loads nothing from other companies, so no one else can set
            cookies through it either.
          </li>
          <li>
            <strong>One small, temporary item</strong> in your browser&apos;s session storage when JavaScript is on (see
            below).
          </li>
        </ul>
      ),
    },
    {
      id: "what-are-cookies",
      title: "What cookies are",
      body: (
        <p>
          Cookies are small text files a website asks your browser to keep and send back on later visits. Many sites use
          them to keep you signed in, remember settings, or follow what you do for statistics and advertising. Similar
          tools, such as local storage and session storage, keep data in the browser without sending it with every
          request.
        </p>
      ),
    },
    {
      id: "cookies-we-use",
      title: "Cookies this site uses",
      body: (
        <table>
          <caption className="sr-only">Cookies by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Cookies set</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Strictly necessary</td>
              <td>None</td>
            </tr>
            <tr>
              <td>Preferences</td>
              <td>None</td>
            </tr>
            <tr>
              <td>Analytics and statistics</td>
              <td>None</td>
            </tr>
            <tr>
              <td>Advertising</td>
              <td>None</td>
            </tr>
          </tbody>
        </table>
      ),
    },
    {
      id: "browser-storage",
      title: "Other storage in your browser",
      body: (
        <>
          <p>
            With JavaScript switched on, the framework this site is built with remembers how far down each page you had
            scrolled, in your browser&apos;s <strong>session storage</strong> (an entry called &ldquo;positions&rdquo;),
            so the Back button returns you to the same spot. It holds only scroll positions, one number per page visited
            in that tab. Rarely, just after a new version of the site is published, the framework also notes that
            version (&ldquo;remix-manifest-version&rdquo;) so the page can reload itself once. Both are never sent to
            us, stay in that browser tab and are deleted when you close it. With JavaScript off, nothing at all is
            stored.
          </p>
          <p>
            Choosing a language stores nothing either. The language is part of the page address (Spanish pages begin
            with /es), so no cookie remembers it. On English pages, a browser set to prefer Spanish is offered a link to
            the Spanish page: the page reads your browser&apos;s language setting in the browser itself, stores nothing
            and tells us nothing.
          </p>
        </>
      ),
    },
    {
      id: "other-websites",
      title: "Other websites",
      body: (
        <p>
          Links to carriers, such as the USPS tracking page, take you to their own websites, which set their own cookies
          under their own policies. This site has no control over those. Read our{" "}
          <a href="/privacy-policy">Privacy Policy</a> for everything else about your data.
        </p>
      ),
    },
    {
      id: "your-choices",
      title: "Your choices",
      body: (
        <p>
          Because nothing optional is set, there is no choice to record here. You can still block or delete cookies and
          site data for any website in your browser&apos;s settings. If this site ever needed an optional cookie, it
          would ask you first and update this page.
        </p>
      ),
    },
  ];
}
