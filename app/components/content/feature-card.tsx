import type { ReactNode } from "react";

/** A card with an icon, a heading and a short text: features, reasons, ways to work together. */
export function FeatureCard({
  icon,
  title,
  headingLevel = 3,
  children,
}: {
  icon: ReactNode;
  title: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="card h-full">
      <div className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</div>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 leading-7 text-slate-700">{children}</div>
    </div>
  );
}
