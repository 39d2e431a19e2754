import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";

/** The legal disclaimer in Spanish: the English text (app/legal/en/) section by section. */
export default function disclaimerSections({ siteName, operatorEmail }: DataPractices): ContentSectionData[] {
  return [
    {
      id: "independent",
      title: "Un sitio web independiente",
      body: (
        <>
          <p>
            {siteName} es un sitio web independiente y de gestión privada. <strong>No</strong> está afiliado al Servicio
            Postal de los Estados Unidos (USPS), al gobierno de los EE. UU. ni a ningún otro servicio postal o empresa
            de transporte de paquetes, ni cuenta con su respaldo o patrocinio, ni es operado por ellos. Nada en este
            sitio es una declaración oficial de ninguno de ellos.
          </p>
          <p>
            No podemos consultar, cambiar, desviar ni retener ningún paquete o carta, ni presentar reclamos por ellos.
            Para eso, comuníquese directamente con la empresa de transporte. Nuestras <a href="/es/articles">guías</a>{" "}
            explican cómo.
          </p>
        </>
      ),
    },
    {
      id: "tracking",
      title: "La información de rastreo pertenece a las empresas de transporte",
      body: (
        <p>
          Este sitio no recibe ni guarda datos de rastreo. Cuando usted escribe un número de rastreo, comprobamos que
          parezca válido y lo llevamos a la página de rastreo de la propia empresa de transporte, donde esta muestra su
          estado. El estado, la fecha de entrega estimada y todo lo demás que aparece en esa página provienen de la
          empresa de transporte y son su responsabilidad. Nuestra identificación de la empresa a la que pertenece un
          número es una suposición basada en su formato, no una confirmación.
        </p>
      ),
    },
    {
      id: "no-guarantee",
      title: "Sin garantía",
      body: (
        <>
          <p>
            Nos esforzamos por mantener nuestras guías y respuestas exactas y al día, pero los servicios postales
            cambian sus horarios, tarifas, servicios y reglas, y cada oficina de correos local es distinta. La
            información de este sitio es una orientación general que se ofrece “tal cual”, sin ninguna garantía de que
            sea completa, actual o adecuada para su situación.
          </p>
          <p>
            Confirme siempre con la empresa de transporte cualquier cosa importante, como un plazo, una tarifa, lo que
            puede enviar por correo o el horario en un día feriado, antes de confiar en ella. Algunas respuestas de las
            preguntas frecuentes pueden redactarse con ayuda de un servicio automático de texto y pueden contener
            errores.
          </p>
        </>
      ),
    },
    {
      id: "no-advice",
      title: "No es asesoramiento profesional",
      body: (
        <p>
          Nada en este sitio es asesoramiento legal, financiero ni aduanero. Las guías sobre boletas electorales, giros
          postales, envío de bebidas alcohólicas o solicitudes de empleo describen reglas generales; para su caso,
          consulte a la autoridad responsable o a un profesional calificado.
        </p>
      ),
    },
    {
      id: "links",
      title: "Enlaces a otros sitios web",
      body: (
        <p>
          Enlazamos a sitios web de empresas de transporte y del gobierno porque son los que tienen la información
          oficial. No controlamos esos sitios y no somos responsables de su contenido, su disponibilidad ni sus
          prácticas de privacidad. En nuestras guías, los enlaces marcados con una flecha (↗) llevan a otros sitios web.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitación de responsabilidad",
      body: (
        <p>
          En la medida en que lo permita la ley, {siteName} y su operador no son responsables de ninguna pérdida o daño
          que resulte del uso de este sitio o de confiar en su contenido, incluidos el correo retrasado, perdido o
          dañado, los plazos incumplidos o las decisiones tomadas con base en la información de este sitio. Nada en este
          aviso limita la responsabilidad que la ley no permita limitar.
        </p>
      ),
    },
    {
      id: "trademarks",
      title: "Marcas",
      body: (
        <p>
          USPS, United States Postal Service, Priority Mail, Priority Mail Express, First-Class Mail, USPS Ground
          Advantage, Media Mail, Informed Delivery y otros nombres de productos postales, así como UPS, FedEx y DHL, son
          marcas de sus respectivos dueños. Aquí se usan solo para identificar esos servicios y ayudar a los lectores a
          encontrar la información correcta. Su uso no implica ninguna relación con sus dueños ni su respaldo.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Preguntas y correcciones",
      body: (
        <p>
          Si cree que algo en este sitio es incorrecto o está desactualizado, avísenos mediante la{" "}
          <a href="/es/contact">página de contacto</a> o en <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a>. Lo
          revisaremos y lo corregiremos. Consulte también nuestros{" "}
          <a href="/es/terms-of-service">Términos del servicio</a> y nuestra{" "}
          <a href="/es/privacy-policy">Política de privacidad</a>.
        </p>
      ),
    },
  ];
}
