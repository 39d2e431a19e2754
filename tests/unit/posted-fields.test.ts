import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { careerFormSchema } from "~/lib/forms/career-form";
import { complaintSchema } from "~/lib/forms/complaint-form";
import { contactSchema } from "~/lib/forms/contact-form";
import { donationSchema } from "~/lib/forms/donation-form";
import { boundedReply, formFields, type FormFields } from "~/lib/forms/form-limits.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { nameShape, postedFields } from "~/lib/forms/posted-fields.server";
import { readForm } from "~/lib/forms/read-form.server";
import { feedbackSchema } from "~/lib/help-centre/feedback";
import { MESSAGE_CHECK_LIMITS, messageCheckSchema } from "~/lib/message-check/message-check-form";

/**
 * The bounded reading of a form body (issue 30): whatever names a client posts, conform only gets
 * the form's own fields, within their repeats, and the whole body costs linear time.
 */

const SCHEMAS = {
  contact: contactSchema,
  complaint: complaintSchema,
  career: careerFormSchema,
  donation: donationSchema,
  feedback: feedbackSchema,
  checker: messageCheckSchema,
} as const;

const CONTACT = formFields(contactSchema);

function urlEncoded(pairs: Array<[string, string]>): Request {
  return new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(pairs).toString(),
  });
}

const allowedNames = (fields: FormFields) => new Set(fields.repeats.keys());

describe("a form's fields, from its schema", () => {
  it("names each field once, the honeypot too, and no list or nesting in a flat form", () => {
    expect([...CONTACT.repeats]).toEqual([
      ["name", 1],
      ["email", 1],
      ["phone", 1],
      ["subject", 1],
      ["message", 1],
      [HONEYPOT_FIELD, 1],
    ]);
    expect(CONTACT.maxDepth).toBe(1);
    expect(CONTACT.maxIndex).toBe(-1);
    expect(CONTACT.maxEntries).toBeLessThan(20);
    // The feedback widget's union of forms: intent and comment.
    expect([...formFields(feedbackSchema).repeats.keys()]).toEqual(["intent", "comment", HONEYPOT_FIELD]);
  });

  it("allows a list's items by index up to its bound, and nothing deeper than the schema", () => {
    const fields = formFields(z.object({ items: z.array(z.object({ name: z.string().max(10) })) }));
    const posted = postedFields(fields);
    expect(posted.add("items[0].name", "a")).toBe("kept");
    expect(posted.add("items[49].name", "b")).toBe("kept");
    expect(posted.add("items[50].name", "c")).toBe("refused");
    expect(posted.add("items[0].name.x", "d")).toBe("refused");
    expect(posted.refusal).toBe("index too large");
  });
});

describe("postedFields", () => {
  it("keeps the form's fields and drops other names, conform's reserved ones included", () => {
    const posted = postedFields(CONTACT);
    expect(posted.add("name", "Ada")).toBe("kept");
    expect(posted.add("__intent__", "null")).toBe("dropped");
    expect(posted.add("__state__", "{bad")).toBe("dropped");
    expect(posted.add("utm_source", "x")).toBe("dropped");
    expect(posted.add(HONEYPOT_FIELD, "")).toBe("kept");
    expect(posted.refusal).toBeNull();
    expect([...posted.formData.keys()]).toEqual(["name", HONEYPOT_FIELD]);
  });

  it("refuses the issue's probes: an index, a name 4,000 dots deep, 3,000 brackets, a repeated field", () => {
    const probes: Array<[string, string]> = [
      ["a[99999999]", "name too deep"],
      [`${"a.".repeat(4000)}a`, "name too long"],
      [`a${Array.from({ length: 3001 }, (_, i) => `[${i}]`).join("")}`, "name too long"],
      ["a.b", "name too deep"],
      ["message[0]", "name too deep"],
    ];
    for (const [name, why] of probes) {
      const posted = postedFields(CONTACT);
      expect(posted.add(name, "1"), name.slice(0, 20)).toBe("refused");
      expect(posted.refusal, name.slice(0, 20)).toBe(why);
    }
    const repeated = postedFields(CONTACT);
    expect(repeated.add("message", "one")).toBe("kept");
    expect(repeated.add("message", "two")).toBe("refused");
    expect(repeated.refusal).toBe("field repeated");
    expect(repeated.formData.getAll("message")).toEqual(["one"]);
  });

  it("refuses more entries than the form could have, still keeping its own fields that come later", () => {
    const posted = postedFields(CONTACT);
    for (let i = 0; i < 1000; i += 1) posted.add("a", "");
    expect(posted.refusal).toBe("too many fields");
    expect(posted.add("email", "ada@example.com")).toBe("refused");
    // Past the cap every entry is refused: 1,000 entries or 32,000 cost the same per entry.
    expect(posted.formData.has("email")).toBe(false);
  });

  it("reads a name's shape in one pass", () => {
    expect(nameShape("items[12].name")).toEqual({ normalised: "items[].name", depth: 3, index: 12 });
    expect(nameShape("a[99999999]")).toEqual({ normalised: "a[]", depth: 2, index: 99999999 });
    expect(nameShape("a[1234567890123]").index).toBe(Number.MAX_SAFE_INTEGER);
    expect(nameShape("a[b]")).toEqual({ normalised: "a[b]", depth: 2, index: -1 });
    expect(nameShape("[[[")).toEqual({ normalised: "[[[", depth: 4, index: -1 });
  });
});

/** Names a hostile client posts: the form's own, conform's reserved ones, indices, depth, junk. */
const hostileName = (own: string[]) =>
  fc.oneof(
    fc.constantFrom(...own, "__intent__", "__state__", "a[99999999]", "a[]", "constructor", "__proto__", "toString"),
    fc
      .array(
        fc.oneof(
          fc.constantFrom(".", "[", "]", "[0]", "[99999999]", "[-1]", "__intent__", "%5B", ""),
          fc.constantFrom(...own),
          fc.string({ maxLength: 4 }),
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join("")),
    fc.string({ maxLength: 3000 }),
    fc.integer({ min: 1, max: 5000 }).map((depth) => "a.".repeat(depth)),
    fc.integer({ min: 1, max: 3000 }).map((depth) => `a${"[0]".repeat(depth)}`),
  );

describe("readForm with hostile field names (property)", () => {
  for (const [label, schema] of Object.entries(SCHEMAS)) {
    const fields = label === "checker" ? formFields(schema, { maxLengths: MESSAGE_CHECK_LIMITS }) : formFields(schema);
    const own = [...fields.repeats.keys()];

    it(`${label}: conform only ever sees the form's own fields, within their repeats, and never throws`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(hostileName(own), fc.string({ maxLength: 50 })), { maxLength: 200 }),
          async (pairs) => {
            const read = await readForm(urlEncoded(pairs), { fields, maxBytes: 16 * 1024 * 1024 });
            expect(["ok", "out-of-bounds"]).toContain(read.ok ? "ok" : read.reason);
            const formData = read.ok ? read.formData : read.reason === "out-of-bounds" ? read.fields : new FormData();
            const counts = new Map<string, number>();
            for (const name of formData.keys()) {
              expect(allowedNames(fields).has(name), name).toBe(true);
              counts.set(name, (counts.get(name) ?? 0) + 1);
            }
            for (const [name, count] of counts) expect(count).toBeLessThanOrEqual(fields.repeats.get(name) ?? 0);
            // What conform makes of it, and what the answer shows again.
            const reply = boundedReply(parseWithZod(formData, { schema }).reply(), fields);
            for (const name of Object.keys(reply.initialValue ?? {}))
              expect(Object.hasOwn(fields.maxLengths, name)).toBe(true);
          },
        ),
        { numRuns: 150 },
      );
    });
  }

  it("a 94 kB body of 32,000 repeated keys is refused in linear time, not the 15 s it took", async () => {
    const fields = formFields(careerFormSchema);
    const body = Array(32_000).fill("a=").join("&");
    const started = performance.now();
    const read = await readForm(
      new Request("http://localhost/career", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      }),
      { fields, maxBytes: 7 * 1024 * 1024, maxFileBytes: 5 * 1024 * 1024 },
    );
    // A url-encoded body carries no file: the career form takes its text fields' size, not 7 MB.
    expect(read).toMatchObject({ ok: false, reason: "too-large" });
    const contactBody = Array(5_000).fill("message=").join("&");
    const contact = await readForm(urlEncoded([]), { fields: CONTACT });
    expect(contact.ok).toBe(true);
    const repeated = await readForm(
      new Request("http://localhost/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: contactBody,
      }),
      { fields: CONTACT },
    );
    expect(repeated).toMatchObject({ ok: false, reason: "out-of-bounds", why: "field repeated" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a multipart body out of bounds, keeping the text fields and reading no file it drops", async () => {
    const form = new FormData();
    form.set("fullName", "Ada Lovelace");
    form.set("a[99999999]", "1");
    form.set("portfolio", new File([new Uint8Array(100_000)], "big.pdf"));
    form.set("email", "ada@example.com");
    const read = await readForm(new Request("http://localhost/career", { method: "POST", body: form }), {
      fields: formFields(careerFormSchema),
      maxBytes: 7 * 1024 * 1024,
      maxFileBytes: 5 * 1024 * 1024,
    });
    expect(read).toMatchObject({ ok: false, reason: "out-of-bounds", status: 400, why: "name too deep" });
    if (read.ok || read.reason !== "out-of-bounds") return;
    expect([...read.fields]).toEqual([
      ["fullName", "Ada Lovelace"],
      ["email", "ada@example.com"],
    ]);
  });
});
