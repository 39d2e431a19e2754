/**
 * The root loader may read from the request only what the landing pool keys its variants by
 * (poolKey): two requests with the same key must get the same root data, or "/" would serve a
 * variant rendered for another request (decision 014).
 */
import { describe, expect, it, vi } from "vitest";
import type * as ConfigModule from "~/lib/config.server";

const config = { siteUrl: undefined as string | undefined, trustProxy: true, siteName: "ParcelHelp" };
vi.mock("~/lib/config.server", async (original) => {
  const actual = await original<typeof ConfigModule>();
  return { ...actual, getConfig: () => ({ ...actual.parseConfig({}), ...config }) };
});

const { loader } = await import("~/root");
const { poolKey } = await import("~/lib/tracking/landing-pool.server");

function request(headers: Record<string, string>) {
  return new Request("http://parcel.example/", { headers });
}

async function rootData(headers: Record<string, string>) {
  return loader({ request: request(headers), params: {}, context: { clientAddress: "203.0.113.9", language: "en" } });
}

const keyOf = (headers: Record<string, string>) => poolKey((name) => request(headers).headers.get(name));

describe("the root loader and the landing pool's key", () => {
  const base = { host: "parcel.example", "x-forwarded-host": "help.example", "x-forwarded-proto": "https" };
  // Everything a browser may send that the key leaves out.
  const others: Record<string, string>[] = [
    { "accept-language": "es-US,es;q=0.9" },
    { cookie: "a=1" },
    { "user-agent": "Mozilla/5.0 (iPhone)" },
    { "x-forwarded-for": "198.51.100.4" },
    { accept: "text/html" },
    { "sec-ch-prefers-color-scheme": "dark" },
  ];

  it.each(others)("gives the same data whatever else the request carries: %o", async (extra) => {
    const headers = { ...base, ...extra };
    expect(keyOf(headers)).toBe(keyOf(base));
    expect(await rootData(headers)).toEqual(await rootData(base));
  });

  it("keys by what it does read: the forwarded origin", async () => {
    const other = { ...base, "x-forwarded-host": "other.example" };
    expect(keyOf(other)).not.toBe(keyOf(base));
    expect(await rootData(other)).not.toEqual(await rootData(base));
  });
});
