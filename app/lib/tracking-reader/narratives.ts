import { fold } from "~/lib/tracking-reader/fold";
import { statusById, type StatusEntry } from "~/lib/tracking-reader/statuses";

/**
 * USPS's sentences: the "Latest Update" paragraph on usps.com, Text Tracking replies ("USPS:
 * Your item was delivered in or at the mailbox at 2:14 pm on November 18, 2026 in BROOKLYN, NY
 * 11201.") and tracking e-mails. A sentence names its status in words rather than by the status
 * line, so each status here is found by the words that say it, most specific first; the date,
 * time and place come from the sentence itself (lines.ts).
 */

/** A line that is one of these sentences: it starts the way USPS's replies and paragraphs start. */
const OPENING = new RegExp(
  "^(?:latest update:? *)?(?:usps(?: [a-z0-9#]+)?: *)?" +
    "(?:your (?:item|package|shipment)|we attempted|usps is now in possession|a shipping label has been|the delivery status of your item|the item is|su (?:articulo|paquete|envio)|intentamos entregar|usps tiene)",
  "i",
);

export function isNarrative(text: string): boolean {
  return OPENING.test(fold(text));
}

/** The words that say each status, in the order they are tried. */
const SAYS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /delivery status of your item has not been updated|estado de (?:la )?entrega .*no (?:se )?ha actualizado/i,
    "delivery-status-not-updated",
  ],
  [/later than expected|arriving late|(?:llegara|llegar[aá]) (?:mas )?tarde/i, "arriving-late"],
  [/(?:is|was|has been) delayed|running later than expected|(?:esta|fue) retrasad/i, "carrier-delay"],
  [/awaiting (?:a )?delivery scan/i, "awaiting-delivery-scan"],
  [/delivered (?:back )?to the (?:original )?sender|entregad[oa] al remitente/i, "delivered-original-sender"],
  [
    /being returned to (?:the )?sender|returned to (?:the )?sender|return(?:ing)? to sender|(?:se )?devuel(?:to|ve) al remitente/i,
    "return-to-sender",
  ],
  [/insufficient address|direccion insuficiente/i, "insufficient-address"],
  [/refused|rechaz/i, "refused"],
  [/unclaimed|no (?:fue )?reclamad/i, "unclaimed"],
  [
    /delivered in or at the mailbox|delivered (?:in|to) (?:the|your) mailbox|entregad[oa] en (?:el|su) buzon/i,
    "delivered-mailbox",
  ],
  [/delivered (?:in|to) (?:a|the|your) parcel locker|entregad[oa] en (?:el|un) casillero/i, "delivered-parcel-locker"],
  [
    /available at (?:a|your) po box|delivered (?:to|in) (?:a |your )?po box|entregad[oa] en (?:el|su) apartado/i,
    "delivered-po-box",
  ],
  [/picked up at the (?:post office|postal facility)/i, "delivered-picked-up"],
  [/delivered (?:at|to) the front desk|reception area|mail ?room/i, "delivered-reception"],
  [
    /delivered (?:at|to) the front door|delivered (?:on|to) the porch|entregad[oa] en la puerta/i,
    "delivered-front-door",
  ],
  [/delivered to (?:a |your )?neighbor|entregad[oa] a (?:un|su) vecino/i, "delivered-neighbor"],
  [/delivered to an individual|left with an individual|entregad[oa] a una persona/i, "delivered-individual"],
  [/delivered to an agent|agent for final delivery|entregad[oa] a un agente/i, "delivered-agent"],
  [/(?:was|has been) delivered|fue entregad[oa]|ha sido entregad[oa]/i, "delivered"],
  [/notice was left|left a notice|(?:se )?dej[oó] (?:un )?aviso/i, "notice-left"],
  [/attempted to deliver|intentamos entregar/i, "delivery-attempted"],
  [/at the customer'?s request|a (?:pedido|solicitud) del cliente/i, "held-customer-request"],
  [/(?:is|was|being) held at|retenido en la oficina/i, "held-post-office"],
  [/ups access point/i, "ups-access-point"],
  [/fedex (?:location|office|retail location)/i, "fedex-held"],
  [/ready for pick ?up|available for pick ?up|disponible para (?:recoger|retirar)/i, "available-for-pickup"],
  [/reminder|recordatorio/i, "pickup-reminder"],
  [/out for delivery|sali[oó] para (?:la )?entrega|en ruta (?:para|de) (?:la )?entrega/i, "out-for-delivery"],
  [/held in customs|retenido en (?:la )?aduana/i, "customs-held"],
  [/customs|aduana/i, "customs-inbound"],
  [/shipping partner|socio de envio/i, "partner-facility"],
  [/arrived at (?:the|our) (?:post office|hub)|lleg[oó] a la oficina de correos/i, "arrived-post-office"],
  [
    /departed (?:our |the )?(?:usps )?(?:regional )?facility|sali[oó] de (?:la|nuestra) instalacion/i,
    "departed-facility",
  ],
  [
    /arrived at (?:our |the )?(?:usps )?(?:regional )?(?:origin |destination )?facility|lleg[oó] a (?:la|nuestra) instalacion/i,
    "arrived-facility",
  ],
  [/processed (?:through|at) (?:our |the )?(?:usps )?/i, "processed-facility"],
  [/now in possession|accepted at (?:the|our) usps|picked up your item|usps tiene su articulo/i, "accepted"],
  [/shipping label has been (?:prepared|created)|label (?:was|has been) created|etiqueta de envio/i, "label-created"],
  [
    /in transit to the next facility|moving within the usps network|en transito a la (?:proxima|siguiente)/i,
    "in-transit-next-facility",
  ],
  [/moving through (?:our|the usps|the) network/i, "moving-through-network"],
  [/forwarded|reenviad/i, "forwarded"],
  [/in transit|en transito/i, "in-transit"],
];

/** The status a USPS sentence reports, or undefined when its words say none. */
export function narrativeStatus(text: string): StatusEntry | undefined {
  const folded = fold(text);
  for (const [words, id] of SAYS) if (words.test(folded)) return statusById(id);
  return undefined;
}

/**
 * The place a sentence names: the capitals after " in " ("in BROOKLYN, NY 11201", "in RICHMOND VA
 * DISTRIBUTION CENTER on …"), in Spanish after " en ".
 */
export function narrativePlace(text: string): string | undefined {
  const match =
    /(?:^|\s)(?:in|en) ([A-Z][A-Z0-9 ,.'&()/-]*?[A-Z0-9)])(?=\s+(?:on|at|and|the|a|el|y)\s|[.;:]?\s*$|\.\s)/.exec(text);
  const place = match?.[1].trim();
  return place && /[A-Z]{2}/.test(place) ? place : undefined;
}
