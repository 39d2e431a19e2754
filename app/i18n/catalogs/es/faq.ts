import type english from "~/i18n/catalogs/en/faq";
import type { Translation } from "~/i18n/catalog-types";

const faq: Translation<typeof english> = {
  "faq.breadcrumb.supportCenter": "Centro de ayuda",
  "faq.breadcrumb.faq": "Preguntas frecuentes",
  "faq.breadcrumb.search": "Buscar",
  "faq.breadcrumb.articles": "Guías",

  "faq.category.tracking.title": "Rastreo",
  "faq.category.tracking.description":
    "Encuentre un paquete, entienda los estados del rastreo y sepa qué hacer cuando el rastreo deja de actualizarse o se pierde el correo.",
  "faq.category.delivery.title": "Entrega",
  "faq.category.delivery.description":
    "Días y horarios de entrega, nueva entrega, recogida en la oficina de correos, Informed Delivery y paquetes marcados como entregados que no llegaron.",
  "faq.category.shipping.title": "Envíos",
  "faq.category.shipping.description":
    "Cómo enviar paquetes: servicios, etiquetas, cajas, artículos prohibidos y restringidos, y cómo cambiar la ruta de un paquete que ya va en camino.",
  "faq.category.international.title": "Internacional",
  "faq.category.international.description":
    "Envío de correo al extranjero y recepción de correo del extranjero: formularios de aduana, aranceles, demoras y paquetes retenidos en centros de servicio internacional.",
  "faq.category.account.title": "Cuenta y dirección",
  "faq.category.account.description":
    "Cambio de dirección, reenvío de correo, apartados postales (PO Box), cuentas en línea y cómo comunicarse con la empresa de transporte.",
  "faq.category.payments.title": "Pagos y cargos",
  "faq.category.payments.description":
    "Precios de franqueo, sellos, giros postales (money orders), cargos y reembolsos.",

  "faq.home.metaTitle": "Preguntas frecuentes y centro de ayuda para rastrear paquetes",
  "faq.home.metaDescription":
    "Respuestas a preguntas comunes sobre el rastreo de paquetes, la entrega, los envíos, el correo internacional, el cambio de dirección y los precios de franqueo.",
  "faq.home.title": "Centro de ayuda para rastrear paquetes",
  "faq.home.lead":
    "Respuestas a las preguntas más comunes mientras un paquete va en camino: rastreo, entrega, envíos, correo internacional, direcciones y cargos.",
  "faq.home.quickAnswers": "Respuestas rápidas",
  "faq.home.helpTopics": "Temas de ayuda",
  "faq.home.supportTopics": "Explore los temas de ayuda sobre rastreo",
  "faq.home.frequentlyViewed": "Artículos más consultados",
  "faq.home.frequentlyViewedCounted":
    "Las preguntas frecuentes más leídas en los últimos 30 días, de la más leída a la menos leída. Las visitas se cuentan de forma anónima: sin cookies y sin datos sobre quién las leyó.",
  "faq.home.frequentlyViewedSelection":
    "Una selección de preguntas frecuentes: todavía no se han contado visitas en los últimos 30 días.",
  "faq.list.showMore": "Mostrar más ({count} más)",
  "faq.list.viewMore": "Ver más ({count} adicionales)",
  "faq.list.showLess": "Mostrar menos",
  "faq.list.noArticles": "No se encontraron artículos.",
  "faq.categoryCard.articleCount": "{count, plural, one {# artículo} other {# artículos}}",

  "faq.categoryPage.metaTitle": "Preguntas frecuentes: {category}",
  "faq.categoryPage.articles": "Artículos de esta sección ({count} en total)",
  "faq.categoryPage.empty": "No se encontraron artículos en esta categoría.",
  "faq.categoryPage.notFound.title": "No encontramos la categoría",
  "faq.categoryPage.notFound.text": "La categoría que busca no existe o se cambió de lugar.",
  "faq.notFound.link": "Volver al centro de ayuda",

  "faq.entry.searchLabel": "Buscar más preguntas frecuentes",
  "faq.entry.answer": "Respuesta",
  "faq.entry.fullGuide": "Lea la guía completa:",
  "faq.entry.related": "Artículos relacionados",
  "faq.entry.notFound.title": "No encontramos el artículo",
  "faq.entry.notFound.text": "El artículo que busca no existe o se cambió de lugar.",
  "faq.answer.pending": "Obteniendo la respuesta...",
  "faq.answer.failed": "No se pudo obtener la respuesta de Gemini.",
  "faq.reviewed": "Última revisión: <time>{date}</time>",

  "faq.search.label": "Buscar en las preguntas frecuentes",
  "faq.search.placeholder": "p. ej., el rastreo no se actualiza",
  "faq.search.button": "Buscar",
  "faq.search.suggestionsFor": "Sugerencias para {query}",
  "faq.search.suggestionsForYourSearch": "Sugerencias para su búsqueda",
  "faq.search.suggestionCount":
    "{count, plural, one {# sugerencia; pulse la flecha hacia abajo para llegar a ella} other {# sugerencias; pulse la flecha hacia abajo para llegar a ellas}}",
  "faq.search.noResults": "No se encontraron resultados para “{query}”",
  "faq.search.kind.guide": "Guía",
  "faq.search.kind.faq": "Pregunta frecuente",
  "faq.searchPage.metaDescription": "Busque en las guías y las preguntas frecuentes del centro de ayuda.",
  "faq.searchPage.resultsFor": "Resultados de la búsqueda de “{query}”",
  "faq.searchPage.found": "{count, plural, one {# resultado encontrado} other {# resultados encontrados}}",
  "faq.searchPage.results": "Resultados",
  "faq.searchPage.hint": "Escriba arriba una pregunta o algunas palabras, por ejemplo, “el rastreo no se actualiza”.",
  "faq.searchPage.tryAgain": "Pruebe con menos palabras o con otras, o explore las preguntas frecuentes por tema.",

  "faq.topics.gettingStarted.title": "Guía para empezar",
  "faq.topics.gettingStarted.description": "¿Es la primera vez que rastrea un paquete? Empiece aquí.",
  "faq.topics.gettingStarted.track": "Cómo rastrear un paquete",
  "faq.topics.gettingStarted.number": "Dónde encontrar su número de rastreo",
  "faq.topics.gettingStarted.statuses": "Qué significan los estados del rastreo",
  "faq.topics.gettingStarted.all": "Todas las preguntas sobre rastreo",
  "faq.topics.account.title": "Cuenta y seguridad",
  "faq.topics.account.description": "Direcciones, cuentas en línea y cómo protegerse de las estafas.",
  "faq.topics.account.address": "Cómo cambiar su dirección",
  "faq.topics.account.password": "Cómo restablecer la contraseña de USPS.com",
  "faq.topics.account.scam": "Cómo reconocer un mensaje de texto de estafa",
  "faq.topics.account.all": "Todas las preguntas sobre cuenta y dirección",
  "faq.topics.problems.title": "Solución de problemas",
  "faq.topics.problems.description": "Cuando un paquete se retrasa, se pierde o se queda detenido.",
  "faq.topics.problems.delivered": "Marcado como entregado, pero no lo recibió",
  "faq.topics.problems.search": "Cómo solicitar una búsqueda de correo extraviado",
  "faq.topics.problems.customs": "Paquete detenido en la aduana",
  "faq.topics.problems.refund": "Cómo obtener un reembolso",
  "faq.topics.tracking.title": "Rastreo de paquetes",
  "faq.topics.tracking.description": "Siga un paquete desde la etiqueta hasta su puerta.",
  "faq.topics.tracking.track": "Rastrear un paquete",
  "faq.topics.tracking.notUpdating": "El rastreo no se actualiza",
  "faq.topics.tracking.several": "Rastrear varios paquetes a la vez",
  "faq.topics.tracking.informedDelivery": "Informed Delivery",
  "faq.topics.missing.title": "Correo y paquetes perdidos, retrasados o dañados",
  "faq.topics.missing.description": "Qué hacer cuando algo sale mal.",
  "faq.topics.missing.search": "Búsqueda de correo extraviado",
  "faq.topics.missing.delivered": "Entregado, pero no recibido",
  "faq.topics.missing.claims": "Reclamos por paquetes perdidos o dañados",
  "faq.topics.missing.recovery": "Centro de Recuperación de Correo (Mail Recovery Center)",
  "faq.topics.current.title": "Temas de actualidad",
  "faq.topics.current.description": "Temas que elegimos porque cambian a menudo o vuelven cada temporada.",
  "faq.topics.current.address": "Cambio de dirección",
  "faq.topics.current.holdMail": "Retener el correo",
  "faq.topics.current.groundAdvantage": "USPS Ground Advantage",
  "faq.topics.current.scams": "Alertas de estafas",
  "faq.topics.current.international": "Avisos sobre el servicio internacional",
  "faq.topics.current.certified": "Enviar la declaración de impuestos por Certified Mail (correo certificado)",
  "faq.topics.current.passport": "Citas para el pasaporte",
  "faq.topics.current.prices": "Cambios en los precios de franqueo",

  "faq.help.metaTitle": "Centro de ayuda",
  "faq.help.metaDescription":
    "Encuentre respuestas sobre rastreo, entrega, envíos y más en el centro de ayuda independiente para rastrear paquetes.",
  "faq.help.title": "Centro de ayuda",
  "faq.help.lead": "Busque en el centro de ayuda, explore las preguntas frecuentes o comuníquese con nuestro equipo.",
  "faq.help.contact": "Comuníquese con nosotros",
  "faq.help.browse": "Ver las preguntas frecuentes",
  "faq.help.popularTopics": "Temas de ayuda populares",

  "faq.guides.metaTitle": "Guías de ayuda",
  "faq.guides.metaDescription":
    "Respuestas claras a preguntas comunes sobre USPS: días y horarios de entrega, clases de correo, feriados, giros postales y más.",
  "faq.guides.title": "Guías de ayuda",
  "faq.guides.lead":
    "Respuestas claras a las preguntas postales más comunes: cuándo llega el correo, cuándo abren las oficinas de correos, cómo funciona cada servicio y qué hacer cuando algo sale mal.",
  "faq.guides.count": "{count} guías. ¿Busca otra cosa? Pruebe la <link>búsqueda en las preguntas frecuentes</link>.",
  "faq.guides.holidays":
    "¿Cuándo cierran las oficinas de correos? Vea <link>todos los feriados postales</link> de este año y del próximo.",
  "faq.guides.read": "Leer la guía",
  "faq.guides.readLabel": "Leer la guía: {title}",
  "faq.guide.readingTime": "{minutes} min de lectura",
  "faq.guide.moreHelp": "Más ayuda",
  "faq.guide.stillNeedHelp": "¿Todavía necesita ayuda?",
  "faq.guide.stillNeedHelpText":
    "Explore todas las <articles>guías de ayuda</articles>, busque en las <faq>preguntas frecuentes</faq> o <contact>envíenos un mensaje</contact> sobre este sitio. Para un paquete en sí, quien puede actuar es la empresa de transporte: somos un sitio de ayuda independiente, no el servicio postal.",
  "faq.guide.notFound.metaTitle": "Página no encontrada",
  "faq.guide.notFound.metaDescription": "La página que pidió no existe.",

  "faq.feedback.question": "¿Le resultó útil este artículo?",
  "faq.feedback.yes": "Sí",
  "faq.feedback.no": "No",
  "faq.feedback.commentPrompt": "Lamentamos que este artículo no le haya sido útil. Díganos cómo podemos mejorarlo:",
  "faq.feedback.send": "Enviar",
  "faq.feedback.sending": "Enviando...",
  "faq.feedback.thanksHelpful": "¡Gracias por su opinión!",
  "faq.feedback.thanksComment": "¡Gracias por su opinión! La usaremos para mejorar nuestro contenido de ayuda.",
  "faq.feedback.commentRequired": "Díganos cómo podemos mejorar este artículo",
  "faq.feedback.commentTooLong": "Su comentario debe tener menos de {max} caracteres",
};

export default faq;
