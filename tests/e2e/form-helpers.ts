import { randomInt, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { FAKE_EMAIL_URL } from "./servers";

/**
 * Helpers shared by the contact, complaint, career and donation specs.
 */

/** A short marker that makes this test's message findable in shared logs and outboxes. */
export function marker(): string {
  return randomUUID().slice(0, 8);
}

/**
 * Gives the page its own client address on the wired app (TRUST_PROXY=1 there), so the
 * per-client rate limit of one test never meets another's.
 */
export async function actAsNewClient(page: Page): Promise<string> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

export interface EmailRequest {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  accessToken?: string;
  template_params: { name: string; email: string; phone: string; subject: string; message: string; language: string };
}

/** What the fake e-mail service received whose message contains `text`. */
export async function emailsContaining(text: string): Promise<EmailRequest[]> {
  const response = await fetch(`${FAKE_EMAIL_URL}/__requests`);
  const all: EmailRequest[] = await response.json();
  return all.filter((body) => body.template_params?.message?.includes(text));
}

export interface OutboxLine {
  time: string;
  kind: string;
  fields: Record<string, string>;
}

/** Outbox lines (JSON Lines, relative to the checkout) whose fields contain `text`. */
export async function outboxLinesContaining(path: string, text: string): Promise<OutboxLine[]> {
  let content = "";
  try {
    content = await readFile(path, "utf8");
  } catch {
    return [];
  }
  return content
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line): OutboxLine => JSON.parse(line))
    .filter((line) => Object.values(line.fields).some((value) => value.includes(text)));
}

/**
 * Console problems a test may expect: Chromium logs every 4xx/5xx fetch response as
 * "Failed to load resource", and a form that answers 400 or 503 does so on purpose.
 */
export function unexpectedConsole(problems: string[]): string[] {
  return problems.filter(
    (problem) => !/Failed to load resource: the server responded with a status of (400|413|429|503)/.test(problem),
  );
}
