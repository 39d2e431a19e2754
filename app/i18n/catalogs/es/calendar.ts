import type english from "~/i18n/catalogs/en/calendar";
import type { Translation } from "~/i18n/catalog-types";

// Holiday names as USAGov en español writes them, with the English name after the two that the
// site's Spanish pages also gloss (Memorial Day, Columbus Day); the October holiday is «Día de
// Colón», as on every Spanish guide (tests/unit/spanish-glossary.test.ts).
const calendar: Translation<typeof english> = {
  "calendar.holiday.newYear": "Día de Año Nuevo",
  "calendar.holiday.mlk": "Día de Martin Luther King Jr.",
  "calendar.holiday.washington": "Día de los Presidentes",
  "calendar.holiday.memorial": "Día de los Caídos (Memorial Day)",
  "calendar.holiday.juneteenth": "Juneteenth (Día de la Liberación)",
  "calendar.holiday.independence": "Día de la Independencia",
  "calendar.holiday.labor": "Día del Trabajo",
  "calendar.holiday.columbus": "Día de Colón (Columbus Day)",
  "calendar.holiday.veterans": "Día de los Veteranos",
  "calendar.holiday.thanksgiving": "Día de Acción de Gracias",
  "calendar.holiday.christmas": "Día de Navidad",

  "calendar.oneOff.carterMourning2025": "Día Nacional de Duelo por el presidente Jimmy Carter",
  "calendar.oneOff.christmasEveOrder2025": "Orden ejecutiva que cerró las oficinas federales en Nochebuena",
  "calendar.oneOff.dayAfterChristmasOrder2025":
    "Orden ejecutiva que cerró las oficinas federales el día después de Navidad",

  "calendar.today.open": "Hoy, {date}: oficinas de correos abiertas y entrega normal.",
  "calendar.today.saturday": "Hoy, {date}: entrega normal; muchas oficinas de correos abren con horario reducido.",
  "calendar.today.holiday": "Hoy, {date}: oficinas de correos cerradas y sin entrega normal ({holiday}).",
  "calendar.today.observed":
    "Hoy, {date}: oficinas de correos cerradas y sin entrega normal ({holiday}, que cayó el {holidayDate} y se traslada a hoy).",
  "calendar.today.sunday":
    "Hoy, {date}: la mayoría de las oficinas de correos están cerradas y no hay entrega normal los domingos.",
  "calendar.today.sundayHoliday":
    "Hoy, {date}: el {holiday} cae en domingo. La mayoría de las oficinas de correos están cerradas y no hay entrega normal; por el feriado, también cierran el {observed}.",
  "calendar.today.oneOff": "Hoy, {date}: oficinas de correos cerradas y sin entrega normal ({closure}).",
  "calendar.resumes": "La entrega normal se reanuda el {resume}.",
  "calendar.exception.priorityMailExpress": "Priority Mail Express se sigue entregando donde se ofrece esa opción.",
  "calendar.exception.sundayPackages":
    "En algunas zonas se entregan algunos paquetes, y Priority Mail Express donde se ofrece esa opción.",
  "calendar.exception.limitedPackages": "USPS anunció una entrega limitada de paquetes para ese día.",
  "calendar.note.saturdayHolidayEve":
    "Las oficinas federales cierran hoy por el {holiday}, pero USPS cierra el {holidayDate}: hoy sí hay entrega de correo.",
  "calendar.note.federalOfficesClosed":
    "{confirmed, select, yes {Las oficinas federales están cerradas hoy por orden ejecutiva, pero USPS mantiene abiertas las oficinas de correos y entrega el correo.} other {Las oficinas federales están cerradas hoy por orden ejecutiva; según la prensa, USPS dijo que mantendría abiertas las oficinas de correos y entregaría el correo.}}",
  "calendar.nextClosure": "Próximo cierre: {date}, {name}.",
  "calendar.easternTime": "Fecha en la hora del Este de EE. UU.",
  "calendar.deviceTime": "Fecha de su dispositivo.",
  "calendar.box.heading": "Hoy en la oficina de correos",
  "calendar.holidaysLink": "Todos los cierres de las oficinas de correos, {year} y {nextYear}",

  "calendar.page.title": "Feriados postales: cuándo cierran las oficinas de correos",
  "calendar.page.metaDescription":
    "Los días en que las oficinas de correos de EE. UU. cierran y no hay entrega normal de correo, este año y el próximo: las reglas de fin de semana, sus fuentes y un archivo de calendario para descargar.",
  "calendar.page.lead":
    "Los días en que las oficinas de correos cierran y no hay entrega normal de correo, este año y el próximo, calculados a partir de las reglas publicadas por USPS.",
  "calendar.page.independent":
    "{site} es un sitio independiente, no es USPS. El horario cambia de una oficina de correos a otra: consulte el de la suya antes de ir.",
  "calendar.page.yearHeading": "Cierres en {year}",
  "calendar.page.published": "Según la lista de feriados de {year} publicada por USPS.",
  "calendar.page.computed": "USPS aún no ha publicado su lista de {year}: estos días se calculan con sus reglas.",
  "calendar.page.mondayAfter":
    "El {holiday} cae el domingo {holidayDate}: las oficinas de correos cierran el lunes siguiente.",
  "calendar.page.saturday":
    "Cae en sábado: las oficinas de correos cierran ese día, y el viernes anterior es un día normal de entrega.",
  "calendar.page.sourceLabel": "Fuente:",
  "calendar.page.pictureHeading": "{year} de un vistazo",
  "calendar.page.pictureLead": "Los cierres están marcados en rojo; los domingos, sombreados.",
  "calendar.page.closedOn": "{day}, cerrado: {name}",
  // X para el miércoles, como en los calendarios impresos: M es el martes.
  "calendar.page.weekdayLetter.sun": "D",
  "calendar.page.weekdayLetter.mon": "L",
  "calendar.page.weekdayLetter.tue": "M",
  "calendar.page.weekdayLetter.wed": "X",
  "calendar.page.weekdayLetter.thu": "J",
  "calendar.page.weekdayLetter.fri": "V",
  "calendar.page.weekdayLetter.sat": "S",
  "calendar.page.weekdayName.sun": "domingo",
  "calendar.page.weekdayName.mon": "lunes",
  "calendar.page.weekdayName.tue": "martes",
  "calendar.page.weekdayName.wed": "miércoles",
  "calendar.page.weekdayName.thu": "jueves",
  "calendar.page.weekdayName.fri": "viernes",
  "calendar.page.weekdayName.sat": "sábado",
  "calendar.page.downloadHeading": "Agregue los cierres a su calendario",
  "calendar.page.downloadText":
    "Un archivo de calendario (.ics) con todos los cierres de {year} y {nextYear}, para el calendario de su teléfono o computadora. Al usarlo no se nos envía nada.",
  "calendar.page.downloadLink": "Descargar los cierres, {year} y {nextYear} (.ics)",
  "calendar.page.rulesHeading": "Cómo se calculan los días",
  "calendar.page.rule.holidays": "Los 11 feriados federales: las oficinas de correos cierran y no hay entrega normal.",
  "calendar.page.rule.sunday": "Un feriado en domingo: las oficinas de correos cierran el lunes siguiente.",
  "calendar.page.rule.saturday":
    "Un feriado en sábado: USPS cierra ese sábado y entrega como de costumbre el viernes anterior, aunque las oficinas federales cierran ese viernes.",
  "calendar.page.rule.sundays":
    "Los domingos: la mayoría de las oficinas de correos están cerradas y no hay entrega normal; en algunas zonas se entregan algunos paquetes, y Priority Mail Express donde se ofrece esa opción.",
  "calendar.page.rule.eves":
    "La Nochebuena, la víspera de Año Nuevo y el día después de Acción de Gracias son días normales, salvo que USPS anuncie otra cosa.",

  "calendar.ics.name": "Cierres de las oficinas de correos (USPS)",
  "calendar.ics.description":
    "Días en que las oficinas de correos de EE. UU. cierran y no hay entrega normal de correo, calculados por {site}, un sitio independiente (no es USPS), a partir de las reglas publicadas por USPS.",
  "calendar.ics.summary": "Oficinas de correos cerradas: {name}",
  "calendar.ics.holiday": "Día feriado federal: oficinas de correos cerradas y sin entrega normal de correo.",
  "calendar.ics.observed": "{name} cae el {holidayDate}: USPS cierra el lunes siguiente.",
  "calendar.ics.saturday": "{name} cae en sábado: USPS cierra ese día, y el viernes anterior es un día normal.",
  "calendar.ics.oneOff": "Oficinas de correos cerradas y sin entrega normal de correo.",
  "calendar.ics.computed": "Calculado con las reglas de USPS: USPS aún no había publicado su lista para este año.",
  "calendar.ics.source": "Fuente: {url}",
};

export default calendar;
