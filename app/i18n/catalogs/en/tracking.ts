/** The tracking namespace's strings (see app/i18n/catalogs.server.ts). */
const tracking = {
  "tracking.landing.metaTitle": "Track Your Package",
  "tracking.landing.metaDescription":
    "Paste up to 35 tracking numbers and go straight to the carrier's tracking page. Independent help for parcels on their way.",
  "tracking.landing.checkMessageQuestion": "Got a text or e-mail about a parcel asking you to tap a link or pay a fee?",
  "tracking.landing.checkMessageLink": "Check if the message is real",
  "tracking.landing.readerQuestion": "Back from the carrier's page with a status you don't understand?",
  "tracking.readerHint":
    "This looks like a tracking history, not a tracking number. <link>What Does My Tracking Mean?</link> explains each line and what to do when: paste it there.",
  "tracking.landing.featuresTitle": "How we help",
  "tracking.landing.faqTitle": "Frequently Asked Questions",
  "tracking.landing.moreHelpText": "Still unsure about a delivery? Our team answers questions about using this site.",
  "tracking.landing.moreHelpLink": "Need More Help?",

  "tracking.form.label": "Tracking numbers",
  "tracking.form.independence":
    "This site is independent and is not USPS. It checks your numbers and opens the carrier's own tracking page.",
  "tracking.newTab": " (opens in a new tab)",

  "tracking.input.empty.title": "Error",
  "tracking.input.empty.description": "Please enter a tracking number",
  "tracking.input.invalid.title": "Invalid Input",
  "tracking.input.invalid.description":
    "Please enter valid tracking numbers using only letters, numbers, and common punctuation",
  "tracking.input.tooMany.title": "Too many tracking numbers",
  "tracking.input.tooMany.description": "Please enter at most {max, number} tracking numbers, separated by commas",
  "tracking.input.tooLong.title": "Invalid Input",
  "tracking.input.tooLong.description": "Please enter at most {max, number} characters",
  "tracking.input.resultsInvalid":
    "Invalid Tracking Number - The tracking number provided is not valid. Please check your tracking number and try again.",

  "tracking.results.metaTitle": "Tracking Results",
  "tracking.results.metaDescription": "Your tracking numbers, checked and ready for the carrier.",
  "tracking.results.headingOne": "Tracking Results for: {first}",
  "tracking.results.headingTwo": "Tracking Results for: {first} and {second}",
  "tracking.results.headingMany": "Tracking Results for: <number>{first}</number> and {more, number} more",
  "tracking.results.headingNone": "Tracking Results for: no tracking number found",
  "tracking.results.invalidTitle": "We could not look this up",
  "tracking.results.received": "What we received:",
  "tracking.results.tryAgain": "Go Back and Try Again",
  "tracking.results.hintNone": "No tracking number was given.",
  "tracking.results.hintSeveral":
    "The link holds more than one tracking value. Enter your numbers again on the home page.",
  "tracking.results.progress": "Checking your tracking numbers and preparing the link to the carrier…",
  "tracking.results.ready":
    "{count, plural, one {Your tracking number is ready to track} other {Your # tracking numbers are ready to track}}",
  "tracking.results.checkYourself":
    "{count, plural, one {You can check this number yourself on {site}} other {You can check these # numbers yourself on {site}}}",
  "tracking.results.checkYourselfCarriers":
    "{count, plural, one {You can check this number yourself on each carrier's own website} other {You can check these # numbers yourself on each carrier's own website}}",
  "tracking.results.complete": "Check complete. {summary}.",
  "tracking.results.found":
    "{count, plural, one {We found # tracking number in what you pasted} other {We found # tracking numbers in what you pasted}}",
  "tracking.results.independent":
    "We are an independent site and do not hold tracking data ourselves. The carrier's own page shows every scan of your parcel.",
  "tracking.results.trackOn": "Track on {carrier}",
  "tracking.results.trackOnNumber": "Track on {carrier}: {number}",
  "tracking.results.trackOnPart": "Track on {carrier} (part {part} of {parts})",
  "tracking.results.unrecognisedNote":
    "{count, plural, one {The {handoff} link also holds the number whose format we do not recognize: {handoff} will say if it does not know it.} other {The {handoff} link also holds the # numbers whose format we do not recognize: {handoff} will say if it does not know them.}}",
  "tracking.results.noLink":
    "The carrier link could not be built safely. Copy your numbers and enter them on the carrier's own tracking page.",
  "tracking.results.readerQuestion": "Back from the carrier's page with a status you don't understand?",
  "tracking.results.readerLink": "Paste it here",
  "tracking.results.bookmark":
    "To check the same numbers again, bookmark <link>this page</link>: its address holds only your numbers, and we store nothing.",
  "tracking.results.numbersTitle": "{count, plural, one {Your number} other {Your # numbers}}",
  "tracking.results.numberOn": " on {carrier}",
  "tracking.results.copyAll": "{count, plural, one {Copy the number} other {Copy all numbers}}",
  "tracking.results.copied": "{count, plural, one {Copied # number.} other {Copied # numbers, one per line.}}",
  "tracking.results.copyFailed": "Could not copy. Select the numbers in the box below and copy them yourself.",
  "tracking.results.allNumbers": "All your numbers, one per line, to select and copy",
  "tracking.results.trackAnother": "Track Another Package",
  "tracking.results.notRecognized": "Format not recognized",
  "tracking.results.internationalPost": "International post ({country})",
  "tracking.results.noteNotUsps":
    "This does not look like a USPS tracking number. Check it against your receipt or shipping e-mail; USPS will still look it up.",
  "tracking.results.noteInternationalPost":
    "This is an international postal number from {country}. USPS can follow it once it reaches the United States; before that, {post} tracks it.",
  "tracking.results.noteInternational":
    "This is an international postal number from {country}. USPS can follow it once it reaches the United States; before that, the sending country's postal service tracks it.",
  "tracking.results.realFormat":
    "This is a real {carrier} number format; check it yourself on {site}, not through the link in the message.",
  "tracking.results.realFormatNoLink":
    "This is a real {carrier} number format; check it yourself on {site}, not through the message.",

  "tracking.service.name": "{name}",
  "tracking.service.uspsConfirmation20": "USPS Delivery or Signature Confirmation (20 digits)",
  "tracking.service.uspsImpbOnline": "USPS Intelligent Mail package barcode (online or vendor label)",
  "tracking.service.uspsConfirmation": "USPS Delivery or Signature Confirmation",
  "tracking.service.uspsImpbRetail": "USPS Intelligent Mail package barcode (commercial or retail)",
  "tracking.service.fedexExpress12": "FedEx Express (12 digits)",
  "tracking.service.fedexGround15": "FedEx Ground (15 digits)",
  "tracking.service.fedexGround96": "FedEx Ground (96, 22 digits)",
  "tracking.service.fedexAstra": "FedEx Express (ASTRA, 32 digits)",
  "tracking.service.fedexExpress34": "FedEx Express (34 digits)",
  "tracking.service.fedexGsn": "FedEx Ground (GSN, 34 digits)",
  "tracking.service.s10": "Registered/International (UPU S10)",

  "tracking.warning.suspiciousTitle": "Warning: what you pasted may be a fake delivery message",
  "tracking.warning.deliveryTitle": "What you pasted looks like a delivery message",
  "tracking.warning.verdict": "Our message check says: <strong>{verdict}</strong>.",
  "tracking.warning.suspiciousAdvice":
    "Do not tap the link in the message, pay anything or give your details. Use only the official tracking links below.",
  "tracking.warning.deliveryAdvice": "Use the official tracking links below rather than any link in the message.",
  "tracking.warning.checkLink": "Check a message for the signs of a scam, and what to do",

  "tracking.help.title": "Need a hand?",
  "tracking.help.contactTitle": "Contact Support",
  "tracking.help.contactText": "Questions about using this site? Send our team a message.",
  "tracking.help.contactLink": "Contact Support",
  "tracking.help.textTitle": "Got a Delivery Text?",
  "tracking.help.textText":
    "A text or e-mail asking you to tap a link, pay a fee or update your address may be a scam.",
  "tracking.help.textLink": "Check a Message",
  "tracking.help.informedTitle": "Informed Delivery",
  "tracking.help.informedText":
    "The postal service's free service shows mail and parcels due at your address before they arrive.",
  "tracking.help.informedLink": "Informed Delivery on usps.com",
  "tracking.help.faqTitle": "FAQ",
  "tracking.help.faqText": "Answers about tracking, delivery times, missing parcels and more.",
  "tracking.help.faqLink": "Browse the FAQ",
} as const;

export default tracking;
