import type english from "~/i18n/catalogs/en/reader";
import type { Translation } from "~/i18n/catalog-types";

// USPS's own Spanish names where it has them (oficina de correos, búsqueda de correo extraviado,
// reclamo); the English status words stay as the carrier wrote them in the paste.
const reader: Translation<typeof english> = {
  "reader.verdict.normal": "Normal por ahora",
  "reader.verdict.late": "Con retraso",
  "reader.verdict.delivered": "Entregado, pero usted no lo tiene",
  "reader.verdict.waiting": "Lo espera en la oficina de correos",
  "reader.verdict.returning": "Vuelve al remitente",

  "reader.headline.normal": "Normal por ahora: no tiene que hacer nada antes del {date}.",
  "reader.headline.normalUndated": "Normal por ahora: el historial que pegó no tiene fechas desde las que contar.",
  "reader.headline.late": "Con retraso: esto es lo que puede hacer ahora.",
  "reader.headline.delivered": "Entregado, pero usted no lo tiene: esto es lo que puede hacer, y hasta cuándo.",
  "reader.headline.waiting": "Lo espera en la oficina de correos hasta el {date}.",
  "reader.headline.waitingUndated":
    "Lo espera en la oficina de correos: el aviso o la página de la empresa de transporte indica el último día para recogerlo.",
  "reader.headline.returning": "Vuelve al remitente.",
  "reader.headline.none": "No encontramos eventos de rastreo en lo que pegó.",
  "reader.never":
    "Esto es lo que muestra el historial, no una promesa: no podemos saber cuándo llegará el paquete, ni nadie puede saberlo solo con estas líneas.",

  "reader.reason.carrierSaysLate": "La propia empresa de transporte dice que va con retraso: “{status}” ({date}).",
  "reader.reason.expectedDayPassed": "Ya pasó el día de entrega previsto que dio la empresa de transporte, el {date}.",
  "reader.reason.serviceTimePassed":
    "{service} tarda hasta {days} días hábiles: contados desde el {mailed}, eso fue el {date}, y ya pasó.",
  "reader.reason.outForDeliveryPassed": "Estuvo en reparto el {date} y después no pasó nada.",
  "reader.reason.noScan":
    "Ningún escaneo físico en {count, plural, one {# día hábil} other {# días hábiles}}: consideramos que un paquete va con retraso tras {limit, plural, one {# día hábil} other {# días hábiles}} sin escaneos.",
  "reader.reason.labelOnly":
    "Solo hay una etiqueta, creada el {date}: la empresa de transporte no ha escaneado el paquete, así que quizá nunca se lo entregaron.",

  "reader.lastScan":
    "Último escaneo físico: {status}, {date} ({count, plural, =0 {escaneado hoy} one {hace # día hábil} other {hace # días hábiles}}).",
  "reader.lastScan.none": "Todavía no hay escaneos físicos: todas las líneas las escribió el sistema de rastreo.",
  "reader.businessDays.usps":
    "Los días hábiles no cuentan los domingos ni los días en que cierran las oficinas de correos.",
  "reader.businessDays.weekdays": "Los días hábiles de UPS y FedEx son de lunes a viernes.",
  "reader.serviceFromPaste": "Servicio leído en lo que pegó: {service}.",
  "reader.expectedFromPaste": "Día de entrega previsto en lo que pegó: {date}.",

  "reader.service.priority-mail-express": "Priority Mail Express",
  "reader.service.priority-mail": "Priority Mail",
  "reader.service.ground-advantage": "USPS Ground Advantage",
  "reader.service.first-class-mail": "First-Class Mail",
  "reader.service.media-mail": "Media Mail",

  "reader.kind.scan": "Escaneo físico",
  "reader.kind.system": "Mensaje del sistema",
  "reader.kind.systemNote":
    "Lo escribe el sistema de rastreo, no un escaneo de su paquete. La Oficina del Inspector General de USPS encontró que estos mensajes informan del movimiento que el sistema espera, no de dónde está el paquete: en 318 de los 500 paquetes que revisó (64 %), los mensajes no coincidían con el lugar, la fecha o la hora reales.",
  "reader.kind.oigOutForDelivery":
    "El Inspector General encontró 163 de 500 paquetes revisados que figuraban “Out for Delivery” (en reparto) cuando seguían en la oficina de correos.",
  "reader.kind.oigDelivered":
    "El Inspector General encontró carteros que escaneaban paquetes como entregados cuando seguían en su oficina de correos.",

  "reader.phase.label": "La empresa de transporte aún no lo tiene: nada se mueve hasta el primer escaneo.",
  "reader.phase.accepted": "La empresa de transporte lo tiene: el viaje empezó.",
  "reader.phase.transit": "Va de camino entre centros de clasificación.",
  "reader.phase.partner": "Lo tiene un socio de envío; USPS lo escaneará cuando lo reciba.",
  "reader.phase.handoff": "Se entregó a otra empresa para terminar el viaje: los próximos escaneos son de ella.",
  "reader.phase.customs": "Lo tiene la aduana: solo la aduana, el remitente o usted pueden hacer que avance.",
  "reader.phase.late": "La empresa de transporte dice que va con retraso.",
  "reader.phase.exception": "Algo detuvo la entrega.",
  "reader.phase.outForDelivery": "En camino a la dirección ese día.",
  "reader.phase.attempted": "No se entregó: espera en la oficina de correos o se intentará otra vez.",
  "reader.phase.held": "Espera a que usted lo recoja.",
  "reader.phase.delivered": "La empresa de transporte dice que lo entregó.",
  "reader.phase.returning": "Vuelve al remitente.",

  "reader.status.arriving-late":
    "USPS prevé que el paquete no llegue en el día previsto. Por lo general sigue avanzando.",
  "reader.status.arriving-on-time": "USPS todavía lo espera en el día previsto.",
  "reader.status.awaiting-delivery-scan":
    "Debía entregarse, pero no llegó el escaneo de entrega: puede que se entregara sin escanear o que siga en camino.",
  "reader.status.delivery-status-not-updated":
    "USPS no tuvo escaneo de entrega al final del día previsto y dice que puede llegar más tarde de lo previsto.",
  "reader.status.in-transit-next-facility":
    "USPS prevé que el paquete vaya camino de su próximo centro. Lo añade el sistema, a menudo cuando pasa un tiempo sin escaneos.",
  "reader.status.moving-through-network":
    "USPS prevé que el paquete esté en algún punto de su red; ningún centro lo escaneó.",
  "reader.status.origin-post-preparing":
    "El correo del país desde donde se envió mandó a USPS los datos del artículo; USPS todavía no lo tiene.",
  "reader.status.acceptance-pending":
    "USPS sabe que el paquete se entregó (una recogida, una entrega en mostrador, el manifiesto de un socio), pero aún no lo ha escaneado.",
  "reader.status.label-created-heading": "Existe una etiqueta; USPS no ha escaneado el paquete.",
  "reader.status.label-created": "El remitente creó una etiqueta. USPS aún no ha recibido ni escaneado el paquete.",
  "reader.status.ups-label-created": "El remitente creó una etiqueta de UPS; UPS aún no ha recibido el paquete.",
  "reader.status.fedex-label-created": "El remitente creó una etiqueta de FedEx; FedEx aún no ha recibido el paquete.",
  "reader.status.label-created-other": "Se creó una etiqueta; la empresa de transporte aún no ha escaneado el paquete.",
  "reader.status.partner-facility":
    "Un socio de envío (una empresa que lleva paquetes a USPS) lo escaneó en su propio centro. USPS aún no lo tiene.",
  "reader.status.handoff-to-usps":
    "La empresa de transporte lo entregó a otra (a menudo la oficina de correos local) para terminar el viaje; los próximos escaneos son de ella.",
  "reader.status.accepted": "USPS tiene el paquete: se escaneó al recibirlo.",
  "reader.status.carrier-picked-up": "La empresa de transporte tiene el paquete: se escaneó al recogerlo o al dejarlo.",
  "reader.status.customs-held":
    "La aduana lo retiene: por lo general hay derechos que pagar, documentos que revisar o una inspección. Avanza cuando la aduana lo libera.",
  "reader.status.customs-inbound": "Se entregó a la aduana para su despacho.",
  "reader.status.customs-cleared": "La aduana lo liberó; el correo puede seguir llevándolo.",
  "reader.status.international-facility":
    "Lo escaneó un centro internacional (un correo extranjero o un centro de servicio internacional de USPS).",
  "reader.status.arrived-facility": "Un centro de procesamiento de USPS lo escaneó al llegar.",
  "reader.status.departed-facility": "Se escaneó al salir de un centro de USPS.",
  "reader.status.processed-facility": "Un centro de USPS lo escaneó al clasificarlo.",
  "reader.status.arrived-post-office": "Llegó a la oficina de correos que reparte en la dirección.",
  "reader.status.forwarded": "Se envía a una dirección nueva (un cambio de dirección o una corrección).",
  "reader.status.ups-facility": "Lo escaneó un centro de UPS.",
  "reader.status.carrier-facility": "Lo escaneó un centro de la empresa de transporte.",
  "reader.status.fedex-facility": "Lo escaneó un centro de FedEx.",
  "reader.status.out-for-delivery": "Se espera que vaya con el cartero en su ruta ese día.",
  "reader.status.delivered-original-sender": "Volvió y se entregó al remitente.",
  "reader.status.delivered-picked-up": "Alguien lo recogió en el mostrador de la oficina de correos.",
  "reader.status.delivered-mailbox": "El cartero lo escaneó como dejado en el buzón o junto a él.",
  "reader.status.delivered-parcel-locker":
    "Se dejó en un casillero de paquetes; la llave o el código suele quedar en el buzón.",
  "reader.status.delivered-po-box": "Se dejó en el apartado postal, o se dejó un aviso para recogerlo.",
  "reader.status.delivered-reception": "Se dejó en una recepción, un mostrador de entrada o una sala de correo.",
  "reader.status.delivered-front-door": "Se dejó en la puerta principal o en el porche.",
  "reader.status.delivered-other-location": "Se dejó en otro lugar de la dirección: un garaje, otra puerta.",
  "reader.status.delivered-neighbor": "Se dejó con un vecino, como se pidió.",
  "reader.status.delivered-individual": "Se entregó a una persona en la dirección.",
  "reader.status.delivered-agent":
    "Se entregó a un agente (una sala de correo, un administrador del edificio, un socio) que lo entrega después.",
  "reader.status.ups-access-point": "Está en un UPS Access Point (una tienda o un casillero) para que usted lo recoja.",
  "reader.status.fedex-held": "Está en un local de FedEx para que usted lo recoja.",
  "reader.status.ups-held": "UPS lo retiene en uno de sus propios locales para que usted lo recoja.",
  "reader.status.delivered": "La empresa de transporte lo escaneó como entregado.",
  "reader.status.notice-left":
    "El cartero no pudo entregarlo y dejó un aviso (formulario PS 3849); espera en la oficina de correos.",
  "reader.status.delivery-attempted": "El cartero intentó entregarlo y no pudo.",
  "reader.status.held-customer-request":
    "La oficina de correos lo retiene porque alguien lo pidió (Hold Mail, Hold For Pickup, una nueva entrega para recoger).",
  "reader.status.held-post-office": "La oficina de correos lo retiene para que lo recojan.",
  "reader.status.available-for-pickup": "Está en la oficina de correos, listo para recoger.",
  "reader.status.pickup-reminder": "El recordatorio de USPS de que sigue esperando en la oficina de correos.",
  "reader.status.redelivery-scheduled": "Se programó una nueva entrega.",
  "reader.status.insufficient-address":
    "La dirección no bastaba para entregarlo (a menudo falta el número de apartamento o de oficina): vuelve al remitente si no se corrige.",
  "reader.status.undeliverable-as-addressed":
    "No se puede entregar con esa dirección (el número no existe, se mudaron, está desocupada, no se conoce): vuelve al remitente.",
  "reader.status.refused": "Se rechazó la entrega: vuelve al remitente.",
  "reader.status.unclaimed": "Nadie lo recogió a tiempo: vuelve al remitente.",
  "reader.status.return-to-sender": "Va de regreso al remitente.",
  "reader.status.carrier-delay": "La empresa de transporte dice que está retrasado.",
  "reader.status.delivery-exception": "Algo detuvo la entrega; las palabras que siguen dicen qué.",
  "reader.status.in-transit": "En camino; no se nombra ningún centro.",

  "reader.where.delivered-mailbox": "Busque dentro y alrededor del buzón, y una llave de casillero dentro de él.",
  "reader.where.delivered-parcel-locker":
    "Busque en su buzón la llave o el código del casillero; si no está, pregunte en su oficina de correos.",
  "reader.where.delivered-po-box":
    "Revise el apartado postal por si está el paquete o un aviso, y pregunte en el mostrador.",
  "reader.where.delivered-reception": "Pregunte en la recepción, el mostrador de entrada o la sala de correo.",
  "reader.where.delivered-front-door": "Busque junto a cada puerta, en el porche y detrás de las macetas.",
  "reader.where.delivered-other-location":
    "Busque en el garaje, en las puertas laterales y traseras y alrededor de la casa.",
  "reader.where.delivered-neighbor": "Pregunte a sus vecinos.",
  "reader.where.delivered-individual": "Pregunte a todas las personas de la dirección que pudieron firmar o recibirlo.",
  "reader.where.delivered-agent":
    "Pregunte en la sala de correo o a la administración del edificio, o al agente indicado.",
  "reader.where.delivered-picked-up": "Pregunte quién de su dirección pudo recogerlo en la oficina de correos.",
  "reader.where.delivered": "Busque junto a las puertas, en el buzón y en el porche.",

  "reader.step.wait": "No tiene que hacer nada antes del {until}.",
  "reader.step.checkAround": "Hoy: {where} Pregunte a todos en casa y a sus vecinos.",
  "reader.step.waitDeliveredDay":
    "Espere hasta el final del {until}: los paquetes escaneados como entregados antes de tiempo suelen llegar el siguiente día de reparto.",
  "reader.step.helpRequest":
    "Desde el {from}: envíe el formulario de solicitud de ayuda (Help Request Form) de USPS (en usps.com/help/missing-mail.htm, en inglés) y pregunte en su oficina de correos.",
  "reader.step.missingMail":
    "Desde el {from}: si todavía no llegó, pida una búsqueda de correo extraviado (Missing Mail, {days} días hábiles después del formulario de ayuda).",
  "reader.step.claim": "Reclamo al seguro: no antes del {from} y a más tardar el {until}.",
  "reader.step.pickUpOrRedeliver":
    "Hasta el {until}: programe una nueva entrega gratuita (tools.usps.com/redelivery.htm, en inglés) o recójalo con una identificación con foto; después vuelve al remitente.",
  "reader.step.pickUpOrRedeliverUndated":
    "Programe pronto una nueva entrega gratuita (tools.usps.com/redelivery.htm, en inglés) o recójalo con una identificación con foto: lo que se retiene vuelve al remitente pasado un plazo.",
  "reader.step.pickUp":
    "Hasta el {until}: recójalo donde indica el aviso de la empresa de transporte, con una identificación con foto.",
  "reader.step.pickUpUndated":
    "Recójalo donde indica el aviso de la empresa de transporte, con una identificación con foto; el aviso indica el último día.",
  "reader.step.contactSender":
    "Avise al remitente: muchos vendedores reenvían o reembolsan, y el remitente puede presentar un reclamo.",
  "reader.step.contactSenderFrom":
    "Desde el {from}: pregunte al remitente, que puede consultar con la empresa de transporte y reenviar o reembolsar.",
  "reader.step.contactSenderLabel":
    "Desde el {from}: pregunte al remitente si llegó a entregar el paquete; solo él lo sabe y puede preguntar donde lo envió.",
  "reader.step.contactSenderInternational":
    "Desde el {from}: pida al remitente que abra una consulta en la oficina de correos donde lo envió, y responda a cualquier carta de aduanas.",
  "reader.step.contactShipper":
    "Desde el {from}: pregunte al remitente (la tienda que lo envió): con UPS y FedEx, es el remitente quien pide la búsqueda o el reclamo.",
  "reader.step.contactCarrier":
    "Desde el {from}: también puede contactar a la empresa de transporte con el número de rastreo.",
  "reader.step.trackWithUsps":
    "Se entregó a USPS: rastréelo en usps.com, con el número para USPS que muestre la página de la empresa de transporte, si hay uno.",
  "reader.step.askPostOfficeNow":
    "Si el paquete es suyo y la dirección es correcta, llame ahora a la oficina de correos que aparece en el historial: quizá todavía pueda entregarlo.",
  "reader.step.returning":
    "Pregunte al remitente: el paquete vuelve a él, y puede enviarlo otra vez a una dirección corregida.",

  "reader.cautious.missingMail":
    "Las preguntas frecuentes de USPS también dicen que se puede pedir la búsqueda {days} días después del envío: mostramos la fecha más tardía.",
  "reader.cautious.claim":
    "Contado desde el {date}, el primer escaneo: si se envió antes, cuente desde el día de envío (el último día llega antes).",
  "reader.claim.counted": "Contado desde el día de envío, el {date}.",
  "reader.kept.paste": "El propio recordatorio de USPS en lo que pegó da este día.",
  "reader.kept.rule":
    "Las oficinas de correos guardan un artículo {days} días desde el primer aviso o retención ({date}); si ese día la oficina cierra, el día hábil anterior.",
  "reader.kept.customerHold":
    "Se retiene a pedido de alguien: mostramos el plazo más corto de {days} días, aunque Hold Mail puede retener el correo hasta {max}.",
  "reader.kept.passed": "Ese día ya pasó: puede que el paquete ya vaya de regreso al remitente.",

  "reader.timeline.heading": "Cronología",
  "reader.timeline.event": "{date}: {status} ({kind})",
  "reader.timeline.gap":
    "Del {from} al {to}: ningún escaneo físico ({count, plural, one {# día hábil} other {# días hábiles}})",
  "reader.timeline.today": "{date}: hoy",
  "reader.timeline.clipped": "Solo se dibujan los últimos {days} días.",

  "reader.ics.name": "Las fechas de su paquete",
  "reader.ics.description":
    "Fechas calculadas por {site}, un sitio independiente (no una empresa de transporte), a partir del historial de rastreo que pegó y de las reglas publicadas por las empresas de transporte. No se guarda nada de lo que pegó.",
  "reader.ics.wait": "Paquete: revise de nuevo el rastreo",
  "reader.ics.waitDeliveredDay": "Paquete marcado como entregado: ¿sigue sin llegar después de hoy?",
  "reader.ics.helpRequest": "Paquete: ya puede enviar el formulario de ayuda de USPS",
  "reader.ics.missingMail": "Paquete: ya puede pedir una búsqueda de correo extraviado",
  "reader.ics.claimOpens": "Paquete: se abre el plazo para el reclamo al seguro",
  "reader.ics.claimCloses": "Paquete: último día para el reclamo al seguro",
  "reader.ics.pickUp": "Paquete: último día para recogerlo o programar una nueva entrega",
  "reader.ics.contactSender": "Paquete: pregunte al remitente",
  "reader.ics.contactCarrier": "Paquete: contacte a la empresa de transporte",
  "reader.ics.source": "Fuente: {url}",
};

export default reader;
