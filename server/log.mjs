// @ts-check
// The one log of the server and the app: one JSON line per event (pino), each with level, time, msg
// and an `event` name. The app logs through app/lib/log.server.ts, which re-exports this logger (its
// build carries a copy of this module: the same configuration, the same two streams). Information
// (requests, start, stop, messages sent) goes to stdout, warnings and errors to stderr, so a
// supervisor or a log shipper can keep the two apart (deploy/README.md, "Logs").
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
