/**
 * Markdown to readable plain text for excerpts and search previews. Deliberately
 * simple (no markdown parser; it runs in loaders and the search index): it removes the syntax our
 * answers use.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, "") // fence lines, keep the code
    .replace(/<[^>]*>/g, "") // inline HTML tags
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images -> alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links -> link text
    .replace(/^\s{0,3}#{1,6}\s+/gm, "") // headings
    .replace(/^\s{0,3}>\s?/gm, "") // block quotes
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "") // list markers
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, "") // horizontal rules
    .replace(/(\*\*|__|~~|`)/g, "") // bold, strike, code
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*\S)[*_](?!\w)/g, "$1$2") // single emphasis
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The first `length` characters of the plain text, followed by '...'. Short texts
 * that fit are returned whole, without a misleading ellipsis.
 */
export function excerpt(markdown: string, length: number): string {
  const plain = markdownToPlainText(markdown);
  if (plain.length <= length) return plain;
  return `${plain.slice(0, Math.max(0, length)).trimEnd()}...`;
}
