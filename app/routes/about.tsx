import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { FeatureCard } from "~/components/content/feature-card";
import {
  AccessibilityIcon,
  BookIcon,
  QuestionIcon,
  SearchIcon,
  ShieldIcon,
  TruckIcon,
} from "~/components/content/icons";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { useSiteName } from "~/components/use-site-name";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us",
    description:
      "What this independent parcel-tracking help center is, what it does for you, what it is not, and where to go next.",
  });

const QUICK_LINKS = [
  { label: "Track a package", to: "/", text: "Check your tracking numbers and go to the carrier's tracking page." },
  { label: "FAQ", to: "/faq", text: "Search short answers about tracking, delivery, shipping and more." },
  { label: "Contact us", to: "/contact", text: "A question about this website? Send us a message." },
  { label: "Support Center", to: "/help", text: "Start here if you are not sure where to look." },
  // The blog may live on another site, so it is always a full page load.
  { label: "Blog", to: "/blog", text: "Longer guides and news about mail and parcels.", reloadDocument: true },
];

export default function About() {
  const siteName = useSiteName();
  return (
    <>
      <PageHeading
        title="About Us"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "About Us", path: "/about" },
        ]}
        lead={`${siteName} is an independent help center for people waiting on a parcel, sending one, or trying to make sense of the mail.`}
      />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6">
        <section aria-labelledby="what-we-are" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="what-we-are" className="text-2xl font-bold text-slate-900">
              What we are
            </h2>
            <p className="mt-3 leading-7 text-slate-700">
              Tracking a parcel should be simple, but the words on a tracking page, the difference between mail services
              and the rules for holidays and pick-ups are not always clear. {siteName} explains them in plain English,
              checks that your tracking numbers look right, and sends you straight to the carrier&apos;s own tracking
              page for the live status.
            </p>
            <p className="mt-3 leading-7 text-slate-700">
              The site is free to use, needs no account, sets no cookies and works with or without JavaScript, on a slow
              phone or with a screen reader.
            </p>
          </div>
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-6">
            <h2 className="text-2xl font-bold text-slate-900">What we are not</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-800">
              <li>
                We are not the United States Postal Service (USPS) or any other carrier, and we do not work for one.
              </li>
              <li>We do not hold parcels, see tracking data or change deliveries. Only the carrier can do that.</li>
              <li>
                For a lost parcel, a claim or a redelivery, contact the carrier; our{" "}
                <Link to="/articles" className="link">
                  help articles
                </Link>{" "}
                explain how.
              </li>
            </ul>
          </div>
        </section>

        <PageSection headingId="key-features" title="Key features">
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <FeatureCard icon={<SearchIcon />} title="Tracking made simple">
                Paste up to 35 tracking numbers. We tidy them up, tell you which carrier each one looks like, and open
                the carrier&apos;s tracking page with them.
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<QuestionIcon />} title="A searchable FAQ">
                Short answers on tracking, delivery, shipping, international mail, addresses and payments, grouped by
                topic.
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<BookIcon />} title="In-depth help articles">
                Guides to delivery days and times, mail classes, holiday openings, money orders, change of address and
                what to do about a missing package.
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<TruckIcon />} title="Straight to the source">
                Every answer points to the carrier&apos;s own pages for live tracking, prices and claims, so you always
                end up where action can be taken.
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<ShieldIcon />} title="Private by design">
                No cookies, no analytics, no advertising trackers. Read more in our{" "}
                <Link to="/privacy-policy" className="link">
                  Privacy Policy
                </Link>
                .
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<AccessibilityIcon />} title="Works for everyone">
                Every page and form works without JavaScript, from the keyboard and with screen readers.
              </FeatureCard>
            </li>
          </ul>
        </PageSection>

        <PageSection headingId="quick-links" title="Quick links">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {QUICK_LINKS.map((link) => (
              <li key={link.to} className="card p-5">
                <Link to={link.to} reloadDocument={link.reloadDocument} className="link text-lg">
                  {link.label}
                </Link>
                <p className="mt-2 text-sm leading-6 text-slate-700">{link.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <section aria-labelledby="about-disclaimer" className="rounded-xl border border-slate-300 bg-white p-6">
          <h2 id="about-disclaimer" className="text-xl font-bold text-slate-900">
            Disclaimer
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            {siteName} is an independent website. It is not affiliated with, endorsed by or operated by the United
            States Postal Service or any other carrier. USPS and other carrier names are trademarks of their owners and
            are used only to describe their services. Delivery times and rules can change: the carrier&apos;s own
            website is always the final word. Read the full{" "}
            <Link to="/disclaimer" className="link">
              legal disclaimer
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
