/** A field hidden from people (CSS + aria-hidden + tabindex=-1); bots fill it, people never do. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(formData: FormData): boolean {
  const decoy = formData.get(HONEYPOT_FIELD);
  return typeof decoy === "string" && decoy.trim() !== "";
}
