/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// What server/index.mjs hands every loader and action (getLoadContext).
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** The client's address: the socket's, or X-Forwarded-For's last hop with TRUST_PROXY. Null when unknown. */
    clientAddress: string | null;
  }
}

export {};
