// The tracking form's side of the checker (docs/product.md §D9.1): text pasted there that holds
// a link, a money request or a sender line is a delivery message, and the results page warns
// about it above the hand-off, with the checker's own verdict and reasons.
import { checkMessage, type MessageCheck } from "./check-message";
import { findLinks, withoutLinks } from "./links";
import { hasSenderLine } from "./sender";
import { findRequests } from "./wording";

/** The checker's answer for pasted tracking text that looks like a message; null otherwise. */
export function pastedMessageCheck(values: readonly string[]): MessageCheck | null {
  if (values.length !== 1) return null;
  const [text] = values;
  const links = findLinks(text);
  const looksLikeMessage =
    links.length > 0 ||
    findRequests(withoutLinks(text, links)).some((request) => request.kind === "money") ||
    hasSenderLine(text);
  return looksLikeMessage ? checkMessage(text) : null;
}
