/** The pages namespace's strings (see app/i18n/catalogs.server.ts). */
const pages = {} as const;

export default pages;
