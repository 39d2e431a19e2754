import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";

/**
 * The placeholders and tags a message uses: a translation must use the same ones. A placeholder
 * is a name closed by "}" or ",": the text of a plural branch ("one {Your number}") is not one.
 */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]|<\/?(\w+)\s*\/?>/g)].map(
    (match) => match[1] ?? `<${match[2]}>`,
  );
  return [...new Set(names)].sort();
}

describe("the UI string catalogs", () => {
  for (const [namespace, { en, es }] of Object.entries(CATALOGS)) {
    const english: Record<string, string> = en;
    const spanish: Record<string, string> = es;
    describe(namespace, () => {
      it("has every English key in Spanish", () => {
        expect(Object.keys(english).filter((key) => !(key in spanish))).toEqual([]);
      });
      it("has no Spanish key that English lacks", () => {
        expect(Object.keys(spanish).filter((key) => !(key in english))).toEqual([]);
      });
      it("has no empty message, and each compiles as ICU MessageFormat", () => {
        for (const [key, message] of [...Object.entries(english), ...Object.entries(spanish)]) {
          expect(message.trim(), key).not.toBe("");
          expect(() => compileMessage(message), key).not.toThrow();
        }
      });
      it("uses the same placeholders and tags in both languages", () => {
        for (const key of Object.keys(english)) {
          expect(slots(spanish[key] ?? ""), key).toEqual(slots(english[key]));
        }
      });
    });
  }

  it("keeps every key in one namespace only", () => {
    const seen = new Map<string, string>();
    for (const [namespace, { en }] of Object.entries(CATALOGS)) {
      for (const key of Object.keys(en)) {
        expect(seen.get(key), `${key} in ${namespace}`).toBeUndefined();
        seen.set(key, namespace);
      }
    }
  });
});
