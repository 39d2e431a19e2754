import { STATUS_CODES } from "node:http";
import { messageServices } from "./message-services.server";
import { clientKeyFor, type RateLimitDecision } from "./rate-limit.server";
import type { FormRead } from "./read-form.server";

/**
 * A body a form refused (not a form, too large, outside the form's bounds: nothing a browser
 * sends) counts against the client's own message allowance, on the forms that send nothing too
 * (donation, cookie choices, article feedback), so a client that keeps sending them is answered
 * 429 rather than a cheap 400 after 400 (issue 30). The message forms and the checker count
 * them against their own limiters.
 */
export function countRefusedBody(clientAddress: string | null | undefined): Promise<RateLimitDecision> {
  return messageServices().limiter.countRefusal(clientKeyFor(clientAddress));
}

/**
 * For a form with nothing to show again (cookie choices, article feedback): the refusal, counted,
 * as a response to throw, which the route's error screen renders with its status: the body's
 * own (413, 415, 400), or 429 with Retry-After once the client's allowance is spent.
 */
export async function refusalResponse(
  read: Exclude<FormRead, { ok: true }>,
  clientAddress: string | null | undefined,
): Promise<Response> {
  const counted = await countRefusedBody(clientAddress);
  if (!counted.allowed) {
    return new Response(null, {
      status: 429,
      statusText: STATUS_CODES[429],
      headers: { "Retry-After": String(counted.retryAfterSeconds) },
    });
  }
  return new Response(null, { status: read.status, statusText: STATUS_CODES[read.status] });
}
