// What a message asks for and how it hurries the reader, in English and Spanish. Each finder
// returns the words it matched, so every reason can quote its evidence. Pure and linear: the
// patterns have no nested repetition, so 5,000 characters of anything stay cheap.

export type RequestKind = "fee" | "gift-card" | "crypto" | "card" | "password" | "ssn" | "birth-date" | "address";
export type PressureKind = "deadline" | "threat";

export interface Found<Kind extends string> {
  kind: Kind;
  /** The words of the message that show it. */
  quote: string;
}

const AMOUNT = String.raw`(?:US\$|\$|USD ?)\s?\d{1,5}(?:[.,]\d{1,2})?|\b\d{1,5}(?:[.,]\d{1,2})?\s?(?:USD|dollars?|d[oó]lares|cents?|centavos)\b`;
const PAY_WORD = String.raw`\b(?:pay|payment|fee|charge|cost|owed?|due|dut(?:y|ies)|tax(?:es)?|postage|settle|pague|pagar|pago|tarifa|cargo|costo|arancel(?:es)?|impuestos?|abon(?:e|ar))\b`;

const REQUESTS: ReadonlyArray<[RequestKind, RegExp]> = [
  // An amount next to a word about paying, either order, within a short stretch of the same sentence.
  [
    "fee",
    new RegExp(String.raw`(?:${AMOUNT})[^.!?\n]{0,60}?${PAY_WORD}|${PAY_WORD}[^.!?\n]{0,60}?(?:${AMOUNT})`, "iu"),
  ],
  [
    "fee",
    /\b(?:pay|settle|cover)\b[^.!?\n]{0,40}?\b(?:fee|dut(?:y|ies)|charge|tax(?:es)?|postage)\b|\b(?:redelivery|re-delivery|delivery|shipping|handling|customs|service|processing|storage|reshipment)\s(?:fee|charge)s?\b|\b(?:pague|pagar|abone)\b[^.!?\n]{0,40}?\b(?:tarifa|cargo|arancel|impuesto|envío|envio)s?\b|\b(?:tarifa|cargo) de (?:reenvío|reenvio|entrega|envío|envio|aduana|almacenamiento)\b/iu,
  ],
  ["gift-card", /\bgift ?cards?\b|\btarjetas? de regalo\b|\b(?:google play|itunes|steam|apple) (?:gift )?cards?\b/iu],
  ["crypto", /\b(?:bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|criptomonedas?)\b/iu],
  [
    "card",
    /\b(?:credit|debit|bank) card\b|\bcard (?:number|details|info(?:rmation)?)\b|\b(?:cvv|cvc|security code)\b|\bexpiration date\b|\btarjeta de (?:crédito|credito|débito|debito)\b|\bnúmero de (?:su )?tarjeta\b|\bdatos (?:de (?:su )?)?tarjeta\b/iu,
  ],
  [
    "password",
    /\bpass(?:word|code)s?\b|\blog ?in (?:details|credentials)\b|\bverification code\b|\bone-time (?:code|passcode)\b|\bcontraseña\b|\bcódigo de verificación\b/iu,
  ],
  ["ssn", /\bsocial security(?: number)?\b|\bSSN\b|\bseguro social\b/iu],
  ["birth-date", /\bdate of birth\b|\bbirth ?date\b|\bDOB\b|\bfecha de nacimiento\b/iu],
  [
    "address",
    /\b(?:confirm|update|verify|correct|re-?enter|provide|validate|complete)\w*\s(?:your\s|the\s)?(?:delivery\s|shipping\s|home\s|mailing\s)?address\b|\b(?:incomplete|incorrect|invalid|wrong|insufficient|unclear)\s(?:delivery\s|shipping\s)?address\b|\baddress (?:is |was )?(?:incomplete|incorrect|invalid|wrong|insufficient|unclear)\b|\bdirección (?:incompleta|incorrecta|inválida|invalida|errónea|erronea)\b|\b(?:actualice|confirme|verifique|corrija|complete)\s(?:su\s)?dirección\b/iu,
  ],
];

const PRESSURE: ReadonlyArray<[PressureKind, RegExp]> = [
  [
    "deadline",
    /\bwithin (?:the next )?\d{1,3}\s?(?:hours?|hrs?|h|minutes?|mins?|days?)\b|\b(?:in|next) \d{1,3}\s?(?:hours?|hrs?)\b|\b(?:before|by) (?:midnight|tonight|the end of (?:the )?day|11:59)\b|\b(?:expires?|expiring) (?:today|tonight|soon|in)\b|\blast chance\b|\bfinal (?:notice|attempt|warning|reminder)\b|\b(?:immediately|urgent(?:ly)?|asap)\b|\b(?:update|confirm|pay|click|tap|visit|reply|respond|complete|verify|act|schedule)\b[^.!?\n]{0,40}?\b(?:today|now|tonight)\b|\bdentro de (?:las próximas )?\d{1,3}\s?(?:horas?|minutos?|días?|dias?)\b|\ben (?:las próximas )?\d{1,3} horas\b|\b(?:hoy mismo|inmediatamente|de inmediato|urgente)\b|\b(?:actualice|confirme|pague|haga clic|visite|responda|complete|verifique)\b[^.!?\n]{0,40}?\b(?:hoy|ahora)\b|(?<!\p{L})(?:último|ultimo|última|ultima) (?:aviso|oportunidad|intento)\b|\baviso final\b/iu,
  ],
  [
    "threat",
    /\bwill be (?:returned|sent back|destroyed|disposed(?: of)?|discarded|cancel(?:l)?ed|suspended|auctioned|confiscated|seized|forfeited)\b|\b(?:account|service) (?:will be |has been )?(?:suspended|locked|closed|blocked)\b|\blegal action\b|\b(?:late|penalty) (?:fee|charge)s?\b|\bserá (?:devuelto|devuelta|destruido|destruida|cancelado|cancelada|retenido|retenida)\b|\b(?:devuelto|devuelta) al remitente\b|\bcuenta (?:será )?(?:suspendida|bloqueada)\b/iu,
  ],
];

// Words one of the kind's patterns must contain: a plain scan for them skips the full pattern on
// the many messages without them (the full patterns try dozens of branches at every position).
const HINTS: Record<RequestKind | PressureKind, RegExp> = {
  fee: /\$|usd|dollar|d[oó]lar|cent|fee|dut|charge|tax|postage|tarifa|cargo|arancel|impuesto|pag|abon/i,
  "gift-card": /gift|regalo|card/i,
  crypto: /bitcoin|btc|crypto|usdt|tether|ethereum|cripto/i,
  card: /card|cvv|cvc|security code|expiration|tarjeta/i,
  password: /pass|log ?in|code|contraseña|código/i,
  ssn: /social|ssn|seguro/i,
  "birth-date": /birth|dob|nacimiento/i,
  address: /address|dirección/i,
  deadline:
    /within|in \d|next|before|by |expir|last chance|final|immediate|urgent|asap|today|now|tonight|dentro|en \d|en las|hoy|inmediat|urgente|últim|ultim|aviso|ahora/i,
  threat: /will be|account|service|legal|late|penalty|será|devuelt|cuenta/i,
};

function findAll<Kind extends RequestKind | PressureKind>(
  patterns: ReadonlyArray<[Kind, RegExp]>,
  text: string,
): Found<Kind>[] {
  const found: Found<Kind>[] = [];
  for (const [kind, pattern] of patterns) {
    if (found.some((item) => item.kind === kind) || !HINTS[kind].test(text)) continue;
    const match = pattern.exec(text);
    if (match) found.push({ kind, quote: match[0].trim() });
  }
  return found;
}

/** What the message asks the reader to give: money, card or log-in details, identity, an address. */
export function findRequests(text: string): Found<RequestKind>[] {
  return findAll(REQUESTS, text);
}

/** Deadlines and threats that hurry the reader. */
export function findPressure(text: string): Found<PressureKind>[] {
  return findAll(PRESSURE, text);
}
