import { FeatureCard } from "~/components/content/feature-card";
import { PageSection } from "~/components/page-section";
import { BellIcon, ClockIcon, ShieldIcon } from "~/components/icons";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import type { FeatureId, LandingFeature } from "~/lib/tracking/landing-texts";

const FEATURE_ICONS: Record<FeatureId, typeof ClockIcon> = {
  "real-time": ClockIcon,
  secure: ShieldIcon,
  alerts: BellIcon,
};

/** The three feature highlights (the cards of the about and partners pages); their wording is picked by the landing loader. */
export function FeatureCards({ features }: { features: LandingFeature[] }) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  return (
    <PageSection
      headingId="features-title"
      title={t("tracking.landing.featuresTitle")}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {features.map((feature) => {
          const Icon = FEATURE_ICONS[feature.id];
          return (
            <li key={feature.id} lang={contentLang}>
              <FeatureCard icon={<Icon />} title={feature.title}>
                <p>{feature.description}</p>
              </FeatureCard>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
