/** Far above what any text form here allows (5000 characters, even fully percent-encoded). */
export const MAX_SMALL_FORM_BYTES = 128 * 1024;

/**
 * The posted form, read with a size cap (a url-encoded or multipart body is otherwise
 * buffered whole); null when it is larger or not a form at all.
 */
export async function readSmallForm(request: Request, maxBytes: number): Promise<FormData | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  if (!request.body) return new FormData();
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!(declared <= maxBytes)) return null;

  const reader = request.body.getReader();
  const chunks: Array<Uint8Array<ArrayBuffer>> = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  try {
    return await new Response(new Blob(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}
