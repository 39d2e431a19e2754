/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch is on (remix.config.js), so loaders' `data()` results are typed as single fetch sends them.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
