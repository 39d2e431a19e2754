/**
 * React 18.3.1's renderToPipeableStream can leave a 0x00 byte in its output where a multi-byte
 * character did not fit at the end of its 2,048-byte write buffer (facebook/react#31134): the
 * character follows in the next buffer, the unfilled byte stays. HTML never holds a NUL, so
 * dropping them gives back the document React meant ("gu\0ía" → "guía"). A document without one
 * (nearly all) is returned as it is, after one memchr scan.
 */
export function withoutStrayNuls<T extends ArrayBufferLike>(body: Buffer<T>): Buffer<T> | Buffer<ArrayBuffer> {
  let nul = body.indexOf(0);
  if (nul === -1) return body;
  // Copied in runs between NULs (memchr and memcpy), not byte by byte.
  const kept = Buffer.allocUnsafe(body.length);
  let from = 0;
  let length = 0;
  while (nul !== -1) {
    length += body.copy(kept, length, from, nul);
    from = nul + 1;
    nul = body.indexOf(0, from);
  }
  length += body.copy(kept, length, from);
  return kept.subarray(0, length);
}
