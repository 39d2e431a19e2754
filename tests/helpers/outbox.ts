import { readFile } from "node:fs/promises";
import { z } from "zod";

/**
 * Reads an outbox file the way the operator (and scripts/outbox-purge.mjs) sees it: one
 * `{time, kind, fields}` object per line. Strict, so a test also proves every line the
 * app wrote has that shape. The app itself only appends; reading is for tests.
 */

const outboxRecordSchema = z.object({
  time: z.string(),
  kind: z.string(),
  fields: z.record(z.string()),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

/** Every record; a missing file is an empty outbox. Throws on a malformed line. */
export async function readOutbox(path: string): Promise<OutboxRecord[]> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
  return text
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== "")
    .map(({ line, number }) => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new Error(`${path}: line ${number} is not valid JSON`);
      }
      const parsed = outboxRecordSchema.safeParse(json);
      if (!parsed.success) throw new Error(`${path}: line ${number} is not an outbox record`);
      return parsed.data;
    });
}
