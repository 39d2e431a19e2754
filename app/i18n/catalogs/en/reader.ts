/**
 * The reader namespace's strings (see app/i18n/catalogs.server.ts): the tracking reader's
 * verdicts, reasons, plan, status meanings, timeline and .ics export (app/lib/tracking-reader/).
 * `{date}`, `{from}`, `{until}` and the like are dates already written out ("Friday, November 20").
 * The five verdict names are docs/product.md §D10's, word for word.
 */
const reader = {
  "reader.page.title": "What Does My Tracking Mean?",
  "reader.page.description":
    "Paste the tracking history from the carrier's page: each line in plain words, whether it is a real scan, whether the parcel is late, and a dated plan with its sources. Nothing you paste is kept.",
  "reader.page.lead":
    "Paste the history from the carrier's tracking page, e-mail or text. We say what each line means, which lines are real scans, whether the parcel is late, and what you can do from which day.",
  "reader.page.formRegion": "Explain a tracking history",

  "reader.form.history": "Paste your tracking history",
  "reader.form.historyHint":
    "Every line from the carrier's page, e-mail or text reply, newest first as shown (at most {historyMax} characters). It is read on our server and never stored.",
  "reader.form.service": "Service (optional)",
  "reader.form.serviceUnknown": "I don't know",
  "reader.form.mailedOn": "Mailing date (optional)",
  "reader.form.mailedOnHint": "The day the sender mailed it, if you know it.",
  "reader.form.insured": "It was insured (optional)",
  "reader.form.insuredHint": "Priority Mail includes some insurance; the receipt or the sender can tell.",
  "reader.form.submit": "Explain My Tracking",
  "reader.form.busy": "Reading…",
  "reader.form.historyRequired": "Paste your tracking history",
  "reader.form.historyTooLong":
    "Paste at most {historyMax} characters: the newest lines are the ones that count, so keep those and cut the oldest",
  "reader.form.mailedOnInvalid":
    "Enter the mailing date as a real day within the last {years} years, or leave it empty",
  "reader.form.mailedOnFuture": "The mailing date cannot be after today",
  "reader.form.serviceInvalid": "Choose a service from the list, or “I don't know”",
  "reader.form.insuredInvalid": "Tick the box or leave it empty",
  "reader.form.unreadable": "The history could not be read. Paste at most {historyMax} characters of it and try again.",
  "reader.form.rateLimited": "You have read many histories in a short time. Please try again in a few minutes.",
  "reader.form.siteBusy":
    "Many histories have been read on this site in the last hour, so yours was not. This is not because of anything you did: please try again in {minutes, plural, one {# minute} other {# minutes}}.",

  "reader.result.truncated":
    "Your paste was longer than we read: only its first {max} characters were read. Carriers list the newest lines first, so those were read.",
  "reader.result.noEvents": "No tracking events found",
  "reader.result.whatToPaste":
    "Paste the lines of the tracking history itself: each status with its date, time and place, as the carrier's page lists them. For example:",
  "reader.result.example":
    "In Transit to Next Facility, Arriving Late\nNovember 24, 2026\n\nDeparted USPS Regional Facility\nMEMPHIS TN DISTRIBUTION CENTER\nNovember 17, 2026, 9:12 pm",
  "reader.result.planHeading": "What to do, and when",
  "reader.result.sources": "Sources:",
  "reader.result.icsButton": "Download these dates for your calendar (.ics)",
  "reader.result.icsNote":
    "Your calendar reminds you on each day. The file holds only the dates and steps, nothing you pasted, and we keep nothing.",
  "reader.result.eventsHeading": "Each line in plain words",
  "reader.result.eventsLead":
    "Newest first, as you pasted them. A physical scan means someone scanned the parcel; a system message is written by the tracking system without a scan.",
  "reader.result.when": "Date and time",
  "reader.result.status": "Status and place",
  "reader.result.meaning": "What it means",
  "reader.result.kind": "Scan or system message",
  "reader.result.noDate": "No date given",
  "reader.result.notUnderstoodHeading": "Lines we did not understand",
  "reader.result.notUnderstoodLead":
    "We do not guess: these lines are left out of the verdict. If one is a status, the carrier's page explains it.",
  "reader.result.line": "Line {line}:",

  "reader.how.heading": "How we read it",
  "reader.how.lines":
    "Each line is matched against the statuses USPS, UPS and FedEx publish; a line we cannot match is shown as not understood, never guessed.",
  "reader.how.system":
    "USPS adds system messages (“In Transit to Next Facility”, “Arriving Late”, “Moving Through Network”) without anyone scanning the parcel, so we count the days since the last physical scan.",
  "reader.how.dates":
    "Every date in the plan comes from a published rule (USPS's Help Request Form and Missing Mail pages, its claim rules and how long post offices keep items), counted in business days that skip Sundays and postal holidays.",
  "reader.how.never":
    "We never say when a parcel will arrive: only what the history shows and what you can do from when.",
  "reader.how.privacy":
    "What you paste is read in memory on our server and then forgotten: it is never stored, logged, cached or sent anywhere, and it never appears in a web address.",
  "reader.verdict.normal": "Normal so far",
  "reader.verdict.late": "Running late",
  "reader.verdict.delivered": "Delivered but not with you",
  "reader.verdict.waiting": "Waiting for you at the post office",
  "reader.verdict.returning": "Going back to the sender",

  "reader.headline.normal": "Normal so far: nothing to do before {date}.",
  "reader.headline.normalUndated": "Normal so far: the history you pasted has no dates to count from.",
  "reader.headline.late": "Running late: here is what to do now.",
  "reader.headline.delivered": "Delivered but not with you: here is what to do, and until when.",
  "reader.headline.waiting": "Waiting for you at the post office until {date}.",
  "reader.headline.waitingUndated":
    "Waiting for you at the post office: the carrier's notice or page gives the last day to pick it up.",
  "reader.headline.returning": "Going back to the sender.",
  "reader.headline.none": "We found no tracking events in what you pasted.",
  "reader.never":
    "This is what the history shows, not a promise: we cannot know when the parcel will arrive, and nobody can from these lines alone.",

  "reader.reason.carrierSaysLate": "The carrier itself says it is behind: “{status}” ({date}).",
  "reader.reason.expectedDayPassed": "The expected delivery day the carrier gave, {date}, has passed.",
  "reader.reason.serviceTimePassed":
    "{service} takes up to {days} business days: counted from {mailed}, that was {date}, and it has passed.",
  "reader.reason.outForDeliveryPassed": "It was out for delivery on {date} and nothing came after.",
  "reader.reason.noScan":
    "No physical scan for {count, plural, one {# business day} other {# business days}}: we call a parcel late after {limit, plural, one {# business day} other {# business days}} without one.",
  "reader.reason.labelOnly":
    "There is only a label, made on {date}: the carrier has not scanned the parcel, so it may never have been handed over.",

  "reader.lastScan":
    "Last physical scan: {status}, {date} ({count, plural, =0 {scanned today} one {# business day ago} other {# business days ago}}).",
  "reader.lastScan.none": "No physical scan yet: every line so far was written by the tracking system.",
  "reader.businessDays.usps": "Business days skip Sundays and the days post offices close.",
  "reader.businessDays.weekdays": "UPS and FedEx business days are Monday to Friday.",
  "reader.serviceFromPaste": "Service read from the paste: {service}.",
  "reader.expectedFromPaste": "Expected delivery day in the paste: {date}.",

  "reader.service.priority-mail-express": "Priority Mail Express",
  "reader.service.priority-mail": "Priority Mail",
  "reader.service.ground-advantage": "USPS Ground Advantage",
  "reader.service.first-class-mail": "First-Class Mail",
  "reader.service.media-mail": "Media Mail",

  "reader.kind.scan": "Physical scan",
  "reader.kind.system": "System message",
  "reader.kind.systemNote":
    "Written by the tracking system, not by a scan of your parcel. USPS's Inspector General found that such messages report the movement the system expects, not where a parcel is: for 318 of 500 packages it audited (64%), the messages did not match the real location, date or time.",
  "reader.kind.oigOutForDelivery":
    "The Inspector General found 163 of 500 audited packages shown “Out for Delivery” while still at the post office.",
  "reader.kind.oigDelivered":
    "The Inspector General found carriers scanning packages as delivered while still at their post office.",

  "reader.phase.label": "The carrier does not have it yet: nothing moves until the first scan.",
  "reader.phase.accepted": "The carrier has it: the trip has started.",
  "reader.phase.transit": "On its way between facilities.",
  "reader.phase.partner": "A shipping partner has it; USPS scans it when it gets it.",
  "reader.phase.handoff": "Handed over to finish the trip: the next scans are the new carrier's.",
  "reader.phase.customs": "Customs has it: only customs, the sender or you can move it on.",
  "reader.phase.late": "The carrier says it is behind.",
  "reader.phase.exception": "Something stopped the delivery.",
  "reader.phase.outForDelivery": "On the way to the address that day.",
  "reader.phase.attempted": "Not delivered: it waits at the post office or will be tried again.",
  "reader.phase.held": "It waits for you to pick it up.",
  "reader.phase.delivered": "The carrier says it was delivered.",
  "reader.phase.returning": "It is going back to the sender.",

  "reader.status.arriving-late":
    "USPS expects the parcel to miss its expected delivery day. It is usually still moving.",
  "reader.status.arriving-on-time": "USPS still expects it on its expected delivery day.",
  "reader.status.awaiting-delivery-scan":
    "The parcel was due to be delivered but no delivery scan came: it may have been delivered without a scan, or still be on its way.",
  "reader.status.delivery-status-not-updated":
    "USPS has had no delivery scan by the end of the expected day and says it may arrive later than expected.",
  "reader.status.in-transit-next-facility":
    "USPS expects the parcel to be on its way to its next facility. The line is added by the system, often when no scan has come for a while.",
  "reader.status.moving-through-network":
    "USPS expects the parcel to be somewhere in its network; no facility scanned it.",
  "reader.status.origin-post-preparing":
    "The post office of the country it was mailed in has sent USPS the item's details; USPS does not have it yet.",
  "reader.status.acceptance-pending":
    "USPS has word the parcel was handed over (a pickup, a drop-off, a partner's manifest) but has not scanned it yet.",
  "reader.status.label-created-heading": "A label exists; USPS has not scanned the parcel.",
  "reader.status.label-created": "The sender made a label. USPS has not received or scanned the parcel yet.",
  "reader.status.ups-label-created": "The shipper made a UPS label; UPS has not received the package yet.",
  "reader.status.fedex-label-created": "The shipper made a FedEx label; FedEx has not received the package yet.",
  "reader.status.label-created-other": "A label was made; the carrier has not scanned the parcel yet.",
  "reader.status.partner-facility":
    "A shipping partner (a company that carries parcels to USPS) scanned it at its own facility. USPS does not have it yet.",
  "reader.status.handoff-to-usps":
    "The carrier handed it over to another (often the local post office) to finish the trip; the next scans are theirs.",
  "reader.status.accepted": "USPS has the parcel: it was scanned when handed over.",
  "reader.status.carrier-picked-up": "The carrier has the parcel: it was scanned at pickup or drop-off.",
  "reader.status.customs-held":
    "Customs is holding it: usually duty to pay, papers to check or an inspection. It moves once customs releases it.",
  "reader.status.customs-inbound": "It was handed to customs to be cleared.",
  "reader.status.customs-cleared": "Customs released it; the postal service can carry it on.",
  "reader.status.international-facility":
    "An international facility (a foreign post or a USPS International Service Center) scanned it.",
  "reader.status.arrived-facility": "A USPS processing facility scanned it on arrival.",
  "reader.status.departed-facility": "It was scanned leaving a USPS facility.",
  "reader.status.processed-facility": "A USPS facility scanned it while sorting it.",
  "reader.status.arrived-post-office": "It reached the post office that delivers to the address.",
  "reader.status.forwarded": "It is being sent to a new address (a change of address or a correction).",
  "reader.status.ups-facility": "A UPS facility scanned it.",
  "reader.status.carrier-facility": "A carrier's facility scanned it.",
  "reader.status.fedex-facility": "A FedEx facility scanned it.",
  "reader.status.out-for-delivery": "It is expected to be with the carrier on the route that day.",
  "reader.status.delivered-original-sender": "It went back and was delivered to the sender.",
  "reader.status.delivered-picked-up": "Someone picked it up at the post office counter.",
  "reader.status.delivered-mailbox": "The carrier scanned it as left in or at the mailbox.",
  "reader.status.delivered-parcel-locker":
    "It was put in a parcel locker; the key or code is usually left in the mailbox.",
  "reader.status.delivered-po-box": "It was put in the PO Box, or a notice for it was.",
  "reader.status.delivered-reception": "It was left at a front desk, reception or mail room.",
  "reader.status.delivered-front-door": "It was left at the front door or on the porch.",
  "reader.status.delivered-other-location": "It was left somewhere else at the address: a garage, another door.",
  "reader.status.delivered-neighbor": "It was left with a neighbor, as asked.",
  "reader.status.delivered-individual": "It was handed to someone at the address.",
  "reader.status.delivered-agent":
    "It was handed to an agent (a mail room, a building manager, a partner) who delivers it on.",
  "reader.status.ups-access-point": "It is at a UPS Access Point (a shop or locker) for you to pick up.",
  "reader.status.fedex-held": "It is at a FedEx location for you to pick up.",
  "reader.status.ups-held": "UPS is holding it at one of its own locations for you to pick up.",
  "reader.status.delivered": "The carrier scanned it as delivered.",
  "reader.status.notice-left":
    "The carrier could not deliver it and left a notice (PS Form 3849); it waits at the post office.",
  "reader.status.delivery-attempted": "The carrier tried and could not deliver it.",
  "reader.status.held-customer-request":
    "The post office is holding it because someone asked (Hold Mail, Hold For Pickup, a redelivery set to pickup).",
  "reader.status.held-post-office": "The post office is holding it for pickup.",
  "reader.status.available-for-pickup": "It is at the post office, ready to pick up.",
  "reader.status.pickup-reminder": "USPS's reminder that it still waits at the post office.",
  "reader.status.redelivery-scheduled": "A redelivery was scheduled.",
  "reader.status.insufficient-address":
    "The address was not enough to deliver it (often a missing apartment or suite number): it goes back unless corrected.",
  "reader.status.undeliverable-as-addressed":
    "It cannot be delivered as addressed (no such number, moved, vacant, unknown): it goes back to the sender.",
  "reader.status.refused": "The delivery was refused: it goes back to the sender.",
  "reader.status.unclaimed": "Nobody picked it up in time: it goes back to the sender.",
  "reader.status.return-to-sender": "It is on its way back to the sender.",
  "reader.status.carrier-delay": "The carrier says it is delayed.",
  "reader.status.delivery-exception": "Something stopped the delivery; the words after it say what.",
  "reader.status.in-transit": "On its way; no facility named.",

  "reader.where.delivered-mailbox": "Look in and around the mailbox, and for a parcel-locker key in it.",
  "reader.where.delivered-parcel-locker":
    "Look in your mailbox for the parcel-locker key or code; ask your post office if there is none.",
  "reader.where.delivered-po-box": "Check the PO Box for the parcel or a notice, and ask at the counter.",
  "reader.where.delivered-reception": "Ask at the front desk, reception or mail room.",
  "reader.where.delivered-front-door": "Look around every door, the porch and behind planters.",
  "reader.where.delivered-other-location": "Look in the garage, at side and back doors and around the property.",
  "reader.where.delivered-neighbor": "Ask your neighbors.",
  "reader.where.delivered-individual": "Ask everyone at the address who could have signed or taken it.",
  "reader.where.delivered-agent": "Ask the building's mail room or manager, or the agent named.",
  "reader.where.delivered-picked-up": "Ask who at your address could have picked it up at the post office.",
  "reader.where.delivered": "Look around the doors, the mailbox and the porch.",

  "reader.step.wait": "Nothing to do before {until}.",
  "reader.step.checkAround": "Today: {where} Ask everyone at home and your neighbors.",
  "reader.step.waitDeliveredDay":
    "Give it until the end of {until}: parcels scanned as delivered too early often come the next delivery day.",
  "reader.step.helpRequest":
    "From {from}: send USPS's Help Request Form (on usps.com/help/missing-mail.htm) and ask your local post office.",
  "reader.step.missingMail":
    "From {from}: if it still has not come, submit a Missing Mail search ({days} business days after the Help Request Form).",
  "reader.step.claim": "Insurance claim: no sooner than {from} and no later than {until}.",
  "reader.step.pickUpOrRedeliver":
    "By {until}: schedule a free redelivery (tools.usps.com/redelivery.htm) or pick it up with photo ID; after that it goes back to the sender.",
  "reader.step.pickUpOrRedeliverUndated":
    "Schedule a free redelivery (tools.usps.com/redelivery.htm) or pick it up with photo ID soon: held items go back to the sender after a set time.",
  "reader.step.pickUp": "By {until}: pick it up where the carrier's notice says, with photo ID.",
  "reader.step.pickUpUndated":
    "Pick it up where the carrier's notice says, with photo ID; the notice gives the last day.",
  "reader.step.contactSender": "Tell the sender: many sellers resend or refund, and the sender can start a claim.",
  "reader.step.contactSenderFrom": "From {from}: ask the sender, who can check with the carrier and resend or refund.",
  "reader.step.contactSenderLabel":
    "From {from}: ask the sender whether the parcel was ever handed over; only they can tell, and they can ask where it was mailed.",
  "reader.step.contactSenderInternational":
    "From {from}: ask the sender to open an inquiry with the post office where it was mailed, and answer any customs letter.",
  "reader.step.contactShipper":
    "From {from}: ask the shipper (the shop that sent it): with UPS and FedEx, the shipper starts the trace or claim.",
  "reader.step.contactCarrier": "From {from}: you can also contact the carrier with the tracking number.",
  "reader.step.trackWithUsps":
    "It was handed to USPS: track it on usps.com, with the number the carrier's page shows for USPS if there is one.",
  "reader.step.askPostOfficeNow":
    "If the parcel is yours and the address is right, call the post office named in the history now: it may still deliver it.",
  "reader.step.returning": "Ask the sender: it goes back to them, and they can send it again to a corrected address.",

  "reader.cautious.missingMail":
    "USPS's FAQ also says a search can be asked {days} days after mailing: we show the later date.",
  "reader.cautious.claim":
    "Counted from {date}, the first scan: if it was mailed earlier, count from the mailing day (the last day comes sooner).",
  "reader.claim.counted": "Counted from the mailing day, {date}.",
  "reader.kept.paste": "USPS's own reminder in the paste gives this day.",
  "reader.kept.rule":
    "Post offices keep an item {days} days from its first notice or hold ({date}); when that day the office is closed, the open day before.",
  "reader.kept.customerHold":
    "Held at someone's request: we show the shorter {days} days, though Hold Mail can keep mail up to {max}.",
  "reader.kept.passed": "That day has passed: the parcel may already be on its way back to the sender.",

  "reader.timeline.heading": "Timeline",
  "reader.timeline.inWords": "The timeline in words",
  "reader.timeline.gapLegend": "Days since the last physical scan",
  "reader.timeline.todayLegend": "Today",
  "reader.timeline.event": "{date}: {status} ({kind})",
  "reader.timeline.gap":
    "{from} to {to}: no physical scan ({count, plural, one {# business day} other {# business days}})",
  "reader.timeline.today": "{date}: today",
  "reader.timeline.clipped": "Only the last {days} days are drawn.",

  "reader.ics.name": "Your parcel's dates",
  "reader.ics.description":
    "Dates worked out by {site}, an independent site (not a carrier), from the tracking history you pasted and the carriers' published rules. Nothing you pasted is kept.",
  "reader.ics.wait": "Parcel: check the tracking again",
  "reader.ics.waitDeliveredDay": "Parcel marked delivered: still missing after today?",
  "reader.ics.helpRequest": "Parcel: you can send USPS's Help Request Form",
  "reader.ics.missingMail": "Parcel: you can submit a Missing Mail search",
  "reader.ics.claimOpens": "Parcel: the insurance claim window opens",
  "reader.ics.claimCloses": "Parcel: last day for an insurance claim",
  "reader.ics.pickUp": "Parcel: last day to pick it up or schedule a redelivery",
  "reader.ics.contactSender": "Parcel: ask the sender",
  "reader.ics.contactCarrier": "Parcel: contact the carrier",
  "reader.ics.source": "Source: {url}",
} as const;

export default reader;
