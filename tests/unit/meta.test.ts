import { describe, expect, it } from "vitest";
import { parseConfig, publicConfig } from "~/lib/config.server";
import { helpCenterName, pageMeta } from "~/lib/meta";
import { withStrings } from "../helpers/strings";

const rootMatch = (env: Record<string, string>) => ({
  id: "root",
  data: { config: publicConfig(parseConfig(env)) },
  handle: { i18n: ["common"] },
});

describe("page titles", () => {
  it("end with the help-centre name SITE_NAME gives", () => {
    withStrings(null, "en");
    const meta = pageMeta([rootMatch({ SITE_NAME: "MailMate" }), { id: "routes/about", data: null }], {
      title: "About Us",
      description: "About this site.",
    });
    expect(meta).toContainEqual({ title: "About Us | MailMate Help Center" });
    expect(meta).toContainEqual({ property: "og:title", content: "About Us | MailMate Help Center" });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });

  it("name the help centre in the page's language", () => {
    withStrings(null, "es");
    expect(helpCenterName([rootMatch({ SITE_NAME: "MailMate" })])).toBe("Centro de ayuda de MailMate");
  });

  it("fall back to the default site name when the root data is missing (an error before any loader ran)", () => {
    withStrings(null, "en");
    const root = { id: "root", data: undefined, handle: { i18n: ["common"] } };
    expect(helpCenterName([root])).toBe("ParcelHelp Help Center");
  });

  it("keep a page out of search when asked", () => {
    withStrings(null, "en");
    const root = { id: "root", data: undefined, handle: { i18n: ["common"] } };
    expect(pageMeta([root], { title: "Page not found", description: "Gone.", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});
