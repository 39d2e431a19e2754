import { randomFillSync } from "node:crypto";

// Nonces come from a buffer of random bytes refilled 256 nonces at a time: one call into the
// random number generator per render cost more than matching the page's route.
const randomPool = Buffer.alloc(16 * 256);
let randomOffset = randomPool.length;

/** A fresh CSP nonce: 16 random bytes in base64 (always 24 characters). */
export function freshNonce(): string {
  if (randomOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  randomOffset += 16;
  return randomPool.toString("base64", randomOffset - 16, randomOffset);
}
