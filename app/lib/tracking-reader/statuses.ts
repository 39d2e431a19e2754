import { firstLetters, fold, startPattern } from "~/lib/tracking-reader/fold";

/**
 * The status table: every tracking line the reader knows, what kind of line it is and what it
 * implies. Its plain-words meaning, in English and Spanish, is the catalog message
 * `reader.status.<id>` (app/i18n/catalogs/{en,es}/reader.ts); what each phase implies is
 * `reader.phase.<phase>`.
 *
 * `kind` says whether someone or a machine scanned the parcel ("scan") or the tracking system
 * wrote the line without a scan ("system"). USPS's system lines are those the Inspector General
 * describes (STATUS_SOURCES.oigTrackingMessaging in rules.ts): its programming "reports
 * anticipated package movement through the network rather than describing the actual package
 * location", with "a system-generated message … utilized to identify the next step in a sequence
 * of events" — "In Transit to Next Facility", "Arriving Late", "Moving Through Network", and the
 * lines USPS writes when a scan did NOT come ("Awaiting Delivery Scan", "Delivery status not
 * updated"), plus the lines written before USPS has the parcel (labels, pre-shipment, acceptance
 * pending, a foreign post's "preparing shipment") and the reminders it sends. A shipping partner's
 * own facility scan is a scan: someone scanned the parcel, just not USPS.
 *
 * Patterns compare folded text (fold.ts: accents off, any case, punctuation and spaces alike) at
 * the start of a line or cell, most specific first. The Spanish wording of es-tools.usps.com
 * could not be checked on a USPS page: its patterns look for the words, not one spelling.
 */

export type Carrier = "usps" | "ups" | "fedex";

/** What a status means for the parcel's trip, and so for the verdict. */
export type Phase =
  | "label" // a label or notice exists; the carrier has not scanned the parcel
  | "accepted"
  | "transit"
  | "partner" // a shipping partner has it before USPS
  | "handoff" // handed to USPS (or an agent) to finish the trip
  | "customs"
  | "late" // the carrier itself says it is behind
  | "exception" // something stopped it (weather, a wrong address, a delivery exception)
  | "outForDelivery"
  | "attempted"
  | "held"
  | "delivered"
  | "returning";

export interface StatusEntry {
  id: string;
  /** Undefined: any carrier writes it. */
  carrier?: Carrier;
  kind: "scan" | "system";
  phase: Phase;
  match: RegExp;
  /** usps.com shows it as a category heading above a step ("Delivered" over "Delivered, In/At Mailbox"). */
  heading?: boolean;
  /** International legs: a foreign post, an International Service Center, customs. */
  international?: boolean;
  /** The Inspector General's findings bear on it: it is a system line, or an early "Out for Delivery" / "Delivered". */
  oig?: boolean;
  /** Items held at the customer's request (Hold Mail, Hold For Pickup). */
  customerHold?: boolean;
}

/** The letters each status's words can start with (fold.ts, firstLetters). */
const STATUS_SOURCES_BY_ID = new Map<string, Set<string>>();

const s = (entry: Omit<StatusEntry, "match">, ...patterns: string[]): StatusEntry => {
  STATUS_SOURCES_BY_ID.set(entry.id, firstLetters(patterns.join("|")));
  return { ...entry, match: startPattern(...patterns) };
};

/** Most specific first: the first entry whose pattern matches the start of a line wins. */
export const STATUSES: readonly StatusEntry[] = [
  // Late and missing-scan lines first: "In Transit to Next Facility, Arriving Late" is a late line.
  s(
    { id: "arriving-late", carrier: "usps", kind: "system", phase: "late", oig: true },
    "in transit to next facility arriving late",
    "in transit arriving late",
    "arriving late",
    "en transito a la (?:proxima|siguiente) instalacion (?:llegara|llega) tarde",
    "en transito (?:llegara|llega) tarde",
    "(?:llegara|llega) tarde",
    "en transito con retraso",
  ),
  s(
    { id: "arriving-on-time", kind: "system", phase: "transit", oig: true },
    "in transit to next facility arriving on time",
    "in transit arriving on time",
    "arriving on time",
    "en transito (?:llegara|llega) a tiempo",
    "shipment arriving (?:on time|early)",
  ),
  s(
    { id: "awaiting-delivery-scan", carrier: "usps", kind: "system", phase: "late", oig: true },
    "(?:alert )?awaiting delivery scan",
    "en espera (?:del|de) escaneo de entrega",
    "esperando (?:el )?escaneo de entrega",
  ),
  s(
    { id: "delivery-status-not-updated", carrier: "usps", kind: "system", phase: "late", oig: true },
    "delivery status not updated",
    "estado de (?:la )?entrega no actualizado",
  ),
  s(
    { id: "in-transit-next-facility", carrier: "usps", kind: "system", phase: "transit", oig: true },
    "in transit to next facility",
    "en transito a la (?:proxima|siguiente) instalacion",
    "en camino a la (?:proxima|siguiente) instalacion",
  ),
  s(
    { id: "moving-through-network", carrier: "usps", kind: "system", phase: "transit", oig: true, heading: true },
    "in transit moving through network",
    "moving through network",
    "(?:en transito )?(?:moviendose|en movimiento) (?:a traves de|por) la red",
  ),

  // Before the carrier has the parcel.
  s(
    { id: "origin-post-preparing", carrier: "usps", kind: "system", phase: "label", international: true, oig: true },
    "origin post is preparing shipment",
    "el correo de origen esta preparando el envio",
  ),
  s(
    { id: "acceptance-pending", carrier: "usps", kind: "system", phase: "label" },
    "shipment received package acceptance pending",
    "package acceptance pending",
    "acceptance pending",
    "aceptacion (?:del paquete )?pendiente",
  ),
  s(
    { id: "label-created-heading", carrier: "usps", kind: "system", phase: "label", heading: true },
    "label created not yet in system",
    "pre shipment",
    "etiqueta creada (?:aun )?no (?:esta )?en el sistema",
    "previo al envio",
    "preenvio",
  ),
  s(
    { id: "label-created", carrier: "usps", kind: "system", phase: "label" },
    "shipping label created(?: usps awaiting item)?",
    "pre shipment info(?:rmation)? sent to usps(?: usps awaiting item)?",
    "usps awaiting item",
    "etiqueta de envio creada(?: usps en espera del articulo)?",
    "informacion previa al envio enviada a usps(?: usps en espera del articulo)?",
    "usps en espera del articulo",
  ),
  s(
    { id: "ups-label-created", carrier: "ups", kind: "system", phase: "label" },
    "shipper created a label(?: ups has not received the package yet)?",
    "order processed ready for ups",
    "shipment ready for ups",
    "label created ups",
  ),
  s(
    { id: "fedex-label-created", carrier: "fedex", kind: "system", phase: "label" },
    "shipment information sent to fedex",
  ),
  s({ id: "label-created-other", kind: "system", phase: "label" }, "label created", "etiqueta creada"),

  // Shipping partners and hand-offs.
  s(
    { id: "partner-facility", carrier: "usps", kind: "scan", phase: "partner", heading: true },
    "(?:arrived (?:at )?|departed (?:from )?|picked up (?:by |at )?|at )?shipping partner(?: facility)?(?: usps awaiting item)?",
    "(?:llego a la |salio de la )?instalacion del socio de envio(?: usps en espera del articulo)?",
    "socio de envio",
  ),
  s(
    { id: "handoff-to-usps", kind: "scan", phase: "handoff" },
    "package transferred to (?:the )?(?:local )?post office(?: for delivery)?",
    "(?:the )?package (?:will be|has been|was) (?:forwarded|transferred|tendered) to (?:the )?(?:u s |us )?(?:postal service|post office|usps)(?: for delivery)?",
    "transferred to (?:the )?(?:u s |us )?(?:postal service|usps)",
    "tendered to (?:the )?(?:u s |us )?(?:postal service|usps)",
    "tendered to authorized agent(?: for final delivery)?",
    "delivered to (?:the )?local post office",
    "in transit to usps",
  ),

  // Accepted.
  s(
    { id: "accepted", carrier: "usps", kind: "scan", phase: "accepted" },
    "accepted at usps (?:regional )?(?:origin )?facility",
    "usps in possession of item",
    "usps picked up item",
    "picked up by usps",
    "acceptance",
    "aceptado(?: en la instalacion (?:de origen )?de usps)?",
    "en posesion de usps",
    "usps tiene (?:el|su) articulo",
    "usps recogio el articulo",
  ),
  s(
    { id: "carrier-picked-up", kind: "scan", phase: "accepted" },
    "pickup scan",
    "origin scan",
    "picked up",
    "we have your package",
    "drop off",
    "dropped off at (?:a |the )?(?:ups|fedex)(?: access point| location| store| office)?",
    "shipment received(?: by (?:ups|fedex))?",
    "package received for processing",
    "package received by (?:the )?carrier",
    "carrier picked up (?:the )?package",
  ),

  // Customs and international legs.
  s(
    { id: "customs-held", kind: "scan", phase: "customs", international: true },
    "held in customs",
    "customs (?:clearance )?delay",
    "clearance delay",
    "clearance information required",
    "your package is (?:being )?held (?:by|in) customs",
    "retenido en (?:la )?aduana",
  ),
  s(
    { id: "customs-inbound", kind: "scan", phase: "customs", international: true },
    "inbound into customs",
    "into customs",
    "(?:customs )?clearance in progress",
    "package available for clearance",
    "in clearance",
    "(?:entrada|ingreso) (?:a|en) (?:la )?aduana",
    "en aduana",
  ),
  s(
    { id: "customs-cleared", kind: "scan", phase: "customs", international: true },
    "customs clearance(?: processing complete)?",
    "inbound out of customs",
    "(?:your package was )?released (?:from|by) (?:the )?customs(?: agency)?",
    "international shipment release(?: import)?",
    "import scan",
    "export scan",
    "(?:despacho|liberado|liberacion) (?:de|por) (?:la )?aduana",
    "salio de (?:la )?aduana",
  ),
  s(
    { id: "international-facility", carrier: "usps", kind: "scan", phase: "transit", international: true },
    "processed through (?:sort )?facility",
    "(?:arrived at|departed|dispatched from|processed through) sort facility",
    "international dispatch",
    "international arrival",
    "dispatched (?:to|from) sort (?:center|facility)",
    "arrived in (?:the )?destination country",
    "departed(?=[^a-z0-9]*$)",
    "procesado en la instalacion de clasificacion",
    "salio del pais de origen",
  ),

  // USPS's network (after "departed" alone: that one is international).
  s(
    { id: "arrived-facility", carrier: "usps", kind: "scan", phase: "transit" },
    "arrived at usps (?:regional )?(?:origin |destination )?(?:facility|distribution center)",
    "arrived at usps regional (?:origin |destination )?facility",
    "arrived at (?:the )?usps facility",
    "llego a la instalacion (?:regional )?(?:de origen |de destino )?(?:de usps)?",
  ),
  s(
    { id: "departed-facility", carrier: "usps", kind: "scan", phase: "transit" },
    "departed usps (?:regional )?(?:origin |destination )?(?:facility|distribution center)",
    "departed (?:the )?usps facility",
    "departed (?:the )?post office",
    "salio de la instalacion (?:regional )?(?:de origen |de destino )?(?:de usps)?",
    "salio de la oficina de correos",
  ),
  s(
    { id: "processed-facility", carrier: "usps", kind: "scan", phase: "transit" },
    "processed through usps (?:regional )?facility",
    "processed (?:through|at) (?:the )?(?:usps )?regional facility",
    "processing exception",
    "procesado (?:en|a traves de) la instalacion(?: de usps)?",
  ),
  s(
    { id: "arrived-post-office", carrier: "usps", kind: "scan", phase: "transit" },
    "arrived at (?:the )?post office",
    "arrival at (?:the )?post office",
    "arrived at hub",
    "sorting complete",
    "llego a la oficina de correos",
  ),
  s(
    { id: "forwarded", carrier: "usps", kind: "scan", phase: "transit" },
    "forwarded(?: to (?:a )?new address)?",
    "reenviado(?: a (?:la|una) nueva direccion)?",
  ),

  // UPS and FedEx networks.
  s(
    { id: "ups-facility", carrier: "ups", kind: "scan", phase: "transit" },
    "arrived at facility",
    "departed from facility",
    "processing at ups facility",
    "destination scan",
    "locally sorted",
    "warehouse scan",
  ),
  s(
    { id: "carrier-facility", kind: "scan", phase: "transit" },
    "package (?:has )?(?:left|departed) (?:the |a )?carrier facility",
    "package arrived at (?:the |a )?carrier facility",
  ),
  s(
    { id: "fedex-facility", carrier: "fedex", kind: "scan", phase: "transit" },
    "(?:arrived at|departed|left) fedex (?:origin |destination )?(?:location|hub|facility|ramp)",
    "left fedex origin facility",
    "at local fedex facility",
    "at destination sort facility",
    "at fedex (?:origin |destination )?facility",
  ),

  // Out for delivery. The Inspector General found 163 of 500 packages shown out for delivery while still at the post office.
  s(
    { id: "out-for-delivery", kind: "scan", phase: "outForDelivery", oig: true, heading: true },
    "out for delivery(?: today)?",
    "on fedex vehicle for delivery",
    "loaded on delivery vehicle",
    "salio para (?:la )?entrega",
    "en ruta (?:para|de) (?:la )?entrega",
    "fuera para (?:la )?entrega",
    "en reparto",
  ),

  // Delivered somewhere: every variant USPS writes, then the other carriers' and the bare word.
  s(
    { id: "delivered-original-sender", kind: "scan", phase: "returning" },
    "delivered to (?:the )?original sender",
    "delivered (?:back )?to (?:the )?(?:sender|shipper)",
    "entregad[oa] al remitente(?: original)?",
  ),
  s(
    { id: "delivered-picked-up", carrier: "usps", kind: "scan", phase: "delivered" },
    "delivered individual picked up at (?:the )?(?:post office|postal facility)",
    "delivered picked up at (?:the )?(?:post office|postal facility)",
    "entregad[oa] (?:el )?(?:individuo|destinatario|cliente) (?:lo )?recogio en la oficina de correos",
    "entregad[oa] recogido en la oficina de correos",
  ),
  s(
    { id: "delivered-mailbox", carrier: "usps", kind: "scan", phase: "delivered", oig: true },
    "delivered (?:in )?(?:at )?mailbox",
    "entregad[oa] (?:en|junto al) (?:el )?buzon",
  ),
  s(
    { id: "delivered-parcel-locker", kind: "scan", phase: "delivered", oig: true },
    "delivered (?:in )?(?:to )?(?:a )?parcel locker",
    "entregad[oa] en (?:el |un )?casillero(?: de paquetes)?",
  ),
  s(
    { id: "delivered-po-box", carrier: "usps", kind: "scan", phase: "delivered", oig: true },
    "delivered (?:to )?(?:a )?p(?: )?o box",
    "entregad[oa] en (?:el |su )?apartado postal",
  ),
  s(
    { id: "delivered-reception", kind: "scan", phase: "delivered", oig: true },
    "delivered (?:to )?front desk(?: reception)?(?: mail room)?",
    "delivered (?:to )?(?:the )?(?:reception|mail(?: )?room)",
    "delivered to agent front desk(?: reception)?(?: mail room)?",
    "entregad[oa] en (?:la )?recepcion",
    "entregad[oa] en (?:la )?sala de correo",
  ),
  s(
    { id: "delivered-front-door", kind: "scan", phase: "delivered", oig: true },
    "delivered (?:at )?(?:to )?(?:the )?front door(?: porch)?",
    "delivered (?:to )?(?:the )?porch",
    "entregad[oa] en (?:la )?puerta(?: principal)?(?: o (?:el )?porche)?",
    "entregad[oa] en el porche",
  ),
  s(
    { id: "delivered-other-location", kind: "scan", phase: "delivered", oig: true },
    "delivered (?:garage|side door|back door|other door|other location|safe drop|in garage)",
    "entregad[oa] en (?:el garaje|otra puerta|otro lugar)",
  ),
  s(
    { id: "delivered-neighbor", kind: "scan", phase: "delivered", oig: true },
    "delivered (?:to )?(?:a )?neighbor(?: as requested)?",
    "entregad[oa] (?:a|al) (?:un )?vecino",
  ),
  s(
    { id: "delivered-individual", kind: "scan", phase: "delivered", oig: true },
    "delivered left with individual",
    "delivered (?:handed )?to (?:an )?(?:individual|resident)",
    "entregad[oa] (?:dejado )?(?:con|a) (?:una |un )?(?:persona|individuo)",
  ),
  s(
    { id: "delivered-agent", kind: "scan", phase: "delivered", oig: true },
    "delivered to agent(?: for final delivery)?",
    "delivered agent",
    "entregad[oa] (?:a|al) (?:un )?agente(?: para (?:la )?entrega final)?",
  ),
  s(
    { id: "ups-access-point", carrier: "ups", kind: "scan", phase: "held" },
    "delivered to (?:a |the )?ups access point(?: location)?",
    "(?:your package is )?(?:at|held at) (?:a |the )?ups access point(?: location)?",
    "available for pick(?: )?up at (?:a |the )?ups access point(?: location)?",
    "ready for pick(?: )?up at (?:a |the )?ups access point",
    "held for customer pick(?: )?up",
  ),
  s(
    { id: "fedex-held", carrier: "fedex", kind: "scan", phase: "held" },
    "ready for pick(?: )?up at (?:a |the )?fedex (?:location|office|retail location)",
    "(?:package )?available for pick(?: )?up at (?:a |the )?fedex",
    "held at (?:a |the )?fedex (?:location|office)",
  ),
  s(
    { id: "ups-held", carrier: "ups", kind: "scan", phase: "held" },
    "(?:your package is being |the package is being )?held at (?:a |the )?ups (?:facility|customer center|store)",
    "(?:your package is )?ready for pick(?: )?up at (?:the )?ups customer center",
  ),
  s(
    { id: "delivered", kind: "scan", phase: "delivered", heading: true, oig: true },
    "delivered",
    "item delivered",
    "entregad[oa]",
  ),

  // Not delivered: waiting at the post office (or a pickup point).
  s(
    { id: "notice-left", carrier: "usps", kind: "scan", phase: "attempted" },
    "(?:attempted )?notice left",
    "(?:se dejo (?:un )?aviso|aviso dejado)",
  ),
  s(
    { id: "delivery-attempted", kind: "scan", phase: "attempted" },
    "delivery attempted",
    "attempted delivery",
    "no access to delivery location",
    "receptacle (?:blocked|full)",
    "no secure location available",
    "addressee not available",
    "business closed",
    "(?:animal|dog) interference",
    "delivery exception (?:animal|dog) interference",
    "delivery exception no access(?: to delivery location)?",
    "delivery exception receptacle (?:blocked|full)",
    "the receiver was not available(?: for delivery)?",
    "customer was not available(?: when ups attempted delivery)?",
    "customer not available(?: or business closed)?",
    "intento de entrega",
    "entrega intentada",
    "sin acceso al lugar de entrega",
  ),
  s(
    { id: "held-customer-request", carrier: "usps", kind: "scan", phase: "held", customerHold: true },
    "held at (?:the )?post office at customer request",
    "retenido en (?:la )?oficina de correos a (?:pedido|solicitud) del cliente",
  ),
  s(
    { id: "held-post-office", carrier: "usps", kind: "scan", phase: "held" },
    "held at (?:the )?post office",
    "retenido en (?:la )?oficina de correos",
  ),
  s(
    { id: "available-for-pickup", kind: "scan", phase: "held", heading: true },
    "available for pick(?: )?up",
    "ready for pick(?: )?up",
    "disponible para (?:recoger|retirar|recogida)",
    "listo para recoger",
  ),
  s(
    { id: "pickup-reminder", carrier: "usps", kind: "system", phase: "held" },
    "reminder to (?:pick up|schedule redelivery of) (?:your )?item",
    "reminder to pick(?: )?up",
    "recordatorio (?:para|de) (?:recoger|programar)",
  ),
  s({ id: "redelivery-scheduled", kind: "system", phase: "held" }, "redelivery scheduled", "nueva entrega programada"),

  // Going back.
  s(
    { id: "insufficient-address", carrier: "usps", kind: "scan", phase: "returning" },
    "insufficient address",
    "direccion insuficiente",
  ),
  s(
    { id: "undeliverable-as-addressed", carrier: "usps", kind: "scan", phase: "returning" },
    "(?:not |un)deliverable as addressed",
    "no such (?:number|street)",
    "addressee unknown",
    "moved left no address",
    "vacant",
    "forward(?:ing)? (?:order )?expired",
    "deceased",
    "attempted not known",
    "destinatario desconocido",
    "se mudo sin dejar (?:direccion|domicilio)",
    "no se puede entregar (?:segun|como) (?:la )?direccion",
  ),
  s(
    { id: "refused", kind: "scan", phase: "returning" },
    "refused",
    "delivery refused",
    "the receiver refused the (?:delivery|package)",
    "rechazad[oa]",
  ),
  s(
    { id: "unclaimed", carrier: "usps", kind: "scan", phase: "returning" },
    "unclaimed(?: being returned to sender)?",
    "not picked up",
    "no reclamad[oa]",
  ),
  s(
    { id: "return-to-sender", kind: "scan", phase: "returning" },
    "return to sender(?: processed)?",
    "returned to (?:the )?sender",
    "(?:being )?returned to (?:the )?(?:sender|shipper)",
    "returning to (?:the )?(?:sender|shipper)",
    "returning package to shipper",
    "return to shipper",
    "the package (?:is being|will be) returned to the (?:sender|shipper)",
    "devuelto al remitente",
    "devolver al remitente",
    "en devolucion al remitente",
    "regresa(?:ndo)? al remitente",
  ),

  // The carrier says it is behind, or something stopped it.
  s(
    { id: "carrier-delay", kind: "system", phase: "late" },
    "your package is delayed",
    "(?:we re|we are) sorry your package (?:has been|was|is) delayed",
    "the package was delayed",
    "running later than expected",
    "shipment arriving late",
    "your delivery has been rescheduled",
    "(?:severe )?weather conditions (?:have |may )?delay(?:ed)?",
    "package delayed(?: in transit)?",
    "weather delay",
    "delay(?:ed)?",
    "delivery exception weather delay",
    "retrasad[oa]",
  ),
  s(
    { id: "delivery-exception", kind: "scan", phase: "exception" },
    "delivery exception",
    "action required",
    "shipment exception",
    "incorrect address",
    "the (?:street number|address) is (?:incorrect|incomplete)",
    "exception",
    "excepcion de entrega",
  ),

  // Generic in transit, last: a category heading or a carrier's vague line.
  s(
    { id: "in-transit", kind: "system", phase: "transit", heading: true, oig: true },
    "in transit",
    "on the way",
    "on its way",
    "en transito",
    "en camino",
  ),
];

const BY_ID = new Map(STATUSES.map((entry) => [entry.id, entry]));

export function statusById(id: string): StatusEntry {
  const entry = BY_ID.get(id);
  if (!entry) throw new RangeError(`unknown status ${id}`);
  return entry;
}

export interface StatusMatch {
  status: StatusEntry;
  /** Where the status words end in the text. */
  end: number;
}

interface Alternation {
  pattern: RegExp;
  statuses: StatusEntry[];
}

/**
 * For each letter a status can start with, the statuses that can, as one sticky alternation in
 * the table's order (each in its own capturing group): one pass finds the first that matches, as
 * trying them one by one would, and a word no status starts with is passed over at once.
 */
const BY_LETTER: ReadonlyMap<string, Alternation> = (() => {
  const sources = STATUS_SOURCES_BY_ID;
  const map = new Map<string, Alternation>();
  for (const letter of "abcdefghijklmnopqrstuvwxyz") {
    const statuses = STATUSES.filter((status) => sources.get(status.id)!.has(letter));
    if (statuses.length === 0) continue;
    map.set(letter, {
      pattern: new RegExp(statuses.map((status) => `(${status.match.source})`).join("|"), "iy"),
      statuses,
    });
  }
  return map;
})();

/** The status written at `from` in already folded text (fold.ts), if any. */
export function matchFoldedAt(folded: string, from = 0): StatusMatch | undefined {
  const alternation = BY_LETTER.get(folded.charAt(from).toLowerCase());
  if (!alternation) return undefined;
  alternation.pattern.lastIndex = from;
  const match = alternation.pattern.exec(folded);
  if (!match) return undefined;
  const index = match.findIndex((group, position) => position > 0 && group !== undefined);
  return { status: alternation.statuses[index - 1], end: from + match[0].length };
}

/** The status a line (or the rest of one, from `from`) starts with, if any. */
export function matchStatusAt(text: string, from = 0): StatusMatch | undefined {
  return matchFoldedAt(fold(text), from);
}
