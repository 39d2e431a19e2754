import type { MetaDescriptor } from "@remix-run/node";
import { translatorFromMatches } from "~/i18n/translate";
import { DEFAULT_HELP_CENTER_NAME, DEFAULT_SITE_NAME } from "~/lib/site-name";

interface RootMatch {
  id: string;
  data: unknown;
}

/** The help-center name from the root loader, so titles follow SITE_NAME, in the page's language. */
export function helpCenterNameFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match.id === "root")?.data;
  const language =
    root && typeof root === "object" && "strings" in root
      ? (root as { strings?: { language?: string } }).strings?.language
      : undefined;
  if (language === "es") {
    const siteName = (root as { config?: { siteName?: string } }).config?.siteName ?? DEFAULT_SITE_NAME;
    return translatorFromMatches(matches, "es").t("site.helpCenter", { site: siteName });
  }
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
  return DEFAULT_HELP_CENTER_NAME;
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
