import { readTracking } from "~/lib/tracking-reader/read-tracking";
import { serviceInPaste } from "~/lib/tracking-reader/service";

/**
 * Reads a corpus or held-out entry as the page would, with the visitor's optional answers. The
 * entries name services as usps.com writes them ("USPS Ground Advantage"); the form offers the
 * USPS services whose delivery times the reader knows, so any other ("UPS Ground") is "not said".
 */
export function readEntry(entry: {
  text: string;
  today: string;
  service?: string;
  mailedOn?: string;
  insured?: boolean;
}) {
  const service = entry.service === undefined ? undefined : serviceInPaste([entry.service]);
  return readTracking(entry.text, { today: entry.today, service, mailedOn: entry.mailedOn, insured: entry.insured });
}
