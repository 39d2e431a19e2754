import type { Language } from "~/i18n/languages";
import { JOB_OPENINGS, translatedJobOpenings, type JobOpening } from "~/lib/job-openings";
import spanishFile from "../../data/es/jobs.json";

/**
 * The openings in each language, for the career page's loader and action: the Spanish from
 * data/es/jobs.json, checked at load to mirror the English. Server-only, so the browser gets
 * the openings of its page's language through the loader and never both files.
 */
const BY_LANGUAGE: Record<Language, readonly JobOpening[]> = {
  en: JOB_OPENINGS,
  es: translatedJobOpenings(spanishFile),
};

export function jobOpeningsIn(language: Language): readonly JobOpening[] {
  return BY_LANGUAGE[language];
}

export function findJobIn(id: string, language: Language): JobOpening | undefined {
  return BY_LANGUAGE[language].find((job) => job.id === id);
}
