/** The forms namespace's strings (see app/i18n/catalogs.server.ts). */
const forms = {} as const;

export default forms;
