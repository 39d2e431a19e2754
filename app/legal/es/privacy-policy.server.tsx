import type { ContentSectionData } from "~/components/content/content-section";
import type { DataPractices } from "~/lib/data-practices.server";

/** The privacy policy in Spanish: the English text (app/legal/en/) section by section. */
export default function privacySections(p: DataPractices): ContentSectionData[] {
  const viaEmailService = p.messageDelivery === "email-service";
  const emailService = p.emailService === "EmailJS" ? "EmailJS" : `el servidor de correo electrónico ${p.emailService}`;
  const sharedStore =
    p.sharedStore === "redis"
      ? "en la memoria de la base de datos (Redis) que comparten los servidores del sitio, que el operador usa sin guardarla en disco"
      : "en la memoria del servidor";
  return [
    {
      id: "who-we-are",
      title: "1. Quiénes somos",
      body: (
        <>
          <p>
            {p.siteName} es un sitio web independiente que explica el rastreo de paquetes y los servicios postales y
            envía las búsquedas de rastreo al sitio web de la propia empresa de transporte. Lo administra{" "}
            <strong>{p.operatorName}</strong>, responsable de los datos personales que se describen aquí (el
            “responsable del tratamiento” en las leyes de protección de datos), que también figura en nuestra{" "}
            <a href="/es/contact">página de contacto</a>. Dirección postal: {p.operatorAddress}.
          </p>
          <p>
            Para cualquier asunto sobre sus datos, escriba a <a href={`mailto:${p.operatorEmail}`}>{p.operatorEmail}</a>
            . <strong>No</strong> somos el Servicio Postal de los Estados Unidos (USPS) ni ninguna otra empresa de
            transporte, y no podemos ver ni cambiar nada en los sistemas de una empresa de transporte.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "2. Qué recopilamos",
      body: (
        <>
          <p>Puede leer todas las páginas de este sitio sin decirnos quién es. No hay cuentas ni inicio de sesión.</p>
          <table>
            <caption className="sr-only">Información que maneja este sitio</caption>
            <thead>
              <tr>
                <th scope="col">Cuando usted…</th>
                <th scope="col">Recibimos</th>
                <th scope="col">Qué se hace con ello</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Envía el formulario de contacto</td>
                <td>Su nombre, su correo electrónico, su número de teléfono si lo da, el asunto y el mensaje</td>
                <td>
                  Se escribe en un archivo privado de mensajes en nuestro servidor que solo lee el operador
                  {viaEmailService ? `, y desde allí se envía al buzón del operador mediante ${emailService}` : ""}. El
                  registro de la aplicación anota que llegó un mensaje, nunca su texto ni su dirección.
                </td>
              </tr>
              <tr>
                <td>Envía el formulario de quejas</td>
                <td>
                  Su nombre, su correo electrónico, su número de teléfono (el formulario pide los tres) y el mensaje
                </td>
                <td>
                  Se trata como un mensaje de contacto. Le respondemos por correo electrónico, y usamos el número de
                  teléfono solo para llamarlo sobre la queja cuando una respuesta por correo electrónico no le llega.
                </td>
              </tr>
              <tr>
                <td>Solicita un empleo</td>
                <td>
                  Su nombre, su correo electrónico, su número de teléfono si lo da, y su archivo de currículum (con su
                  nombre de archivo)
                </td>
                <td>
                  Sus datos y el archivo de currículum se guardan en nuestro servidor para que los lea el operador.{" "}
                  {viaEmailService
                    ? `El operador recibe un aviso de cada solicitud por correo electrónico mediante ${emailService}: su nombre, su correo electrónico, su número de teléfono y el puesto, nunca el currículum ni su nombre de archivo.`
                    : "No se envía nada por correo electrónico."}
                </td>
              </tr>
              <tr>
                <td>Llena el formulario de donaciones</td>
                <td>
                  La cantidad y el propósito que eligió, su nombre y apellido, su correo electrónico, su número de
                  teléfono si lo da, y si pidió permanecer en el anonimato
                </td>
                <td>
                  Su navegador los envía a nuestro servidor, que revisa el formulario y responde que las donaciones en
                  línea todavía no están disponibles. No se cobra nada, y el servidor no conserva nada de lo que usted
                  escribió: no se guarda, no se registra ni se pasa a nadie. La solicitud en sí se registra como
                  cualquier otra (última fila).
                </td>
              </tr>
              <tr>
                <td>Nos dice si un artículo de ayuda le fue útil</td>
                <td>Su respuesta y cualquier comentario que escriba</td>
                <td>
                  Se escribe en el registro de la aplicación junto con el artículo de las preguntas frecuentes, sin su
                  dirección IP ni ningún otro identificador. El registro del servidor web anota la misma solicitud (su
                  dirección IP, la hora, la página) en el mismo momento, así que mientras se guardan ambos registros
                  (hasta {p.logRetentionDays} días) podrían relacionarse. Por favor, no incluya datos personales en los
                  comentarios.
                </td>
              </tr>
              <tr>
                <td>Lee un artículo de las preguntas frecuentes</td>
                <td>Nada sobre usted</td>
                <td>
                  Se suma uno al conteo de visitas de ese artículo en el día, {sharedStore}, para mostrar los artículos
                  más leídos en “Artículos más consultados”. Un conteo es un número por artículo y día, que se guarda{" "}
                  {p.viewCountDays} días: sin cookies, sin direcciones ni otros identificadores, nada que diga quién
                  leyó qué. No se cuentan las visitas de los robots de los buscadores ni de otros programas.
                </td>
              </tr>
              <tr>
                <td>Escribe números de rastreo o busca en las preguntas frecuentes</td>
                <td>
                  Los números o las palabras, como parte de la dirección de la página (si pega en el cuadro de rastreo
                  un texto que contiene algo más que números, ese texto se envía con el formulario: solo los números que
                  se encuentran en él llegan a una dirección)
                </td>
                <td>
                  Se usan para mostrarle la página que pidió y luego se olvidan. Los registros de solicitudes omiten la
                  parte de la dirección después de “?” que los contiene (la única excepción es el registro de errores
                  del servidor web, en la rara línea sobre una falla del propio servidor: última fila), y los resultados
                  de búsqueda se marcan como privados, para que ninguna caché compartida los guarde. Cuando usted decide
                  continuar al sitio de la empresa de transporte, su navegador abre ese sitio con el número.
                </td>
              </tr>
              <tr>
                <td>Pega un mensaje en la herramienta Verificar un mensaje (o en el cuadro de rastreo)</td>
                <td>El texto del mensaje, enviado con el formulario (nunca en la dirección de la página)</td>
                <td>
                  Se revisa en la memoria del servidor para darle el resultado y luego se olvida: nunca se guarda, se
                  registra, se almacena en caché ni se envía a ningún lugar. El servidor web se lo pasa a la aplicación
                  a medida que llega, sin escribirlo en un archivo temporal.
                </td>
              </tr>
              <tr>
                <td>Visita cualquier página</td>
                <td>
                  Los datos técnicos habituales que lleva toda solicitud web: su dirección IP, la dirección de la
                  página, la hora y el tipo de navegador
                </td>
                <td>
                  El servidor web registra cada solicitud para mantener el sitio en funcionamiento y seguro: su
                  dirección IP, la hora, la dirección de la página <strong>sin</strong> la parte después de “?” (así que
                  sin números de rastreo ni palabras de búsqueda), el método, el resultado, el tamaño, el tiempo
                  empleado y el número de solicitud. Su registro de errores anota solo las fallas del propio servidor
                  web; una de esas líneas puede contener su dirección IP y la dirección completa de la página. La
                  aplicación que funciona detrás escribe una línea por solicitud sin su dirección IP (método, dirección
                  de la página sin la consulta, resultado, tiempo empleado y un número de solicitud) y los errores que
                  ocurran. Todos estos registros se rotan a diario y se borran en un plazo de {p.logRetentionDays} días.
                  Para su operador, el servidor también cuenta las solicitudes por tipo de página, resultado y tiempo
                  empleado, y los usos de sus herramientas por resultado: solo números, sin nada sobre usted ni sobre lo
                  que escribió. Para frenar los envíos masivos de mensajes, su dirección IP se guarda {sharedStore}{" "}
                  hasta {p.rateLimitWindowMinutes} minutos después de que envía un formulario, y luego se olvida. Para
                  que al volver a cargar la página no se envíe dos veces un mensaje, se guarda durante un día una huella
                  unidireccional de cada mensaje enviado (un hash que no puede convertirse de nuevo en el mensaje), y
                  luego se olvida.
                </td>
              </tr>
            </tbody>
          </table>
          <p>No compramos datos sobre usted, no creamos perfiles ni usamos servicios de publicidad o de analítica.</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "3. Cómo y por qué lo usamos",
      body: (
        <ul>
          <li>
            <strong>Para responderle.</strong> Una persona lee los mensajes y las quejas y los responde por correo
            electrónico (por teléfono solo cuando una respuesta por correo electrónico no le llega y usted dio un
            número). La base legal es su solicitud y nuestro interés legítimo en ayudar a los visitantes.
          </li>
          <li>
            <strong>Para considerar una solicitud de empleo.</strong> La base legal es la aplicación, a petición suya,
            de medidas precontractuales.
          </li>
          <li>
            <strong>Para mantener el sitio en funcionamiento y seguro.</strong> Los registros de solicitudes y los
            límites breves de envío protegen el sitio contra el abuso; la base legal es nuestro interés legítimo, y solo
            se usan los datos mínimos necesarios.
          </li>
          <li>
            <strong>Para mejorar los artículos de ayuda.</strong> Las opiniones anónimas nos dicen qué respuestas hay
            que mejorar, y los conteos anónimos de visitas, cuáles se leen más.
          </li>
        </ul>
      ),
    },
    {
      id: "who-receives-it",
      title: "4. Quién lo recibe",
      body: (
        <>
          <p>
            Nunca vendemos su información ni la compartimos con fines publicitarios. Solo llega a otros en estos casos:
          </p>
          <ul>
            {viaEmailService ? (
              <li>
                <strong>
                  {p.emailService === "EmailJS" ? "EmailJS" : `El servidor de correo electrónico ${p.emailService}`}
                </strong>
                , el servicio de envío de correo electrónico que lleva los mensajes de contacto, las quejas y los avisos
                de solicitudes de empleo al buzón del operador. Actúa según nuestras instrucciones y guarda sus propios
                registros de los correos que entrega, según su propia política de privacidad.
              </li>
            ) : null}
            <li>
              <strong>Nuestro proveedor de alojamiento</strong>, cuyos servidores ejecutan el sitio y guardan sus
              archivos y registros.
            </li>
            {p.answerServiceHost ? (
              <li>
                <strong>El servicio de generación de texto en {p.answerServiceHost}</strong>, que redacta algunas
                respuestas de las preguntas frecuentes (la página lo llama “Gemini” cuando no puede responder). Recibe
                solo el título del artículo que se está leyendo, nunca nada sobre usted.
              </li>
            ) : null}
            <li>
              <strong>Las empresas de transporte, cuando usted lo decide.</strong> Los botones que llevan a la página de
              rastreo de una empresa de transporte abren su sitio web con su número de rastreo. A partir de ese momento
              se aplica la política de privacidad de esa empresa. Nuestras páginas solo les dicen a otros sitios nuestra
              dirección, nunca la página en la que usted estaba.
            </li>
            <li>
              <strong>Las autoridades</strong>, solo cuando la ley lo exige.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "keeping-it-safe",
      title: "5. Cuánto tiempo lo guardamos y cómo lo protegemos",
      body: (
        <ul>
          <li>
            Los mensajes, las quejas y las solicitudes de empleo (con sus currículums) los borra del servidor una
            limpieza programada que se ejecuta cada hora, y todas sus copias, incluidas las copias de seguridad del
            servidor, desaparecen en un plazo de {p.messageRetentionDays} días.
            {viaEmailService
              ? " Los correos electrónicos del buzón del operador se borran una vez atendida su consulta."
              : ""}{" "}
            Si quiere que borremos los suyos antes, escríbanos.
          </li>
          <li>
            Los registros de solicitudes se rotan a diario y se borran en un plazo de {p.logRetentionDays} días; la
            memoria de los límites de envío dura minutos, y las huellas de los mensajes, un día; los conteos de visitas,
            que no dicen nada sobre usted, se guardan {p.viewCountDays} días.
          </li>
          <li>Los mensajes y currículums guardados solo los puede leer la cuenta del operador en el servidor.</li>
          <li>
            El sitio no carga scripts de otras empresas, y su configuración de seguridad impide que sus páginas se
            muestren dentro de otros sitios o ejecuten código inyectado.
          </li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "6. Sus derechos y cómo ejercerlos",
      body: (
        <>
          <p>
            Puede pedirnos ver los datos personales que tenemos sobre usted, corregirlos, borrarlos, limitar su uso u
            oponerse a él, o recibir una copia para llevarla a otro lugar. Escriba a{" "}
            <a href={`mailto:${p.operatorEmail}`}>{p.operatorEmail}</a>; respondemos en el plazo de un mes. Si no está
            conforme con nuestra respuesta, puede presentar una queja ante su autoridad de protección de datos. La{" "}
            <a href="/es/gdpr">página sobre el RGPD</a> explica estos derechos con más detalle.
          </p>
          <p>Este sitio no está dirigido a menores de 16 años, y no recopilamos a sabiendas información sobre ellos.</p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies y almacenamiento en el navegador",
      body: (
        <>
          <p>
            <strong>Este sitio no usa ninguna cookie:</strong> ninguna de analítica, publicidad, preferencias ni
            consentimiento. No hay nada que aceptar ni rechazar.
          </p>
          <p>
            Con JavaScript activado, el marco de desarrollo (framework) con el que está hecho el sitio guarda la
            posición de desplazamiento de las páginas que visitó en el almacenamiento de sesión (session storage) de su
            navegador, para que el botón Atrás lo lleve de vuelta a donde estaba (y, justo después de una actualización
            del sitio, la versión que vio por última vez). Se queda en esa pestaña, nunca se nos envía y se borra cuando
            cierra la pestaña. No se guarda nada más en su navegador. Consulte la{" "}
            <a href="/es/cookie-policy">Política de cookies</a> para más detalles.
          </p>
          <p>
            Su idioma tampoco se guarda: forma parte de la dirección de la página (las páginas en español empiezan con
            /es). En las páginas en inglés, a un navegador configurado para preferir el español se le ofrece un enlace a
            la página en español; la página lee esa configuración en su navegador, no guarda nada y no nos envía nada.
          </p>
        </>
      ),
    },
    {
      id: "disclaimer",
      title: "Sin afiliación con USPS",
      body: (
        <p>
          {p.siteName} es un sitio web independiente. No está afiliado al Servicio Postal de los Estados Unidos ni a
          ninguna otra empresa de transporte, ni cuenta con su respaldo, ni es operado por ellos. La información que
          usted le da al servicio postal, por ejemplo en sus páginas de rastreo, se trata según su propia política de
          privacidad, no según esta. Lea nuestro <a href="/es/disclaimer">aviso legal</a> completo.
        </p>
      ),
    },
  ];
}
