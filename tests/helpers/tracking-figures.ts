import { verdictName } from "~/lib/tracking-reader/wording";
import { translatorFor } from "./strings";
import { readEntry } from "./tracking-reader";

const english = translatorFor("en", "reader");

interface Entry {
  id: string;
  text: string;
  today: string;
  service?: string;
  mailedOn?: string;
  insured?: boolean;
  expected: { verdict: string | null; events: number; lastPhysicalScan?: string };
}

/**
 * How the reader does on a set of histories, in aggregate: verdicts, event counts and last
 * physical scans that match, and one line per miss (for the report, not for tuning).
 */
export function heldoutFigures(entries: readonly Entry[]) {
  let verdicts = 0;
  let events = 0;
  let lastScans = 0;
  const misses: string[] = [];
  for (const entry of entries) {
    const reading = readEntry(entry);
    const verdict = verdictName(reading, english) ?? null;
    const lastScan = reading.verdict?.lastScan?.date;
    const problems: string[] = [];
    if (verdict === entry.expected.verdict) verdicts += 1;
    else problems.push(`verdict “${verdict}”, expected “${entry.expected.verdict}”`);
    if (reading.events.length === entry.expected.events) events += 1;
    else problems.push(`${reading.events.length} events, expected ${entry.expected.events}`);
    if (lastScan === entry.expected.lastPhysicalScan) lastScans += 1;
    else problems.push(`last scan ${lastScan}, expected ${entry.expected.lastPhysicalScan}`);
    if (problems.length > 0) misses.push(`${entry.id}: ${problems.join("; ")}`);
  }
  return { total: entries.length, verdicts, events, lastScans, misses };
}
