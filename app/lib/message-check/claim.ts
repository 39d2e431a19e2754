// Who a message speaks as, and whom it only mentions. A message claims to be the organisation it
// speaks as: its sender (the address's domain, the display name), its subject, its first words
// ("USPS: …", "Hi Jordan, this is USPS", "FINAL NOTICE from E-ZPass"), or its signature ("The
// USPS Team"). A store, a friend or a family member who names a carrier ("shipped via USPS",
// "it went UPS") only mentions it. The rule is the same for every organisation, carriers or not.
// The text given here is read without its links (a brand inside a domain is not a mention).
import { ORGANISATIONS, type Organisation } from "~/lib/tracking/official-domains";
import type { Sender } from "./sender";

/** The organisation a message speaks as, with the words that show it. */
export interface Speaker {
  organisation: Organisation;
  /** The name the reasons use: the table's, or for a generic row the message's own words ("Toll Services"). */
  name: string;
  /** Where it says so, quoted: the sender, the subject, the first words or the signature. */
  evidence: string;
}

const HEADER_LINE = /^[ \t]*(?:from|to|cc|date|sent|subject|asunto|de|para|fecha|enviado)[ \t]*:.*$/gimu;
const SUBJECT = /^[ \t]*(?:subject|asunto)[ \t]*:(.*)$/imu;
// "I", "my", "we sent", "te envié": a person or a shop telling you what they sent.
const FIRST_PERSON =
  /\b(?:I|I'm|I've|I'll|I'd)\b|\b(?:my|me)\b|\bwe (?:sent|mailed|shipped|posted)\b|^[ \t]*(?:sent|mailed|posted|shipped|returned) (?:your|you|it|the|back)\b|(?<!\p{L})(?:envi[eé]|mand[eé]|te env[ií]o|te mando|le envi[eé]|te mand[eé])(?!\p{L})/imu;
// Words before a name that make it the carrier used or the shop sold from, not the speaker.
const MENTION_MARKER =
  /(?:\b(?:via|with|by|through|using|on|went|sent|shipped|mailed|posted|carrier|courier|handed (?:over )?to)|\b(?:package|parcel|order|item|shipment|gift|box|purchase|delivery) (?:from|de)|(?<!\p{L})(?:por|con|v[ií]a|mediante|transportista|paqueter[ií]a)(?!\p{L}))[\s:,]*$/iu;
// After a name: a number or label of it, not its voice ("your USPS tracking number is …").
const MENTION_AFTER =
  /^[\s®™]*(?:tracking (?:number|#|id)|number|label|store|location|driver|account number)\b(?![\s®™]*:)/iu;
// Saying who is writing, anywhere in the first words or the last lines.
const SELF_NAMED = (name: string) =>
  new RegExp(
    String.raw`(?:\b(?:this is|we are|here is|on behalf of|message from|notice from|alert from|reminder from)\s+(?:the\s+)?${name}|${name}\s+(?:here\b|team\b|support\b|customer (?:service|care)\b|delivery team\b|notifications?\b)|(?<!\p{L})(?:le escribe|le saluda|somos|equipo de|equipo|mensaje de|aviso de|atentamente,?)\s+(?:el\s+|la\s+)?${name})`,
    "iu",
  );
const OPENING_LENGTH = 120;
const OPENING_WORDS = 4;
const SIGNATURE_LINE_LENGTH = 60;

interface Mention {
  organisation: Organisation;
  index: number;
  text: string;
}

function mentionsIn(text: string): Mention[] {
  const found: Mention[] = [];
  for (const organisation of ORGANISATIONS) {
    const match = organisation.mention.exec(text);
    if (match) found.push({ organisation, index: match.index, text: match[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A generic row speaks only under a name ("Toll Services", "Officer Reed"), not a phrase ("an unpaid toll"). */
const speaksAsName = (mention: Mention) => !mention.organisation.generic || /^\p{Lu}/u.test(mention.text);

function asSpeaker(mention: Mention, evidence: string): Speaker {
  return {
    organisation: mention.organisation,
    name: mention.organisation.generic ? mention.text : mention.organisation.name,
    evidence,
  };
}

/** Every organisation the message or its sender names, anywhere (the owners its links may have). */
export function namedOrganisations(words: string, sender: Sender | null): Organisation[] {
  const senderWords =
    sender?.kind === "email" ? `${sender.name} ${sender.value}` : sender?.kind === "name" ? sender.value : "";
  const named = new Set<Organisation>();
  for (const text of [words, senderWords]) for (const mention of mentionsIn(text)) named.add(mention.organisation);
  if (sender?.kind === "email" && sender.domain) {
    const owner = ORGANISATIONS.find(
      (organisation) => !organisation.generic && organisation.domains.includes(sender.domain!),
    );
    if (owner) named.add(owner);
  }
  return [...named];
}

/** The first organisation a stretch of words speaks as, if its first name is not a mention. */
function openingSpeaker(opening: string, allowFirstPerson: boolean): Mention | undefined {
  const sentence = opening.slice(0, OPENING_LENGTH).split(/(?<=[.!?])\s|\n/u, 1)[0] ?? "";
  const selfNamed = mentionsIn(opening.slice(0, OPENING_LENGTH * 2)).find(
    (mention) => speaksAsName(mention) && SELF_NAMED(escape(mention.text)).test(opening.slice(0, OPENING_LENGTH * 2)),
  );
  if (selfNamed) return selfNamed;
  if (!allowFirstPerson && FIRST_PERSON.test(sentence)) return undefined;
  const first = mentionsIn(sentence).find(speaksAsName);
  if (!first) return undefined;
  const before = sentence.slice(0, first.index);
  // The speaker comes first ("USPS: …", "FINAL NOTICE from USPS", "Your USPS package"); a name
  // further into the sentence ("Grandma's package from Manila is coming DHL Express") is a mention.
  if ((before.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length > OPENING_WORDS) return undefined;
  if (MENTION_MARKER.test(before)) return undefined;
  if (MENTION_AFTER.test(sentence.slice(first.index + first.text.length))) return undefined;
  return first;
}

// A signature line: the name, perhaps after a dash or a sign-off, perhaps followed by a team's name.
const SIGNATURE_BEFORE =
  /^[\s\-–—]*(?:(?:the|el|la|sincerely|regards|best regards|thanks|thank you|atentamente|saludos|gracias)[,\s]+)*(?:the\s+|el\s+|la\s+|equipo\s+(?:de\s+)?)?$/iu;
const SIGNATURE_AFTER = /^[\s®™]*(?:[\p{L}&.'-]+\s*){0,4}[.!]?$/u;

/** A name signing the message: its last short lines ("The USPS Team", "— Amazon Customer Service"). */
function signatureSpeaker(body: string): Mention | undefined {
  const lines = body
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines.slice(-2).reverse()) {
    if (line.length > SIGNATURE_LINE_LENGTH) continue;
    const mention = mentionsIn(line).find(speaksAsName);
    if (
      mention &&
      SIGNATURE_BEFORE.test(line.slice(0, mention.index)) &&
      SIGNATURE_AFTER.test(line.slice(mention.index + mention.text.length))
    ) {
      return mention;
    }
  }
  // A sign-off inside a text's last sentence: "The USPS team wishes you a wonderful day."
  const tail = body.slice(-160);
  return mentionsIn(tail).find((mention) => speaksAsName(mention) && SELF_NAMED(escape(mention.text)).test(tail));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The organisation the message presents itself as, if any. `words` is the message without its
 * links; `sender` the field or the pasted "From:" line.
 */
export function speakerOf(words: string, sender: Sender | null): Speaker | undefined {
  if (sender?.kind === "email") {
    const domain = sender.domain;
    const owner = ORGANISATIONS.find(
      (organisation) => !organisation.generic && domain && organisation.domains.includes(domain),
    );
    if (owner) return { organisation: owner, name: owner.name, evidence: sender.value };
    const named = mentionsIn(sender.name).find(speaksAsName) ?? localPartMention(sender.value);
    if (named) return asSpeaker(named, sender.name || sender.value);
  }
  if (sender?.kind === "name") {
    const named = mentionsIn(sender.value).find(speaksAsName);
    if (named) return asSpeaker(named, sender.value);
  }
  const subject = SUBJECT.exec(words)?.[1]?.trim();
  if (subject) {
    const named = openingSpeaker(subject, true);
    if (named) return asSpeaker(named, subject);
  }
  const body = words.replace(HEADER_LINE, "").trim();
  const opening = openingSpeaker(body, false);
  if (opening) return asSpeaker(opening, body.slice(0, OPENING_LENGTH).split("\n", 1)[0]);
  // The first person speaks for itself: a friend or a shop, whatever name closes the message.
  if (FIRST_PERSON.test(body)) return undefined;
  const signature = signatureSpeaker(body);
  return signature ? asSpeaker(signature, signature.text) : undefined;
}

/** A brand written into the address's local part ("ups.deliveryteam@…", "usps-notice@…"). */
function localPartMention(address: string): Mention | undefined {
  const local = address.split("@", 1)[0].toLowerCase();
  const organisation = ORGANISATIONS.find((candidate) => candidate.inLabel?.test(local));
  return organisation ? { organisation, index: 0, text: organisation.name } : undefined;
}
