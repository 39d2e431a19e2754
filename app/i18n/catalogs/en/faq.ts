/** The faq namespace's strings (see app/i18n/catalogs.server.ts). */
const faq = {} as const;

export default faq;
