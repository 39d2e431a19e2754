/**
 * What a visitor sends through the site's message forms: a contact message, a complaint
 * or a job application. One list for the texts, the sending flow and the e-mail template.
 */
export type MessageKind = "contact" | "complaint" | "career";
