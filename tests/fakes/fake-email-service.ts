// The implementation is plain JavaScript (fake-email-service.mjs) so it can also run as
// its own process; this module gives TypeScript importers its types.
export { startFakeEmailService } from "./fake-email-service.mjs";
export type { FakeEmailService, FakeEmailServiceOptions } from "./fake-email-service.mjs";
