// The Spanish landing page's wording: every variant of landing-copy.ts, in the same order, and
// the four FAQ answers. Content, not UI strings: the loader picks and sends only what it shows.
import { factText } from "~/lib/facts/facts";
import { SAMPLE_TRACKING_NUMBER as SAMPLE, type LandingTexts } from "~/lib/tracking/landing-texts";

export const SPANISH_LANDING: LandingTexts = {
  headlines: [
    "Un paso hasta el rastreo de la empresa de transporte",
    "¿Dónde está mi paquete?",
    "Siga su paquete hasta la puerta de su casa",
    "El rastreo de paquetes, más fácil",
    "Averigüe dónde está su paquete",
  ],
  descriptions: [
    "Pegue sus números de rastreo y lo llevamos directamente a la página de rastreo de la propia empresa de transporte, después de revisar cada número.",
    "Un centro de ayuda independiente para paquetes en camino: ingrese un número, vea a qué empresa de transporte pertenece y sígalo en el sitio de esa empresa.",
    "Sin cuenta y sin registrarse. Ingrese hasta 35 números de rastreo y vaya a la página de rastreo oficial en un solo paso.",
    "¿No sabe qué significa su número de rastreo? Leemos su formato y su dígito de control y le decimos a qué empresa de transporte pertenece con mayor probabilidad.",
    "¿Espera una entrega? Revise aquí sus números de rastreo y luego vea los escaneos más recientes en la página de rastreo de la empresa de transporte.",
  ],
  formTitles: [
    "Rastree su paquete",
    "Ingrese sus números de rastreo",
    "Empiece a rastrear",
    "Busque un paquete",
    "Consulte su envío",
  ],
  formDescriptions: [
    "Ingrese hasta 35 números de rastreo, separados por comas.",
    "Uno o varios números: sepárelos con comas, hasta 35 a la vez.",
    "Escriba o pegue el número de su recibo o del correo electrónico de envío. Puede incluir espacios y guiones.",
    "Encontrará el número en su recibo, en la etiqueta o en la confirmación de envío. Hasta 35 a la vez.",
    "Pegue uno o más números de rastreo (hasta 35), o la línea del correo electrónico de envío.",
  ],
  placeholders: [
    SAMPLE,
    `${SAMPLE}, …`,
    `${SAMPLE} (hasta 35, separados por comas)`,
    `${SAMPLE} o varios, separados por comas`,
    `${SAMPLE}, 9400 1000 0000 0000 0000 01`,
  ],
  buttonTexts: ["Rastrear", "Rastrear paquete", "Rastrear ahora", "Revisar y rastrear", "Revisar mis números"],
  features: [
    {
      id: "real-time",
      titles: [
        "Rastreo en tiempo real en la página de la empresa de transporte",
        "El estado al día, directamente de la empresa de transporte",
        "Un clic hasta el rastreo oficial",
      ],
      descriptions: [
        "No rastreamos paquetes nosotros mismos: revisamos sus números y lo enviamos a la página de rastreo de la propia empresa de transporte, donde cada nuevo escaneo aparece en cuanto la empresa lo registra.",
        "Sus números se abren en la página oficial de la empresa de transporte, así que siempre ve el estado más reciente y no una copia desactualizada.",
        "Un clic desde aquí hasta el historial de rastreo en vivo de la empresa de transporte: aceptado, en tránsito, en reparto, entregado.",
      ],
    },
    {
      id: "secure",
      titles: ["Seguro y privado", "Privacidad desde el diseño", "Seguro y sencillo"],
      descriptions: [
        "Sin cuenta, sin registrarse y sin pedirle su nombre ni su dirección. Sus números de rastreo se usan solo para crear el enlace a la empresa de transporte.",
        "Buscar un paquete nunca requiere sus datos personales, y no guardamos ningún perfil ni cuenta sobre usted.",
        "Nada que instalar y nada que registrar. Los enlaces de las empresas de transporte que abrimos se comparan con una lista de sitios oficiales.",
      ],
    },
    {
      id: "alerts",
      titles: [
        "Alertas de entrega de la empresa de transporte",
        "Las alertas de la propia empresa de transporte",
        "Alertas gratuitas, configuradas con USPS",
      ],
      descriptions: [
        "Este sitio no envía alertas. Las envía la empresa de transporte: suscríbase a las actualizaciones por mensaje de texto o correo electrónico en su página de rastreo en cuanto aparezca su número.",
        `Envíe su número de rastreo por mensaje de texto al ${factText("usps-text-tracking-short-code", "es")} y recibirá ${factText("usps-text-tracking-reply", "es")}. Para recibir actualizaciones a medida que avance el paquete, agregue una palabra clave después del número, como AA, o suscríbase en la página de rastreo de USPS.`,
        "Inscríbase en Informed Delivery, el servicio gratuito de USPS, y vea por adelantado lo que va a llegar a su buzón.",
      ],
    },
  ],
  faq: [
    {
      question: "¿Cuándo estará disponible la información de rastreo?",
      answer:
        "En cuanto la empresa de transporte escanee el paquete por primera vez, lo que suele ocurrir cuando lo recibe o lo recoge. La etiqueta puede crearse días antes; hasta el primer escaneo, la página de rastreo puede indicar que se creó la etiqueta o que el número todavía no está en el sistema. Si no aparece nada un día después del envío, pídale al remitente que confirme el número y la fecha en que entregó el paquete.",
    },
    {
      question: "¿Por qué no se actualiza el estado de mi rastreo?",
      answer: `Un paquete solo se escanea en ciertos puntos, así que puede viajar un día o más sin una nueva entrada, a menudo más los fines de semana, los días feriados o en trayectos largos. El rastreo se pone al día con el siguiente escaneo. Si el paquete está retrasado y el rastreo se detuvo, comuníquese con la empresa de transporte y tenga a mano su número de rastreo. Con USPS, se empieza con un Help Request Form (formulario de solicitud de ayuda) y, si el paquete sigue sin llegar ${factText("missing-mail-search-wait", "es")} después, se pide una búsqueda de correo extraviado (Missing Mail search).`,
    },
    {
      question: "¿Puedo rastrear varios paquetes a la vez?",
      answer:
        "Sí. Ingrese o pegue hasta 35 números de rastreo en el cuadro de arriba, separados por comas, espacios o saltos de línea, o pegue tal cual la línea del correo electrónico de envío. Un número puede llevar espacios y guiones. Revisamos cada uno y abrimos la página de rastreo de USPS con todos juntos; un número que pertenece a otra empresa de transporte recibe además un enlace a la página de esa empresa.",
    },
    {
      question: "¿Qué significan los estados de rastreo?",
      answer:
        "Etiqueta creada (Label Created) significa que el remitente imprimió una etiqueta, pero la empresa de transporte todavía no tiene el paquete. Aceptado (Accepted) significa que la empresa ya lo tiene. En tránsito (In Transit) significa que va de un centro a otro. En reparto (Out for Delivery) significa que hoy va en el vehículo de entrega. Entregado (Delivered) significa que se dejó en la dirección o se entregó en mano; Alerta (Alert) o Disponible para recoger (Available for Pickup) significa que algo requiere su atención, como una entrega que no se pudo hacer.",
    },
  ],
};
