import { log as serverLog } from "../../server/log.mjs";

/**
 * The one logger: the pino instance configured in server/log.mjs, for the app as for the server.
 * Each line is JSON with level, time, msg and an `event` name; information goes to stdout,
 * warnings and errors to stderr. The build bundles its own copy of server/log.mjs, so the app's
 * lines and the server's come from one configuration onto the same two streams, written
 * synchronously, never interleaved. Never log what a visitor typed: a form's fields, a search,
 * a checked message.
 */

/** What a line says besides its message: always the event's name. */
export type LogFields = { event: string } & Record<string, unknown>;

type LogLine = (fields: LogFields, message: string) => void;

/** The logger as code takes it (tests pass their own). */
export interface EventLog {
  info: LogLine;
  warn: LogLine;
  error: LogLine;
}

export const log: EventLog & { fatal: LogLine } = serverLog;
