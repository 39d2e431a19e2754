// Single fetch is on (remix.config.js), so loaders' `data()` results are typed as sent, not as JSON.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
