// The tracking form's side of the checker (docs/product.md §D9.1): text pasted there that holds
// a link, a fee request or a sender line is a delivery message, and the results page warns
// about it above the hand-off.
import { checkMessage, type MessageCheck } from "./check-message";
import { findLinks } from "./links";
import { hasSenderLine } from "./sender";
import { findRequests } from "./wording";

/** The checker's answer for pasted tracking text that looks like a message; null otherwise. */
export function pastedMessageCheck(values: readonly string[]): MessageCheck | null {
  if (values.length !== 1) return null;
  const [text] = values;
  const looksLikeMessage =
    findLinks(text).length > 0 || findRequests(text).some((request) => request.kind === "fee") || hasSenderLine(text);
  return looksLikeMessage ? checkMessage(text) : null;
}
