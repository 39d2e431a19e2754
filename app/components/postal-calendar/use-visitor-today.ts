import { useEffect, useState } from "react";
import { browserToday } from "~/lib/postal-calendar/browser-today";
import type { CivilDate } from "~/lib/postal-calendar/civil-date";

export interface VisitorToday {
  date: CivilDate;
  /** True once the browser's own date replaced the server's US Eastern one. */
  onDevice: boolean;
}

/**
 * Whose today (decision 020): the server's date in US Eastern Time as rendered, then, with
 * JavaScript, the browser's own date, read from its clock after hydration. Nothing is requested
 * or stored; the same pure calendar answers for it.
 */
export function useVisitorToday(serverToday: CivilDate): VisitorToday {
  const [today, setToday] = useState<VisitorToday>({ date: serverToday, onDevice: false });
  useEffect(() => setToday({ date: browserToday(), onDevice: true }), [serverToday]);
  return today;
}
