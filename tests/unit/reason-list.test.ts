import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReasonList } from "~/components/message-check/reason-list";
import { checkMessage } from "~/lib/message-check/check-message";
import { withStrings } from "../helpers/strings";

const SCAM = "USPS: Su paquete está retenido. Actualice su dirección en https://usps-entrega.top/es";

const render = (language: "en" | "es", layout?: "block" | "inline") =>
  renderToStaticMarkup(
    withStrings(createElement(ReasonList, { reasons: checkMessage(SCAM).reasons, layout }), language, "checker"),
  );

describe("ReasonList (the verdict panel's reasons, reused by the tracking results warning)", () => {
  it("says each reason in the page's language, with the message's words quoted as text", () => {
    const english = render("en");
    expect(english).toContain(
      "The link&#x27;s real domain is usps-entrega.top, which does not belong to USPS (usps.com) although the address looks like it does.",
    );
    expect(english).toContain("In the message:");
    expect(english).toContain("<q");
    expect(english).not.toContain("<a");

    const spanish = render("es", "inline");
    expect(spanish).toContain(
      "El dominio real del enlace es usps-entrega.top, que no pertenece a USPS (usps.com), aunque la dirección lo haga parecer.",
    );
    expect(spanish).toContain("En el mensaje:");
    expect(spanish).toMatch(/<q[^>]*>actualice su dirección<\/q>/i);
    expect(spanish).not.toContain("checker.");
  });
});
