import type english from "~/i18n/catalogs/en/forms";
import type { Translation } from "~/i18n/catalog-types";

const forms: Translation<typeof english> = {
  "forms.field.nameRequired": "Escriba su nombre",
  "forms.field.nameTooLong": "El nombre puede tener como máximo {nameMax, number} caracteres",
  "forms.field.fullNameRequired": "Escriba su nombre completo",
  "forms.field.firstNameRequired": "Escriba su nombre",
  "forms.field.lastNameRequired": "Escriba su apellido",
  "forms.field.singleLine": "Use una sola línea, sin caracteres de control especiales",
  "forms.field.emailRequired": "Escriba su correo electrónico",
  "forms.field.emailInvalid": "Escriba un correo electrónico válido",
  "forms.field.emailTooLong": "El correo electrónico puede tener como máximo {emailMax, number} caracteres",
  "forms.field.phoneRequired": "Escriba su número de teléfono",
  "forms.field.phoneInvalid": "El teléfono solo puede tener dígitos, espacios y + ( ) - .",
  "forms.field.phoneNoDigits": "Escriba un número de teléfono con al menos un dígito",
  "forms.field.phoneTooLong": "El teléfono puede tener como máximo {phoneMax, number} caracteres",
  "forms.field.subjectRequired": "Escriba un asunto",
  "forms.field.subjectTooLong": "El asunto puede tener como máximo {subjectMax, number} caracteres",
  "forms.field.messageRequired": "Escriba su mensaje",
  "forms.field.contactMessageTooLong": "El mensaje puede tener como máximo {contactMessageMax, number} caracteres",
  "forms.field.complaintMessageTooLong": "El mensaje puede tener como máximo {complaintMessageMax, number} caracteres",
  "forms.field.jobUnknown": "Elija uno de los puestos vacantes",
  "forms.field.amountRequired": "Elija una cantidad o escriba la suya",
  "forms.field.amountFormat": "Escriba una cantidad en dólares, por ejemplo 40 o 12.50",
  "forms.field.amountPositive": "La cantidad debe ser mayor que $0",
  "forms.field.amountTooLarge": "Las donaciones en línea tienen un límite de ${donationMax, number}",
  "forms.field.purposeRequired": "Elija el destino de su donación",
  "forms.field.resumeMissing": "Adjunte su currículum",
  "forms.field.resumeEmpty": "El archivo del currículum está vacío",
  "forms.field.resumeBadType": "El currículum debe ser un archivo PDF, DOC, DOCX, RTF o TXT",
  "forms.field.resumeTooLarge": "El currículum debe pesar 5 MB o menos",

  "forms.label.name": "Nombre",
  "forms.label.email": "Correo electrónico",
  "forms.label.phone": "Teléfono",
  "forms.label.phoneOptional": "Teléfono (opcional)",
  "forms.label.subject": "Asunto",
  "forms.label.message": "Mensaje",
  "forms.label.honeypot": "Deje este campo en blanco",
  "forms.submitting": "Enviando…",

  "forms.notice.contactSent": "¡Gracias, {name}! Su mensaje fue enviado.",
  "forms.notice.contactSentNoName": "¡Gracias! Su mensaje fue enviado.",
  "forms.notice.complaintSent": "¡Gracias, {name}! Su queja fue enviada.",
  "forms.notice.complaintSentNoName": "¡Gracias! Su queja fue enviada.",
  "forms.notice.applied": "¡Su solicitud para {job} fue enviada!",
  "forms.notice.appliedNoJob": "¡Su solicitud para este puesto fue enviada!",
  "forms.notice.contactFailed":
    "Lo sentimos, hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo más tarde.",
  "forms.notice.complaintFailed":
    "Lo sentimos, hubo un error al enviar su queja. Por favor, inténtelo de nuevo más tarde.",
  "forms.notice.careerFailed":
    "Lo sentimos, hubo un error al enviar su solicitud. Por favor, inténtelo de nuevo más tarde.",
  "forms.notice.contactUnreadable": "Lo sentimos, no pudimos leer su mensaje. Por favor, llene el formulario de nuevo.",
  "forms.notice.complaintUnreadable": "Lo sentimos, no pudimos leer su queja. Por favor, llene el formulario de nuevo.",
  "forms.notice.careerUnreadable":
    "Lo sentimos, no pudimos leer su solicitud. Por favor, llene el formulario de nuevo.",
  "forms.notice.rateLimited":
    "Ha enviado demasiados mensajes en poco tiempo. Esta vez no se envió nada; por favor, inténtelo de nuevo en unos minutos.",
  "forms.notice.siteBusy":
    "Este sitio recibió muchos mensajes en la última hora, así que el suyo no se envió. No se debe a nada que usted haya hecho: por favor, inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}. Lo que escribió sigue en el formulario.",
  "forms.notice.unreadableFields":
    "Este formulario llegó con campos que no tiene, así que no se envió nada. Por favor, revise lo que escribió abajo y envíelo de nuevo.",
  "forms.notice.tooLarge":
    "Lo que envió supera lo que acepta este formulario, así que no se envió nada. Por favor, acorte lo que escribió y envíelo de nuevo.",

  "forms.contact.metaTitle": "Comuníquese con nosotros",
  "forms.contact.metaDescription":
    "Comuníquese con el equipo independiente de {site} por teléfono, correo electrónico o formulario de mensaje.",
  "forms.contact.title": "Comuníquese con nosotros",
  "forms.contact.lead":
    "¿Tiene preguntas sobre cómo usar este sitio? Llámenos, escríbanos o envíenos un mensaje y le responderá una persona.",
  "forms.contact.channelsTitle": "Cómo comunicarse con nosotros",
  "forms.contact.channelsText":
    "{site} es un sitio web independiente administrado por {operator}, no por el Servicio Postal de los Estados Unidos. Si nos llama, nos escribe o usa el formulario, lo atiende nuestro propio equipo, que puede ayudarle con este sitio y sus guías, pero no puede ver ni cambiar el estado de un paquete. Si su paquete está perdido, retrasado o dañado, llame al servicio al cliente de USPS al <phone/>.",
  "forms.contact.formTitle": "Envíenos un mensaje",
  "forms.contact.formIntro":
    "Todos los campos son obligatorios, excepto el teléfono. Respondemos por correo electrónico, por lo general en menos de 24 horas.",
  "forms.contact.send": "Enviar mensaje",
  "forms.contact.sending": "Enviando…",
  "forms.contact.phoneChannel": "Teléfono",
  "forms.contact.emailChannel": "Correo electrónico",
  "forms.contact.instantChannel": "Ayuda inmediata: las páginas de ayuda de USPS",
  "forms.contact.instantText":
    "Si tiene preguntas sobre un paquete que está en manos de USPS, las páginas de ayuda de USPS le responden al instante.",
  "forms.contact.instantLink": "Abrir las páginas de ayuda de USPS (en inglés)",
  "forms.contact.instantLinkNewTab": "(abre {host} en una pestaña nueva)",
  "forms.contact.instantHost": "{host}, no forma parte de este sitio",
  "forms.contact.phoneHours": "Atendemos en nuestro horario de oficina: {hours}",
  "forms.contact.emailHours": "Respondemos por correo electrónico, por lo general en menos de 24 horas",
  "forms.contact.instantHours": "El sitio de USPS, disponible a toda hora; no lo atendemos nosotros",
  "forms.contact.officeTitle": "Nuestra oficina",
  "forms.contact.officeCity": "Ciudad",
  "forms.contact.officeAddress": "Dirección",
  "forms.contact.officePhone": "Teléfono",
  "forms.contact.officeHours": "Horario",
  "forms.contact.faqText": "Muchas preguntas ya tienen respuesta en nuestro centro de ayuda.",
  "forms.contact.faqLink": "Ver las preguntas frecuentes",

  "forms.complaint.metaTitle": "Quejas",
  "forms.complaint.metaDescription":
    "Informe al equipo independiente detrás de este sitio sobre un problema con el sitio o su contenido de ayuda.",
  "forms.complaint.title": "Presentar una queja",
  "forms.complaint.lead": "¿Algo anda mal con este sitio o con una de sus guías? Díganos y lo revisaremos.",
  "forms.complaint.formTitle": "Su queja",
  "forms.complaint.formIntro":
    "Todos los campos son obligatorios. Su mensaje puede tener hasta {max, number} caracteres.",
  "forms.complaint.asideTitle": "Quién lee esto",
  "forms.complaint.asideTeam":
    "Las quejas llegan al equipo que administra {site}, un sitio web independiente. Respondemos por correo electrónico, por lo general en menos de 24 horas, como a cualquier mensaje.",
  "forms.complaint.asideCarrier":
    "No somos el Servicio Postal de los Estados Unidos y no podemos abrir un reclamo ni una búsqueda de un paquete. Si tiene un problema con una entrega, llame al servicio al cliente de USPS al <phone/>.",
  "forms.complaint.requiredTitle": "Todos los campos son obligatorios",
  "forms.complaint.requiredText": "Por favor, llene todos los campos obligatorios",
  "forms.complaint.tooLongTitle": "Mensaje demasiado largo",
  "forms.complaint.tooLongText": "Su mensaje no debe tener más de {max, number} caracteres",
  "forms.complaint.limitReached": "Llegó al límite de {max} caracteres.",
  "forms.complaint.limitNear": "Quedan menos de 100 caracteres.",
  "forms.complaint.charactersUsed": "caracteres usados",
  "forms.complaint.submit": "Enviar queja",

  "forms.career.metaTitle": "Empleo",
  "forms.career.metaDescription":
    "Puestos vacantes en el equipo independiente detrás de este centro de ayuda para el rastreo de paquetes.",
  "forms.career.title": "Empleo",
  "forms.career.lead":
    "Ayude a las personas a entender su correo y sus paquetes: únase a un equipo pequeño e independiente, que trabaja sobre todo a distancia y redacta contenidos de ayuda claros y crea herramientas rápidas y accesibles.",
  "forms.career.viewOpenings": "Ver los puestos vacantes",
  "forms.career.openingsTitle": "Puestos vacantes",
  "forms.career.openingsIntro":
    "Todos los puestos son remotos. Leemos cada solicitud y respondemos a cada persona por correo electrónico.",
  "forms.career.applyFor": "Solicitar el puesto de {job}",
  "forms.career.yourApplication": "Su solicitud",
  "forms.career.cancel": "Cancelar",
  "forms.career.close": "Cerrar",
  "forms.career.location": "Ubicación",
  "forms.career.type": "Jornada",
  "forms.career.department": "Departamento",
  "forms.career.experience": "Experiencia",
  "forms.career.applyNow": "Solicitar ahora",
  "forms.career.applyNowFor": "el puesto de {job}",
  "forms.career.fullName": "Nombre completo",
  "forms.career.resume": "Currículum",
  "forms.career.resumeHint": "PDF, DOC, DOCX, RTF o TXT, de hasta 5 MB.",
  "forms.career.resumeReselect":
    "El navegador no puede conservar el archivo elegido cuando el formulario vuelve con un problema: si no ve ningún archivo, elija su currículum otra vez.",
  "forms.career.submit": "Enviar solicitud",

  "forms.donation.metaTitle": "Donaciones",
  "forms.donation.metaDescription":
    "Apoye un centro de ayuda independiente y sin publicidad para el rastreo de paquetes.",
  "forms.donation.title": "Apoye nuestro trabajo",
  "forms.donation.lead": "Este sitio es independiente y de uso gratuito. Esto es lo que su apoyo haría posible.",
  "forms.donation.formTitle": "Hacer una donación",
  "forms.donation.formIntro":
    "Todavía no podemos aceptar pagos en línea. Abajo puede ver cómo funcionaría una donación; al oprimir “Completar donación” no se le cobra nada.",
  "forms.donation.chooseAmount": "Elija una cantidad",
  "forms.donation.customAmount": "O escriba la cantidad que desee (USD)",
  "forms.donation.customAmountHint":
    "Hasta ${max, number}. Si escribe una cantidad, esta reemplaza la que eligió arriba.",
  "forms.donation.purpose": "Destino",
  "forms.donation.purpose.general-support": "Apoyo general",
  "forms.donation.purpose.hosting": "Alojamiento y funcionamiento del sitio",
  "forms.donation.purpose.guides": "Revisión y redacción de guías",
  "forms.donation.purpose.accessibility": "Revisiones de accesibilidad",
  "forms.donation.firstName": "Nombre",
  "forms.donation.lastName": "Apellido",
  "forms.donation.anonymous": "Hacer mi donación de forma anónima",
  "forms.donation.anonymousHint": "Su nombre no aparecería en ninguna lista de donantes.",
  "forms.donation.paymentNote":
    "Todavía no hay pago en línea: este botón no cobra nada. Envía el formulario a nuestro servidor, que solo lo revisa y no guarda nada de lo que usted escribió; como con cualquier página, la solicitud queda anotada en el registro de solicitudes del servidor (consulte nuestra <link>política de privacidad</link>).",
  "forms.donation.submit": "Completar donación",
  "forms.donation.checking": "Revisando…",
  "forms.donation.notAvailableTitle": "Todavía no se aceptan donaciones en línea",
  "forms.donation.notAvailable":
    "Gracias por querer donar {amount} a {purpose}. Todavía no podemos recibir pagos en línea, así que no se le cobró nada y nuestro servidor no guardó ninguno de los datos que escribió.",
  "forms.donation.impactTitle": "Su impacto",
  "forms.donation.impact.25": "Un mes de alojamiento web para este sitio",
  "forms.donation.impact.50": "Revisar una guía según las reglas vigentes de USPS",
  "forms.donation.impact.100": "Escribir una guía nueva sobre una pregunta que hacen los visitantes",
  "forms.donation.impact.250": "Una revisión de accesibilidad del sitio con usuarios de lectores de pantalla",
  "forms.donation.purposesTitle": "A qué se destinarían las donaciones",
};

export default forms;
