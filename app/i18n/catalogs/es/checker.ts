import type english from "~/i18n/catalogs/en/checker";
import type { Translation } from "~/i18n/catalogs.server";

const checker: Translation<typeof english> = {};

export default checker;
