import type english from "~/i18n/catalogs/en/server";
import type { Translation } from "~/i18n/catalog-types";

const server: Translation<typeof english> = {
  "server.title.400": "400: solicitud no válida",
  "server.title.403": "403: solicitud rechazada",
  "server.title.405": "405: método no permitido",
  "server.title.413": "413: contenido demasiado grande",
  "server.title.500": "500: error del servidor",
  "server.text.400": "No se pudo leer la solicitud. Revise la dirección e inténtelo de nuevo.",
  "server.text.403":
    "Este formulario se envió desde otro sitio, o desde una página que no indica de dónde viene, así que no se envió nada. Abra el formulario en este sitio y envíelo de nuevo.",
  "server.text.405": "Esta dirección no acepta ese tipo de solicitud.",
  "server.text.413": "Lo que envió supera lo que acepta este sitio, así que no se envió nada.",
  "server.text.500": "Algo salió mal de nuestro lado. Por favor, inténtelo de nuevo en un momento.",
  "server.home": "Ir a la página de inicio",
};

export default server;
