import type { MetaDescriptor } from "@remix-run/node";

interface RootMatch {
  id: string;
  data: unknown;
}

const FALLBACK_HELP_CENTER = "ParcelHelp Help Center";

/** The help-center name from the root loader, so titles follow SITE_NAME. */
export function helpCenterNameFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match.id === "root")?.data;
  if (root && typeof root === "object" && "config" in root) {
    const config = root.config;
    if (
      config &&
      typeof config === "object" &&
      "helpCenterName" in config &&
      typeof config.helpCenterName === "string"
    ) {
      return config.helpCenterName;
    }
  }
  return FALLBACK_HELP_CENTER;
}

/** Title ending in the help-center name, description, and robots where a page must stay out of search. */
export function pageMeta(
  matches: readonly RootMatch[],
  page: { title: string; description: string; noindex?: boolean },
): MetaDescriptor[] {
  const title = `${page.title} | ${helpCenterNameFrom(matches)}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
