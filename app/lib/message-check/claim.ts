// Which brand a message speaks as. Naming a carrier is not claiming to be it: "USPS says it
// should be there Saturday" from a friend, or a shop's "shipped with USPS", is a mention. A
// message claims a brand through its sender, its subject or first words, or by writing to
// "your package" as the carrier would, never in the first person.
import { BRANDS, type Brand } from "~/lib/tracking/official-domains";
import type { Sender } from "./sender";

const HEADER_LINE = /^[ \t]*(?:from|to|date|sent|subject|asunto|de|para|fecha)[ \t]*:.*$/gimu;
const SUBJECT = /^[ \t]*(?:subject|asunto)[ \t]*:(.*)$/imu;
// "I", "my", "we sent", "te envié": a person or a shop telling you what they sent.
const FIRST_PERSON =
  /\b(?:I|I'm|I've|I'll|I'd)\b|\b(?:my|me)\b|\bwe (?:sent|mailed|shipped|posted)\b|^[ \t]*(?:sent|mailed|posted|shipped|returned) (?:your|you|it|the|back)\b|(?<!\p{L})(?:envié|mandé|te envío|te mando|le envié)(?!\p{L})/imu;
const TO_THE_RECIPIENT =
  /\byour (?:package|parcel|shipment|delivery|item|order|mail|account)\b|\b(?:su|tu) (?:paquete|envío|envio|pedido|entrega|cuenta|correo)\b/iu;
const OPENING_LENGTH = 25;

function brandIn(text: string): Brand | undefined {
  return BRANDS.find((brand) => brand.mention.test(text));
}

/** The brands a message names anywhere (for tracking numbers that need their carrier named). */
export function mentionedBrands(text: string, sender: Sender | null): Brand[] {
  const named = sender && sender.kind !== "phone" && sender.kind !== "short-code" ? `${sender.value}\n${text}` : text;
  return BRANDS.filter((brand) => brand.mention.test(named));
}

/** The brand the message presents itself as, if any. */
export function claimedBrand(text: string, sender: Sender | null, textMessage: boolean): Brand | undefined {
  if (sender?.kind === "email") {
    const owner = BRANDS.find((brand) => sender.domain !== null && brand.domains.includes(sender.domain));
    const named = brandIn(sender.name) ?? brandIn(sender.value.split("@")[0]);
    if (owner ?? named) return owner ?? named;
  }
  if (sender?.kind === "name") {
    const named = brandIn(sender.value);
    if (named) return named;
  }
  const subject = SUBJECT.exec(text)?.[1];
  if (subject) {
    const named = brandIn(subject);
    if (named) return named;
  }
  const body = text.replace(HEADER_LINE, "").trim();
  if (FIRST_PERSON.test(body)) return undefined;
  const opening = brandIn(body.slice(0, OPENING_LENGTH));
  if (opening) return opening;
  // An e-mail from a named third party (a shop) tells you which carrier it used; it does not speak as it.
  if (sender?.kind === "email" && !textMessage) return undefined;
  return TO_THE_RECIPIENT.test(body) ? brandIn(body) : undefined;
}
