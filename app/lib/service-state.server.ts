/**
 * The last thing each outside service did for this process, for the readiness check
 * (app/lib/readiness.server.ts): whether the last answer-service call and the last e-mail
 * send worked, and when. Only a short reason is kept (a status or an error code), never a
 * message, an address or anything a visitor typed.
 */

export type ServiceName = "answerService" | "email";

export interface ServiceOutcome {
  ok: boolean;
  /** ISO time of the outcome. */
  at: string;
  /** Why it failed: an HTTP status or a short code such as "timeout". */
  reason?: string;
}

const outcomes = new Map<ServiceName, ServiceOutcome>();
/** When each service last worked, kept across failures so the report can say "failing since". */
const lastOk = new Map<ServiceName, string>();

export function recordServiceOutcome(service: ServiceName, ok: boolean, reason?: string | number): void {
  const at = new Date().toISOString();
  outcomes.set(service, ok ? { ok, at } : { ok, at, reason: String(reason ?? "failed") });
  if (ok) lastOk.set(service, at);
}

/** The last outcome, with the time of the last success when it failed; undefined before any call. */
export function serviceOutcome(service: ServiceName): (ServiceOutcome & { lastOkAt?: string }) | undefined {
  const outcome = outcomes.get(service);
  if (!outcome) return undefined;
  return outcome.ok ? outcome : { ...outcome, lastOkAt: lastOk.get(service) };
}

/** For tests. */
export function forgetServiceOutcomes(): void {
  outcomes.clear();
  lastOk.clear();
}
