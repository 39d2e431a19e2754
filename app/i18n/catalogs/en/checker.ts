/** The checker namespace's strings (see app/i18n/catalogs.server.ts). */
const checker = {} as const;

export default checker;
