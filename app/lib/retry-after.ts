/** A Retry-After in whole minutes, rounded up: "try again in 1 minute" rather than in 0. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
