/**
 * The checker's answer as the page renders it (docs/product.md §D9.1, issue 31): a verdict and its
 * list never disagree, a message about something else gets no check mark and plain advice, and a
 * number in a suspicious message is "a real number format", never "valid".
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// The server's router: the advice links to the guide.
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { VerdictPanel } from "~/components/message-check/verdict-panel";
import { checkMessage } from "~/lib/message-check/check-message";
import { withStrings } from "../helpers/strings";

const render = (message: string, sender = "", language: "en" | "es" = "en") =>
  renderToStaticMarkup(
    createElement(
      StaticRouter,
      { location: "/check-message" },
      withStrings(
        createElement(VerdictPanel, { check: checkMessage(message, sender), headingId: "v" }),
        language,
        "checker",
      ),
    ),
  );
const headings = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);

describe("VerdictPanel", () => {
  it("shows what falls below the threshold under a heading that says so, never under 'Why'", () => {
    const html = render(
      "Your item is being held at the MADISON, WI 53703 post office. Items not picked up within 15 days will be returned to the sender.",
      "auto-reply@usps.com",
    );
    expect(html).toContain("No warning signs found");
    expect(headings(html)).toEqual(["Noted, but not a warning sign on its own"]);
    expect(html).not.toContain("What to do");
  });

  it("lists the signs under 'Why' and a note apart under a likely scam", () => {
    const html = render(
      "USPS: your package 9400 1112 0620 6406 2607 87 could not be delivered due to an incomplete address, update it within 12 hours: https://usps.com-redeliver.top/u",
    );
    expect(headings(html)).toEqual(["Why", "Check the status yourself", "What to do"]);
    expect(html).toContain(
      "This is a real number format, which proves nothing about the message: check it yourself on usps.com, not through the link or any number in the message.",
    );
    expect(html).not.toContain("The number is valid");
  });

  it("still calls the number valid in a message with no warning signs", () => {
    const html = render(
      "USPS 9400111206206406260787, Delivered, In/At Mailbox 12/02/2026 2:41 pm SPRINGFIELD IL 62704. Reply HELP for help, STOP to cancel",
      "28777",
    );
    expect(html).toContain("The number is valid: check the status yourself on usps.com.");
  });

  it("answers a message about something else with the general advice and no check mark", () => {
    const html = render("Running 10 min late, save me a seat!");
    expect(html).toContain("No warning signs found");
    expect(html).toContain(
      "This checker looks at delivery, toll and payment messages, and this one does not look like one",
    );
    expect(html).toContain("call them on the number you already have");
    expect(html).not.toContain("m-4 9 3 3 5-6"); // the old check mark's path
    const spanish = render("¿Nos vemos el sábado a las 3 en el parque?", "", "es");
    expect(spanish).toContain("Este verificador revisa mensajes sobre entregas, peajes y pagos");
  });
});
