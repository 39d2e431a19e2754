import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";

/** The GDPR page in Spanish: the English text (app/legal/en/) section by section. */
export default function gdprSections(p: DataPractices): ContentSectionData[] {
  const viaEmailService = p.messageDelivery === "email-service";
  return [
    {
      id: "what-is-gdpr",
      title: "¿Qué es el RGPD?",
      body: (
        <>
          <p>
            El Reglamento General de Protección de Datos (RGPD, o GDPR por sus siglas en inglés) es la ley de la Unión
            Europea (en vigor desde el 24 de mayo de 2016 y aplicable desde el 25 de mayo de 2018) que regula cómo las
            organizaciones tratan la información sobre las personas (“datos personales”). Protege a las personas en la
            UE y en el Espacio Económico Europeo dondequiera que tenga su sede la organización, y el Reino Unido
            mantiene las mismas reglas en su propio “UK GDPR”.
          </p>
          <p>
            Un dato personal es cualquier cosa que pueda identificarlo, directa o indirectamente: su nombre, su correo
            electrónico, su número de teléfono o una dirección IP. {p.siteName} cumple el RGPD con todos los visitantes,
            dondequiera que vivan.
          </p>
        </>
      ),
    },
    {
      id: "principles",
      title: "Los principios que seguimos",
      body: (
        <>
          <p>El RGPD establece siete principios. Esto es lo que significa cada uno aquí:</p>
          <ul>
            <li>
              <strong>Licitud, lealtad y transparencia:</strong> usamos los datos solo por una razón legal clara y
              decimos con claridad lo que hacemos en nuestra <a href="/es/privacy-policy">Política de privacidad</a>.
            </li>
            <li>
              <strong>Limitación de la finalidad:</strong> un mensaje que usted nos envía se usa para responderle, no
              para hacer publicidad.
            </li>
            <li>
              <strong>Minimización de datos:</strong> sin cuentas, sin cookies, sin analítica. Los formularios piden lo
              necesario para responder (el formulario de quejas pide además un número de teléfono, para llamarlo si una
              respuesta por correo electrónico no le llega); el formulario de donaciones pide un nombre y un correo
              electrónico, como lo haría un pago, pero mientras las donaciones en línea no estén disponibles el servidor
              no conserva nada de eso.
            </li>
            <li>
              <strong>Exactitud:</strong> avísenos si algo que tenemos sobre usted es incorrecto y lo corregiremos.
            </li>
            <li>
              <strong>Limitación del plazo de conservación:</strong> los mensajes, las quejas y las solicitudes de
              empleo, con todas sus copias en el servidor y en sus copias de seguridad, se borran en un plazo de{" "}
              {p.messageRetentionDays} días
              {viaEmailService
                ? ", y los correos electrónicos del buzón del operador una vez atendida su consulta"
                : ""}
              ; los registros de solicitudes, en un plazo de {p.logRetentionDays} días.
            </li>
            <li>
              <strong>Integridad y confidencialidad:</strong> los mensajes guardados solo los puede leer el operador, y
              el sitio no ejecuta scripts de terceros.
            </li>
            <li>
              <strong>Responsabilidad proactiva:</strong> dejamos por escrito cómo se tratan los datos y podemos
              demostrarlo.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Sus derechos",
      body: (
        <>
          <p>Según el RGPD, usted tiene derecho a:</p>
          <ul>
            <li>
              <strong>ser informado</strong> sobre qué recopilamos y por qué;
            </li>
            <li>
              <strong>acceder</strong> a los datos personales que tenemos sobre usted y obtener una copia;
            </li>
            <li>
              a la <strong>rectificación</strong>: que se corrijan los datos inexactos;
            </li>
            <li>
              a la <strong>supresión</strong>: que se borren sus datos (el “derecho al olvido”);
            </li>
            <li>
              <strong>limitar el tratamiento</strong> mientras se resuelve una duda sobre sus datos;
            </li>
            <li>
              a la <strong>portabilidad de los datos</strong>: recibir sus datos en un formato común y legible por
              máquina;
            </li>
            <li>
              <strong>oponerse</strong> al tratamiento basado en nuestros intereses legítimos;
            </li>
            <li>
              no ser objeto de decisiones tomadas <strong>únicamente por medios automatizados</strong> (no tomamos
              ninguna);
            </li>
            <li>
              <strong>presentar una queja</strong> ante una autoridad de control de protección de datos, como la del
              país donde vive.
            </li>
          </ul>
          <p>
            Para ejercer cualquiera de estos derechos, escriba a{" "}
            <a href={`mailto:${p.operatorEmail}`}>{p.operatorEmail}</a>. Es gratis, y respondemos en el plazo de un mes.
            Es posible que le hagamos una pregunta para confirmar que realmente es usted, para que nadie más pueda
            obtener sus datos.
          </p>
        </>
      ),
    },
    {
      id: "how-we-comply",
      title: "Cómo garantizamos el cumplimiento",
      body: (
        <ul>
          <li>
            <strong>Recopilar menos desde el principio.</strong> Leer el sitio no requiere nada de usted. Además de lo
            que escribe en un formulario, el dato personal que tratamos es la dirección IP que lleva toda solicitud, que
            el servidor web registra por seguridad y borra en un plazo de {p.logRetentionDays} días, y que los límites
            de envío de los formularios conservan durante minutos. Lo que usted escribe se conserva solo donde lo indica
            la <a href="/es/privacy-policy">política de privacidad</a>: los mensajes de contacto, las quejas y las
            solicitudes de empleo se guardan; un comentario sobre un artículo de ayuda se escribe en el registro de la
            aplicación; los datos del formulario de donaciones y un mensaje pegado en Verificar un mensaje se leen y se
            olvidan; los números de rastreo y las palabras de búsqueda pasan por las direcciones de las páginas, que los
            registros omiten.
          </li>
          <li>
            <strong>Sin cookies y sin rastreo.</strong> El sitio no usa cookies ni carga código de analítica o
            publicidad, así que no hay nada que consentir.
          </li>
          <li>
            <strong>Almacenamiento protegido.</strong> Los mensajes y las quejas se guardan en un archivo privado en
            nuestro servidor que solo puede leer el operador
            {viaEmailService
              ? ", y desde allí se envían al buzón del operador mediante un servicio de envío de correo electrónico"
              : ""}
            . Las solicitudes de empleo y sus archivos de currículum se guardan en nuestro servidor, solo los puede leer
            el operador, y se borran en un plazo de {p.messageRetentionDays} días, como los mensajes.
          </li>
          <li>
            <strong>Seguridad desde el diseño.</strong> Una política de seguridad de contenido estricta, protección
            contra la inserción del sitio en otras páginas, límites de envío y trampas contra el spam en los formularios
            de mensajes.
          </li>
          <li>
            <strong>Opiniones y conteos de visitas anónimos.</strong> Las valoraciones de los artículos de ayuda se
            registran sin ningún identificador (el registro del servidor web de esa misma solicitud guarda su dirección
            IP hasta {p.logRetentionDays} días, como toda solicitud), y las visitas a las preguntas frecuentes se
            cuentan como un número por artículo y día.
          </li>
        </ul>
      ),
    },
    {
      id: "international-transfers",
      title: "Transferencias internacionales",
      body: (
        <>
          <p>
            Nuestro servidor y cualquier servicio que nos ayude a operar el sitio pueden estar en un país distinto del
            suyo, incluidos los Estados Unidos. Cuando datos personales de la UE, el EEE o el Reino Unido viajan a un
            país sin una decisión de adecuación, nos apoyamos en las garantías que ofrece el RGPD, como las cláusulas
            contractuales tipo de la Comisión Europea, y compartimos solo lo que el servicio necesita.
          </p>
          <ul>
            {viaEmailService ? (
              <li>
                Los mensajes de los formularios pasan por nuestro servicio de envío de correo electrónico (
                {p.emailService === "EmailJS" ? "EmailJS" : `el servidor de correo electrónico ${p.emailService}`}) en
                su camino hacia el operador.
              </li>
            ) : null}
            {p.answerServiceHost ? (
              <li>
                El servicio de generación de texto en {p.answerServiceHost} (llamado “Gemini” en la página cuando no
                puede responder), que redacta algunas respuestas de las preguntas frecuentes, recibe solo el título de
                un artículo, ningún dato personal.
              </li>
            ) : null}
            <li>
              Cuando sigue un enlace a una empresa de transporte como USPS, sale de este sitio; la empresa trata sus
              datos según su propia política.
            </li>
          </ul>
        </>
      ),
    },
  ];
}
