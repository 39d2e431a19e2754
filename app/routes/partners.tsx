import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { FeatureCard } from "~/components/content/feature-card";
import { CheckIcon, PencilIcon, PeopleIcon, StoreIcon } from "~/components/content/icons";
import { TestimonialCard } from "~/components/content/testimonial-card";
import { Breadcrumb } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { useSiteName } from "~/components/use-site-name";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Partners",
    description:
      "Work with an independent parcel-tracking help center: online sellers, community groups and writers who help people with their mail.",
  });

const WHY_CHOOSE = [
  {
    title: "Independent and honest",
    text: "We are not a carrier and never pretend to be one. Your customers get straight answers and a direct route to the carrier's own pages.",
  },
  {
    title: "Free for your customers",
    text: "No sign-up, no paywall and no advertising trackers. Sending people to us costs them nothing and exposes them to nothing.",
  },
  {
    title: "Accessible everywhere",
    text: "Pages load fast on old phones, work without JavaScript and are built for screen readers and keyboards.",
  },
  {
    title: "Plain English",
    text: "Articles written for worried people on a phone: the answer first, then the detail, with tables where they help.",
  },
];

// Illustrative stories, labelled as such on the page: no real company has endorsed the site.
const SAMPLE_STORIES = [
  {
    company: "Harbor Lane Books (sample story)",
    quote:
      "Most of our 'where is my order?' e-mails were about Media Mail taking longer than people expected. Now our shipping confirmation links to the Media Mail article and those e-mails have mostly stopped.",
    author: "Dana Whitfield",
    role: "owner of a small online used-book shop",
  },
  {
    company: "Riverside Community Library (sample story)",
    quote:
      "Patrons ask us how to track a package or change their address. We point them to the help articles on the library computers, and they can read them with a screen reader too.",
    author: "Marcus Bell",
    role: "outreach librarian",
  },
];

export default function Partners() {
  const siteName = useSiteName();
  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 pb-14 pt-6 sm:px-6">
          <div className="[&_a]:text-white [&_span]:text-brand-100">
            <Breadcrumb
              items={[
                { label: "Home", path: "/" },
                { label: "Partners", path: "/partners" },
              ]}
            />
          </div>
          <h1 className="mt-8 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Partner with {siteName}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-50">
            We work with online sellers, community organisations and writers who want the people they serve to
            understand their mail and parcels. Send your customers to clear, independent answers, and help us make them
            better.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/contact" className="btn bg-white text-brand-900 hover:bg-brand-50">
              Join Our Network
            </Link>
            <Link to="/" className="btn border border-white text-white hover:bg-white/10">
              Discover More
            </Link>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <PageSection headingId="ways-to-collaborate" title="Ways to collaborate">
          <p className="mt-2 max-w-3xl leading-7 text-slate-700">
            Partnerships are free and informal. Tell us what you have in mind through the contact form and a person will
            answer.
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            <li>
              <FeatureCard icon={<StoreIcon />} title="Online sellers and small shops">
                Link your order e-mails and help pages to our tracking help and articles, so customers can answer
                &ldquo;where is my parcel?&rdquo; themselves. We can suggest the articles that fit the services you ship
                with.
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<PeopleIcon />} title="Libraries and community groups">
                Share our guides with people who need help with mail: new arrivals, older neighbours, voters mailing a
                ballot. Tell us which questions come up most and we will write about them.
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<PencilIcon />} title="Writers and reviewers">
                Spotted something out of date, or know a topic inside out? Suggest corrections and new articles. Every
                change is checked against the carrier&apos;s own published information.
              </FeatureCard>
            </li>
          </ul>
        </PageSection>

        <PageSection
          headingId="why-choose-us"
          title="Why choose us"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
        >
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {WHY_CHOOSE.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <div className="mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <CheckIcon className="h-5 w-5" />
                </div>
                <div>
                  <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1 leading-7 text-slate-700">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection headingId="partner-stories" title="Partner stories">
          <p className="mt-2 max-w-3xl leading-7 text-slate-700">
            Sample stories: the businesses and people below are illustrative examples of how a partnership can work, not
            endorsements by real companies.
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {SAMPLE_STORIES.map((story) => (
              <TestimonialCard key={story.company} {...story} />
            ))}
          </div>
        </PageSection>

        <PageSection
          headingId="get-started"
          title="Ready to work together?"
          className="rounded-2xl bg-brand-50 p-8 text-center"
        >
          <p className="mx-auto mt-2 max-w-2xl leading-7 text-slate-700">
            Tell us who you are and how you help people with their mail. A person reads every message.
          </p>
          <Link to="/contact" className="btn-primary mt-6">
            Contact us about partnering
          </Link>
        </PageSection>
      </div>
    </>
  );
}
