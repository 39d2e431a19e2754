/**
 * The pages namespace's strings (see app/i18n/catalogs.server.ts): About, Partners and the
 * legal pages' headings, meta and controls. The legal pages' own text is content, one module
 * per language (app/legal/).
 */
const pages = {
  "pages.onThisPage": "On this page",
  "pages.lastUpdated": "Last updated: <date/>",
  "pages.englishGoverns":
    "This page is a translation. If it differs from the <link>English version</link>, the English version governs.",

  "pages.about.title": "About Us",
  "pages.about.description":
    "What this independent parcel-tracking help center is, what it does for you, what it is not, and where to go next.",
  "pages.about.lead":
    "{site} is an independent help center for people waiting on a parcel, sending one, or trying to make sense of the mail.",
  "pages.about.whatWeAre": "What we are",
  "pages.about.whatWeAre1":
    "Tracking a parcel should be simple, but the words on a tracking page, the difference between mail services and the rules for holidays and pick-ups are not always clear. {site} explains them in plain English, checks that your tracking numbers look right, and sends you straight to the carrier's own tracking page for the live status.",
  "pages.about.whatWeAre2":
    "The site is free to use, needs no account, sets no cookies and works with or without JavaScript, on a slow phone or with a screen reader.",
  "pages.about.whatWeAreNot": "What we are not",
  "pages.about.not1":
    "We are not the United States Postal Service (USPS) or any other carrier, and we do not work for one.",
  "pages.about.not2": "We do not hold parcels, see tracking data or change deliveries. Only the carrier can do that.",
  "pages.about.not3":
    "For a lost parcel, a claim or a redelivery, contact the carrier; our <link>help articles</link> explain how.",
  "pages.about.keyFeatures": "Key features",
  "pages.about.feature.tracking.title": "Tracking made simple",
  "pages.about.feature.tracking.text":
    "Paste up to 35 tracking numbers. We tidy them up, tell you which carrier each one looks like, and open the carrier's tracking page with them.",
  "pages.about.feature.faq.title": "A searchable FAQ",
  "pages.about.feature.faq.text":
    "Short answers on tracking, delivery, shipping, international mail, addresses and payments, grouped by topic.",
  "pages.about.feature.articles.title": "In-depth help articles",
  "pages.about.feature.articles.text":
    "Guides to delivery days and times, mail classes, holiday openings, money orders, change of address and what to do about a missing package.",
  "pages.about.feature.source.title": "Straight to the source",
  "pages.about.feature.source.text":
    "Every answer points to the carrier's own pages for live tracking, prices and claims, so you always end up where action can be taken.",
  "pages.about.feature.private.title": "Private by design",
  "pages.about.feature.private.text":
    "No cookies, no analytics, no advertising trackers. Read more in our <link>Privacy Policy</link>.",
  "pages.about.feature.everyone.title": "Works for everyone",
  "pages.about.feature.everyone.text":
    "Every page and form works without JavaScript, from the keyboard and with screen readers.",
  "pages.about.quickLinks": "Quick links",
  "pages.about.quick.track.label": "Track a package",
  "pages.about.quick.track.text": "Check your tracking numbers and go to the carrier's tracking page.",
  "pages.about.quick.faq.label": "FAQ",
  "pages.about.quick.faq.text": "Search short answers about tracking, delivery, shipping and more.",
  "pages.about.quick.contact.label": "Contact us",
  "pages.about.quick.contact.text": "A question about this website? Send us a message.",
  "pages.about.quick.help.label": "Support Center",
  "pages.about.quick.help.text": "Start here if you are not sure where to look.",
  "pages.about.quick.blog.label": "Blog",
  "pages.about.quick.blog.text": "Longer guides about mail and parcels.",
  "pages.about.disclaimer": "Disclaimer",
  "pages.about.disclaimerText":
    "{site} is an independent website. It is not affiliated with, endorsed by or operated by the United States Postal Service or any other carrier. USPS and other carrier names are trademarks of their owners and are used only to describe their services. Delivery times and rules can change: the carrier's own website is always the final word. Read the full <link>legal disclaimer</link>.",

  "pages.partners.description":
    "Work with an independent parcel-tracking help center: online sellers, community groups and writers who help people with their mail.",
  "pages.partners.title": "Partner with {site}",
  "pages.partners.lead":
    "Partnerships are open to online sellers, community organizations and writers who want the people they serve to understand their mail and parcels. Send your customers to clear, independent answers, and help us make them better.",
  "pages.partners.join": "Join Our Network",
  "pages.partners.discover": "Discover More",
  "pages.partners.ways": "Ways to collaborate",
  "pages.partners.waysText":
    "Partnerships are free and informal. Tell us what you have in mind through the contact form and a person will answer.",
  "pages.partners.way.sellers.title": "Online sellers and small shops",
  "pages.partners.way.sellers.text":
    "Link your order e-mails and help pages to our tracking help and articles, so customers can answer “where is my parcel?” themselves. We can suggest the articles that fit the services you ship with.",
  "pages.partners.way.community.title": "Libraries and community groups",
  "pages.partners.way.community.text":
    "Share our guides with people who need help with mail: new arrivals, older neighbors, voters mailing a ballot. Tell us which questions come up most and we will write about them.",
  "pages.partners.way.writers.title": "Writers and reviewers",
  "pages.partners.way.writers.text":
    "Spotted something out of date, or know a topic inside out? Suggest corrections and new articles. We check each suggestion against the carrier's own published information, and every guide shows the day it was last checked.",
  "pages.partners.why": "Why choose us",
  "pages.partners.why.independent.title": "Independent and honest",
  "pages.partners.why.independent.text":
    "We are not a carrier and never pretend to be one. Your customers get straight answers and a direct route to the carrier's own pages.",
  "pages.partners.why.free.title": "Free for your customers",
  "pages.partners.why.free.text":
    "No sign-up, no paywall and no advertising trackers. Sending people to us costs them nothing, and no advertising or analytics follow them here.",
  "pages.partners.why.accessible.title": "Accessible everywhere",
  "pages.partners.why.accessible.text":
    "Pages load fast on old phones, work without JavaScript and are built for screen readers and keyboards.",
  "pages.partners.why.plain.title": "Plain English",
  "pages.partners.why.plain.text":
    "Articles written for worried people on a phone: the answer first, then the detail, with tables where they help.",
  "pages.partners.stories": "Partner stories",
  "pages.partners.storiesText":
    "Sample stories: the businesses and people below are illustrative examples of how a partnership can work, not endorsements by real companies.",
  "pages.partners.story.books.company": "Harbor Lane Books (sample story)",
  "pages.partners.story.books.quote":
    "Most of our 'where is my order?' e-mails were about Media Mail taking longer than people expected. Now our shipping confirmation links to the Media Mail article and those e-mails have mostly stopped.",
  "pages.partners.story.books.role": "owner of a small online used-book shop",
  "pages.partners.story.library.company": "Riverside Community Library (sample story)",
  "pages.partners.story.library.quote":
    "Patrons ask us how to track a package or change their address. We point them to the help articles on the library computers, and they can read them with a screen reader too.",
  "pages.partners.story.library.role": "outreach librarian",
  "pages.partners.ready": "Ready to work together?",
  "pages.partners.readyText":
    "Tell us who you are and how you help people with their mail. We reply by e-mail, usually within 24 hours.",
  "pages.partners.contact": "Contact us about partnering",

  "pages.privacy.title": "Privacy Policy",
  "pages.privacy.description":
    "What this independent parcel-tracking help site collects (very little), why, who receives it, how long it is kept and your rights.",
  "pages.privacy.lead":
    "{site} is built to need as little of your information as possible. This page explains exactly what it does collect, and why.",

  "pages.gdpr.title": "GDPR and Your Data",
  "pages.gdpr.metaTitle": "GDPR",
  "pages.gdpr.description":
    "What the GDPR is, its principles, the rights it gives you, and how this independent parcel-tracking help site follows it.",
  "pages.gdpr.lead": "Your rights under the General Data Protection Regulation, and how this site respects them.",

  "pages.terms.title": "Terms of Service",
  "pages.terms.description":
    "The terms for using this independent parcel-tracking help site: what it offers, fair use, third-party links, liability and changes.",
  "pages.terms.lead": "The rules for using {site}, in plain language.",
  "pages.terms.inEffect": "{date} (in effect from this date)",

  "pages.disclaimer.title": "Legal Disclaimer",
  "pages.disclaimer.description":
    "This site is independent and not affiliated with USPS or any carrier. What that means for the information, links and trademarks on it.",
  "pages.disclaimer.lead": "Please read this before relying on anything you find on {site}.",

  "pages.cookies.title": "Cookie Policy",
  "pages.cookies.description":
    "This independent parcel-tracking help site sets no cookies at all. Here is what it does keep in your browser, and your choices.",
  "pages.cookies.lead":
    "The short version: this site sets no cookies. Here is what it does keep in your browser, and why.",
  "pages.cookies.choiceNote":
    "These buttons are here for people who expect them. Pressing either one changes nothing, because there is nothing optional to switch on or off.",
  "pages.cookies.acceptAll": "Accept All Cookies",
  "pages.cookies.declineOptional": "Decline Optional Cookies",
  "pages.cookies.answer.title": "Nothing to change",
  "pages.cookies.answer.accept":
    "This site sets no cookies, optional or otherwise, so there was nothing to accept and no choice was stored.",
  "pages.cookies.answer.decline":
    "This site sets no optional cookies, so there was nothing to decline and no choice was stored.",
} as const;

export default pages;
