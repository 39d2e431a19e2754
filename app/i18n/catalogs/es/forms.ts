import type english from "~/i18n/catalogs/en/forms";
import type { Translation } from "~/i18n/catalogs.server";

const forms: Translation<typeof english> = {};

export default forms;
