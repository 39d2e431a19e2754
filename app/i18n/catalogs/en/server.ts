/**
 * The small pages the server answers by itself, before or without a route (server/request-guards.mjs):
 * a request it cannot read, a post from another site, a method or a body it does not take. Read on
 * the server only (app/lib/server-pages.server.ts), never sent to a browser.
 */
const server = {
  "server.title.400": "400 Bad Request",
  "server.title.403": "403 Forbidden",
  "server.title.405": "405 Method Not Allowed",
  "server.title.413": "413 Payload Too Large",
  "server.title.500": "500 Internal Server Error",
  "server.text.400": "The request could not be read. Check the address and try again.",
  "server.text.403":
    "This form was sent from another site, or from a page that does not say where it came from, so nothing was sent. Open the form on this site and send it again.",
  "server.text.405": "This address does not accept that kind of request.",
  "server.text.413": "That was more than this site accepts, so nothing was sent.",
  "server.text.500": "Something went wrong on our side. Please try again in a moment.",
  "server.home": "Go to the home page",
} as const;

export default server;
