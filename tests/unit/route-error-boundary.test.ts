import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it, vi } from "vitest";
import { FaqNotFound } from "~/components/faq/faq-not-found";
import { errorDetail, RouteErrorBoundary, type StatusHandlers } from "~/components/route-error-boundary";
import { withStrings } from "../helpers/strings";

/** Server-renders a route whose loader throws `thrown`, with RouteErrorBoundary as its boundary. */
async function renderBoundary(thrown: unknown, statusHandlers?: StatusHandlers): Promise<string> {
  const routes = [
    {
      path: "*",
      loader: () => {
        throw thrown;
      },
      Component: () => null,
      // The help centre's screens need its strings too (their routes declare "faq").
      ErrorBoundary: () => withStrings(createElement(RouteErrorBoundary, { statusHandlers }), "en", "faq"),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/no-such-page"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const notFound = (statusText = "Not Found") => new Response(null, { status: 404, statusText });

describe("RouteErrorBoundary", () => {
  it("shows the site's 404 page for a 404 when the route has no screen of its own", async () => {
    const html = await renderBoundary(notFound());
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect(html).not.toContain("Unexpected Application Error!");
  });

  it("shows a route's own screen for a status it handles", async () => {
    const handlers: StatusHandlers = {
      404: () => createElement(FaqNotFound, { page: "category" }),
    };
    const html = await renderBoundary(notFound(), handlers);
    expect(html).toContain("Category Not Found");
    expect(html).toContain("Return to Help Center");
    expect(html).not.toContain("Oops! Page not found");
  });

  it("hands the thrown response to the handler", async () => {
    const seen = vi.fn((): ReactNode => "handled");
    await renderBoundary(new Response(null, { status: 410, statusText: "Gone" }), { 410: seen });
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ status: 410, statusText: "Gone" }));
  });

  it("shows 'Unexpected Application Error!' with the status for an unhandled status", async () => {
    const html = await renderBoundary(new Response(null, { status: 405, statusText: "Method Not Allowed" }), {
      404: () => "not this one",
    });
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("405 Method Not Allowed");
    expect(html).not.toContain("not this one");
  });

  it("shows 'Unexpected Application Error!' with the message for a thrown error", async () => {
    const html = await renderBoundary(new Error("The disk is on fire"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("The disk is on fire");
  });
});

describe("errorDetail", () => {
  it("is the status and its text, the error's message, or a plain fallback", async () => {
    const context = await createStaticHandler([
      {
        path: "*",
        loader: () => {
          throw new Response(null, { status: 503 });
        },
      },
    ]).query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    expect(errorDetail(Object.values(context.errors ?? {})[0])).toBe("503");
    expect(errorDetail(new TypeError("x is undefined"))).toBe("x is undefined");
    expect(errorDetail(new Error(""))).toBeUndefined();
    expect(errorDetail("a thrown string")).toBeUndefined();
  });
});
