import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMessage, type MessageCheck, type Reason } from "~/lib/message-check/check-message";
import { findLinks, withoutLinks } from "~/lib/message-check/links";
import { VERDICTS } from "~/lib/message-check/verdicts";
import { pastedMessageCheck } from "~/lib/message-check/pasted-message";
import { readSender } from "~/lib/message-check/sender";
import { invalidTrackingNumbers, officialTrackingLinks } from "~/lib/message-check/tracking-numbers";
import { findPressure, findRequests, findRiskyAttachment } from "~/lib/message-check/wording";
import {
  ORGANISATIONS,
  isOfficialDomain,
  organisationOwning,
  registrableDomain,
} from "~/lib/tracking/official-domains";
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

const usps = ORGANISATIONS.find((organisation) => organisation.id === "usps")!;

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
    expect(findRequests("A $0.30 redelivery fee is due")).toEqual([{ kind: "money", quote: "$0.30 redelivery fee" }]);
    expect(findRequests("pay the customs duty").map((r) => r.kind)).toEqual(["money"]);
    expect(findRequests("Enter your card number and CVV").map((r) => r.kind)).toEqual(["card"]);
    expect(findRequests("buy Google Play gift cards").map((r) => r.kind)).toEqual(["gift-card"]);
    expect(findRequests("send 0.001 BTC").map((r) => r.kind)).toEqual(["crypto"]);
    expect(findRequests("confirm your Social Security number and date of birth").map((r) => r.kind)).toEqual([
      "ssn",
      "birth-date",
    ]);
    expect(findRequests("Please confirm your address").map((r) => r.kind)).toEqual(["address"]);
    expect(findRequests("Pague la tarifa de reenvío de $1.99").map((r) => r.kind)).toEqual(["money"]);
    expect(findRequests("actualice su dirección").map((r) => r.kind)).toEqual(["address"]);
  });

  it("say nothing about an ordinary delivery update", () => {
    const update =
      "Your item was delivered in or at the mailbox at 10:35 am on November 20, 2026 in ANYTOWN, NY 12345.";
    expect(findRequests(update)).toEqual([]);
    expect(findPressure(update)).toEqual([]);
    expect(findPressure("Out for delivery today. Expected delivery by 9 p.m.")).toEqual([]);
  });

  it("read a negation inside a condition as the request's frame, and a bare one as advice", () => {
    // The call-back lure's shape: "if you do not want…, call…" asks for the call.
    const kinds = (text: string) => findRequests(text).map((r) => r.kind);
    expect(kinds("If you do not want to be charged, call 1-877-555-0165 to cancel.")).toContain("call");
    expect(kinds("If you don't recognize this charge, call our billing team at 1-888-555-0143.")).toContain("call");
    expect(kinds("Si no reconoce este cargo, llame al 1-888-555-0143 para cancelarlo.")).toContain("call");
    // Advice stays advice.
    expect(kinds("USPS will never ask you to call a number to pay a fee.")).toEqual([]);
    expect(kinds("Do not call the number in a text you did not expect.")).toEqual([]);
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

// Issue 31: the principles the rule rests on (docs/decisions/015-message-checker.md), one by one.
const reasonTexts = (check: MessageCheck) => check.reasons.map(textOf);

describe("who speaks: a message claims whom it speaks as, not whom it names", () => {
  it("reads a store's shipping e-mail that names USPS as the store's, with no warning signs", () => {
    const email =
      "Subject: Your order has shipped\nGood news! Your order shipped via USPS, tracking 9400 1112 0620 6406 2607 87.\nTrack it at https://www.cvs.com/account/orders";
    const check = checkMessage(email);
    expect(verdictOf(check)).toBe("No warning signs found");
    expect(check.reasons).toEqual([]);
  });

  it("takes the speaker from the first words, the subject, the signature or the sender", () => {
    const tollText = "Toll Services: an unpaid toll of $3.75 is due. Pay at https://toll-pay-center.top/us";
    const check = checkMessage(tollText);
    expect(verdictOf(check)).toBe("Likely a scam");
    expect(reasonTexts(check)).toContain(
      "The message speaks as “Toll Services”, but its link goes to toll-pay-center.top, which belongs to no toll agency and no government body.",
    );
    const signed = checkMessage(
      "Your parcel is held at our depot. Update it here: parcel-depot.info/u\n\nThe USPS Team",
    );
    expect(reasonTexts(signed).join(" ")).toMatch(/says it is from USPS, but its link goes to parcel-depot\.info/);
  });

  it("gives each brand its own sender sentence: only USPS's names 28777", () => {
    const amazon = checkMessage("Amazon: your package is delayed, see amazon.com for details", "(202) 555-0142");
    expect(reasonTexts(amazon).join(" ")).toMatch(
      /claims to come from Amazon but was sent from an ordinary phone number/,
    );
    expect(reasonTexts(amazon).join(" ")).not.toMatch(/28777|USPS/);
    const fedex = checkMessage("FedEx: your parcel is waiting at the depot", "fedex.alerts@mail-box.top");
    expect(reasonTexts(fedex).join(" ")).toMatch(/claims to be a text from FedEx but came from an e-mail address/);
    expect(reasonTexts(fedex).join(" ")).not.toMatch(/28777/);
    const uspsText = checkMessage("USPS: your parcel is waiting at the post office", "(202) 555-0142");
    expect(reasonTexts(uspsText).join(" ")).toMatch(/its text tracking is 28777/);
  });
});

describe("who owns each link, read the way a browser reads it", () => {
  it("knows each organisation's short domains and toll agencies' and public bodies' domains", () => {
    expect(organisationOwning("a.co")?.id).toBe("amazon");
    expect(organisationOwning("amzn.to")?.id).toBe("amazon");
    expect(organisationOwning("e-zpassny.com")?.id).toBe("e-zpass");
    expect(isOfficialDomain("cbp.gov")).toBe(true);
    expect(isOfficialDomain("ny.gov")).toBe(true);
    const amazon = checkMessage(
      "Amazon: Your package with Wireless Earbuds will be delivered today. Track: https://a.co/d/3kF9xQ2",
    );
    expect(verdictOf(amazon)).toBe("No warning signs found");
    expect(amazon.reasons).toEqual([]);
  });

  it("follows the host after an @, as a browser does, and says so", () => {
    const [link] = findLinks("Update at https://usps.com@redelivery-center.top/track now");
    expect(link).toMatchObject({ host: "redelivery-center.top", owner: "redelivery-center.top", disguise: "usps.com" });
    expect(findLinks("see usps.com@parcel-help.top/x")[0]).toMatchObject({ owner: "parcel-help.top" });
    expect(findLinks("write to help@usps.com")).toEqual([]);
    const check = checkMessage("USPS: confirm your address at https://usps.com@redelivery-center.top/track");
    expect(reasonTexts(check)).toContain(
      "The link starts with usps.com to look like that site, but a browser ignores everything before the “@”: it really goes to redelivery-center.top.",
    );
  });

  it("shows a look-alike spelt with another alphabet in both spellings", () => {
    const check = checkMessage("USPS: your address is incomplete, update it at https://uѕps.com/redelivery");
    expect(reasonTexts(check)).toContain(
      "The link uses letters from another alphabet to look like USPS's website: it shows as uѕps.com, but its real spelling is xn--ups-fhd.com, which USPS (usps.com) does not own.",
    );
  });

  it("quotes each link as written, capitals and look-alike letters kept", () => {
    const evidence = (text: string) => checkMessage(text).reasons.map((reason) => reason.evidence);
    expect(evidence("USPS: UPDATE YOUR ADDRESS AT USPS.COM-PACKAGE.TOP NOW")).toContain("USPS.COM-PACKAGE.TOP");
    expect(evidence("USPS: schedule your delivery at https://usps-deIivery.com/track")).toContain("usps-deIivery.com");
  });

  it("does not take a merchant's name or a file name for a link", () => {
    expect(findLinks("Package 9405511899224873150001\nShip from: CHEWY.COM\nExpected Delivery: Friday")).toEqual([]);
    expect(findLinks("download label.zip and reprint it")).toEqual([]);
    expect(findRiskyAttachment("Open the attached AWB_Invoice_8842.zip to see it")).toBe("AWB_Invoice_8842.zip");
    expect(findRiskyAttachment("Your label.pdf is attached")).toBeNull();
    expect(findLinks("visit https://label.zip/pay")).toHaveLength(1);
  });
});

describe("what a message asks for, in any wording or currency", () => {
  const kinds = (text: string) => findRequests(text).map((request) => request.kind);

  it("finds money in pounds, euros and Canadian dollars, a settlement or an outstanding balance", () => {
    expect(kinds("To release your parcel, confirm the settlement of £1.45")).toContain("money");
    expect(kinds("Your parcel is held pending a clearance fee of €2.99")).toContain("money");
    expect(kinds("a duty balance of CA$4.10 remains")).toContain("money");
    expect(kinds("There is an outstanding balance on your shipment")).toContain("money");
    expect(kinds("Tienes un peaje sin pagar de $4.80")).toContain("money");
  });

  it("quotes the amount asked, not the late fee, and reads no request into a receipt", () => {
    const [money] = findRequests("Your unpaid toll balance of $6.99 is overdue. Pay now to avoid a $50.00 late fee.");
    expect(money.quote).toContain("$6.99");
    expect(money.quote).not.toContain("$50");
    expect(kinds("Total paid: $10.45")).toEqual([]);
    expect(kinds("Shipping charges: $5.99")).toEqual([]);
    expect(kinds("We've issued your refund of $23.45 to your card.")).toEqual([]);
  });

  it("finds a call, a reply, a QR code and a file to open, but not a help line, an opt-out or a code's warning", () => {
    expect(kinds("Call this number to get your refund: (888) 555-0136")).toEqual(
      expect.arrayContaining(["call", "refund"]),
    );
    expect(kinds("Questions? Call us at 1-800-555-0117, we're here 24/7.")).toEqual([]);
    expect(kinds("Reply PAY to charge the card on file")).toContain("reply");
    expect(kinds("Reply HELP for help, STOP to cancel")).toEqual([]);
    expect(kinds("Reply Y, then exit the text and open it again to activate the link")).toContain("activate-link");
    expect(kinds("Scan the QR code to pay the fee")).toContain("qr");
    expect(kinds("Show the QR code at any UPS Store")).toEqual([]);
    expect(kinds("Your verification code is 482913. Don't share this code with anyone.")).toEqual([]);
    expect(kinds("USPS will never ask for your password or card number by text.")).toEqual([]);
  });

  it("reads Spanish in the tú form and the infinitive too (the Spanish review's note)", () => {
    expect(kinds("Actualiza tu dirección aquí")).toContain("address");
    expect(kinds("Confirma tu dirección de entrega")).toContain("address");
    expect(kinds("Haga clic para actualizar su dirección")).toContain("address");
    expect(kinds("Su dirección está incompleta")).toContain("address");
    expect(findPressure("Pague dentro de las 24 horas").map((pressure) => pressure.kind)).toEqual(["deadline"]);
  });
});

describe("pressure", () => {
  it("reads no deadline into a link's path or a delivery day", () => {
    const words = (text: string) => withoutLinks(text, findLinks(text));
    expect(findPressure(words("Your order shipped: https://shop.example/pay-now-today"))).toEqual([]);
    expect(findPressure("Subject: USPS® Expected Delivery Update: Scheduled for Delivery Today")).toEqual([]);
    expect(findPressure("Out for delivery: arriving today by 8 pm")).toEqual([]);
  });

  it("names threats of arrest, warrants, penalties and licence holds", () => {
    expect(findPressure("A warrant has been issued for your arrest").map((pressure) => pressure.kind)).toEqual([
      "legal-threat",
    ]);
    expect(findPressure("or your registration will be suspended").map((pressure) => pressure.kind)).toEqual(["threat"]);
  });

  it("is only a note in a message that asks for nothing (a pick-up notice's hold period)", () => {
    const check = checkMessage(
      "Your item is being held at the MADISON, WI 53703 post office. Items not picked up within 15 days will be returned to the sender.",
      "auto-reply@usps.com",
    );
    expect(verdictOf(check)).toBe("No warning signs found");
    expect(check.reasons.map((reason) => reason.weight)).toEqual(["note", "note"]);
  });
});

describe("what a visitor sees in the cases issue 31 names, with the sender field empty", () => {
  it("a toll-road text with a .top link and a call-back refund text are likely scams, each with true reasons", () => {
    const toll = checkMessage("E-ZPass: You have an unpaid toll of $6.99. Pay today at https://ezpass-tollpay.top/pay");
    expect(verdictOf(toll)).toBe("Likely a scam");
    expect(reasonTexts(toll)).toContain(
      "The link's real domain is ezpass-tollpay.top, which does not belong to E-ZPass (e-zpassiag.com) although the address looks like it does.",
    );
    const refund = checkMessage("Your package was lost in transit. Call 1-844-555-0119 for your refund.");
    expect(verdictOf(refund)).toBe("Likely a scam");
    expect(reasonTexts(refund).join(" ")).toMatch(/call a number it gives you.*money back/s);
  });

  it("answers a message about something else plainly, without judging it as a delivery message", () => {
    const other = checkMessage("Running 10 min late, save me a seat!");
    expect(other).toMatchObject({ topic: "other", reasons: [] });
    const grandma = checkMessage("Hi grandma, it's me, I lost my phone. Text me at this number when you see this");
    expect(grandma.topic).toBe("other");
    expect(verdictOf(grandma)).toBe("Be careful");
    expect(reasonTexts(grandma)[0]).toMatch(/someone you know writing from a new number/);
  });
});
