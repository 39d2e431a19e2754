import type english from "~/i18n/catalogs/en/checker";
import type { Translation } from "~/i18n/catalog-types";
import { factShortCode, factText } from "~/lib/facts/facts";

const checker: Translation<typeof english> = {
  "checker.page.title": "¿Es real este mensaje sobre su paquete?",
  "checker.page.description":
    "Pegue un mensaje de texto o un correo electrónico sobre un paquete: revisamos sus enlaces, lo que pide, los plazos, el remitente y los números de rastreo en busca de las señales de una estafa con entregas de paquetes.",
  "checker.page.lead":
    "¿Recibió un mensaje de texto o un correo electrónico sobre un paquete que le pide tocar un enlace, pagar un cargo o actualizar su dirección? Péguelo aquí. Lo revisamos en busca de las señales de una estafa con entregas de paquetes y le explicamos por qué.",
  "checker.page.formRegion": "Verificar un mensaje",
  "checker.page.adviceRegion": "Si ya recibió un mensaje sospechoso",
  "checker.how.heading": "Qué revisamos",
  "checker.how.links":
    "<strong>Enlaces:</strong> quién es el verdadero dueño de cada enlace, leído como lo lee un navegador. El resultado nombra al dueño de un enlace cuando ese enlace es una señal de alerta (un dominio que imita a otro, un enlace acortado, un enlace que no pertenece a quien dice enviar el mensaje); un enlace de la organización que nombra el mensaje no aparece en la lista. En <mono>usps.com-track.info</mono> el dueño es <mono>com-track.info</mono>, no USPS, y <mono>usps.com@track.top</mono> lleva a <mono>track.top</mono>. Los enlaces acortados, las direcciones IP numéricas (sin nombre de dominio) y las letras de otros alfabetos también son señales.",
  "checker.how.requests":
    "<strong>Lo que pide:</strong> dinero con cualquier palabra o moneda (un cargo, impuestos de aduana, un peaje sin pagar, un “saldo pendiente”), tarjetas de regalo, criptomonedas, números de tarjeta, contraseñas, un número de Seguro Social, una fecha de nacimiento, “confirme su dirección”, o que responda, llame, escanee un código QR o abra un archivo.",
  "checker.how.pressure":
    "<strong>Presión:</strong> plazos como “dentro de 12 horas” y amenazas como “será devuelto”, un recargo por mora, la suspensión de su licencia o de su registro, o una orden de arresto.",
  "checker.how.sender": `<strong>Quién habla:</strong> quién dice ser el mensaje (su remitente, sus primeras palabras, su asunto o su firma), no a quién solo menciona: una tienda que envía con USPS no es USPS. Los mensajes de texto de USPS llegan desde códigos cortos de 5 dígitos (su rastreo por mensaje de texto es el ${factShortCode("usps-text-tracking-short-code")}), no desde números de teléfono comunes o extranjeros ni desde direcciones de correo electrónico.`,
  "checker.how.numbers":
    "<strong>Números de rastreo:</strong> si los dígitos de control de cada número son válidos para su empresa de transporte, con un enlace para consultarlo usted mismo en el sitio web oficial de la empresa.",
  "checker.how.rules":
    "USPS envía mensajes de texto de rastreo solo después de que usted los haya pedido con un número de rastreo, y el Servicio de Inspección Postal de EE. UU. dice que esos mensajes nunca contienen un enlace. El verificador sigue reglas fijas, no suposiciones: puede pasar por alto un truco nuevo y nunca dice que un mensaje es seguro. <guide>Lea cómo reconocer un mensaje de texto falso sobre una entrega</guide>.",
  "checker.how.privacy":
    "Su mensaje se revisa en la memoria de nuestro servidor y luego se olvida: nunca se guarda, no queda registrado ni se envía a ninguna parte, y nunca aparece en una dirección web.",

  "checker.form.message": "Pegue el mensaje que recibió",
  "checker.form.messageHint":
    "El mensaje de texto o el correo electrónico completo, con su enlace. Se revisa en nuestro servidor y nunca se guarda.",
  "checker.form.sender": "¿Quién lo envió? (número de teléfono, código corto o dirección de correo electrónico)",
  "checker.form.submit": "Verificar este mensaje",
  "checker.form.busy": "Verificando…",
  "checker.form.messageRequired": "Pegue aquí el mensaje que recibió",
  "checker.form.messageTooLong":
    "Pegue como máximo {messageMax} caracteres: conserve la parte con el enlace, lo que le piden y el remitente",
  "checker.form.senderTooLong": "Escriba como máximo {senderMax} caracteres",
  "checker.form.unreadable":
    "No se pudo leer el mensaje. Pegue como máximo {messageMax} caracteres e inténtelo de nuevo.",
  "checker.form.rateLimited":
    "Ha verificado muchos mensajes en poco tiempo. Inténtelo de nuevo dentro de unos minutos.",
  "checker.form.siteBusy":
    "En la última hora se verificaron muchos mensajes en este sitio, así que el suyo no se verificó. No se debe a nada que usted haya hecho: por favor, inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.",

  "checker.verdict.scam": "Probablemente una estafa",
  "checker.verdict.careful": "Tenga cuidado",
  "checker.verdict.none": "No se encontraron señales de alerta",
  "checker.summary.scam": "Este mensaje tiene las señales de una estafa de entrega, de peaje o de pago.",
  "checker.summary.careful": "Hay algo en este mensaje que conviene revisar con calma antes de hacer lo que pide.",
  "checker.summary.none":
    "No encontramos ninguna de las señales habituales de una estafa de entrega de paquetes. Eso no prueba que el mensaje sea auténtico: si tiene dudas, consulte el estado usted mismo en el sitio web oficial de la empresa de transporte.",
  "checker.summary.offTopic":
    "Este verificador revisa mensajes sobre entregas, peajes y pagos, y este no parece serlo, así que no podemos juzgarlo. Nunca envíe dinero, tarjetas de regalo ni códigos a alguien que se los pida por mensaje de texto, y si un mensaje dice ser de alguien que usted conoce, llame a esa persona al número que ya tiene.",
  "checker.summary.offTopicSigns":
    "Este verificador revisa mensajes sobre entregas, peajes y pagos, y este no parece serlo; aun así, tiene las señales de una estafa común, que se indican abajo. Nunca envíe dinero, tarjetas de regalo ni códigos a alguien que se los pida por mensaje de texto, y si un mensaje dice ser de alguien que usted conoce, llame a esa persona al número que ya tiene.",
  "checker.result.why": "Por qué",
  "checker.result.notedHeading": "Lo que notamos, sin ser una señal de alerta por sí solo",
  "checker.result.alsoNoted": "También notamos",
  "checker.result.inMessage": "En el mensaje:",
  "checker.result.trackHeading": "Consulte el estado usted mismo",
  "checker.result.trackLink": "Rastrear {number} en el sitio web de {carrier}",
  "checker.result.trackInstead":
    "El número es válido: consulte el estado usted mismo en {host}, no mediante el enlace del mensaje.",
  "checker.result.trackFormat":
    "Tiene el formato de un número real, lo que no prueba nada sobre el mensaje: consúltelo usted mismo en {host}, no mediante el enlace ni ningún número del mensaje.",
  "checker.result.track": "El número es válido: consulte el estado usted mismo en {host}.",

  "checker.reason.lookalikeDomain":
    "El dominio real del enlace es {owner}, que no pertenece a {brand} ({home}), aunque la dirección lo haga parecer.",
  "checker.reason.shortLink": "El enlace es un enlace acortado ({owner}) que oculta adónde lleva en realidad.",
  "checker.reason.ipAddress": "El enlace es solo una dirección IP, no el sitio web de una empresa.",
  "checker.reason.notBrandsLink":
    "El mensaje dice que es de {brand}, pero su enlace lleva a {owner}, un dominio que no es de {brand}.",
  "checker.reason.notTollAgencysLink":
    "El mensaje habla como “{name}”, pero su enlace lleva a {owner}, que no pertenece a ninguna agencia de peaje ni a ningún organismo del gobierno.",
  "checker.reason.notGovernmentLink":
    "El mensaje habla como “{name}”, pero su enlace lleva a {owner}, que no es un sitio web del gobierno (.gov).",
  "checker.reason.disguisedLink":
    "El enlace empieza con {shown} para parecer ese sitio, pero un navegador ignora todo lo que va antes de la “@”: en realidad lleva a {owner}.",
  "checker.reason.otherAlphabetLookalike":
    "El enlace usa letras de otro alfabeto para parecer el sitio web de {brand}: se ve como {shown}, pero su escritura real es {real}, un dominio que no es de {brand} ({home}).",
  "checker.reason.otherAlphabet":
    "El dominio del enlace usa letras de otro alfabeto, un truco común para imitar un nombre conocido: se ve como {shown}, pero su escritura real es {real}.",
  "checker.reason.uspsTextWithLink":
    "Dice ser un mensaje de texto de USPS y trae un enlace que usted no pidió. El Servicio de Inspección Postal de EE. UU. dice que los mensajes de texto auténticos de USPS nunca contienen un enlace, y USPS le envía mensajes de texto solo después de que usted haya pedido actualizaciones con un número de rastreo.",
  "checker.reason.foreignPhone": "Se envió desde un número de teléfono de fuera de los Estados Unidos.",
  "checker.reason.ordinaryPhoneUsps":
    "Dice venir de USPS, pero se envió desde un número de teléfono común. Los mensajes de texto de USPS llegan desde códigos cortos de 5 dígitos; su rastreo por mensaje de texto es el {shortCode}.",
  "checker.reason.ordinaryPhone":
    "Dice venir de {brand}, pero se envió desde un número de teléfono común. Consulte con {brand} usted mismo, en su sitio web oficial o en un número que ya tenga, no mediante este mensaje.",
  "checker.reason.textFromEmailUsps":
    "Dice ser un mensaje de texto de USPS, pero llegó desde una dirección de correo electrónico. Los mensajes de texto de USPS llegan desde códigos cortos de 5 dígitos; su rastreo por mensaje de texto es el {shortCode}.",
  "checker.reason.textFromEmail":
    "Dice ser un mensaje de texto de {brand}, pero llegó desde una dirección de correo electrónico, no desde un número de teléfono ni desde un código corto.",
  "checker.reason.notBrandsSender":
    "Dice venir de {brand}, pero se envió desde {domain}, un dominio que no es de {brand}.",
  "checker.reason.notBrandsAddress": "Dice venir de {brand}, pero se envió desde una dirección que no es de {brand}.",
  "checker.reason.unknownLinkRequest":
    "Le pide actuar (pagar, dar datos, resolver una entrega, responder o llamar) con un enlace a {owner}, un sitio que no pertenece a ninguna de las organizaciones que nombra.",
  "checker.reason.uspsFee":
    "Pide un pago. USPS no cobra por el rastreo, por las solicitudes de nueva entrega ni por verificar direcciones por mensaje de texto o correo electrónico.",
  "checker.reason.fee":
    "Pide un pago. Pague solo en el sitio web oficial de la organización, escribiendo usted mismo la dirección, nunca mediante un enlace ni un número de un mensaje.",
  "checker.reason.askOnOwnSite":
    "Pide un pago o sus datos mediante {owner}, el sitio web de la organización que nombra. Eso no es una señal de alerta por sí solo: hágalo solo allí, escribiendo usted mismo la dirección en lugar de tocar el enlace.",
  "checker.reason.uspsAddress":
    "Le pide confirmar o actualizar su dirección. USPS no pide eso por mensaje de texto ni por correo electrónico.",
  "checker.reason.address": "Le pide confirmar o actualizar su dirección a través del mensaje.",
  "checker.reason.giftCard": "Pide el pago con tarjetas de regalo, algo que ninguna empresa de transporte acepta.",
  "checker.reason.crypto": "Pide el pago en criptomonedas, algo que ninguna empresa de transporte pide.",
  "checker.reason.card": "Pide los datos de una tarjeta.",
  "checker.reason.password": "Pide una contraseña o un código de verificación.",
  "checker.reason.ssn": "Pide un número de Seguro Social.",
  "checker.reason.birthDate": "Pide una fecha de nacimiento.",
  "checker.reason.identity": "Pide datos personales para comprobar quién es usted.",
  "checker.reason.activateLink":
    "Le pide responder y luego volver a abrir el mensaje para que su enlace se pueda tocar: un truco para saltarse la protección de su teléfono contra los enlaces de remitentes desconocidos.",
  "checker.reason.reply":
    "Le pide responder con una palabra o un número: una respuesta le confirma al remitente que su número está en uso.",
  "checker.reason.call":
    "Le pide llamar a un número que da el propio mensaje. Llame a una organización solo a un número que usted mismo encuentre, en su sitio web oficial o en su tarjeta.",
  "checker.reason.qrCode": "Le pide escanear un código QR, que oculta adónde lleva, como un enlace acortado.",
  "checker.reason.refund":
    "Le ofrece dinero (un reembolso, una recompensa o un premio) si hace lo que pide: un anzuelo común.",
  "checker.reason.easyMoney":
    "Ofrece dinero fácil (mucho pago por tareas sencillas) a alguien que no conoce: el anzuelo de las estafas de empleo y de tareas.",
  "checker.reason.otherApp":
    "Lleva la conversación a otra aplicación, donde es más difícil rastrear y denunciar al remitente.",
  "checker.reason.newNumber":
    "Dice ser alguien que usted conoce que escribe desde un número nuevo. Llame a esa persona al número que ya tiene antes de responder o de enviar nada.",
  "checker.reason.attachment":
    "Le pide abrir un archivo de un tipo que puede ocultar una página falsa de inicio de sesión o un programa dañino. Las empresas de transporte no envían esos archivos.",
  "checker.reason.legalThreat":
    "Amenaza con un arresto, una orden judicial o un juicio. La policía y las oficinas del gobierno no exigen pagos ni datos por mensaje de texto ni por correo electrónico.",
  "checker.reason.deadline": "Le pone un plazo para que actúe con prisa.",
  "checker.reason.threat":
    "Amenaza con lo que pasará si usted no hace lo que pide (una devolución, un cobro, un recargo, la suspensión de su licencia o de su registro).",
  "checker.reason.invalidNumber":
    "Este número de rastreo de {carrier} no es válido: su dígito de control es incorrecto, así que probablemente es inventado.",
  "checker.reason.invalidInternationalNumber":
    "Este número de rastreo internacional no es válido: su dígito de control es incorrecto, así que probablemente es inventado.",

  "checker.advice.heading": "Qué hacer",
  "checker.advice.dontTap": "<strong>No toque el enlace</strong> ni llame a ningún número del mensaje, y no responda.",
  "checker.advice.report": `<strong>Denúncielo.</strong> Reenvíe el mensaje de texto al ${factText("spam-text-short-code", "es")} para que su compañía de telefonía móvil pueda bloquear al remitente. Si dice ser de USPS, envíelo por correo electrónico al Servicio de Inspección Postal, a <uspis>spam@uspis.gov</uspis>: pegue el texto sin abrir el enlace, agregue su nombre y una captura de pantalla en la que se vean el remitente y la fecha, e indique si hizo clic, si pagó o si dio algún dato personal. Si el mensaje usa el nombre de otra empresa, denúncielo ante la FTC en <ftc>ReporteFraude.ftc.gov</ftc>.`,
  "checker.advice.paid":
    "<strong>¿Ya escribió los datos de su tarjeta o pagó?</strong> Llame a su banco al número que aparece en su tarjeta y pida que bloqueen la tarjeta. Si dio datos personales, visite <identity>RobodeIdentidad.gov</identity>; denuncie una pérdida de dinero en <ic3>ic3.gov</ic3> (en inglés).",
  "checker.advice.guide":
    "Lea nuestra guía <guide>Cómo reconocer un mensaje de texto falso de USPS o de entrega</guide>.",
  "checker.advice.ftcUrl": "https://reportefraude.ftc.gov/",
  "checker.advice.identityUrl": "https://www.robodeidentidad.gov/",
};

export default checker;
