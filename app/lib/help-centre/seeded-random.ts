/**
 * Seeded pseudo-randomness: anything "random" about an FAQ entry (is it popular?) is derived from
 * its id, so every render and every process gives the same lists and a reload never reshuffles
 * them (docs/product.md §D3).
 */

/** FNV-1a: a small, well-spread 32-bit string hash used to seed the generator. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny generator with good enough distribution for display data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic number in [0, 1) for a string; the salt keeps uses independent. */
export function seededRandom(key: string): number {
  return mulberry32(hashString(key))();
}
