import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkResumeContent } from "~/lib/forms/resume-content.server";
import { RESUME_MESSAGES, RESUME_RULES, checkResumeFile } from "~/lib/forms/resume-file";
import { inEnglish } from "../helpers/form-texts";

describe("résumé checks", () => {
  const MB = 1024 * 1024;

  it("requires a file", () => {
    expect(checkResumeFile(null)).toBe(RESUME_MESSAGES.missing);
    expect(checkResumeFile(undefined)).toBe(RESUME_MESSAGES.missing);
    // What an untouched <input type=file> submits.
    expect(inEnglish(checkResumeFile({ name: "", type: "application/octet-stream", size: 0 }))).toBe(
      "Attach your résumé",
    );
  });

  it.each([
    ["cv.pdf", "application/pdf"],
    ["CV.PDF", "application/pdf"],
    ["cv.doc", "application/msword"],
    ["cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["cv.rtf", "text/rtf"],
    ["cv.rtf", "application/rtf"],
    ["cv.txt", "text/plain; charset=utf-8"],
    ["cv.docx", ""],
    ["cv.pdf", "application/octet-stream"],
  ])("accepts %s sent as %j", (name, type) => {
    expect(checkResumeFile({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ["cv.exe", "application/octet-stream"],
    ["cv.pdf.exe", "application/pdf"],
    ["cv", "application/pdf"],
    ["cv.html", "text/html"],
    ["cv.pdf", "text/html"],
    ["cv.txt", "application/pdf"],
  ])("refuses %s sent as %j", (name, type) => {
    expect(inEnglish(checkResumeFile({ name, type, size: 1000 }))).toBe(
      "Résumé must be a PDF, DOC, DOCX, RTF or TXT file",
    );
  });

  it("allows up to 5 MB", () => {
    expect(RESUME_RULES.maxBytes).toBe(5 * MB);
    expect(checkResumeFile({ name: "cv.pdf", type: "application/pdf", size: 5 * MB })).toBeNull();
    expect(inEnglish(checkResumeFile({ name: "cv.pdf", type: "application/pdf", size: 5 * MB + 1 }))).toBe(
      "Résumé must be 5 MB or smaller",
    );
    expect(checkResumeFile({ name: "cv.pdf", type: "application/pdf", size: 0 })).toBe(RESUME_MESSAGES.empty);
  });

  it("lists every extension and type in the accept attribute", () => {
    expect(RESUME_RULES.extensions).toEqual(["pdf", "doc", "docx", "rtf", "txt"]);
    for (const ext of RESUME_RULES.extensions) expect(RESUME_RULES.accept).toContain(`.${ext}`);
    expect(RESUME_RULES.accept).toContain("application/pdf");
  });

  it("checks the content against the claimed format", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(checkResumeContent("cv.pdf", bytes("%PDF-1.7 ..."))).toBeNull();
    expect(checkResumeContent("cv.pdf", bytes("<html>"))).toBe(RESUME_MESSAGES.badType);
    expect(checkResumeContent("cv.docx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]))).toBeNull();
    expect(checkResumeContent("cv.doc", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(checkResumeContent("cv.rtf", bytes("{\\rtf1\\ansi ..."))).toBeNull();
    expect(checkResumeContent("cv.txt", bytes("Ada Lovelace\nEngineer"))).toBeNull();
    expect(checkResumeContent("cv.txt", new Uint8Array([0x41, 0x00, 0x42]))).toBe(RESUME_MESSAGES.badType);
    expect(checkResumeContent("cv.txt", new Uint8Array())).toBe(RESUME_MESSAGES.empty);
  });

  it("wants the whole signature of the claimed format, not another format's", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(checkResumeContent("cv.pdf", bytes("%PDF"))).toBe(RESUME_MESSAGES.badType);
    expect(checkResumeContent("cv.docx", bytes("%PDF-1.7"))).toBe(RESUME_MESSAGES.badType);
    expect(checkResumeContent("cv.doc", new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(RESUME_MESSAGES.badType);
    expect(checkResumeContent("CV.PDF", bytes("%PDF-1.4"))).toBeNull();
    expect(checkResumeContent("cv.exe", bytes("%PDF-1.4"))).toBe(RESUME_MESSAGES.badType);
  });

  it("the résumé check never throws and returns a known message or null", () => {
    const known = new Set<string | null>([null, ...Object.values(RESUME_MESSAGES)]);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (name, type, size) => {
        expect(known.has(checkResumeFile({ name, type, size }))).toBe(true);
      }),
    );
  });
});
