import { readFileSync } from "node:fs";
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { describe, expect, it } from "vitest";
import type { Namespace } from "~/i18n/catalog-types";
import { CATALOGS, NAMESPACES } from "~/i18n/catalogs.server";
import type { RouteHandle } from "~/i18n/page-language";

/**
 * A page has the strings of the namespaces its matched routes declare (handle.i18n) and no
 * others: a component that uses a key of another namespace would show the key. At run time that
 * throws in development and the tests (translate.ts); here it fails before anything runs, for
 * every route and everything it imports, rendered or not on the pages the browser tests visit.
 */
const APP = path.join(process.cwd(), "app");

/** Each key's namespace; a template literal's fixed start ("faq.category.${id}…") names it too. */
const NAMESPACE_OF_KEY = new Map<string, Namespace>();
for (const namespace of NAMESPACES) {
  for (const key of Object.keys(CATALOGS.en[namespace])) NAMESPACE_OF_KEY.set(key, namespace);
}
function namespaceOf(literal: string): Namespace | undefined {
  const [start, ...rest] = literal.split("${");
  if (rest.length === 0) return NAMESPACE_OF_KEY.get(start);
  for (const [key, namespace] of NAMESPACE_OF_KEY) if (key.startsWith(start)) return namespace;
  return undefined;
}
const LITERAL = /"([a-z][\w./#-]*)"|`([a-z][^`]*)`/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (readFileSync(candidate)) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * Server modules of the whole process, not of a page: what they say goes to the operator (metrics,
 * readiness) or into an e-mail (the delivery services' notices), never into a page's loader data.
 */
const PROCESS_MODULES = new Set([
  "lib/metrics.server.ts",
  "lib/readiness.server.ts",
  "lib/forms/message-services.server.ts",
]);

/**
 * The namespaces of the keys a module names, and those of what it imports: components and
 * server modules (a loader's or action's notices) to any depth, plain library modules one level (a
 * component's or action's message table), not what they import in turn (the parser behind a table);
 * type-only imports bring no keys. The catalogs themselves are not read.
 */
function namespacesUsed(file: string, seen = new Set<string>()): Map<Namespace, string> {
  const used = new Map<Namespace, string>();
  if (seen.has(file) || file.startsWith(path.join(APP, "i18n")) || PROCESS_MODULES.has(path.relative(APP, file)))
    return used;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, quoted, template] of source.matchAll(LITERAL)) {
    const literal = quoted ?? template;
    const namespace = namespaceOf(literal);
    if (namespace && !used.has(namespace)) used.set(namespace, `${path.relative(APP, file)}: "${literal}"`);
  }
  const follows = file.endsWith(".tsx") || file.endsWith(".server.ts");
  for (const [, typeOnly, specifier] of source.matchAll(/import\s+(type\s+)?[^;]*?from\s+["']([^"']+)["']/g)) {
    const imported = typeOnly ? undefined : resolveImport(file, specifier);
    if (!imported) continue;
    const further = follows ? namespacesUsed(imported, seen) : new Map<Namespace, string>();
    for (const [namespace, where] of further) if (!used.has(namespace)) used.set(namespace, where);
  }
  return used;
}

const routes = flatRoutes(APP, ["**/.*"]);

async function declared(id: string): Promise<readonly Namespace[]> {
  const module = (await import(/* @vite-ignore */ path.join(APP, routes[id]?.file ?? "root.tsx"))) as {
    handle?: RouteHandle;
  };
  return module.handle?.i18n ?? [];
}

describe("every route's strings", () => {
  it("the root (the layout and the error screens every page has) uses the common catalog only", async () => {
    const used = namespacesUsed(path.join(APP, "root.tsx"));
    expect(await declared("root")).toEqual(["common"]);
    expect([...used].filter(([namespace]) => namespace !== "common")).toEqual([]);
  });

  // Pages only: a resource route (a file, a feed) renders no strings.
  const pages = Object.values(routes).filter((route) =>
    /^export default /m.test(readFileSync(path.join(APP, route.file), "utf8")),
  );
  for (const route of pages) {
    it(`${route.file} declares every namespace it and its components use`, async () => {
      const mine = new Set<Namespace>(["common", ...(await declared(route.id))]);
      const missing = [...namespacesUsed(path.join(APP, route.file))].filter(([namespace]) => !mine.has(namespace));
      expect(missing.map(([namespace, where]) => `${namespace} (${where})`)).toEqual([]);
    });
  }
});
