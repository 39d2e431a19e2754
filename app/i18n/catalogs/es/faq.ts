import type english from "~/i18n/catalogs/en/faq";
import type { Translation } from "~/i18n/catalogs.server";

const faq: Translation<typeof english> = {};

export default faq;
