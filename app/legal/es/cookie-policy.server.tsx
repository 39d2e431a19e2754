import type { ContentSectionData } from "~/components/content/content-section";

/** The Cookie Policy in Spanish: the English text (app/legal/en/) section by section. */
export default function cookieSections(): ContentSectionData[] {
  return [
    {
      id: "summary",
      title: "En resumen",
      body: (
        <ul>
          <li>
            <strong>Sin cookies.</strong> Ni para analítica, ni para publicidad, ni para preferencias, ni para iniciar
            sesión, ni para recordar una elección de consentimiento.
          </li>
          <li>
            <strong>Sin código de terceros.</strong> El sitio no carga nada de otras empresas, así que nadie más puede
            poner cookies a través de él.
          </li>
          <li>
            <strong>Un solo dato pequeño y temporal</strong> en el almacenamiento de sesión (session storage) de su
            navegador cuando JavaScript está activado (vea más abajo).
          </li>
        </ul>
      ),
    },
    {
      id: "what-are-cookies",
      title: "Qué son las cookies",
      body: (
        <p>
          Las cookies son pequeños archivos de texto que un sitio web le pide a su navegador que guarde y le devuelva en
          visitas posteriores. Muchos sitios las usan para mantener su sesión iniciada, recordar configuraciones o
          seguir lo que usted hace con fines estadísticos y publicitarios. Otras herramientas parecidas, como el
          almacenamiento local (local storage) y el almacenamiento de sesión (session storage), guardan datos en el
          navegador sin enviarlos con cada solicitud.
        </p>
      ),
    },
    {
      id: "cookies-we-use",
      title: "Cookies que usa este sitio",
      body: (
        <table>
          <caption className="sr-only">Cookies por categoría</caption>
          <thead>
            <tr>
              <th scope="col">Categoría</th>
              <th scope="col">Cookies que se usan</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Estrictamente necesarias</td>
              <td>Ninguna</td>
            </tr>
            <tr>
              <td>Preferencias</td>
              <td>Ninguna</td>
            </tr>
            <tr>
              <td>Analítica y estadísticas</td>
              <td>Ninguna</td>
            </tr>
            <tr>
              <td>Publicidad</td>
              <td>Ninguna</td>
            </tr>
          </tbody>
        </table>
      ),
    },
    {
      id: "browser-storage",
      title: "Otros datos guardados en su navegador",
      body: (
        <>
          <p>
            Con JavaScript activado, el marco de desarrollo (framework) con el que está hecho este sitio recuerda hasta
            dónde se había desplazado en cada página, en el <strong>almacenamiento de sesión</strong> (session storage)
            de su navegador (una entrada llamada “positions”), para que el botón Atrás lo lleve de vuelta al mismo
            lugar. Solo contiene posiciones de desplazamiento, un número por cada página visitada en esa pestaña. En
            raras ocasiones, justo después de que se publica una nueva versión del sitio, ese marco de desarrollo
            también anota esa versión (“remix-manifest-version”) para que la página pueda volver a cargarse una vez.
            Ninguno de los dos se nos envía nunca; se quedan en esa pestaña del navegador y se borran cuando la cierra.
            Con JavaScript desactivado, no se guarda absolutamente nada.
          </p>
          <p>
            Elegir un idioma tampoco guarda nada. El idioma forma parte de la dirección de la página (las páginas en
            español empiezan con /es), así que ninguna cookie lo recuerda. En las páginas en inglés, a un navegador
            configurado para preferir el español se le ofrece un enlace a la página en español: la página lee la
            configuración de idioma de su navegador en el propio navegador, no guarda nada y no nos dice nada.
          </p>
        </>
      ),
    },
    {
      id: "other-websites",
      title: "Otros sitios web",
      body: (
        <p>
          Los enlaces a empresas de transporte, como la página de rastreo de USPS, lo llevan a sus propios sitios web,
          que usan sus propias cookies según sus propias políticas. Este sitio no tiene ningún control sobre ellas. Lea
          nuestra <a href="/es/privacy-policy">Política de privacidad</a> para todo lo demás sobre sus datos.
        </p>
      ),
    },
    {
      id: "your-choices",
      title: "Sus opciones",
      body: (
        <p>
          Como no se usa nada opcional, aquí no hay ninguna elección que registrar. Aun así, puede bloquear o borrar las
          cookies y los datos de cualquier sitio web en la configuración de su navegador. Si alguna vez este sitio
          necesitara una cookie opcional, primero se lo preguntaría y actualizaría esta página.
        </p>
      ),
    },
  ];
}
