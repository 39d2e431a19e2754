import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMessage, type MessageCheck, type Reason } from "~/lib/message-check/check-message";
import { findLinks } from "~/lib/message-check/links";
import { VERDICTS } from "~/lib/message-check/verdicts";
import { pastedMessageCheck } from "~/lib/message-check/pasted-message";
import { readSender } from "~/lib/message-check/sender";
import { invalidTrackingNumbers, officialTrackingLinks } from "~/lib/message-check/tracking-numbers";
import { findPressure, findRequests } from "~/lib/message-check/wording";
import { BRANDS, isOfficialDomain, registrableDomain } from "~/lib/tracking/official-domains";
import { ALLOWED_CARRIER_HOSTS } from "~/lib/tracking/carriers";
import { translatorFor } from "../helpers/strings";

// What a visitor of the English page reads: the checker answers in keys and values.
const { t } = translatorFor("en", "checker");
const verdictOf = (check: MessageCheck | null | undefined) => (check ? t(check.verdict) : undefined);
const textOf = (reason: Reason) => t(reason.key, reason.values);

// A USPS number that passes its check digit, and the same with the last digit changed.
const VALID_USPS = "9400 1112 0620 6406 2607 87";
const INVALID_USPS = "9400 1112 0620 6406 2607 88";
const EXAMPLE = `USPS: your package ${VALID_USPS} could not be delivered due to an incomplete address, update it within 12 hours: https://usps.com-redeliver.top/u`;

const usps = BRANDS.find((brand) => brand.id === "usps")!;

describe("the official domains", () => {
  it("include every carrier host the tracking links use, by registrable domain", () => {
    for (const host of ALLOWED_CARRIER_HOSTS) expect(isOfficialDomain(registrableDomain(host)!)).toBe(true);
    expect(usps.domains).toEqual(expect.arrayContaining(["usps.com", "uspis.gov"]));
  });

  it("take the owner from the Public Suffix List, not the last two labels", () => {
    expect(registrableDomain("usps.com-track.info")).toBe("com-track.info");
    expect(registrableDomain("tools.usps.com")).toBe("usps.com");
    expect(registrableDomain("usps.gov.co")).toBe("usps.gov.co");
    expect(registrableDomain("usps-track.github.io")).toBe("usps-track.github.io");
    expect(isOfficialDomain("com-track.info")).toBe(false);
  });
});

describe("findLinks", () => {
  const one = (text: string) => {
    const links = findLinks(text);
    expect(links).toHaveLength(1);
    return links[0];
  };

  it("finds a link's owner behind a brand-looking subdomain", () => {
    const link = one("update: https://usps.com-track.info/a?b=1.");
    expect(link).toMatchObject({ host: "usps.com-track.info", owner: "com-track.info", official: false });
    expect(link.imitates?.id).toBe("usps");
  });

  it("finds bare domains, defanged links, short links and raw IP addresses", () => {
    expect(one("go to usps-redeliver.top/u now")).toMatchObject({ owner: "usps-redeliver.top", defanged: false });
    expect(one("hxxps://usps[.]com-help[.]net/x")).toMatchObject({ host: "usps.com-help.net", defanged: true });
    expect(one("tap bit.ly/3xYz9 today")).toMatchObject({ owner: "bit.ly", shortener: true });
    expect(one("http://203.0.113.7/pay")).toMatchObject({ ip: true, owner: "203.0.113.7" });
  });

  it("sees look-alike letters and punycode", () => {
    expect(one("visit uѕps.com/track").imitates?.id).toBe("usps"); // Cyrillic ѕ
    expect(one("https://xn--ups-fhd.com/t")).toMatchObject({ host: "uѕps.com", international: true });
    expect(one("fedex-delivery.info/abc").imitates?.id).toBe("fedex");
    expect(one("ups-parcel.top").imitates?.id).toBe("ups");
    expect(one("amzn-refund.co").imitates?.id).toBe("amazon");
  });

  it("trusts the brands' own domains and does not read brand names into ordinary words", () => {
    expect(one("https://tools.usps.com/go/TrackConfirmAction?tLabels=1")).toMatchObject({
      official: true,
      owner: "usps.com",
    });
    expect(one("https://www.ups.com/track").ownedBy?.id).toBe("ups");
    expect(one("groups.google.com").imitates).toBeUndefined();
    expect(one("startups.io").imitates).toBeUndefined();
  });

  it("ignores abbreviations, times and e-mail addresses", () => {
    expect(findLinks("U.S. mail at 9 a.m., e.g. today; write to spam@uspis.gov")).toEqual([]);
  });
});

describe("findRequests and findPressure", () => {
  it("quote the fee, the details asked for and the address request", () => {
    expect(findRequests("A $0.30 redelivery fee is due")).toEqual([{ kind: "fee", quote: "$0.30 redelivery fee" }]);
    expect(findRequests("pay the customs duty").map((r) => r.kind)).toEqual(["fee"]);
    expect(findRequests("Enter your card number and CVV").map((r) => r.kind)).toEqual(["card"]);
    expect(findRequests("buy Google Play gift cards").map((r) => r.kind)).toEqual(["gift-card"]);
    expect(findRequests("send 0.001 BTC").map((r) => r.kind)).toEqual(["crypto"]);
    expect(findRequests("confirm your Social Security number and date of birth").map((r) => r.kind)).toEqual([
      "ssn",
      "birth-date",
    ]);
    expect(findRequests("Please confirm your address").map((r) => r.kind)).toEqual(["address"]);
    expect(findRequests("Pague la tarifa de reenvío de $1.99").map((r) => r.kind)).toEqual(["fee"]);
    expect(findRequests("actualice su dirección").map((r) => r.kind)).toEqual(["address"]);
  });

  it("say nothing about an ordinary delivery update", () => {
    const update =
      "Your item was delivered in or at the mailbox at 10:35 am on November 20, 2026 in ANYTOWN, NY 12345.";
    expect(findRequests(update)).toEqual([]);
    expect(findPressure(update)).toEqual([]);
    expect(findPressure("Out for delivery today. Expected delivery by 9 p.m.")).toEqual([]);
  });

  it("quote deadlines and threats", () => {
    expect(findPressure("update it within 12 hours or it will be returned to sender")).toEqual([
      { kind: "deadline", quote: "within 12 hours" },
      { kind: "threat", quote: "will be returned" },
    ]);
    expect(findPressure("FINAL NOTICE").map((p) => p.kind)).toEqual(["deadline"]);
    expect(findPressure("confírmelo dentro de 24 horas o será devuelto").map((p) => p.kind)).toEqual([
      "deadline",
      "threat",
    ]);
  });
});

describe("readSender", () => {
  it("classifies short codes, phone numbers at home and abroad, and e-mail addresses", () => {
    expect(readSender("28777", "")).toEqual({ kind: "short-code", value: "28777" });
    expect(readSender("2USPS", "")).toEqual({ kind: "short-code", value: "28777" });
    expect(readSender("(202) 555-0142", "")).toMatchObject({ kind: "phone", abroad: false });
    expect(readSender("+1 202 555 0142", "")).toMatchObject({ kind: "phone", abroad: false });
    expect(readSender("+63 912 555 0142", "")).toMatchObject({ kind: "phone", abroad: true });
    expect(readSender("usps.delivery@gmail.com", "")).toMatchObject({ kind: "email", domain: "gmail.com" });
    expect(readSender("", "From: +44 7700 900123\nUSPS: ...")).toMatchObject({ kind: "phone", abroad: true });
    expect(readSender("", "no sender here")).toBeNull();
  });
});

describe("tracking numbers in a message", () => {
  it("give a valid number its official tracking link", () => {
    expect(officialTrackingLinks(`USPS: ${VALID_USPS}`, [usps])).toEqual([
      {
        number: "9400111206206406260787",
        carrier: "USPS",
        url: "https://tools.usps.com/go/TrackConfirmAction?qtc_tLabels1=9400111206206406260787",
      },
    ]);
  });

  it("name a number in a carrier's format whose check digit fails", () => {
    expect(invalidTrackingNumbers(`Your USPS package ${INVALID_USPS} is on hold`)).toEqual([
      { written: INVALID_USPS, carrier: "USPS" },
    ]);
    expect(invalidTrackingNumbers(`package ${VALID_USPS}`)).toEqual([]);
  });

  it("do not take a phone number for a tracking number unless the carrier is named", () => {
    expect(officialTrackingLinks("Call me on 3318810025 tomorrow", [])).toEqual([]);
  });
});

describe("checkMessage", () => {
  it("calls the issue's example a scam, with the domain, the deadline and the unsolicited link", () => {
    const check = checkMessage(EXAMPLE);
    expect(verdictOf(check)).toBe("Likely a scam");
    const evidence = check.reasons.map((reason) => reason.evidence);
    expect(check.reasons.some((reason) => textOf(reason).includes("com-redeliver.top"))).toBe(true);
    expect(evidence).toContain("within 12 hours");
    expect(check.reasons.some((reason) => /unsolicited link/.test(textOf(reason)))).toBe(true);
    expect(check.trackingLinks.map((link) => link.number)).toEqual(["9400111206206406260787"]);
  });

  it("finds no warning signs in a USPS Text Tracking reply from 28777", () => {
    const reply = `USPS: ${VALID_USPS.replace(/ /g, "")} Delivered, In/At Mailbox, 11/20/2026 10:35 am, ANYTOWN NY 12345. Reply STOP to cancel, HELP for help.`;
    const check = checkMessage(reply, "28777");
    expect(verdictOf(check)).toBe("No warning signs found");
    expect(check.reasons).toEqual([]);
  });

  it("does not call a UPS notification that links to ups.com a scam", () => {
    const email =
      "Subject: UPS Update: Your package is on its way\nHello, your package 1Z999AA10123456784 is scheduled for delivery Tuesday. Track it at https://www.ups.com/track?tracknum=1Z999AA10123456784";
    expect(verdictOf(checkMessage(email, "UPS <mcinfo@ups.com>"))).toBe("No warning signs found");
  });

  it("is at least careful about a USPS text with any link, even usps.com", () => {
    expect(verdictOf(checkMessage("USPS: your parcel is waiting, see https://tools.usps.com/redelivery.htm"))).toBe(
      "Be careful",
    );
  });

  it("calls an invalid USPS number and an ordinary phone number sending a USPS text scam signs", () => {
    const check = checkMessage(`USPS: package ${INVALID_USPS} is on hold.`, "(202) 555-0142");
    expect(verdictOf(check)).toBe("Likely a scam");
    expect(check.reasons.map((reason) => textOf(reason)).join(" ")).toMatch(/not a valid USPS tracking number/);
    expect(check.reasons.map((reason) => textOf(reason)).join(" ")).toMatch(/5-digit short codes/);
  });

  it("tells a mention from a claim: a friend or a shop naming the carrier is not the carrier", () => {
    expect(
      verdictOf(
        checkMessage("Hi mom, the package is coming with UPS tomorrow, number 1Z999AA10123456784", "+1 773 555 0100"),
      ),
    ).toBe("No warning signs found");
    expect(verdictOf(checkMessage(`Te envié los papeles por USPS, el número es ${VALID_USPS}`, "5625550193"))).toBe(
      "No warning signs found",
    );
    // The same ordinary number, written as the carrier, is a sign.
    expect(verdictOf(checkMessage(`USPS: your package ${VALID_USPS} is on hold at our facility.`, "5625550193"))).toBe(
      "Likely a scam",
    );
  });

  it("needs no brand to see a request made through an unknown link", () => {
    const check = checkMessage(
      "Notice: the item you ordered could not be shipped because the address was incorrect. Update at parcel-redirect.net",
    );
    expect(verdictOf(check)).toBe("Likely a scam");
    expect(check.reasons.map((reason) => reason.evidence)).toContain("parcel-redirect.net");
  });

  // Generating 5,000-character strings is most of the time here: a generous timeout for a busy machine.
  it("never throws and always gives one of the three verdicts, whatever is pasted", { timeout: 60_000 }, () => {
    const anything = fc.string({ unit: "binary", maxLength: 5000 });
    const links = fc
      .array(fc.webUrl({ withQueryParameters: true, withFragments: true }), { maxLength: 60 })
      .map((urls) => urls.join(" ").slice(0, 5000));
    const controls = fc.string({
      unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
      maxLength: 5000,
    });
    fc.assert(
      fc.property(fc.oneof(anything, links, controls), fc.string({ maxLength: 200 }), (message, sender) => {
        const check = checkMessage(message, sender);
        expect(["Likely a scam", "Be careful", "No warning signs found"]).toContain(verdictOf(check));
        for (const reason of check.reasons) {
          expect(reason.evidence.length).toBeLessThanOrEqual(90);
          // Every key is in the catalog, with every value it names.
          expect(textOf(reason)).not.toMatch(/checker\.|[{}]/);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("checkMessage in Spanish", () => {
  const spanish = translatorFor("es", "checker");
  const SPANISH_SCAM =
    "USPS: Su paquete está retenido por una dirección incompleta. Actualice sus datos en https://usps-entrega.top/es en 12 horas o será devuelto.";

  it("judges a Spanish scam text by the same rule, and the Spanish page says why, quoting the domain", () => {
    const check = checkMessage(SPANISH_SCAM);
    expect(check.verdict).toBe(VERDICTS.scam);
    expect(spanish.t(check.verdict)).toBe("Probablemente una estafa");
    const reasons = check.reasons.map((reason) => spanish.t(reason.key, reason.values));
    expect(reasons).toContain(
      "El dominio real del enlace es usps-entrega.top, que no pertenece a USPS (usps.com), aunque la dirección lo haga parecer.",
    );
    expect(reasons.join(" ")).toMatch(/USPS no pide eso por mensaje de texto/);
    expect(check.reasons.map((reason) => reason.evidence)).toEqual(
      expect.arrayContaining(["usps-entrega.top", "dirección incompleta", "en 12 horas", "será devuelto"]),
    );
  });

  it("names the international format without a carrier", () => {
    const [reason] = checkMessage("Your parcel RR123456784CN is held").reasons.filter((r) => r.key.includes("Number"));
    expect(reason ? textOf(reason) : "").toBe(
      "This is not a valid international tracking number: its check digit is wrong, so the number was probably made up.",
    );
  });
});

describe("pastedMessageCheck (the tracking form)", () => {
  it("checks pasted text with a link, a fee or a sender line, and leaves plain numbers alone", () => {
    expect(verdictOf(pastedMessageCheck([EXAMPLE]))).toBe("Likely a scam");
    expect(verdictOf(pastedMessageCheck(["USPS: pay the $1.99 redelivery fee"]))).toBe("Likely a scam");
    expect(pastedMessageCheck([`From: +63 912 555 0142\n${VALID_USPS}`])).not.toBeNull();
    expect(pastedMessageCheck([VALID_USPS])).toBeNull();
    expect(pastedMessageCheck([`Tracking #: ${VALID_USPS}; UPS: 1Z999AA10123456784`])).toBeNull();
  });
});
