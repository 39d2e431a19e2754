import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { TodayLine } from "~/components/postal-calendar/today-answer";
import { FaqAccordion } from "~/components/tracking/faq-accordion";
import { FeatureCards } from "~/components/tracking/feature-cards";
import { TrackingForm } from "~/components/tracking/tracking-form";
import { TruckBanner } from "~/components/tracking/truck-banner";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { LANDING_TEXTS, pickLandingCopy } from "~/lib/tracking/landing-copy";
import { pageMeta } from "~/lib/meta";
import { serverToday } from "~/lib/postal-calendar/today.server";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["tracking", "calendar"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("tracking.landing.metaTitle"),
    description: t("tracking.landing.metaDescription"),
  });
};

export function loader({ context: { language } }: LoaderFunctionArgs) {
  // Picked here, per load, and sent as text: the client renders exactly what the server did.
  return data(
    {
      copy: pickLandingCopy(Math.random, language),
      faq: LANDING_TEXTS[language].faq,
      // Today's line: the pool keys its variants by this date too (landing-pool.server.ts).
      today: serverToday(),
    },
    { headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

// Once per document: later visits to / within the app leave scrolling to ScrollRestoration.
let heroScrollDone = false;

/** On a fresh load of exactly "/" (or "/es"), bring the hero (and its form) to the top of the window. */
function useScrollToHeroOnFirstLoad(hero: RefObject<HTMLElement>) {
  const location = useLocation();
  useEffect(() => {
    if (heroScrollDone) return;
    heroScrollDone = true;
    const exactlyHome = location.pathname === "/" && location.search === "" && location.hash === "";
    // A restored scroll position (reload, back) means the visitor was elsewhere on the page.
    if (exactlyHome && window.scrollY === 0) hero.current?.scrollIntoView({ block: "start" });
    // Only the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function Home() {
  const { copy, faq, today } = useLoaderData<typeof loader>();
  const hero = useRef<HTMLElement>(null);
  const { t } = useTranslation();
  // The rotating landing texts are content (lib/tracking/landing-copy.ts).
  const contentLang = useContentLang();
  useScrollToHeroOnFirstLoad(hero);

  return (
    <>
      <section ref={hero} aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:py-16">
          <div>
            <h1
              id="hero-title"
              lang={contentLang}
              className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              {copy.headline}
            </h1>
            <p lang={contentLang} className="mt-4 text-lg text-slate-700">
              {copy.description}
            </p>
            <p className="mt-4 text-slate-700">
              {t("tracking.landing.checkMessageQuestion")}{" "}
              <Link to="/check-message" className="link font-semibold">
                {t("tracking.landing.checkMessageLink")}
              </Link>
            </p>
            <TodayLine today={today} className="mt-4 leading-7 text-slate-700" />
            <p className="mt-2 text-slate-700">
              {t("tracking.landing.readerQuestion")}{" "}
              <Link to="/tracking-help" className="link font-semibold">
                {t("page./tracking-help")}
              </Link>
            </p>
          </div>
          <TrackingForm
            title={copy.formTitle}
            description={copy.formDescription}
            placeholder={copy.placeholder}
            buttonText={copy.buttonText}
          />
        </div>
      </section>
      <TruckBanner />
      <FeatureCards features={copy.features} />
      <FaqAccordion entries={faq} />
    </>
  );
}
