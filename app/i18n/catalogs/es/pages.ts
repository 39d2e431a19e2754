import type english from "~/i18n/catalogs/en/pages";
import type { Translation } from "~/i18n/catalog-types";

const pages: Translation<typeof english> = {
  "pages.onThisPage": "En esta página",
  "pages.lastUpdated": "Última actualización: <date/>",
  "pages.englishGoverns":
    "Esta página es una traducción. Si difiere de la <link>versión en inglés</link>, prevalece la versión en inglés.",

  "pages.about.title": "Quiénes somos",
  "pages.about.description":
    "Qué es este centro de ayuda independiente para rastrear paquetes, qué hace por usted, qué no es y adónde ir después.",
  "pages.about.lead":
    "{site} es un centro de ayuda independiente para quienes esperan un paquete, envían uno o quieren entender cómo funciona el correo.",
  "pages.about.whatWeAre": "Qué somos",
  "pages.about.whatWeAre1":
    "Rastrear un paquete debería ser sencillo, pero las palabras de una página de rastreo, la diferencia entre los servicios de correo y las reglas para los días feriados y las recogidas no siempre están claras. {site} las explica en un lenguaje sencillo, comprueba que sus números de rastreo tengan el formato correcto y lo lleva directamente a la página de rastreo de la empresa de transporte para ver el estado en tiempo real.",
  "pages.about.whatWeAre2":
    "El sitio es gratuito, no necesita una cuenta, no usa cookies y funciona con o sin JavaScript, en un teléfono lento o con un lector de pantalla.",
  "pages.about.whatWeAreNot": "Qué no somos",
  "pages.about.not1":
    "No somos el Servicio Postal de los Estados Unidos (USPS) ni ninguna otra empresa de transporte, y no trabajamos para ninguna.",
  "pages.about.not2":
    "No guardamos paquetes, no vemos datos de rastreo ni cambiamos entregas. Solo la empresa de transporte puede hacerlo.",
  "pages.about.not3":
    "Si su paquete se perdió, si quiere presentar un reclamo o pedir una nueva entrega, comuníquese con la empresa de transporte; nuestras <link>guías</link> explican cómo hacerlo.",
  "pages.about.keyFeatures": "Funciones principales",
  "pages.about.feature.tracking.title": "Rastreo sencillo",
  "pages.about.feature.tracking.text":
    "Pegue hasta 35 números de rastreo. Los limpiamos (quitamos espacios y guiones), le decimos a qué empresa de transporte parece corresponder cada uno y abrimos con ellos la página de rastreo de esa empresa.",
  "pages.about.feature.faq.title": "Preguntas frecuentes con buscador",
  "pages.about.feature.faq.text":
    "Respuestas breves sobre rastreo, entregas, envíos, correo internacional, direcciones y pagos, agrupadas por tema.",
  "pages.about.feature.articles.title": "Guías detalladas",
  "pages.about.feature.articles.text":
    "Guías sobre días y horarios de entrega, clases de correo, horarios en días feriados, giros postales, cambio de dirección y qué hacer si falta un paquete.",
  "pages.about.feature.source.title": "Directo a la fuente",
  "pages.about.feature.source.text":
    "Cada respuesta lo remite a las páginas de la propia empresa de transporte para el rastreo en tiempo real, las tarifas y los reclamos, para que siempre llegue adonde se puede hacer algo.",
  "pages.about.feature.private.title": "Privacidad desde el diseño",
  "pages.about.feature.private.text":
    "Sin cookies, sin analítica, sin rastreadores publicitarios. Lea más en nuestra <link>Política de privacidad</link>.",
  "pages.about.feature.everyone.title": "Funciona para todos",
  "pages.about.feature.everyone.text":
    "Cada página y cada formulario funcionan sin JavaScript, con el teclado y con lectores de pantalla.",
  "pages.about.quickLinks": "Enlaces rápidos",
  "pages.about.quick.track.label": "Rastrear un paquete",
  "pages.about.quick.track.text":
    "Revise sus números de rastreo y vaya a la página de rastreo de la empresa de transporte.",
  "pages.about.quick.faq.label": "Preguntas frecuentes",
  "pages.about.quick.faq.text": "Busque respuestas breves sobre rastreo, entregas, envíos y más.",
  "pages.about.quick.contact.label": "Comuníquese con nosotros",
  "pages.about.quick.contact.text": "¿Tiene una pregunta sobre este sitio web? Envíenos un mensaje.",
  "pages.about.quick.help.label": "Centro de ayuda",
  "pages.about.quick.help.text": "Empiece aquí si no sabe dónde buscar.",
  "pages.about.quick.blog.label": "Blog",
  "pages.about.quick.blog.text": "Guías más extensas sobre el correo y los paquetes.",
  "pages.about.disclaimer": "Aviso",
  "pages.about.disclaimerText":
    "{site} es un sitio web independiente. No está afiliado al Servicio Postal de los Estados Unidos ni a ninguna otra empresa de transporte, ni cuenta con su respaldo, ni es operado por ellos. USPS y los nombres de las demás empresas de transporte son marcas de sus dueños y se usan solo para describir sus servicios. Los plazos y las reglas de entrega pueden cambiar: el sitio web de la propia empresa de transporte siempre tiene la última palabra. Lea el <link>aviso legal</link> completo.",

  "pages.partners.description":
    "Colabore con un centro de ayuda independiente para rastrear paquetes: tiendas en línea, grupos comunitarios y autores que ayudan a las personas con su correo.",
  "pages.partners.title": "Colabore con {site}",
  "pages.partners.lead":
    "Las colaboraciones están abiertas a tiendas en línea, organizaciones comunitarias y autores que quieren que las personas a las que atienden entiendan su correo y sus paquetes. Envíe a sus clientes a respuestas claras e independientes, y ayúdenos a mejorarlas.",
  "pages.partners.join": "Únase a nuestra red",
  "pages.partners.discover": "Descubra más",
  "pages.partners.ways": "Formas de colaborar",
  "pages.partners.waysText":
    "Las colaboraciones son gratuitas e informales. Cuéntenos lo que tiene en mente mediante el formulario de contacto y una persona le responderá.",
  "pages.partners.way.sellers.title": "Tiendas en línea y pequeños comercios",
  "pages.partners.way.sellers.text":
    "Enlace sus correos electrónicos de pedidos y sus páginas de ayuda con nuestra ayuda de rastreo y nuestras guías, para que sus clientes puedan responder por sí mismos “¿dónde está mi paquete?”. Podemos sugerirle las guías que corresponden a los servicios con los que usted envía.",
  "pages.partners.way.community.title": "Bibliotecas y grupos comunitarios",
  "pages.partners.way.community.text":
    "Comparta nuestras guías con quienes necesitan ayuda con el correo: recién llegados, vecinos mayores, votantes que envían su boleta por correo. Díganos qué preguntas surgen más a menudo y escribiremos sobre ellas.",
  "pages.partners.way.writers.title": "Autores y revisores",
  "pages.partners.way.writers.text":
    "¿Vio algo desactualizado o conoce un tema a fondo? Sugiera correcciones y nuevas guías. Verificamos cada sugerencia con la información que publica la propia empresa de transporte, y cada guía muestra el día en que se revisó por última vez.",
  "pages.partners.why": "Por qué elegirnos",
  "pages.partners.why.independent.title": "Independientes y honestos",
  "pages.partners.why.independent.text":
    "No somos una empresa de transporte y nunca fingimos serlo. Sus clientes reciben respuestas directas y un camino directo a las páginas de la propia empresa de transporte.",
  "pages.partners.why.free.title": "Gratis para sus clientes",
  "pages.partners.why.free.text":
    "Sin registro, sin muro de pago y sin rastreadores publicitarios. Enviarnos a sus clientes no les cuesta nada, y aquí no los sigue ninguna publicidad ni analítica.",
  "pages.partners.why.accessible.title": "Accesible en todas partes",
  "pages.partners.why.accessible.text":
    "Las páginas cargan rápido en teléfonos antiguos, funcionan sin JavaScript y están hechas para lectores de pantalla y teclados.",
  "pages.partners.why.plain.title": "Lenguaje sencillo",
  "pages.partners.why.plain.text":
    "Guías escritas para personas preocupadas que leen en el teléfono: primero la respuesta, luego los detalles, con tablas donde ayudan.",
  "pages.partners.stories": "Historias de socios",
  "pages.partners.storiesText":
    "Historias de ejemplo: los negocios y las personas que aparecen abajo son ejemplos ilustrativos de cómo puede funcionar una colaboración, no son testimonios de empresas reales.",
  "pages.partners.story.books.company": "Harbor Lane Books (historia de ejemplo)",
  "pages.partners.story.books.quote":
    "La mayoría de los correos electrónicos que nos preguntaban “¿dónde está mi pedido?” eran por envíos de Media Mail que tardaban más de lo que la gente esperaba. Ahora nuestra confirmación de envío enlaza con la guía sobre Media Mail y esos correos casi han desaparecido.",
  "pages.partners.story.books.role": "dueña de una pequeña tienda en línea de libros usados",
  "pages.partners.story.library.company": "Riverside Community Library (historia de ejemplo)",
  "pages.partners.story.library.quote":
    "Los usuarios nos preguntan cómo rastrear un paquete o cambiar su dirección. Los remitimos a las guías en las computadoras de la biblioteca, y también pueden leerlas con un lector de pantalla.",
  "pages.partners.story.library.role": "bibliotecario de extensión comunitaria",
  "pages.partners.ready": "¿Listo para trabajar juntos?",
  "pages.partners.readyText":
    "Cuéntenos quién es usted y cómo ayuda a las personas con su correo. Respondemos por correo electrónico, por lo general en menos de 24 horas.",
  "pages.partners.contact": "Comuníquese con nosotros para colaborar",

  "pages.privacy.title": "Política de privacidad",
  "pages.privacy.description":
    "Qué recopila este sitio independiente de ayuda para rastrear paquetes (muy poco), por qué, quién lo recibe, cuánto tiempo se guarda y cuáles son sus derechos.",
  "pages.privacy.lead":
    "{site} está hecho para necesitar la menor cantidad posible de su información. Esta página explica exactamente qué recopila y por qué.",

  "pages.gdpr.title": "El RGPD y sus datos",
  "pages.gdpr.metaTitle": "RGPD",
  "pages.gdpr.description":
    "Qué es el RGPD, sus principios, los derechos que le otorga y cómo lo cumple este sitio independiente de ayuda para rastrear paquetes.",
  "pages.gdpr.lead": "Sus derechos según el Reglamento General de Protección de Datos, y cómo los respeta este sitio.",

  "pages.terms.title": "Términos del servicio",
  "pages.terms.description":
    "Las condiciones para usar este sitio independiente de ayuda para rastrear paquetes: qué ofrece, uso aceptable, enlaces a terceros, responsabilidad y cambios.",
  "pages.terms.lead": "Las reglas para usar {site}, en lenguaje sencillo.",
  "pages.terms.inEffect": "{date} (vigentes desde esa fecha)",

  "pages.disclaimer.title": "Aviso legal",
  "pages.disclaimer.description":
    "Este sitio es independiente y no está afiliado a USPS ni a ninguna empresa de transporte. Qué significa eso para la información, los enlaces y las marcas que aparecen en él.",
  "pages.disclaimer.lead": "Lea esto antes de confiar en cualquier cosa que encuentre en {site}.",

  "pages.cookies.title": "Política de cookies",
  "pages.cookies.description":
    "Este sitio independiente de ayuda para rastrear paquetes no usa ninguna cookie. Esto es lo que sí guarda en su navegador, y sus opciones.",
  "pages.cookies.lead": "En resumen: este sitio no usa cookies. Esto es lo que sí guarda en su navegador, y por qué.",
  "pages.cookies.choiceNote":
    "Estos botones están aquí para quienes los esperan. Pulsar cualquiera de los dos no cambia nada, porque no hay nada opcional que activar o desactivar.",
  "pages.cookies.acceptAll": "Aceptar todas las cookies",
  "pages.cookies.declineOptional": "Rechazar las cookies opcionales",
  "pages.cookies.answer.title": "Nada que cambiar",
  "pages.cookies.answer.accept":
    "Este sitio no usa cookies, ni opcionales ni de ningún otro tipo, así que no había nada que aceptar y no se guardó ninguna elección.",
  "pages.cookies.answer.decline":
    "Este sitio no usa cookies opcionales, así que no había nada que rechazar y no se guardó ninguna elección.",
};

export default pages;
