/** The answer shown when the stored answers cannot be loaded, and the carrier facts it names. */
import type { Language } from "~/i18n/languages";

export const DEFAULT_CARRIER_PHONE = "1-800-275-8777";
export const OFFICIAL_TRACKING_URL = "https://tools.usps.com/go/TrackConfirmAction";

/**
 * The last-resort answer, shown only when the stored answers cannot be loaded
 * (the load failure is logged). It speaks as an independent help center and
 * points to the carrier's own number and page.
 */
export function fallbackAnswer(carrierPhone: string, language: Language = "en"): string {
  return FALLBACK_ANSWERS[language](carrierPhone);
}

function englishFallbackAnswer(carrierPhone: string): string {
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

function spanishFallbackAnswer(carrierPhone: string): string {
  return [
    "La mayoría de los paquetes de USPS llegan en pocos días hábiles. La información de rastreo aparece cuando la empresa de transporte escanea el envío por primera vez, por lo general dentro de las 24 horas siguientes a su entrega.",
    "",
    "**Tiempos de entrega habituales**",
    "",
    "- **Priority Mail:** de 1 a 3 días hábiles",
    "- **First-Class Mail:** de 1 a 5 días hábiles",
    "- **USPS Ground Advantage:** de 2 a 5 días hábiles",
    "",
    `**Revise su rastreo:** ingrese su número de rastreo en la [página oficial de rastreo de USPS](${OFFICIAL_TRACKING_URL}). Si no aparece nada un día después del envío, pida al remitente que confirme el número y la fecha en que entregó el paquete.`,
    "",
    `**¿Todavía necesita ayuda?** Llame al servicio al cliente de USPS al ${carrierPhone} y tenga a mano su número de rastreo.`,
    "",
    "_Este centro de ayuda es independiente y no está afiliado a USPS; la empresa de transporte tiene la última palabra sobre su envío._",
  ].join("\n");
}

/** One per language: a new language's is a type error until it has one. */
const FALLBACK_ANSWERS: Record<Language, (carrierPhone: string) => string> = {
  en: englishFallbackAnswer,
  es: spanishFallbackAnswer,
};
