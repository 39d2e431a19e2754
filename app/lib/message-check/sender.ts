// Who sent the message: the visitor's "Who sent it?" field, or a sender line pasted with the
// text ("From: +1 555 0100", "De: ..."). Carriers text from short codes (USPS: its Text Tracking code).
import { factShortCode } from "~/lib/facts/facts";
import { registrableDomain } from "~/lib/tracking/official-domains";

export type Sender =
  | { kind: "short-code"; value: string }
  | { kind: "phone"; value: string; abroad: boolean }
  | { kind: "email"; value: string; domain: string | null; /** The display name before the address. */ name: string }
  | { kind: "name"; value: string };

/** USPS Text Tracking (2USPS), from the facts table. */
export const USPS_TEXT_SHORT_CODE = factShortCode("usps-text-tracking-short-code");

const SENDER_LINE = /^[ \t]*(?:from|sender|sent by|de|remitente)[ \t]*:[ \t]*(.{1,200})$/imu;
const EMAIL = /[^\s<>()"',;:@]{1,64}@([^\s<>()"',;:@]{1,253})/u;

function displayName(written: string, address: string): string {
  const at = written.toLowerCase().indexOf(address.toLowerCase());
  const without = at < 0 ? written : written.slice(0, at) + written.slice(at + address.length);
  return without.replace(/[<>"()]/g, "").trim();
}

/** True when pasted text carries a sender line ("From: ..."). */
export function hasSenderLine(text: string): boolean {
  return SENDER_LINE.test(text);
}

/** What the sender field or a pasted sender line says, classified; null when there is none. */
export function readSender(field: string, text: string): Sender | null {
  const line = SENDER_LINE.exec(text)?.[1].trim() ?? "";
  const raw = field.trim() || line;
  if (!raw) return null;
  const email = EMAIL.exec(raw);
  if (email) {
    const domain = email[1].toLowerCase().replace(/[.>]+$/, "");
    let name = displayName(raw, email[0]);
    // The field often holds the bare address while the pasted "From:" line also has the name.
    if (!name && line.toLowerCase().includes(email[0].toLowerCase())) name = displayName(line, email[0]);
    return { kind: "email", value: email[0], domain: registrableDomain(domain), name };
  }
  // A number written any way: "+63 912 555 0142", "(202) 555-0142", "28777", "2USPS".
  if (/^[\d\s()+.\-]+$/.test(raw)) {
    const digits = raw.replace(/\D/g, "");
    if (digits.length >= 4 && digits.length <= 6 && !raw.includes("+")) return { kind: "short-code", value: digits };
    const abroad = raw.trim().startsWith("+")
      ? !digits.startsWith("1")
      : digits.length > 11 || (digits.length === 11 && !digits.startsWith("1"));
    return { kind: "phone", value: raw, abroad };
  }
  if (/^2USPS$/i.test(raw)) return { kind: "short-code", value: USPS_TEXT_SHORT_CODE };
  return { kind: "name", value: raw.slice(0, 80) };
}
