/** The answer shown when the stored answers cannot be loaded, and the carrier facts it names. */

export const DEFAULT_CARRIER_PHONE = "1-800-275-8777";
export const OFFICIAL_TRACKING_URL = "https://tools.usps.com/go/TrackConfirmAction";

/**
 * The last-resort answer, shown only when the stored answers cannot be loaded
 * (the load failure is logged). It speaks as an independent help center and
 * points to the carrier's own number and page.
 */
export function fallbackAnswer(carrierPhone: string): string {
  // The facts come first so that list excerpts and search previews are useful.
  return [
    "Most USPS parcels arrive within a few business days. Tracking information appears when the carrier first scans the item, usually within 24 hours of it being handed over.",
    "",
    "**Typical delivery times**",
    "",
    "- **Priority Mail:** 1-3 business days",
    "- **First-Class Mail:** 1-5 business days",
    "- **USPS Ground Advantage:** 2-5 business days",
    "",
    `**Check your tracking:** enter your tracking number on the [official USPS tracking page](${OFFICIAL_TRACKING_URL}). If nothing shows a day after the parcel was sent, ask the sender to confirm the number and the date the parcel was handed over.`,
    "",
    `**Still need help?** Call USPS customer service at ${carrierPhone} with your tracking number ready.`,
    "",
    "_This help center is independent and not affiliated with USPS; the carrier has the final word on your shipment._",
  ].join("\n");
}
