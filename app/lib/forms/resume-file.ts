import type { MessageKey } from "~/i18n/translate";

/**
 * The résumé's rules as the browser reports the file (name, declared type, size): shared
 * by the form, which can refuse a wrong file before uploading it, and the server, which
 * checks again and then looks at the bytes (resume-content.server.ts).
 */

const RESUME_MIME_TYPES = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  rtf: ["application/rtf", "text/rtf", "application/x-rtf"],
  txt: ["text/plain"],
} as const;

export type ResumeExtension = keyof typeof RESUME_MIME_TYPES;

const RESUME_EXTENSIONS: readonly ResumeExtension[] = ["pdf", "doc", "docx", "rtf", "txt"];

export const RESUME_RULES = {
  extensions: RESUME_EXTENSIONS,
  mimeTypes: RESUME_MIME_TYPES,
  maxBytes: 5 * 1024 * 1024,
  /** For `<input type="file" accept>`. */
  accept: [...RESUME_EXTENSIONS.map((ext) => `.${ext}`), ...Object.values(RESUME_MIME_TYPES).flat()].join(","),
} as const;

/** The résumé's messages, as keys of the forms catalog. */
export const RESUME_MESSAGES = {
  missing: "forms.field.resumeMissing",
  empty: "forms.field.resumeEmpty",
  badType: "forms.field.resumeBadType",
  tooLarge: "forms.field.resumeTooLarge",
} as const satisfies Record<string, MessageKey>;

// Browsers send these when the OS has no type for the extension; the extension decides then.
const UNKNOWN_TYPES: ReadonlySet<string> = new Set(["", "application/octet-stream"]);

/** The allowed extension the file name ends with, if any. */
export function resumeExtension(name: string): ResumeExtension | undefined {
  const ext = /\.([^./\\]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  return RESUME_EXTENSIONS.find((allowed) => allowed === ext);
}

/**
 * Checks what the browser says about the file: name, declared type and size.
 * Returns the message to show, or null when acceptable.
 */
export function checkResumeFile(file: { name: string; type: string; size: number } | null | undefined): string | null {
  if (!file || (file.name.trim() === "" && file.size === 0)) return RESUME_MESSAGES.missing;
  const ext = resumeExtension(file.name);
  if (!ext) return RESUME_MESSAGES.badType;
  const type = file.type.split(";")[0].trim().toLowerCase();
  const knownTypes: readonly string[] = RESUME_MIME_TYPES[ext];
  if (!UNKNOWN_TYPES.has(type) && !knownTypes.includes(type)) return RESUME_MESSAGES.badType;
  if (file.size > RESUME_RULES.maxBytes) return RESUME_MESSAGES.tooLarge;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  return null;
}
