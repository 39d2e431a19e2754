import type english from "~/i18n/catalogs/en/tracking";
import type { Translation } from "~/i18n/catalogs.server";

const tracking: Translation<typeof english> = {};

export default tracking;
