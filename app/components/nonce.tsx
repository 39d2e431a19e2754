import { createContext, useContext } from "react";

/**
 * Carries the per-response CSP nonce from entry.server to every script tag. Pages a
 * shared cache may keep have none (their scripts are trusted by hash), so script tags
 * then render without the attribute.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
