// Single fetch is on (remix.config.js): type loader and action data the way single
// fetch sends it (data() results unwrapped, promises kept for <Await>) rather than
// as JSON. A module (it imports), so this augments the package instead of replacing it.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
