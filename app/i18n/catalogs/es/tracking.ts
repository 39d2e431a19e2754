import type english from "~/i18n/catalogs/en/tracking";
import type { Translation } from "~/i18n/catalog-types";

const tracking: Translation<typeof english> = {
  "tracking.landing.metaTitle": "Rastree su paquete",
  "tracking.landing.metaDescription":
    "Pegue hasta 35 números de rastreo y vaya directamente a la página de rastreo de la empresa de transporte. Ayuda independiente para paquetes en camino.",
  "tracking.landing.checkMessageQuestion":
    "¿Recibió un mensaje de texto o un correo electrónico sobre un paquete que le pide tocar un enlace o pagar un cargo?",
  "tracking.landing.checkMessageLink": "Verifique si el mensaje es real",
  "tracking.landing.featuresTitle": "Cómo le ayudamos",
  "tracking.landing.faqTitle": "Preguntas frecuentes",
  "tracking.landing.moreHelpText":
    "¿Todavía tiene dudas sobre una entrega? Nuestro equipo responde preguntas sobre cómo usar este sitio.",
  "tracking.landing.moreHelpLink": "¿Necesita más ayuda?",

  "tracking.form.label": "Números de rastreo",
  "tracking.form.independence":
    "Este sitio es independiente y no es USPS. Revisa sus números y abre la página de rastreo de la propia empresa de transporte.",
  "tracking.newTab": " (se abre en una pestaña nueva)",

  "tracking.input.empty.title": "Error",
  "tracking.input.empty.description": "Ingrese un número de rastreo",
  "tracking.input.invalid.title": "Entrada no válida",
  "tracking.input.invalid.description":
    "Ingrese números de rastreo válidos usando solo letras, números y signos de puntuación comunes",
  "tracking.input.tooMany.title": "Demasiados números de rastreo",
  "tracking.input.tooMany.description": "Ingrese como máximo {max, number} números de rastreo, separados por comas",
  "tracking.input.tooLong.title": "Entrada no válida",
  "tracking.input.tooLong.description": "Ingrese como máximo {max, number} caracteres",
  "tracking.input.resultsInvalid":
    "Número de rastreo no válido: el número de rastreo indicado no es válido. Revise su número de rastreo e inténtelo de nuevo.",

  "tracking.results.metaTitle": "Resultados del rastreo",
  "tracking.results.metaDescription": "Sus números de rastreo, revisados y listos para la empresa de transporte.",
  "tracking.results.headingOne": "Resultados del rastreo de: {first}",
  "tracking.results.headingTwo": "Resultados del rastreo de: {first} y {second}",
  "tracking.results.headingMany": "Resultados del rastreo de: <number>{first}</number> y {more, number} más",
  "tracking.results.headingNone": "Resultados del rastreo de: no se encontró ningún número de rastreo",
  "tracking.results.invalidTitle": "No pudimos buscar esto",
  "tracking.results.received": "Lo que recibimos:",
  "tracking.results.tryAgain": "Volver e intentarlo de nuevo",
  "tracking.results.hintNone": "No se indicó ningún número de rastreo.",
  "tracking.results.hintSeveral":
    "El enlace contiene más de un valor de rastreo. Vuelva a ingresar sus números en la página de inicio.",
  "tracking.results.progress": "Revisando sus números de rastreo y preparando el enlace a la empresa de transporte…",
  "tracking.results.ready":
    "{count, plural, one {Su número de rastreo está listo para rastrear} other {Sus # números de rastreo están listos para rastrear}}",
  "tracking.results.checkYourself":
    "{count, plural, one {Puede revisar este número usted mismo en {site}} other {Puede revisar estos # números usted mismo en {site}}}",
  "tracking.results.checkYourselfCarriers":
    "{count, plural, one {Puede revisar este número usted mismo en el sitio web de cada empresa de transporte} other {Puede revisar estos # números usted mismo en el sitio web de cada empresa de transporte}}",
  "tracking.results.complete": "Revisión terminada. {summary}.",
  "tracking.results.found":
    "{count, plural, one {Encontramos # número de rastreo en lo que pegó} other {Encontramos # números de rastreo en lo que pegó}}",
  "tracking.results.independent":
    "Somos un sitio independiente y no guardamos datos de rastreo. La página de la propia empresa de transporte muestra cada escaneo de su paquete.",
  "tracking.results.trackOn": "Rastrear en {carrier}",
  "tracking.results.trackOnNumber": "Rastrear en {carrier}: {number}",
  "tracking.results.trackOnPart": "Rastrear en {carrier} (parte {part} de {parts})",
  "tracking.results.unrecognisedNote":
    "{count, plural, one {El enlace de {handoff} también contiene el número cuyo formato no reconocemos: {handoff} le indicará si no lo conoce.} other {El enlace de {handoff} también contiene los # números cuyo formato no reconocemos: {handoff} le indicará si no los conoce.}}",
  "tracking.results.noLink":
    "No se pudo crear de forma segura el enlace a la empresa de transporte. Copie sus números e ingréselos en la página de rastreo de la propia empresa.",
  "tracking.results.readerQuestion": "¿Volvió de la página de la empresa de transporte con un estado que no entiende?",
  "tracking.results.readerLink": "Péguelo aquí",
  "tracking.results.bookmark":
    "Para revisar los mismos números otra vez, guarde <link>esta página</link> en sus marcadores: su dirección solo contiene sus números y nosotros no guardamos nada.",
  "tracking.results.numbersTitle": "{count, plural, one {Su número} other {Sus # números}}",
  "tracking.results.numberOn": " en {carrier}",
  "tracking.results.copyAll": "{count, plural, one {Copiar el número} other {Copiar todos los números}}",
  "tracking.results.copied": "{count, plural, one {Se copió # número.} other {Se copiaron # números, uno por línea.}}",
  "tracking.results.copyFailed":
    "No se pudieron copiar. Seleccione los números en el cuadro de abajo y cópielos usted mismo.",
  "tracking.results.allNumbers": "Todos sus números, uno por línea, para seleccionar y copiar",
  "tracking.results.trackAnother": "Rastrear otro paquete",
  "tracking.results.notRecognized": "Formato no reconocido",
  "tracking.results.internationalPost": "Correo internacional ({country})",
  "tracking.results.noteNotUsps":
    "Este no parece un número de rastreo de USPS. Compárelo con su recibo o con el correo electrónico de envío; USPS lo buscará de todos modos.",
  "tracking.results.noteInternationalPost":
    "Este es un número postal internacional de {country}. USPS puede seguirlo cuando llegue a los Estados Unidos; antes de eso, lo rastrea {post}.",
  "tracking.results.noteInternational":
    "Este es un número postal internacional de {country}. USPS puede seguirlo cuando llegue a los Estados Unidos; antes de eso, lo rastrea el servicio postal del país de envío.",
  "tracking.results.realFormat":
    "Este es un formato real de número de {carrier}; revíselo usted mismo en {site}, no a través del enlace del mensaje.",
  "tracking.results.realFormatNoLink":
    "Este es un formato real de número de {carrier}; revíselo usted mismo en {site}, no a través del mensaje.",

  "tracking.service.name": "{name}",
  "tracking.service.uspsConfirmation20": "USPS Delivery Confirmation o Signature Confirmation (20 dígitos)",
  "tracking.service.uspsImpbOnline":
    "Código de barras Intelligent Mail para paquetes de USPS (etiqueta en línea o de un proveedor)",
  "tracking.service.uspsConfirmation": "USPS Delivery Confirmation o Signature Confirmation",
  "tracking.service.uspsImpbRetail":
    "Código de barras Intelligent Mail para paquetes de USPS (envío comercial o de mostrador)",
  "tracking.service.fedexExpress12": "FedEx Express (12 dígitos)",
  "tracking.service.fedexGround15": "FedEx Ground (15 dígitos)",
  "tracking.service.fedexGround96": "FedEx Ground (96, 22 dígitos)",
  "tracking.service.fedexAstra": "FedEx Express (ASTRA, 32 dígitos)",
  "tracking.service.fedexExpress34": "FedEx Express (34 dígitos)",
  "tracking.service.fedexGsn": "FedEx Ground (GSN, 34 dígitos)",
  "tracking.service.s10": "Registered Mail/internacional (UPU S10)",

  "tracking.warning.suspiciousTitle": "Advertencia: lo que pegó podría ser un mensaje de entrega falso",
  "tracking.warning.deliveryTitle": "Lo que pegó parece un mensaje de entrega",
  "tracking.warning.verdict": "Nuestra revisión del mensaje indica: <strong>{verdict}</strong>.",
  "tracking.warning.suspiciousAdvice":
    "No toque el enlace del mensaje, no pague nada y no dé sus datos. Use solo los enlaces de rastreo oficiales que aparecen abajo.",
  "tracking.warning.deliveryAdvice":
    "Use los enlaces de rastreo oficiales que aparecen abajo en lugar de cualquier enlace del mensaje.",
  "tracking.warning.checkLink": "Verifique un mensaje en busca de señales de estafa y sepa qué hacer",

  "tracking.help.title": "¿Necesita ayuda?",
  "tracking.help.contactTitle": "Comuníquese con nosotros",
  "tracking.help.contactText": "¿Tiene preguntas sobre cómo usar este sitio? Envíe un mensaje a nuestro equipo.",
  "tracking.help.contactLink": "Comuníquese con nosotros",
  "tracking.help.textTitle": "¿Recibió un mensaje de texto sobre una entrega?",
  "tracking.help.textText":
    "Un mensaje de texto o un correo electrónico que le pide tocar un enlace, pagar un cargo o actualizar su dirección podría ser una estafa.",
  "tracking.help.textLink": "Verificar un mensaje",
  "tracking.help.informedTitle": "Informed Delivery",
  "tracking.help.informedText":
    "Este servicio gratuito de USPS le muestra el correo y los paquetes que están por llegar a su dirección.",
  "tracking.help.informedLink": "Informed Delivery en usps.com (en inglés)",
  "tracking.help.faqTitle": "Preguntas frecuentes",
  "tracking.help.faqText": "Respuestas sobre el rastreo, los plazos de entrega, los paquetes perdidos y mucho más.",
  "tracking.help.faqLink": "Ver las preguntas frecuentes",
};

export default tracking;
