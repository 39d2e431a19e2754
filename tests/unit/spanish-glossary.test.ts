/**
 * The Spanish glossary (neutral US Spanish, "usted", as USPS's own Spanish pages): the prose and
 * the Spanish `title` of every data/es file, the Spanish UI strings, the landing copy and the
 * Spanish legal pages use one word per term, so that five translators' files read as one site.
 * Each rejected variant below names the term to use instead. Of a content file only the body and
 * `title` are checked: other front-matter values mirror the English file and are edited with it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { dataPractices } from "~/lib/data-practices.server";
import { SPANISH_LANDING } from "~/lib/tracking/landing-copy-es";
import { LEGAL_TEXTS, legalSections, type LegalTextPage } from "~/legal/legal-text.server";

const ROOT = path.join(process.cwd(), "data", "es");
const FOLDERS = ["faq-answers", "articles"] as const;

// Whole words, any case: a letter may not touch either end of the match.
const word = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, "giu");

const REJECTED: ReadonlyArray<readonly [RegExp, string]> = [
  [word("reclamaci[oó]n|reclamaciones"), "an insurance claim is «reclamo» / «reclamos»"],
  [word("ventanillas?"), "the Post Office counter is «el mostrador»"],
  [word("transportistas?|paqueter[ií]as?|empresas? de env[ií]os?"), "a carrier company is «empresa de transporte»"],
  [word("c[oó]digos? ZIP"), "a ZIP Code is «código postal» (first mention may add «(ZIP Code)»)"],
  [word("n[uú]meros? de seguimiento"), "a tracking number is «número de rastreo»"],
  [word("e-?mails?"), "e-mail is «correo electrónico»"],
  [word("oficinas? postal(?:es)?"), "the Post Office is «oficina de correos»"],
  [/(?<!\p{L})[Oo]ficinas? de Correos(?!\p{L})/gu, "«oficina de correos» is lowercase"],
  [
    word(
      "(?:b[uú]squedas?|p[aá]gina|pasos de USPS para(?: el)?) de correo perdido|pasos de USPS para(?: el)? correo perdido",
    ),
    "USPS's Missing Mail is «correo extraviado» (as USPS's Spanish pages name it)",
  ],
  // Informal "tú" forms: the site addresses the reader as "usted". Only forms that cannot be
  // third person ("envía", "usa", "revisa" can) are listed.
  [
    word(
      "tú|tu|tus|te|ti|contigo|puedes|debes|tienes|quieres|necesitas|sabes|eres|estás|haz|vas|recibes|envías|sigues",
    ),
    "address the reader as «usted» (su, puede, debe, tiene…)",
  ],
  [word("sólo|éste|ésta|éstos|éstas"), "no diacritic on «solo» or the demonstratives (RAE 2010)"],
  [
    word("aplicar para|en adición|chequear|chequee|tomar lugar"),
    "calque: «solicitar», «además», «revisar», «tener lugar»",
  ],
  // One term per notion (the 2026-11-27 Spanish review, findings 28-40).
  [word("sali[oó] para (?:la )?entrega|en camino para (?:la )?entrega"), "the status Out for Delivery is «en reparto»"],
  [word("festiv(?:o|os|a|as)"), "a holiday is «día feriado» / «feriado» (as USA.gov en español)"],
  [
    word("(?:últimas?|horas? de(?: la)?|días? de|buzón de|buzones de|buzones con|sin) recogidas?"),
    "collection from blue boxes is «recolección»",
  ],
  [
    word("program\\p{L}* (?:una |la )?recolecci[oó]n|recolecci[oó]n(?:es)? (?:gratuitas?|de paquetes)"),
    "USPS's Package Pickup is «recogida (de paquetes)»",
  ],
  [word("instalaci[oó]n|instalaciones"), "a postal facility is «centro»"],
  [
    word(
      "(?:pag\\p{L}*|cobr\\p{L}*) (?:una|ninguna) tarifa|tarifa pequeña|tarifas? (?:de nueva entrega|de intercepción|de aceptación|del seguro|del pasaporte)",
    ),
    "a fee is «cargo» («tarifa» / «precio» is a rate)",
  ],
  [/(?:Próximo paso|Siguientes pasos):/gu, "the closing label “Where to go next:” is «Próximos pasos:»"],
  [
    /(?<!\p{L})(?:Revisar un mensaje|Revise un mensaje|Compruebe si el mensaje|verificador de mensajes)(?!\p{L})/gu,
    "the message checker is «Verificar un mensaje»",
  ],
  [word("soporte|contáctenos"), "contact is «Comuníquese con nosotros», support «ayuda»"],
  [word("de un día para otro|de 1 a 2 días"), "“overnight to 2 days” is «al día siguiente o en 2 días»"],
  [/(?:Memorial|Veterans) Day(?!\))/gu, "a holiday's Spanish name comes first: «Día de los Caídos (Memorial Day)»"],
  [
    word("D[ií]a de la Raza"),
    "the October holiday is «Día de Colón (Columbus Day)», as the guides and the calendar name it",
  ],
  [word("buz[oó]n(?:es)? agrupados?"), "a cluster box is «buzón comunitario»"],
  [
    /(?<!\p{L})por internet(?!\p{L})/gu,
    "online is «en línea» (the FBI's Internet Crime Complaint Center keeps its name)",
  ],
  [word("califi(?:que|quen|ca|can|car|có|caron)"), "“qualify” is «cumplir los requisitos»"],
  [word("formas? de identificación"), "“forms of ID” is «documentos de identificación»"],
];

function files(folder: string): string[] {
  try {
    return readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith(".md"));
  } catch {
    return [];
  }
}

// Inline code (`usps-parcel.top`) is quoted text, not prose.
const prose = (text: string) => text.replace(/`[^`\n]*`/g, "");

/** Each rejected variant in the text, with the rule it breaks. */
function offences(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, rule] of REJECTED) {
    for (const match of text.matchAll(pattern)) found.push(`«${match[0]}»: ${rule}`);
  }
  return found;
}

describe.each(FOLDERS)("data/es/%s glossary", (folder) => {
  const names = files(folder);

  it.each(names.length > 0 ? names : ["(none yet)"])("%s uses the glossary's terms", (name) => {
    if (name === "(none yet)") return;
    const file = matter(readFileSync(path.join(ROOT, folder, name), "utf8"));
    const text = prose(`${String(file.data.title ?? "")}\n${file.content}`);
    expect(offences(text), `${folder}/${name}`).toEqual([]);
  });

  it.each(names.length > 0 ? names : ["(none yet)"])("%s quotes with “ ”, not straight quotes", (name) => {
    if (name === "(none yet)") return;
    const file = matter(readFileSync(path.join(ROOT, folder, name), "utf8"));
    const text = prose(`${String(file.data.title ?? "")}\n${file.content}`);
    const lines = text.split("\n").filter((line) => line.includes('"'));
    expect(lines, `${folder}/${name}`).toEqual([]);
  });
});

const CATALOGS = path.join(process.cwd(), "app", "i18n", "catalogs", "es");

/** Every Spanish UI string, by catalog key. */
async function catalogStrings(): Promise<Array<[string, string]>> {
  const entries: Array<[string, string]> = [];
  for (const name of readdirSync(CATALOGS).filter((file) => file.endsWith(".ts") && file !== "index.ts")) {
    const catalog = (await import(path.join(CATALOGS, name))).default as Record<string, string>;
    entries.push(...Object.entries(catalog));
  }
  return entries;
}

/** Every string of the Spanish landing copy, wherever it sits in the structure. */
function landingStrings(value: unknown = SPANISH_LANDING): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => landingStrings(item));
  if (value !== null && typeof value === "object") return Object.values(value).flatMap((item) => landingStrings(item));
  return [];
}

/** A Spanish legal page as a reader reads it (the default configuration; the wording of the others differs only in facts). */
function legalText(page: LegalTextPage): string {
  return legalSections(page, "es", dataPractices(parseConfig({})))
    .map((section) => `${section.title}\n${section.html}`)
    .join("\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

describe("the Spanish UI, landing copy and legal pages use the glossary's terms", () => {
  it("in every UI string", async () => {
    const found = (await catalogStrings()).flatMap(([key, value]) =>
      offences(value).map((offence) => `${key}: ${offence}`),
    );
    expect(found).toEqual([]);
  });

  it("quote with “ ” in every UI string, not ' ' or ‘ ’", async () => {
    const quoted = (await catalogStrings()).filter(([, value]) => /['"‘’]/.test(value)).map(([key]) => key);
    expect(quoted).toEqual([]);
  });

  it("in the landing copy", () => {
    expect(landingStrings().flatMap((text) => offences(text))).toEqual([]);
  });

  it.each(Object.keys(LEGAL_TEXTS) as LegalTextPage[])("on the %s page", (page) => {
    expect(offences(legalText(page))).toEqual([]);
  });
});

/** Each markdown link of a data/es file: its text and its target. */
function linksOf(folder: string, name: string): Array<{ text: string; href: string }> {
  const { content } = matter(readFileSync(path.join(ROOT, folder, name), "utf8"));
  return [...content.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => ({ text: match[1], href: match[2] }));
}

describe("links that name a page of this site", () => {
  const guideTitles = new Map<string, string>(
    files("articles").map((name) => {
      const { data } = matter(readFileSync(path.join(ROOT, "articles", name), "utf8"));
      return [`/${name.replace(/\.md$/, "")}`, String(data.title)];
    }),
  );
  const all = FOLDERS.flatMap((folder) => files(folder).map((name) => [folder, name] as const));

  it("call the message checker by its name, «Verificar un mensaje»", () => {
    const wrong = all.flatMap(([folder, name]) =>
      linksOf(folder, name)
        .filter(({ text, href }) => href === "/check-message" && text !== "Verificar un mensaje")
        .map(({ text }) => `${folder}/${name}: [${text}]`),
    );
    expect(wrong).toEqual([]);
  });

  it("quote a guide's exact Spanish title when they quote its question", () => {
    const wrong = all.flatMap(([folder, name]) =>
      linksOf(folder, name)
        .filter(({ text, href }) => text.startsWith("¿") && guideTitles.has(href) && guideTitles.get(href) !== text)
        .map(({ text, href }) => `${folder}/${name}: [${text}] is titled «${guideTitles.get(href)}»`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the glossary check", () => {
  it("catches each rejected variant and spares the preferred terms", () => {
    const hits = (text: string) => REJECTED.filter(([pattern]) => text.match(pattern) !== null).length;
    for (const bad of [
      "Presente una reclamación.",
      "Las Reclamaciones al seguro",
      "en la ventanilla",
      "otro transportista",
      "empresas de paquetería",
      "su código ZIP",
      "el número de seguimiento",
      "revise su e-mail",
      "la oficina postal",
      "la Oficina de Correos local",
      "una búsqueda de correo perdido",
      "Rastrea tu paquete",
      "si puedes",
      "Tú debes",
      "sólo los domingos",
      "aplicar para un pasaporte",
      "el paquete salió para entrega",
      "En camino para entrega",
      "un día festivo",
      "los días Festivos",
      "la última recogida del día",
      "la hora de recogida del buzón",
      "programe una recolección gratuita",
      "Programar una recolección",
      "en tránsito a la siguiente instalación",
      "pague una tarifa de $3",
      "¿USPS cobra una tarifa por la nueva entrega?",
      "Próximo paso: lea la guía",
      "Siguientes pasos: consulte",
      "Revisar un mensaje",
      "nuestro verificador de mensajes",
      "Contáctenos",
      "el equipo de soporte",
      "de un día para otro a 2 días",
      "de 1 a 2 días",
      "el Memorial Day",
      "Veterans Day (Día de los Veteranos)",
      "los buzones agrupados",
      "compre por internet",
      "si su dirección califica",
      "dos formas de identificación",
    ]) {
      expect(hits(bad), bad).toBeGreaterThan(0);
    }
    for (const good of [
      "Presente un reclamo; los reclamos tardan.",
      "en el mostrador de la oficina de correos",
      "otra empresa de transporte",
      "su código postal (ZIP Code) o el ZIP+4",
      "el número de rastreo llega por correo electrónico",
      "una búsqueda de correo extraviado; un paquete perdido",
      "Rastree su paquete si puede; tutorial, tuerca, teléfono, tienda, estufa, atención",
      "solo los domingos; este paquete",
      "Oficina de correos local",
      "“Out for Delivery” (en reparto): va en el vehículo del cartero",
      "un día feriado federal; los feriados; la temporada de fiestas",
      "la última recolección de los buzones azules; programe una recogida gratuita de paquetes",
      "en tránsito al siguiente centro de clasificación",
      "no pague ningún cargo; las tarifas de franqueo; cajas de tarifa fija",
      "Próximos pasos: consulte",
      "[Verificar un mensaje](/check-message); Comuníquese con nosotros; Centro de ayuda",
      "al día siguiente o en 2 días; de 1 a 3 días hábiles",
      "el Día de los Caídos (Memorial Day) y el Día de los Veteranos (Veterans Day)",
      "un buzón comunitario, en línea",
      "si su dirección cumple los requisitos; una “parte calificada” de la CBP",
      "dos documentos de identificación",
    ]) {
      expect(hits(good), good).toBe(0);
    }
  });
});
