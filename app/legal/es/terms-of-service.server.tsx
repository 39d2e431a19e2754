import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";
import { TERMS_NOTICE_DAYS as NOTICE_DAYS } from "~/lib/legal-dates";

/** The Terms of Service in Spanish: the English text (app/legal/en/) section by section. */
export default function termsSections({ siteName, operatorEmail }: DataPractices): ContentSectionData[] {
  return [
    {
      id: "acceptance",
      title: "1. Aceptación de estos términos",
      body: (
        <p>
          Estos términos se aplican a todas las personas que usan {siteName} (“el sitio”). Al usar el sitio, usted los
          acepta. Si no está de acuerdo, le pedimos que no use el sitio. Nuestra{" "}
          <a href="/es/privacy-policy">Política de privacidad</a>, nuestra{" "}
          <a href="/es/cookie-policy">Política de cookies</a> y nuestro <a href="/es/disclaimer">Aviso legal</a> forman
          parte de estos términos.
        </p>
      ),
    },
    {
      id: "the-service",
      title: "2. Qué ofrece el sitio",
      body: (
        <>
          <p>
            El sitio es una fuente de ayuda gratuita e independiente sobre el rastreo de paquetes y los servicios
            postales. Revisa los números de rastreo que usted escribe y lo lleva a la página de rastreo de la propia
            empresa de transporte; ofrece preguntas frecuentes, guías y formularios para comunicarse con nosotros.
          </p>
          <p>
            El sitio no es el Servicio Postal de los Estados Unidos ni ninguna otra empresa de transporte, y no está
            afiliado a ellos. No presta por sí mismo servicios postales, de entrega ni de rastreo, y con nosotros no se
            celebra ningún contrato para el transporte de ningún artículo. Podemos cambiar, pausar o suspender cualquier
            parte del sitio en cualquier momento.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "3. Uso aceptable del sitio",
      body: (
        <>
          <p>Usted se compromete a no:</p>
          <ul>
            <li>usar el sitio para nada ilegal, fraudulento o dañino, ni para hacerse pasar por otra persona;</li>
            <li>
              enviar spam ni mensajes abusivos o engañosos mediante nuestros formularios, ni subir archivos dañinos;
            </li>
            <li>
              intentar dañar, sobrecargar o eludir la seguridad del sitio o sus límites sobre la frecuencia con que se
              pueden enviar los formularios;
            </li>
            <li>
              copiar de forma masiva el contenido del sitio ni presentarlo como propio o como información oficial de una
              empresa de transporte.
            </li>
          </ul>
          <p>
            Puede enlazar cualquier página y citar pasajes breves con un enlace de vuelta. Los mensajes que no cumplan
            estas reglas pueden ignorarse y denunciarse.
          </p>
        </>
      ),
    },
    {
      id: "information-and-links",
      title: "4. Información y sitios web de terceros",
      body: (
        <p>
          Nuestro contenido es información general, ofrecida sin garantía; las empresas de transporte cambian sus
          servicios, tarifas y horarios, así que confirme con ellas cualquier cosa importante. Los enlaces a empresas de
          transporte y a sitios web del gobierno lo llevan a sitios que no controlamos, donde se aplican sus propios
          términos y políticas de privacidad. Los resultados de rastreo, los plazos de entrega estimados y los reclamos
          son responsabilidad de la empresa de transporte.
        </p>
      ),
    },
    {
      id: "liability",
      title: "5. Responsabilidad",
      body: (
        <p>
          El sitio se ofrece gratis y “tal cual”. En la máxima medida permitida por la ley, no somos responsables de
          daños o pérdidas indirectos o consecuenciales, ni de ninguna pérdida causada por correo retrasado, perdido o
          dañado, por las acciones de una empresa de transporte, por que el sitio no esté disponible o por confiar en su
          contenido. Nada en estos términos excluye ni limita la responsabilidad que no pueda excluirse o limitarse
          legalmente, ni sus derechos legales como consumidor.
        </p>
      ),
    },
    {
      id: "changes",
      title: "6. Cambios en estos términos y contacto",
      body: (
        <>
          <p>
            Podemos actualizar estos términos de vez en cuando. Avisaremos de cualquier cambio con al menos{" "}
            <strong>{NOTICE_DAYS} días de anticipación</strong>, publicando los nuevos términos en esta página, con la
            fecha en que entran en vigor, antes de que se apliquen. Si sigue usando el sitio después de esa fecha, se
            aplican los nuevos términos; si no los acepta, le pedimos que deje de usar el sitio.
          </p>
          <p>
            Preguntas sobre estos términos: <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a> o nuestra{" "}
            <a href="/es/contact">página de contacto</a>.
          </p>
        </>
      ),
    },
  ];
}
