import { describe, expect, it } from "vitest";
import { parseConfig, publicConfig } from "~/lib/config.server";
import { helpCenterNameFrom, pageMeta } from "~/lib/meta";

const rootMatch = (env: Record<string, string>) => ({ id: "root", data: { config: publicConfig(parseConfig(env)) } });

describe("page titles", () => {
  it("end with the help-centre name SITE_NAME gives", () => {
    const meta = pageMeta([rootMatch({ SITE_NAME: "MailMate" }), { id: "routes/about", data: null }], {
      title: "About Us",
      description: "About this site.",
    });
    expect(meta).toContainEqual({ title: "About Us | MailMate Help Center" });
    expect(meta).toContainEqual({ property: "og:title", content: "About Us | MailMate Help Center" });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });

  it("fall back to the name an unconfigured server uses when the root data is missing", () => {
    expect(helpCenterNameFrom([])).toBe(parseConfig({}).helpCenterName);
    expect(helpCenterNameFrom([{ id: "root", data: undefined }])).toBe("ParcelHelp Help Center");
  });

  it("keep a page out of search when asked", () => {
    expect(pageMeta([], { title: "Page not found", description: "Gone.", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});
