// Conditional requests: a weak comparison of If-None-Match against an entity tag.

/** @param {string} tag */
function opaque(tag) {
  return tag.trim().replace(/^W\//, "");
}

/**
 * True when the request's If-None-Match names this entity tag (or `*`).
 * @param {string | string[] | undefined} ifNoneMatch
 * @param {string} etag
 */
export function etagMatches(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== "string" || ifNoneMatch === "") return false;
  if (ifNoneMatch.trim() === "*") return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}
