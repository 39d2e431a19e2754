import { RESUME_MESSAGES, resumeExtension, type ResumeExtension } from "./resume-file";

/**
 * The résumé's first bytes against the format its extension claims, because the name and
 * declared type are whatever the sender chose. Only the server has the bytes.
 */

/** What each format starts with; plain text has no signature, only no NUL bytes. */
const MAGIC_BYTES: Record<Exclude<ResumeExtension, "txt">, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2
  docx: [0x50, 0x4b, 0x03, 0x04], // ZIP
  rtf: [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
};

/** How much of a text file is looked at for a NUL byte. */
const TEXT_SNIFF_BYTES = 8192;

/** The message to show, or null when the bytes match. Call after checkResumeFile passed. */
export function checkResumeContent(name: string, bytes: Uint8Array): string | null {
  const ext = resumeExtension(name);
  if (!ext) return RESUME_MESSAGES.badType;
  if (bytes.length === 0) return RESUME_MESSAGES.empty;
  const matches =
    ext === "txt"
      ? !bytes.subarray(0, TEXT_SNIFF_BYTES).includes(0)
      : MAGIC_BYTES[ext].every((byte, i) => bytes[i] === byte);
  return matches ? null : RESUME_MESSAGES.badType;
}
