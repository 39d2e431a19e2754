/**
 * The answer an FAQ page shows: sanitised HTML, and whether the answer service was asked and
 * failed (the page then shows its notice, faq.answer.failed, above the stored answer). Shared by
 * the server and the browser bundle.
 */
export type EntryAnswer = {
  source: "stored" | "generated";
  html: string;
  failed?: true;
};
