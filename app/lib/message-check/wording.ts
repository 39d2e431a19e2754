// What a message asks for and how it hurries the reader, in English and Spanish (usted, tú and
// infinitive forms alike: scam texts write "actualiza tu dirección" where the site would say
// "actualice su dirección"). The finders read the message with its links blanked out (a "pay-now"
// inside a URL is not a deadline) and return the words they matched as written, so every reason
// can quote its evidence. Pure and linear: no pattern has nested repetition, and each kind is only
// tried when one of its hint words is in the text, so 5,000 characters of anything stay cheap.

export type RequestKind =
  | "money"
  | "gift-card"
  | "crypto"
  | "card"
  | "password"
  | "ssn"
  | "birth-date"
  | "identity"
  | "address"
  | "reply"
  | "activate-link"
  | "call"
  | "qr"
  | "refund"
  | "new-number"
  | "fix-delivery"
  | "easy-money"
  | "other-app";
export type PressureKind = "deadline" | "threat" | "legal-threat";

export interface Found<Kind extends string> {
  kind: Kind;
  /** The words of the message that show it, as written. */
  quote: string;
}

/** Money in any of the currencies a visitor's messages use, symbol before or name after. */
const AMOUNT = String.raw`(?:(?:US|CA|C|AU|A|MX|NZ)?\$|(?:USD|CAD|EUR|GBP|MXN)\s?|€|£)\s?\d{1,6}(?:[.,]\d{3})*(?:[.,]\d{1,2})?(?!\d)|\b\d{1,6}(?:[.,]\d{1,2})?\s?(?:€|£|USD|CAD|EUR|GBP|MXN|dollars?|d[oó]lares|euros?|pounds?|libras?|pesos|cents?|centavos)(?![\p{L}])`;
// Words that make an amount something to pay now. The verbs and states count anywhere near the
// amount; the nouns (a fee, a duty) only in running text, not on a receipt's "Shipping: $5.99" line.
const DEMAND = String.raw`(?<![\p{L}])(?:pay(?:ment)?|due(?! to\b)|owe[ds]?|owing|outstanding|unpaid|overdue|pending|settle(?:ment)?|balance|remit|required|must|pague|pagar|paga|pago|pendientes?|adeud\p{L}*|debe|saldo|liquid\p{L}+|abon\p{L}+)(?![\p{L}])`;
const MONEY_NOUN = String.raw`(?<![\p{L}])(?:fees?|charges?|dut(?:y|ies)|tax(?:es)?|postage|tolls?|invoice|cargos?|tarifas?|arancel(?:es)?|impuestos?|peajes?|franqueo|cobro)(?![\p{L}])`;
const DEMAND_ANYWHERE = new RegExp(DEMAND, "iu");
// The word before a money word comes with it in the quote ("toll balance", "redelivery fee").
const DEMAND_WORDS = new RegExp(`(?:[\\p{L}-]+ )?(?:${DEMAND}|${MONEY_NOUN})`, "giu");
const NEAR = 60;

const WORD_BEFORE = /([\p{L}-]+)\s+$/u;
const MONEY_WORD = new RegExp(`^(?:${DEMAND}|${MONEY_NOUN})$`, "iu");

/** The quote from `start`, taking in up to two money words just before it ("unpaid toll of"). */
function withMoneyWordsBefore(window: string, start: number): string {
  let from = start;
  for (let words = 0; words < 2; words++) {
    const previous = WORD_BEFORE.exec(window.slice(0, from));
    if (!previous || !MONEY_WORD.test(previous[1])) break;
    from = previous.index;
  }
  return window.slice(from);
}

/**
 * The money word closest to an amount, in the words before it (up to the amount) or after it (from
 * the amount), as the quote's other half. A noun on a receipt's label ("Shipping charges: ") is not one.
 */
function nearestDemand(before: string, after: string): { side: "before" | "after"; words: string } | null {
  const window = before.slice(-NEAR);
  let best: { side: "before" | "after"; words: string; gap: number } | null = null;
  for (const match of window.matchAll(DEMAND_WORDS)) {
    const rest = window.slice(match.index + match[0].length);
    if (!DEMAND_ANYWHERE.test(match[0]) && /^[ \t]*:[ \t]*$/.test(rest)) continue;
    best = { side: "before", words: withMoneyWordsBefore(window, match.index), gap: rest.length };
  }
  const ahead = after.slice(0, NEAR);
  for (const match of ahead.matchAll(DEMAND_WORDS)) {
    const gap = match.index;
    if (!DEMAND_ANYWHERE.test(match[0]) && /:/.test(ahead.slice(0, gap))) break;
    if (!best || gap < best.gap) best = { side: "after", words: ahead.slice(0, gap + match[0].length), gap };
    break;
  }
  return best;
}
// Money offered back is a lure of its own (below), and a receipt reports money already paid.
const REFUND = /\b(?:refund(?:ed|s)?|reimburs\w*)\b|(?<![\p{L}])reembols\p{L}*/iu;
const RECEIPT =
  /\b(?:paid|total|subtotal|receipt|you (?:were )?charged|was charged|order summary)\b|(?<![\p{L}])(?:pagado|pag[oó]|recibo)(?![\p{L}])/iu;

// A full stop ends a sentence, a decimal point ("$1.99") does not.
const SENTENCE_END = /[!?\n]|\.(?!\d)/;

const MONEY_PHRASES: readonly RegExp[] = [
  /\b(?:pay|settle|cover|clear)\b(?:[^.!?\n]|\.(?=\d)){0,40}?\b(?:fee|dut(?:y|ies)|charge|tax(?:es)?|postage|toll|balance|invoice|fine|amount|bill)s?\b/iu,
  /\b(?:unpaid|outstanding|overdue|pending|remaining) (?:toll|balance|fee|charge|invoice|amount|payment|dut(?:y|ies)|postage|shipping)s?\b/iu,
  /\b(?:redelivery|re-delivery|delivery|handling|customs|clearance|service|processing|storage|reshipment|verification|release|rescheduling|address[- ]correction)\s(?:fee|charge)s?\b/iu,
  /\bsettlement\b|\bbalance (?:due|owed|of)\b/iu,
  /(?<![\p{L}])(?:pague|pagar|paga|abone|abonar|liquide|liquidar|cubra|cubrir)(?![\p{L}])(?:[^.!?\n]|\.(?=\d)){0,40}?(?<![\p{L}])(?:tarifa|cargo|arancel|impuesto|env[ií]o|envio|peaje|saldo|multa|franqueo|deuda|factura|monto|importe)s?(?![\p{L}])/iu,
  /(?<![\p{L}])(?:saldo|peaje|cargo|pago|monto|importe|factura|adeudo)s? (?:pendientes?|vencid[oa]s?|sin pagar|impag[oa]s?)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:tarifa|cargo) (?:de|por) (?:reenv[ií]o|reenvio|entrega|env[ií]o|envio|aduana|almacenamiento|reprogramaci[oó]n|reprogramacion|verificaci[oó]n|verificacion)(?![\p{L}])/iu,
];

// Verbs that ask the reader to hand something over (English, then Spanish usted, tú, infinitive).
const ASK = String.raw`(?<![\p{L}])(?:enter|provide|send|share|submit|call|reply(?:ing)?|respond|confirm|give|tell|type|update|verify|validate|complete|fill(?: in| out)?|input|re-?enter|sign in|log ?in|have|need|requires?|ingrese|ingresa|ingresar|introduzca|introduce|proporcione|proporciona|proporcionar|env[ií]e|env[ií]a|enviar|comparta|comparte|compartir|responda|responde|confirme|confirma|confirmar|actualice|actualiza|actualizar|verifique|verifica|verificar|complete|completa|completar|escriba|escribe|inicie sesi[oó]n|inicia sesi[oó]n|indique|indica|facilite|tenga a mano|necesitamos|requiere|llame|llama)(?![\p{L}])`;
const WITHIN_SENTENCE = String.raw`(?:[^.!?\n]|\.(?=\d)){0,90}?`;
const asked = (thing: string) => new RegExp(String.raw`${ASK}${WITHIN_SENTENCE}(?:${thing})`, "iu");

const CARD = String.raw`\b(?:credit|debit|bank) card\b|\bcard (?:number|details|info(?:rmation)?)\b|\b(?:cvv|cvc)\b|\bexpiration date\b|\byour card\b|\bpayment (?:method|details|information|info|card)\b|\bbilling (?:details|information|info)\b|tarjeta de (?:cr[eé]dito|credito|d[eé]bito|debito)|n[uú]mero de (?:su |tu )?tarjeta|datos (?:de (?:su |tu )?)?tarjeta|(?:su|tu) tarjeta|m[eé]todo de pago|metodo de pago`;
const PASSWORD = String.raw`\bpass(?:word|code)s?\b|\bPIN\b|\blog ?in (?:details|credentials)\b|\busername\b|\bverification code\b|\bone-time (?:code|passcode)\b|\bsecurity code\b|contrase[nñ]a|c[oó]digo de (?:verificaci[oó]n|verificacion|seguridad)|\bclave\b`;
const IDENTITY = String.raw`\bidentity\b|\b(?:your|the) (?:(?:delivery|shipping|contact|account|personal|billing|recipient) )?(?:details|information|info|data)\b|(?:sus|tus) datos|\bpersonal (?:details|information|info|data)\b|\bfull name\b|\bdriver'?s licen[cs]e(?: number)?\b|\bbank account\b|\brouting number\b|\bidentidad\b|datos personales|nombre completo|licencia de conducir|cuenta bancaria`;

const SENTENCE = String.raw`(?:[^.!?\n]|\.(?=\d))`;
const SPANISH_CALL = String.raw`ll[aá]m\p{L}*|marqu\p{L}*|marc(?:ar|a)|comun[ií]qu\p{L}*|comunicar\p{L}*|cont[aá]ct\p{L}*`;
const MONEY_BACK = String.raw`\b(?:refund\w*|reimburse\w*|compensation|reward|prize|cash ?back)\b|(?<![\p{L}])(?:reembols\p{L}*|reintegr\p{L}*|devoluci[oó]n|compensaci[oó]n|premio|recompensa)(?![\p{L}])`;
const ACTION = String.raw`\b(?:call|click|tap|reply|visit|claim|contact|confirm|enter|provide|to (?:receive|get|claim|process))\b|(?<![\p{L}])(?:${SPANISH_CALL}|haga clic|responda|visite|reclame|confirme|ingrese|para (?:recibir|obtener|procesar|reclamar)\p{L}*)(?![\p{L}])`;

const REQUESTS: ReadonlyArray<[RequestKind, RegExp]> = [
  ["gift-card", /\bgift ?cards?\b|\btarjetas? de regalo\b|\b(?:google play|itunes|steam|apple) (?:gift )?cards?\b/iu],
  ["crypto", /\b(?:bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|criptomonedas?)\b/iu],
  ["card", asked(CARD)],
  ["password", asked(PASSWORD)],
  ["ssn", /\bsocial security(?: number)?\b|\bSSN\b|\bseguro social\b/iu],
  ["birth-date", /\bdate of birth\b|\bbirth ?date\b|\bDOB\b|\bfecha de nacimiento\b/iu],
  ["identity", asked(IDENTITY)],
  [
    "address",
    /\b(?:confirm|update|verify|correct|re-?enter|provide|validate|complete|fix)\w*\s(?:your\s|the\s)?(?:delivery\s|shipping\s|home\s|mailing\s|recipient\s)?address\b|\b(?:incomplete|incorrect|invalid|wrong|insufficient|unclear|missing)\s(?:delivery\s|shipping\s|recipient\s)?address\b|\baddress (?:is |was )?(?:incomplete|incorrect|invalid|wrong|insufficient|unclear)\b|\baddress (?:could not|cannot|can't) be (?:verified|confirmed|found|located)\b|\bhouse number (?:is |was )?missing\b|\bmissing (?:house|street|apartment|unit) number\b|(?<![\p{L}])(?:actualice|actualiza|actualizar|confirme|confirma|confirmar|verifique|verifica|verificar|corrija|corrige|corregir|complete|completa|completar)(?![\p{L}])(?:[^.!?\n]|\.(?=\d)){0,25}?(?<![\p{L}])direcci[oó]n(?![\p{L}])|(?<![\p{L}])direcci[oó]n(?: de entrega| de env[ií]o)? (?:est[aá] |es |qued[oó] )?(?:incompleta|incorrecta|inv[aá]lida|invalida|err[oó]nea|erronea|equivocada)(?![\p{L}])/iu,
  ],
  [
    "activate-link",
    /\breply\b[^\n]{0,40}?\b(?:exit|close|reopen|re-open|open (?:it|the (?:text|message|sms)) again|copy)\b|(?<![\p{L}])responda(?![\p{L}])[^\n]{0,40}?(?<![\p{L}])(?:salga|cierre|vuelva a abrir|abra (?:de nuevo|otra vez))(?![\p{L}])/iu,
  ],
  // "Reply Y", "reply PAY", "responda SI": not the opt-out words every genuine text carries.
  [
    "reply",
    /(?<![\p{L}])(?:[Rr]eply|REPLY|[Rr]espond|RESPOND|[Tt]ext(?: back)?|TEXT|[Rr]esponda|[Rr]esponde|RESPONDA|[Cc]onteste)(?: with| con)?\s+["“']?(?!(?:STOP|HELP|END|CANCEL|UNSUBSCRIBE|QUIT|STOPALL|INFO|ALTO|AYUDA|PARAR|BAJA)\b)(?:Y|YES|N|NO|PAY|PAGO|PAGAR|SI|S[IÍ]|OK|CONFIRM|CONFIRMAR|\d{1,2})["”']?(?![\p{L}\p{N}])/u,
  ],
  [
    "call",
    new RegExp(
      String.raw`(?<![\p{L}])(?:call|phone|dial|ring|contact|reach|${SPANISH_CALL})(?![\p{L}])(?:[^.!?\n]|\.(?=\d)){0,80}?(?:(?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)|(?<!\d)\+\d{1,3}[\s.-]?\d[\d\s.-]{6,14}\d(?!\d)|\b(?:this|that|the following|our) (?:number|line)\b|este n[uú]mero|al n[uú]mero)|\b(?:help ?line|hotline|support line|billing (?:line|helpline|department|desk)|toll-free(?: number)?|customer (?:service|care|support)(?: line| number)?|fraud (?:line|department|team))\b(?:[^.!?\n]|\.(?=\d)){0,20}?(?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)`,
      "iu",
    ),
  ],
  ["qr", /\b(?:scan|escanee|escanea|escanear)\b(?:[^.!?\n]|\.(?=\d)){0,30}?\b(?:QR|c[oó]digo QR)\b/iu],
  // Money offered to a stranger if they act: a refund, a prize, pay for easy work.
  [
    "refund",
    new RegExp(
      String.raw`(?:${MONEY_BACK})${SENTENCE}{0,80}?(?:${ACTION})|(?:${ACTION})${SENTENCE}{0,80}?(?:${MONEY_BACK})`,
      "iu",
    ),
  ],
  [
    "easy-money",
    /\b(?:earn|make)\b(?:[^.!?\n]|\.(?=\d)){0,20}?(?:\$\s?\d[\d,.]*(?:\s?-\s?\$?\d[\d,.]*)?)(?:[^.!?\n]|\.(?=\d)){0,20}?\b(?:a|per|an|each|\/)\s?(?:day|hour|week|task)\b|\b(?:remote|part-time|work from home|work-from-home) (?:job|jobs|work|staff|position|opportunit\w+)\b|(?<![\p{L}])(?:gane|gana|ganar|ganes)(?![\p{L}])(?:[^.!?\n]|\.(?=\d)){0,30}?\$\s?\d[\d,.]*(?:[^.!?\n]|\.(?=\d)){0,20}?(?<![\p{L}])(?:al|por) (?:d[ií]a|dia|hora|semana)(?![\p{L}])|(?<![\p{L}])trabajo (?:desde casa|remoto|de medio tiempo)(?![\p{L}])/iu,
  ],
  // Moving the talk to another app, away from the number or address it came from.
  ["other-app", /\b(?:WhatsApp|Telegram|Signal|Viber|WeChat)\b/iu],
  // A delivery problem to fix through the message: "reschedule your delivery", "claim your parcel".
  [
    "fix-delivery",
    /\b(?:reschedule|schedule (?:a |your )?(?:re-?)?delivery|confirm|verify|validate|update|claim|release|resume|unlock|reactivate|set (?:your )?delivery preferences|arrange (?:a )?(?:re-?)?delivery)\b(?:[^.!?\n]|\.(?=\d)){0,40}?\b(?:package|parcel|delivery|shipment|item|order|mail)s?\b|\b(?:package|parcel|delivery|shipment|item|order)s?\b(?:[^.!?\n]|\.(?=\d)){0,60}?\b(?:reschedule|confirm|verify|update|claim|release|resume)\b|(?<![\p{L}])(?:reprogram\p{L}*|confirm\p{L}*|verifi\p{L}*|actualic\p{L}*|actualiz\p{L}*|reclam\p{L}*|liber\p{L}*)(?![\p{L}])(?:[^.!?\n]|\.(?=\d)){0,40}?(?<![\p{L}])(?:paquete|env[ií]o|envio|entrega|pedido|art[ií]culo|articulo)s?(?![\p{L}])/iu,
  ],
  // Someone you know, writing from a number you do not: "I lost my phone, text me at this number".
  [
    "new-number",
    /\b(?:(?:my|a|got a|this is my|texting (?:you )?from (?:a|my)) (?:new|different|other|temporary|temp|friend's) (?:phone|cell|number|phone number|line)|new (?:phone )?number|(?:lost|broke|dropped|cracked) my phone|my (?:old )?(?:phone|number) (?:is |was |got )?(?:broken|lost|dead|stolen|not working|gone)|(?:changed|switched|upgraded|replaced) (?:my )?(?:phones?|numbers?|cells?)|(?:save|add|store) (?:this|my new|the new) (?:number|one|contact)|delete (?:my |the )?old (?:number|one|contact)|text me (?:at|on) (?:this|my)|(?:my )?number (?:has )?changed|this is my (?:number|cell|phone) now|new (?:cell ?)?#)\b|\b(?:hi|hey|hello) (?:mom|mum|mommy|mama|dad|daddy|grandma|grandpa|granny|nana|papa|auntie|aunt|uncle)\b(?:[^.!?\n]|\.(?=\d)){0,30}?\b(?:it'?s me|its me)\b|(?<![\p{L}])(?:perd[ií] mi (?:tel[eé]fono|celular)|(?:mi|este es mi) (?:nuevo|otro) (?:n[uú]mero|celular|tel[eé]fono)|n[uú]mero (?:nuevo|diferente)|nuevo n[uú]mero|cambi[eé] (?:de |mi )?(?:n[uú]mero|celular|tel[eé]fono)|(?:guard|agreg|anot)[aeá]\p{L}* (?:este|mi) (?:n[uú]mero|contacto|celular)|guard[aá]lo|agr[eé]galo|b[oó]rra\p{L}* (?:mi |el )?(?:n[uú]mero )?viejo|escr[ií]beme a este n[uú]mero|(?:hola|oye) (?:mam[aá]|pap[aá]|abuel[ao]|t[ií][ao])(?:[^.!?\n]|\.(?=\d)){0,30}?soy yo|se me (?:rompi[oó]|perdi[oó]|cay[oó]) el (?:tel[eé]fono|celular))(?![\p{L}])/iu,
  ],
];

const PRESSURE: ReadonlyArray<[PressureKind, RegExp]> = [
  [
    "deadline",
    /\bwithin (?:the next )?\d{1,3}\s?(?:business\s)?(?:hours?|hrs?|h|minutes?|mins?|days?)\b|\b(?:in|next) \d{1,3}\s?(?:hours?|hrs?)\b|\b(?:before|by) (?:midnight|tonight|the end of (?:the )?day|11:59)\b|\b(?:expires?|expiring) (?:today|tonight|soon|in)\b|\blast chance\b|\bfinal (?:notice|attempt|warning|reminder)\b|\b(?:immediately|urgent(?:ly)?|asap)\b|\b(?:update|confirm|pay|click|tap|visit|reply|respond|complete|verify|act|schedule|call|settle)\b(?:[^.!?\n]|\.(?=\d)){0,40}?\b(?:today|now|tonight|(?:by|before) (?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|\d{1,2}\/\d{1,2})\w*)\b|(?<![\p{L}])dentro de (?:las |los )?(?:pr[oó]ximas |proximas |pr[oó]ximos |proximos )?\d{1,3}\s?(?:horas?|minutos?|d[ií]as?|dias?)(?![\p{L}])|(?<![\p{L}])en (?:las |los )?(?:pr[oó]ximas |proximas )?\d{1,3} horas(?![\p{L}])|(?<![\p{L}])(?:antes de (?:la medianoche|esta noche|hoy|ma[nñ]ana|las \d))|\b(?:right away|at once|without delay)\b|(?<![\p{L}])(?:hoy mismo|inmediatamente|de inmediato|urgente|cuanto antes|sin demora)(?![\p{L}])|(?<![\p{L}])(?:actualice|actualiza|confirme|confirma|pague|paga|haga clic|haz clic|visite|visita|responda|responde|complete|completa|verifique|verifica|llame|llama)(?![\p{L}])(?:[^.!?\n]|\.(?=\d)){0,40}?(?<![\p{L}])(?:hoy|ahora)(?![\p{L}])|(?<![\p{L}])(?:[uú]ltimo|ultimo|[uú]ltima|ultima) (?:aviso|oportunidad|intento|recordatorio)(?![\p{L}])|(?<![\p{L}])aviso final(?![\p{L}])/iu,
  ],
  [
    "legal-threat",
    /\b(?:arrest(?:ed)?|warrants?|prosecut\w*|criminal (?:charges?|case|investigation|record)|jail|deport\w*|lawsuit|sued|court (?:date|summons|appearance|order)|subpoena)\b|(?<![\p{L}])(?:orden de (?:arresto|captura|detenci[oó]n|detencion)|arresto|arrestad[oa]|cargos (?:penales|criminales)|demanda judicial|c[aá]rcel|carcel|deportaci[oó]n|deportacion|citaci[oó]n judicial|citacion judicial)(?![\p{L}])/iu,
  ],
  [
    "threat",
    /\bwill be (?:returned|sent back|destroyed|disposed(?: of)?|discarded|cancel(?:l)?ed|suspended|auctioned|confiscated|seized|forfeited|charged|added)\b|\b(?:account|service|licen[cs]e|registration|driving privileges?) (?:will be |has been |may be |is )?(?:suspended|locked|closed|blocked|revoked|on hold)\b|\b(?:registration|licen[cs]e|DMV) hold\b|\blegal action\b|\b(?:late|penalty|additional|extra) (?:fees?|charges?)\b|\bpenalt(?:y|ies)\b|\b(?:credit (?:score|report)|sent to collections|collections? agency)\b|\bfines? (?:of|up to|will|may)\b|\ba fine\b|(?<![\p{L}])(?:ser[aá] (?:devuelto|devuelta|destruido|destruida|cancelado|cancelada|retenido|retenida|suspendida|suspendido)|(?:devuelto|devuelta) al remitente|cuenta (?:ser[aá] )?(?:suspendida|bloqueada)|suspensi[oó]n de (?:su |tu )?(?:licencia|registro|matr[ií]cula|matricula)|(?:recargos?|multas?|penalizaci(?:[oó]n|on)|cargos? (?:adicionales|por mora))|acci[oó]n legal|accion legal|agencia de cobranza)(?![\p{L}])/iu,
  ],
];

// Words one of the kind's patterns must contain: a plain scan for them skips the full pattern on
// the many messages without them (the full patterns try dozens of branches at every position).
const HINTS: Record<RequestKind | PressureKind, RegExp> = {
  money:
    /\$|€|£|usd|cad|eur|gbp|mxn|dollar|d[oó]lar|euro|pound|libra|peso|cent|fee|dut|charge|tax|postage|toll|settle|balance|pay|unpaid|outstanding|overdue|tarifa|cargo|arancel|impuesto|pag|abon|saldo|peaje|liquid|adeud|cubr/i,
  "gift-card": /gift|regalo|card/i,
  crypto: /bitcoin|btc|crypto|usdt|tether|ethereum|cripto/i,
  card: /card|cvv|cvc|expiration|payment|billing|tarjeta|pago/i,
  password: /pass|pin|log ?in|user|code|contrase[nñ]a|c[oó]digo|clave/i,
  ssn: /social|ssn|seguro/i,
  "birth-date": /birth|dob|nacimiento/i,
  identity: /identi|personal|full name|licen|bank|routing|datos|nombre|cuenta/i,
  address: /address|house|number|direcci[oó]n/i,
  "activate-link": /reply|responda/i,
  reply: /reply|respond|text|responda|responde|conteste|env[ií]/i,
  call: /call|phone|dial|ring|contact|reach|line|toll-free|customer|fraud|ll[aá]m|marc|comun|cont[aá]ct/i,
  qr: /qr/i,
  refund: /refund|reimburs|compensa|reward|prize|cash|reembolso|reintegro|devoluci|premio|recompensa/i,
  "easy-money": /earn|make|remote|part-time|work|gan|trabajo/i,
  "other-app": /whatsapp|telegram|signal|viber|wechat/i,
  "new-number":
    /number|phone|cell|text me|contact|#|it'?s me|n[uú]mero|celular|tel[eé]fono|guard|agr[eé]g|b[oó]rra|soy yo/i,
  "fix-delivery":
    /schedul|confirm|verif|validat|updat|claim|releas|resum|unlock|reactivat|preferences|arrange|reprogram|actualiz|actualic|reclam|liber/i,
  deadline:
    /within|in \d|next|before|by |expir|last chance|final|immediate|urgent|asap|today|now|tonight|right away|at once|without delay|demora|dentro|en \d|en las|antes|hoy|inmediat|urgente|cuanto|[uú]ltim|ultim|aviso|ahora/i,
  "legal-threat":
    /arrest|warrant|prosecut|criminal|jail|deport|lawsuit|sued|court|subpoena|orden|cargos|demanda|c[aá]rcel|citaci/i,
  threat:
    /will be|account|service|licen|registration|driving|hold|legal|late|penalt|additional|extra|credit|collection|fine|ser[aá]|devuelt|cuenta|suspensi|recargo|multa|cargo|acci[oó]n|cobranza/i,
};

// "USPS will never ask for your card details", "no comparta este código": advice, not a request.
const NEGATION =
  /\b(?:never|will not|won't|do not|don't|does not|doesn't|not ask)\b|(?<![\p{L}])(?:nunca|jam[aá]s|jamas|no (?:le )?(?:pedir[aá]|pedira|pide|solicita|comparta|compartas))(?![\p{L}])/giu;

// "If you do not want to be charged, call…", "si no reconoce este cargo, llame…": a negation inside a
// condition frames the request (the call-back lure's own shape); it is not advice against one.
const CONDITION_BEFORE = /(?:\b(?:if|unless)\b|(?<![\p{L}])si(?![\p{L}]))[^,.;:!?\n]{0,40}$/iu;

/** The text with every sentence of advice that negates a request blanked out. */
function withoutNegatedAdvice(text: string): string {
  let result = text;
  for (const match of text.matchAll(NEGATION)) {
    if (CONDITION_BEFORE.test(text.slice(Math.max(0, match.index - 48), match.index))) continue;
    const [from, to] = sentenceBounds(text, match.index, match.index + match[0].length);
    result = result.slice(0, from) + " ".repeat(to - from) + result.slice(to);
  }
  return result;
}

function firstMatch(pattern: RegExp, text: string): string | null {
  const match = pattern.exec(text);
  return match ? match[0].trim() : null;
}

/** The amount or money words that ask the reader to pay, never a receipt's line or a late fee. */
function findMoney(text: string): string | null {
  if (!HINTS.money.test(text)) return null;
  const amount = new RegExp(AMOUNT, "giu");
  for (const match of text.matchAll(amount)) {
    const start = match.index;
    const end = start + match[0].length;
    // The amount's sentence, and how it is spoken of.
    let from = start;
    while (from > 0 && !SENTENCE_END.test(text[from - 1]) && start - from < 120) from--;
    let to = end;
    while (to < text.length && !SENTENCE_END.test(text[to]) && to - end < 120) to++;
    const before = text.slice(from, start);
    const after = text.slice(end, to);
    // A late fee or a penalty is a threat, not the amount asked.
    if (
      /\b(?:late|penalty|additional|extra|avoid(?: an?)?)\s*$|\b(?:late|penalty|additional|extra) (?:fee|charge)s?(?: of)?\s*$|(?:recargo|multa)(?: de)?\s*$/iu.test(
        before,
      )
    )
      continue;
    if (/^\s*(?:late|penalty|additional) (?:fee|charge)|^\s*(?:de )?(?:recargo|multa)/iu.test(after)) continue;
    const sentence = text.slice(from, to);
    if (REFUND.test(sentence)) continue;
    if (RECEIPT.test(sentence) && !DEMAND_ANYWHERE.test(sentence)) continue;
    const asked = nearestDemand(before, after);
    if (asked) return asked.side === "before" ? `${asked.words}${match[0]}`.trim() : `${match[0]}${asked.words}`.trim();
  }
  for (const phrase of MONEY_PHRASES) {
    const match = phrase.exec(text);
    if (match && !/\b(?:late|penalty)\s*$/i.test(text.slice(Math.max(0, match.index - 12), match.index))) {
      return match[0].trim();
    }
  }
  return null;
}

/**
 * What the message asks the reader to give or do: money, card or log-in details, identity, an
 * address, a reply, a call, a QR scan; and the lures that come with them (a refund, a new number).
 * `text` is the message with its links blanked out.
 */
export function findRequests(text: string): Found<RequestKind>[] {
  const asking = withoutNegatedAdvice(text);
  const found: Found<RequestKind>[] = [];
  const money = findMoney(asking);
  if (money) found.push({ kind: "money", quote: money });
  for (const [kind, pattern] of REQUESTS) {
    if (!HINTS[kind].test(asking)) continue;
    const match = pattern.exec(asking);
    if (!match) continue;
    // "Questions? Call 1-800-…" is a help line; a call counts when it is how to pay, claim, cancel or
    // avoid something, or when the message offers money back.
    if (
      kind === "call" &&
      !CALL_PURPOSE.test(sentenceAround(asking, match.index, match.index + match[0].length)) &&
      !(HINTS.refund.test(asking) && MONEY_BACK_ANYWHERE.test(asking))
    )
      continue;
    let quote = match[0].trim();
    // "Call this number for your refund: 1-844-555-0119": the quote shows the number itself.
    if (kind === "call" && !PHONE.test(quote)) {
      const [, to] = sentenceBounds(asking, match.index, match.index + match[0].length);
      const phone = PHONE.exec(asking.slice(match.index, to));
      if (phone) quote = `${quote} … ${phone[0]}`;
    }
    found.push({ kind, quote });
  }
  // A number given on its own line or elsewhere, with a request to call or contact about a charge:
  // "contact our team to stop the charge:" then "+1 (888) 555-0191".
  if (!found.some((item) => item.kind === "call") && HINTS.call.test(asking) && PHONE.test(asking)) {
    for (const match of asking.matchAll(CALL_VERB)) {
      const [from, to] = sentenceBounds(asking, match.index, match.index + match[0].length);
      if (CALL_PURPOSE.test(asking.slice(from, to))) {
        const words = asking
          .slice(match.index, to)
          .trim()
          .replace(/[:,;]$/, "");
        found.push({ kind: "call", quote: `${words} … ${PHONE.exec(asking)?.[0] ?? ""}` });
        break;
      }
    }
  }
  // Money back offered in one sentence and the number to call or the word to reply in another.
  const back = HINTS.refund.test(asking) ? MONEY_BACK_ANYWHERE.exec(asking) : null;
  if (
    back &&
    !found.some((item) => item.kind === "refund") &&
    found.some((item) => item.kind === "call" || item.kind === "reply")
  ) {
    const [, to] = sentenceBounds(asking, back.index, back.index + back[0].length);
    found.push({ kind: "refund", quote: asking.slice(back.index, Math.min(to, back.index + 60)).trim() });
  }
  return found;
}

const CALL_PURPOSE =
  /\b(?:to (?:pay|release|avoid|confirm|verify|claim|receive|get|resolve|reschedule|arrange|schedule|unlock|reactivate|update|provide|settle|process|cancel|stop|dispute)|for (?:your|a|the) (?:refund|payment|release|reimbursement)|refund\w*|payment|fee|charge[sd]?|billed|renew\w*|subscription|membership|authori[sz]\w*|cancel\w*|warrant|arrest|toll|penalt\w*|fine|seized|suspended|held|on hold|card|officer|immediately|urgent\w*|suspicious|unauthori[sz]ed|fraud\w*|locked|compromised|not you|wasn't you|did not (?:make|authori[sz]e|place|request|order)|didn't (?:make|authori[sz]e|place|request|order)|not recogni[sz]e|dispute)\b|(?<![\p{L}])(?:para (?:pagar|liberar|evitar|confirmar|recibir|reclamar|resolver|reprogramar|obtener|procesar|cancelar)\p{L}*|reembols\p{L}*|reintegr\p{L}*|devoluci[oó]n|pago|cargo|cobro|multa|renovaci[oó]n|suscripci[oó]n|cancel\p{L}*|retenid[oa]|arresto|tarjeta|inmediatamente|urgente)(?![\p{L}])/iu;
const MONEY_BACK_ANYWHERE = new RegExp(MONEY_BACK, "iu");
const PHONE =
  /(?<![\d\w])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)|(?<![\d\w])\+\d{1,3}[\s.-]?\d[\d\s.-]{6,14}\d(?!\d)/u;
const CALL_VERB = new RegExp(
  String.raw`\b(?:call|phone|dial|contact|reach)\b|(?<![\p{L}])(?:${SPANISH_CALL})(?![\p{L}])`,
  "giu",
);

/** Where the sentence holding text[start, end) begins and ends (at most 160 characters either side). */
function sentenceBounds(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && !SENTENCE_END.test(text[from - 1]) && start - from < 160) from--;
  let to = end;
  while (to < text.length && !SENTENCE_END.test(text[to]) && to - end < 160) to++;
  return [from, to];
}

function sentenceAround(text: string, start: number, end: number): string {
  const [from, to] = sentenceBounds(text, start, end);
  return text.slice(from, to);
}

/** Deadlines and threats that hurry the reader (the message with its links blanked out). */
export function findPressure(text: string): Found<PressureKind>[] {
  const found: Found<PressureKind>[] = [];
  for (const [kind, pattern] of PRESSURE) {
    if (!HINTS[kind].test(text)) continue;
    const quote = kind === "deadline" ? firstDeadline(text) : firstMatch(pattern, text);
    if (quote) found.push({ kind, quote });
  }
  return found;
}

// When a parcel is due is not a deadline for the reader: "Scheduled for Delivery Today", "arriving today".
const DELIVERY_TIME =
  /\b(?:deliver\w*|arriv\w*|expected|scheduled|out for delivery|ready)\b(?:[^.!?\n]|\.(?=\d)){0,25}?\b(?:today|tonight)\b|(?<![\p{L}])(?:lleg\p{L}*|entreg\p{L}*|previst\p{L}*)(?![\p{L}])(?:[^.!?\n]|\.(?=\d)){0,25}?(?<![\p{L}])(?:hoy|esta noche)(?![\p{L}])/iu;

const EVERY_DEADLINE = new RegExp(PRESSURE[0][1].source, "giu");

function firstDeadline(text: string): string | null {
  for (const match of text.matchAll(EVERY_DEADLINE)) {
    // "Update: Scheduled for Delivery Today" is a subject's noun and a delivery day, not an order.
    if (/^\p{L}+\s*:/u.test(match[0]) || DELIVERY_TIME.test(match[0])) continue;
    return match[0].trim();
  }
  return null;
}

// Files a delivery message may ask you to open that can hide a fake log-in page or a program.
const RISKY_FILE =
  /(?<![\p{L}\p{N}_.\-/])[\p{L}\p{N}_\-()]{1,60}(?:\.[\p{L}\p{N}_\-]{1,20})?\.(?:zip|rar|7z|gz|tgz|iso|img|html?|shtml|xhtml|svg|exe|scr|msi|bat|cmd|js|jse|vbs|vbe|wsf|hta|lnk|apk|jar|docm|xlsm|pptm)(?![\p{L}\p{N}])/iu;

/** A file name of a kind that hides a fake log-in page or a program ("label.zip", "invoice.html"). */
export function findRiskyAttachment(text: string): string | null {
  if (
    !/\.(?:zip|rar|7z|gz|tgz|iso|img|htm|shtml|xhtml|svg|exe|scr|msi|bat|cmd|js|vbs|vbe|wsf|hta|lnk|apk|jar|docm|xlsm|pptm)/i.test(
      text,
    )
  )
    return null;
  return firstMatch(RISKY_FILE, text);
}

// What delivery, toll and payment messages talk about, in either language.
const TOPIC =
  /\b(?:packages?|parcels?|shipments?|shipped|shipping|deliver(?:y|ed|ies)?|tracking|track|orders?|couriers?|mail(?:box|piece)?s?|postage|postal|carriers?|customs|dut(?:y|ies)|tolls?|tollway|turnpike|invoices?|payments?|refunds?|fees?|balance|label|pick ?up|redelivery|warehouse|depot)\b|(?<![\p{L}])(?:paquetes?|env[ií]os?|envios?|entregas?|entregad[oa]|rastreo|seguimiento|pedidos?|correo|aduanas?|peajes?|pagos?|reembolsos?|facturas?|cargos?|tarifas?|saldo|mensajer[ií]a|etiqueta)(?![\p{L}])/iu;

/** Whether the message talks about a parcel, a toll or a payment at all. */
export function isAboutDeliveryOrPayment(text: string): boolean {
  return TOPIC.test(text);
}
