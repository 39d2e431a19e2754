import type english from "~/i18n/catalogs/en/checker";
import type { Translation } from "~/i18n/catalogs.server";

const checker: Translation<typeof english> = {
  "checker.page.title": "¿Es real este mensaje sobre su paquete?",
  "checker.page.description":
    "Pegue un mensaje de texto o un correo electrónico sobre un paquete: revisamos sus enlaces, lo que pide, los plazos, el remitente y los números de rastreo en busca de las señales de una estafa de entrega.",
  "checker.page.lead":
    "¿Recibió un mensaje de texto o un correo electrónico sobre un paquete que le pide tocar un enlace, pagar un cargo o actualizar su dirección? Péguelo aquí. Lo revisamos en busca de las señales de una estafa de entrega y le explicamos por qué.",
  "checker.page.formRegion": "Verificar un mensaje",
  "checker.page.adviceRegion": "Si ya recibió un mensaje sospechoso",
  "checker.how.heading": "Qué revisamos",
  "checker.how.links":
    "<strong>Enlaces:</strong> quién es el verdadero dueño de cada enlace. En <mono>usps.com-track.info</mono> el dueño es <mono>com-track.info</mono>, no USPS. Los enlaces acortados, las direcciones IP solas y las letras de otros alfabetos también son señales.",
  "checker.how.requests":
    "<strong>Lo que pide:</strong> un cargo, impuestos de aduana, tarjetas de regalo, criptomonedas, números de tarjeta, contraseñas, un número de Seguro Social, una fecha de nacimiento o “confirme su dirección”.",
  "checker.how.pressure": "<strong>Presión:</strong> plazos como “dentro de 12 horas” y amenazas como “será devuelto”.",
  "checker.how.sender":
    "<strong>El remitente:</strong> los mensajes de texto de USPS llegan desde códigos cortos de 5 dígitos (su rastreo por mensaje de texto es el 28777), no desde números de teléfono comunes o extranjeros ni desde direcciones de correo electrónico.",
  "checker.how.numbers":
    "<strong>Números de rastreo:</strong> si los dígitos de control de cada número son válidos para su empresa de transporte, con un enlace para consultarlo usted mismo en el sitio web oficial de la empresa.",
  "checker.how.rules":
    "USPS envía mensajes de texto de rastreo solo después de que usted los pidió con un número de rastreo, y el Servicio de Inspección Postal de EE. UU. dice que esos mensajes nunca contienen un enlace. El verificador sigue reglas fijas, no suposiciones: puede pasar por alto un truco nuevo y nunca dice que un mensaje es seguro. <guide>Lea cómo reconocer un mensaje de texto falso de entrega</guide>.",
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
  "checker.summary.scam": "Este mensaje tiene las señales de una estafa de entrega de paquetes.",
  "checker.summary.careful": "Hay algo en este mensaje que conviene revisar con calma antes de hacer lo que pide.",
  "checker.summary.none":
    "No encontramos ninguna de las señales habituales de una estafa de entrega de paquetes. Eso no prueba que el mensaje sea auténtico: si tiene dudas, consulte el estado usted mismo en el sitio web oficial de la empresa de transporte.",
  "checker.result.why": "Por qué",
  "checker.result.inMessage": "En el mensaje:",
  "checker.result.trackHeading": "Consulte el estado usted mismo",
  "checker.result.trackLink": "Rastrear {number} en el sitio web de {carrier}",
  "checker.result.trackInstead":
    "El número es válido: consulte el estado usted mismo en {host}, no mediante el enlace del mensaje.",
  "checker.result.track": "El número es válido: consulte el estado usted mismo en {host}.",

  "checker.reason.lookalikeDomain":
    "El dominio real del enlace es {owner}, que no pertenece a {brand} ({home}), aunque la dirección lo haga parecer.",
  "checker.reason.shortLink": "El enlace es un enlace acortado ({owner}) que oculta adónde lleva en realidad.",
  "checker.reason.ipAddress": "El enlace es solo una dirección IP, no el sitio web de una empresa.",
  "checker.reason.notBrandsLink":
    "El mensaje dice que es de {brand}, pero su enlace lleva a {owner}, un dominio que no es de {brand}.",
  "checker.reason.otherAlphabet":
    "El dominio del enlace, {owner}, usa letras de otro alfabeto, un truco común para imitar un nombre conocido.",
  "checker.reason.uspsTextWithLink":
    "Dice ser un mensaje de texto de USPS y trae un enlace que usted no pidió. El Servicio de Inspección Postal de EE. UU. dice que los mensajes de texto auténticos de USPS nunca contienen un enlace, y USPS le envía mensajes de texto solo después de que usted pidió actualizaciones con un número de rastreo.",
  "checker.reason.foreignPhone": "Se envió desde un número de teléfono de fuera de los Estados Unidos.",
  "checker.reason.ordinaryPhone":
    "Dice venir de {brand}, pero se envió desde un número de teléfono común. Los mensajes de texto de USPS llegan desde códigos cortos de 5 dígitos; su rastreo por mensaje de texto es el {shortCode}.",
  "checker.reason.textFromEmail":
    "Dice ser un mensaje de texto de {brand}, pero llegó desde una dirección de correo electrónico. Las empresas de transporte envían mensajes de texto desde códigos cortos, como el {shortCode} de USPS.",
  "checker.reason.notBrandsSender":
    "Dice venir de {brand}, pero se envió desde {domain}, un dominio que no es de {brand}.",
  "checker.reason.notBrandsAddress": "Dice venir de {brand}, pero se envió desde una dirección que no es de {brand}.",
  "checker.reason.unknownLinkRequest":
    "Le pide actuar mediante un enlace a {owner}, un sitio que no pertenece a ninguna empresa de transporte.",
  "checker.reason.uspsFee":
    "Pide un pago. USPS no cobra por el rastreo, por las solicitudes de nueva entrega ni por verificar direcciones por mensaje de texto o correo electrónico.",
  "checker.reason.fee":
    "Pide un pago. Pague solo en el sitio web oficial de la empresa de transporte, nunca mediante un enlace de un mensaje.",
  "checker.reason.uspsAddress":
    "Le pide confirmar o actualizar su dirección. USPS no pide eso por mensaje de texto ni por correo electrónico.",
  "checker.reason.address": "Le pide confirmar o actualizar su dirección a través del mensaje.",
  "checker.reason.giftCard": "Pide el pago con tarjetas de regalo, algo que ninguna empresa de transporte acepta.",
  "checker.reason.crypto": "Pide el pago en criptomonedas, algo que ninguna empresa de transporte pide.",
  "checker.reason.card": "Pide los datos de una tarjeta.",
  "checker.reason.password": "Pide una contraseña o un código de verificación.",
  "checker.reason.ssn": "Pide un número de Seguro Social.",
  "checker.reason.birthDate": "Pide una fecha de nacimiento.",
  "checker.reason.deadline": "Le pone un plazo para que actúe con prisa.",
  "checker.reason.threat": "Amenaza con lo que pasará si usted no hace lo que pide.",
  "checker.reason.invalidNumber":
    "Este número de rastreo de {carrier} no es válido: su dígito de control es incorrecto, así que probablemente es inventado.",
  "checker.reason.invalidInternationalNumber":
    "Este número de rastreo internacional no es válido: su dígito de control es incorrecto, así que probablemente es inventado.",

  "checker.advice.heading": "Qué hacer",
  "checker.advice.dontTap": "<strong>No toque el enlace</strong> ni llame a ningún número del mensaje, y no responda.",
  "checker.advice.report":
    "<strong>Denúncielo.</strong> Reenvíe el mensaje de texto al 7726 (SPAM) para que su compañía de telefonía móvil pueda bloquear al remitente. Si dice ser de USPS, envíelo por correo electrónico al Servicio de Inspección Postal, a <uspis>spam@uspis.gov</uspis>: pegue el texto sin abrir el enlace, agregue su nombre y una captura de pantalla en la que se vean el remitente y la fecha, e indique si hizo clic, si pagó o si dio algún dato personal. Si el mensaje usa el nombre de otra empresa, denúncielo ante la FTC en <ftc>ReporteFraude.ftc.gov</ftc>.",
  "checker.advice.paid":
    "<strong>¿Ya escribió los datos de su tarjeta o pagó?</strong> Llame a su banco al número que aparece en su tarjeta y pida que bloqueen la tarjeta. Si dio datos personales, visite <identity>RobodeIdentidad.gov</identity>; denuncie una pérdida de dinero en <ic3>ic3.gov</ic3> (en inglés).",
  "checker.advice.guide":
    "Lea nuestra guía <guide>Cómo reconocer un mensaje de texto falso de USPS o de entrega</guide>.",
  "checker.advice.ftcUrl": "https://reportefraude.ftc.gov/",
  "checker.advice.identityUrl": "https://www.robodeidentidad.gov/",
};

export default checker;
