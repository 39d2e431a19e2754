import { useEffect, useState } from "react";

/**
 * False in the server HTML and during hydration, true once React runs in the
 * browser: lets a component render the no-JavaScript form first and enhance it
 * afterwards without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
