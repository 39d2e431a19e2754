/** The tracking namespace's strings (see app/i18n/catalogs.server.ts). */
const tracking = {} as const;

export default tracking;
