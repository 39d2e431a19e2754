/** The file name (without `.md`) of a keyword's stored answer in data/faq-answers. */
export function answerSlug(keyword: string): string {
  return keyword
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
