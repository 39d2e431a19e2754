/** The checker namespace's strings (see app/i18n/catalogs.server.ts). */
import { factShortCode, factText } from "~/lib/facts/facts";

const checker = {
  "checker.page.title": "Is This Delivery Message Real?",
  "checker.page.description":
    "Paste a text or e-mail about a parcel: we check its links, requests, deadlines, sender and tracking numbers for the signs of a delivery scam.",
  "checker.page.lead":
    "Got a text or e-mail about a parcel that asks you to tap a link, pay a fee or update your address? Paste it here. We check it for the signs of a delivery scam and tell you why.",
  "checker.page.formRegion": "Check a message",
  "checker.page.adviceRegion": "If you already got a suspicious message",
  "checker.how.heading": "What we look at",
  "checker.how.links":
    "<strong>Links:</strong> who really owns each link, read the way a browser reads it. The result names a link's owner when the link is a warning sign (a look-alike, a short link, a link the sender does not own); a link to the organization the message names is not listed. In <mono>usps.com-track.info</mono> the owner is <mono>com-track.info</mono>, not USPS, and <mono>usps.com@track.top</mono> goes to <mono>track.top</mono>. Short links, bare IP addresses and letters from other alphabets are signs too.",
  "checker.how.requests":
    '<strong>Requests:</strong> money in any wording or currency (a fee, customs duty, an unpaid toll, an "outstanding balance"), gift cards, crypto, card numbers, passwords, a Social Security number, a date of birth, "confirm your address", or a reply, a call, a QR code to scan or a file to open.',
  "checker.how.pressure":
    '<strong>Pressure:</strong> deadlines such as "within 12 hours" and threats such as "will be returned", a late fee, a license or registration hold, or an arrest warrant.',
  "checker.how.sender": `<strong>Who speaks:</strong> whom the message claims to be (its sender, first words, subject or signature), not whom it only mentions: a shop that ships with USPS is not USPS. USPS texts come from 5-digit short codes (its text tracking is ${factShortCode("usps-text-tracking-short-code")}), not from ordinary or foreign phone numbers or e-mail addresses.`,
  "checker.how.numbers":
    "<strong>Tracking numbers:</strong> whether each number passes its carrier's check digits, with a link to check it yourself on the carrier's own website.",
  "checker.how.rules":
    "USPS sends tracking texts only after you asked for them with a tracking number, and the Postal Inspection Service says those texts never contain a link. The checker follows fixed rules, not guesses: it can miss a new trick, and it never calls a message safe. <guide>Read how to spot a fake delivery text</guide>.",
  "checker.how.privacy":
    "Your message is checked in memory on our server and then forgotten: it is never stored, logged or sent anywhere, and it never appears in a web address.",

  "checker.form.message": "Paste the message you received",
  "checker.form.messageHint": "The whole text or e-mail, with its link. It is checked on our server and never stored.",
  "checker.form.sender": "Who sent it? (phone number, short code or e-mail address)",
  "checker.form.submit": "Check This Message",
  "checker.form.busy": "Checking…",
  "checker.form.messageRequired": "Paste the message you received",
  "checker.form.messageTooLong":
    "Paste at most {messageMax} characters: keep the part with the link, the request and the sender",
  "checker.form.senderTooLong": "Enter at most {senderMax} characters",
  "checker.form.unreadable": "The message could not be read. Paste at most {messageMax} characters and try again.",
  "checker.form.rateLimited": "You have checked many messages in a short time. Please try again in a few minutes.",
  "checker.form.siteBusy":
    "Many messages have been checked on this site in the last hour, so yours was not checked. This is not because of anything you did: please try again in {minutes, plural, one {# minute} other {# minutes}}.",

  "checker.verdict.scam": "Likely a scam",
  "checker.verdict.careful": "Be careful",
  "checker.verdict.none": "No warning signs found",
  "checker.summary.scam": "This message shows the signs of a delivery, toll or payment scam.",
  "checker.summary.careful": "Something in this message is worth a second look before you act on it.",
  "checker.summary.none":
    "We found none of the usual signs of a delivery scam. That does not prove the message is genuine: when in doubt, check the status yourself on the carrier's own website.",
  "checker.summary.offTopic":
    "This checker looks at delivery, toll and payment messages, and this one does not look like one, so we cannot judge it. Never send money, gift cards or codes to someone who asks by text, and if a message says it is from someone you know, call them on the number you already have.",
  "checker.summary.offTopicSigns":
    "This checker looks at delivery, toll and payment messages, and this one does not look like one; still, it shows the signs of a common scam, listed below. Never send money, gift cards or codes to someone who asks by text, and if a message says it is from someone you know, call them on the number you already have.",
  "checker.result.why": "Why",
  "checker.result.notedHeading": "Noted, but not a warning sign on its own",
  "checker.result.alsoNoted": "Also noted",
  "checker.result.inMessage": "In the message:",
  "checker.result.trackHeading": "Check the status yourself",
  "checker.result.trackLink": "Track {number} on {carrier}'s website",
  "checker.result.trackInstead":
    "The number is valid: check the status yourself on {host}, not through the link in the message.",
  "checker.result.trackFormat":
    "This is a real number format, which proves nothing about the message: check it yourself on {host}, not through the link or any number in the message.",
  "checker.result.track": "The number is valid: check the status yourself on {host}.",

  "checker.reason.lookalikeDomain":
    "The link's real domain is {owner}, which does not belong to {brand} ({home}) although the address looks like it does.",
  "checker.reason.shortLink": "The link is a short link ({owner}) that hides where it really goes.",
  "checker.reason.ipAddress": "The link is a bare IP address instead of a company's website.",
  "checker.reason.notBrandsLink":
    "The message says it is from {brand}, but its link goes to {owner}, which {brand} does not own.",
  "checker.reason.notTollAgencysLink":
    "The message speaks as “{name}”, but its link goes to {owner}, which belongs to no toll agency and no government body.",
  "checker.reason.notGovernmentLink":
    "The message speaks as “{name}”, but its link goes to {owner}, which is not a government (.gov) website.",
  "checker.reason.disguisedLink":
    "The link starts with {shown} to look like that site, but a browser ignores everything before the “@”: it really goes to {owner}.",
  "checker.reason.otherAlphabetLookalike":
    "The link uses letters from another alphabet to look like {brand}'s website: it shows as {shown}, but its real spelling is {real}, which {brand} ({home}) does not own.",
  "checker.reason.otherAlphabet":
    "The link's domain uses letters from another alphabet, a common trick to imitate a known name: it shows as {shown}, but its real spelling is {real}.",
  "checker.reason.uspsTextWithLink":
    "It claims to be a USPS text and holds an unsolicited link. The Postal Inspection Service says genuine USPS texts never contain a link, and USPS texts you only after you asked for updates with a tracking number.",
  "checker.reason.foreignPhone": "It was sent from a phone number outside the United States.",
  "checker.reason.ordinaryPhoneUsps":
    "It claims to come from USPS but was sent from an ordinary phone number. USPS texts come from 5-digit short codes; its text tracking is {shortCode}.",
  "checker.reason.ordinaryPhone":
    "It claims to come from {brand} but was sent from an ordinary phone number. Check with {brand} yourself, on its own website or at a number you already have, not through this message.",
  "checker.reason.textFromEmailUsps":
    "It claims to be a USPS text but came from an e-mail address. USPS texts come from 5-digit short codes; its text tracking is {shortCode}.",
  "checker.reason.textFromEmail":
    "It claims to be a text from {brand} but came from an e-mail address, not from a phone number or a short code.",
  "checker.reason.notBrandsSender":
    "It claims to come from {brand} but was sent from {domain} that {brand} does not own.",
  "checker.reason.notBrandsAddress":
    "It claims to come from {brand} but was sent from an address that {brand} does not own.",
  "checker.reason.unknownLinkRequest":
    "It asks you to act (pay, give details, fix a delivery, reply or call) with a link to {owner}, a site that belongs to none of the organizations it names.",
  "checker.reason.uspsFee":
    "It asks for a fee. USPS does not charge for tracking, redelivery requests or address checks by text or e-mail.",
  "checker.reason.fee":
    "It asks for a payment. Pay only on the organization's own website, typed in yourself, never through a link or a number in a message.",
  "checker.reason.askOnOwnSite":
    "It asks for a payment or your details through {owner}, the website of the organization it names. That is not a warning sign on its own: do it only there, typing the address yourself rather than tapping the link.",
  "checker.reason.uspsAddress":
    "It asks you to confirm or update your address. USPS does not ask for that by text or e-mail.",
  "checker.reason.address": "It asks you to confirm or update your address through the message.",
  "checker.reason.giftCard": "It asks for payment with gift cards, which no carrier accepts.",
  "checker.reason.crypto": "It asks for payment in cryptocurrency, which no carrier asks for.",
  "checker.reason.card": "It asks for card details.",
  "checker.reason.password": "It asks for a password or a verification code.",
  "checker.reason.ssn": "It asks for a Social Security number.",
  "checker.reason.birthDate": "It asks for a date of birth.",
  "checker.reason.identity": "It asks for personal details to prove who you are.",
  "checker.reason.activateLink":
    "It asks you to reply and then reopen the message so that its link becomes tappable: a trick to get around your phone's protection against links from unknown senders.",
  "checker.reason.reply":
    "It asks you to reply with a word or a number: a reply tells the sender your number is in use.",
  "checker.reason.call":
    "It asks you to call a number it gives you. Call an organization only on a number you find yourself, on its own website or your card.",
  "checker.reason.qrCode": "It asks you to scan a QR code, which hides where it leads, like a short link.",
  "checker.reason.refund": "It offers you money back (a refund, a reward or a prize) if you act: a common lure.",
  "checker.reason.easyMoney":
    "It offers easy money (high pay for simple tasks) to someone it does not know: the lure of task and job scams.",
  "checker.reason.otherApp":
    "It moves the conversation to another app, where the sender is harder to trace and to report.",
  "checker.reason.newNumber":
    "It says it is someone you know writing from a new number. Call that person on the number you already have before you answer or send anything.",
  "checker.reason.attachment":
    "It asks you to open a file of a kind that can hide a fake sign-in page or a harmful program. Carriers do not send those.",
  "checker.reason.legalThreat":
    "It threatens arrest, a warrant or court action. Police and government offices do not demand payment or details by text or e-mail.",
  "checker.reason.deadline": "It sets a deadline to hurry you.",
  "checker.reason.threat":
    "It threatens what happens if you do not act (a return, a charge, a penalty, a hold on your license or registration).",
  "checker.reason.invalidNumber":
    "This is not a valid {carrier} tracking number: its check digit is wrong, so the number was probably made up.",
  "checker.reason.invalidInternationalNumber":
    "This is not a valid international tracking number: its check digit is wrong, so the number was probably made up.",

  "checker.advice.heading": "What to do",
  "checker.advice.dontTap": "<strong>Do not tap the link</strong> or call a number in the message, and do not reply.",
  "checker.advice.report": `<strong>Report it.</strong> Forward the text to ${factText("spam-text-short-code", "en")} so your mobile carrier can block the sender. If it claims to be from USPS, e-mail it to the Postal Inspection Service at <uspis>spam@uspis.gov</uspis>: paste the text without clicking the link, add your name and a screenshot that shows the sender and the date, and say whether you clicked, paid or gave any personal details. For other companies, report it to the FTC at <ftc>reportfraud.ftc.gov</ftc>.`,
  "checker.advice.paid":
    "<strong>Already entered card details or paid?</strong> Call your bank on the number on your card and block the card. If you gave personal details, see <identity>IdentityTheft.gov</identity>; report a loss at <ic3>ic3.gov</ic3>.",
  "checker.advice.guide": "Read our guide <guide>How to Spot a Fake Delivery Text</guide>.",
  // Where the advice's links go: each agency's page in the page's language where it has one.
  "checker.advice.ftcUrl": "https://reportfraud.ftc.gov/",
  "checker.advice.identityUrl": "https://www.identitytheft.gov/",
} as const;

export default checker;
