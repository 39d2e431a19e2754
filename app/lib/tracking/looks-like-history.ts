/**
 * Whether text put in the tracking form is a tracking history rather than numbers
 * (docs/product.md §D10.2). It names carrier statuses with a date or time, or two statuses. Then the form and the
 * results page offer the tracking reader. Small on purpose (the landing page's bundle holds it):
 * a few status words in English and Spanish, not the reader's table. A form's single-line input
 * joins pasted lines with spaces, so nothing here relies on line breaks.
 */
const STATUS =
  /\b(?:delivered|in transit|arrived at|departed|out for delivery|accepted at|label created|arriving (?:late|on time)|moving through network|awaiting (?:delivery scan|item)|available for pickup|notice left|held at (?:the )?post office|return(?:ed)? to sender|processed (?:through|at)|in possession of item|picked up|on the way|delivery attempted|attempted to deliver|notice (?:was )?left|aviso dejado|sali[oó] para entrega|devuelto al remitente|returning (?:to sender|package to shipper)|returned to the sender|ready for pickup|delivery exception|for delivery|refused|entregado|en tr[aá]nsito|lleg[oó] a|sali[oó] de|en reparto|disponible para recoger)\b/giu;
const DATE_OR_TIME =
  /\b(?:\d{1,2}:\d{2}(?!\d)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|\d{1,2}\/\d{1,2}\/\d{2,4}\b)/iu;
/** More than the form takes (2,000 characters) is never searched. */
const MAX_SEARCHED = 4000;

export function looksLikeTrackingHistory(text: string): boolean {
  const searched = text.slice(0, MAX_SEARCHED);
  const statuses = new Set((searched.match(STATUS) ?? []).map((found) => found.toLowerCase()));
  if (statuses.size === 0) return false;
  return statuses.size >= 2 || DATE_OR_TIME.test(searched);
}
