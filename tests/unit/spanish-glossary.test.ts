/**
 * The Spanish content's glossary (neutral US Spanish, "usted", as USPS's own Spanish pages): the
 * prose and the Spanish `title` of every data/es file use one word per term, so that five
 * translators' files read as one site. Each rejected variant below names the term to use instead.
 * Only the body and `title` are checked: other front-matter values mirror the English file and are
 * edited with it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";

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

describe.each(FOLDERS)("data/es/%s glossary", (folder) => {
  const names = files(folder);

  it.each(names.length > 0 ? names : ["(none yet)"])("%s uses the glossary's terms", (name) => {
    if (name === "(none yet)") return;
    const file = matter(readFileSync(path.join(ROOT, folder, name), "utf8"));
    const text = prose(`${String(file.data.title ?? "")}\n${file.content}`);
    const found: string[] = [];
    for (const [pattern, rule] of REJECTED) {
      for (const match of text.matchAll(pattern)) found.push(`«${match[0]}»: ${rule}`);
    }
    expect(found, `${folder}/${name}`).toEqual([]);
  });

  it.each(names.length > 0 ? names : ["(none yet)"])("%s quotes with “ ”, not straight quotes", (name) => {
    if (name === "(none yet)") return;
    const file = matter(readFileSync(path.join(ROOT, folder, name), "utf8"));
    const text = prose(`${String(file.data.title ?? "")}\n${file.content}`);
    const lines = text.split("\n").filter((line) => line.includes('"'));
    expect(lines, `${folder}/${name}`).toEqual([]);
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
    ]) {
      expect(hits(good), good).toBe(0);
    }
  });
});
