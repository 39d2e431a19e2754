import type english from "~/i18n/catalogs/en/pages";
import type { Translation } from "~/i18n/catalogs.server";

const pages: Translation<typeof english> = {};

export default pages;
