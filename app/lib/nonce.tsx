import { createContext, useContext } from "react";

/** Carries the per-response CSP nonce from entry.server to every script tag. */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
