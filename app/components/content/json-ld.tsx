import { useNonce } from "~/components/nonce";

/**
 * Structured data for search engines. `<` is escaped so no value can close the
 * script element; the nonce keeps the strict CSP happy even though browsers do
 * not execute this type.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
