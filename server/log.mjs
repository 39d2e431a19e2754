// @ts-check
// The server's own log: one JSON line per event (pino). Information (requests, start, stop)
// goes to stdout, warnings and errors to stderr, so a supervisor or a log shipper can keep
// the two apart (deploy/README.md, "Logs"). The app's own console.error lines go to stderr too.
// Written synchronously: an asynchronous write still in flight when the process exits is lost or
// lands after the next line, and the last lines ("stopped", "cannot listen") are the ones that matter.
import { pino } from "pino";

export const log = pino(
  { base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
  pino.multistream(
    [
      { level: "info", stream: pino.destination({ dest: 1, sync: true }) },
      { level: "warn", stream: pino.destination({ dest: 2, sync: true }) },
    ],
    // Each line to the one stream with the highest level it reaches, never to both.
    { dedupe: true },
  ),
);
