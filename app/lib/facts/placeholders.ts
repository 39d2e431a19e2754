/**
 * The placeholders the site's markdown (guides and FAQ answers) may hold, filled in when a file
 * loads (docs/decisions/021-facts-table.md):
 *
 * - `{{fact:forever-stamp-price}}`: the fact's value, the day it was true and its source, "82¢ (as
 *   of July 12, 2026; [USPS price list (Notice 123)](…))", in the page's language;
 * - `{{fact:forever-stamp-price|value}}`: the value alone ("82¢"), where the page already dates it;
 * - `{{fact:forever-stamp-price|date}}`: the day alone ("July 12, 2026");
 * - `{{fact:forever-stamp-price|source}}`: the source link alone (for a guide's official sources);
 * - `{{fact:hold-mail-period|min}}`, `{{fact:hold-mail-period|max}}`: one end of a day range alone
 *   ("30 days"), where the page has stated the range ("for more than 30 days");
 * - `{{CARRIER_PHONE}}` and any other value the caller names: that value.
 *
 * Anything else between double braces is a problem, and so is a fact a page states only with
 * `|value`: each fact a page uses is dated and sourced there at least once (by its own full
 * statement, or by that of a fact with the same source and the same "as of" day). The loaders report
 * the problems with the file's name, which fails the load as a broken link does.
 */
import type { Language } from "~/i18n/languages";
import type { Fact } from "~/lib/facts/fact-types";
import {
  factAsOfDay,
  factStatement,
  FACT_TABLE,
  formatDay,
  formatRangeEnd,
  formatValue,
  primarySource,
  sourceLink,
} from "~/lib/facts/facts";

export const FACT_VARIANTS = ["value", "date", "source", "min", "max"] as const;
export type FactVariant = (typeof FACT_VARIANTS)[number];

export type ExpandOptions = {
  language: Language;
  /** Values for `{{NAME}}` placeholders, e.g. `{ CARRIER_PHONE: "1-800-275-8777" }`. */
  values?: Readonly<Record<string, string>>;
};

export type Expansion = {
  text: string;
  /** What is wrong, one line each, without the file name (the caller adds it). */
  problems: string[];
  /** The facts the text states, by id, in order of first use. */
  facts: string[];
};

// Bounded: a placeholder never spans a line or holds braces, so a stray "{{" cannot swallow a page.
const PLACEHOLDER = /\{\{([^{}\n]{0,120})\}\}/g;
const FACT = /^fact:([a-z0-9]+(?:-[a-z0-9]+)*)(?:\|([a-z]+))?$/;

function datedKey(fact: Fact): string {
  return `${primarySource(fact).url} ${factAsOfDay(fact)}`;
}

export function expandPlaceholders(text: string, { language, values = {} }: ExpandOptions): Expansion {
  const problems: string[] = [];
  const used = new Map<string, { dated: boolean }>();
  const expanded = text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    if (!name.startsWith("fact:")) {
      if (Object.hasOwn(values, name)) return values[name];
      problems.push(`unknown placeholder ${whole}`);
      return whole;
    }
    const match = FACT.exec(name);
    if (!match) {
      problems.push(`malformed fact placeholder ${whole} (write {{fact:some-id}} or {{fact:some-id|value}})`);
      return whole;
    }
    const [, id, variant] = match;
    const fact = Object.hasOwn(FACT_TABLE, id) ? FACT_TABLE[id] : undefined;
    if (!fact) {
      problems.push(`${whole} names no fact of data/facts.ts`);
      return whole;
    }
    if (variant !== undefined && !(FACT_VARIANTS as readonly string[]).includes(variant)) {
      problems.push(`${whole}: "${variant}" is not one of ${FACT_VARIANTS.join(", ")}`);
      return whole;
    }
    const end = variant === "min" || variant === "max" ? formatRangeEnd(fact.value, variant, language) : null;
    if (end === undefined) {
      problems.push(`${whole}: "${variant}" is one end of a day range, and this fact is not one`);
      return whole;
    }
    const entry = used.get(id) ?? { dated: false };
    if (variant === undefined) entry.dated = true;
    used.set(id, entry);
    switch (variant as FactVariant | undefined) {
      case undefined:
        return factStatement(fact, language);
      case "value":
        return formatValue(fact.value, language);
      case "date":
        return formatDay(factAsOfDay(fact), language);
      case "source":
        return sourceLink(fact, language);
      case "min":
      case "max":
        return end ?? whole;
    }
  });
  // A value stated alone is dated when the page states in full a fact with the same source and
  // the same "as of" day: "$16.40 (as of July 12, 2026; [USPS price list]…), 20 stamps at 82¢".
  const datedBy = new Set([...used].filter(([, { dated }]) => dated).map(([id]) => datedKey(FACT_TABLE[id])));
  for (const [id, { dated }] of used) {
    if (!dated && !datedBy.has(datedKey(FACT_TABLE[id]))) {
      problems.push(
        `states the fact "${id}" without its date and source: write {{fact:${id}}} where it first appears, and {{fact:${id}|value}} after that`,
      );
    }
  }
  return { text: expanded, problems, facts: [...used.keys()] };
}
