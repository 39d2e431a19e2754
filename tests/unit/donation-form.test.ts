import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  DONATION_MESSAGES,
  donationAmount,
  donationNotAvailableNotice,
  donationSchema,
  formatDollars,
} from "~/lib/forms/donation-form";
import { FIELD_MESSAGES } from "~/lib/forms/field-schemas";
import { noticeInEnglish } from "../helpers/form-texts";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const donor = {
  purpose: "hosting",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: "",
};

describe("donationSchema (through conform, as the form sends it)", () => {
  it("accepts a preset", () => {
    const result = parseWithZod(form({ ...donor, amount: "50", customAmount: "" }), { schema: donationSchema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(donationAmount(result.value)).toBe(50);
  });

  it.each([
    ["37.5", 37.5],
    ["$1,234.50", 1234.5],
    [" 10000 ", 10000],
    ["0.01", 0.01],
  ])("takes the typed amount %j over any preset", (typed, amount) => {
    const result = parseWithZod(form({ ...donor, amount: "500", customAmount: typed }), { schema: donationSchema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(donationAmount(result.value)).toBe(amount);
  });

  it("asks for an amount when neither is given, even beside other errors", () => {
    const result = parseWithZod(form({ ...donor, firstName: "", customAmount: "  " }), { schema: donationSchema });
    expect(result.status).toBe("error");
    if (result.status === "error") {
      expect(result.error?.amount).toEqual([DONATION_MESSAGES.amountRequired]);
      expect(result.error?.firstName).toEqual([DONATION_MESSAGES.firstNameRequired]);
    }
  });

  it.each([
    ["ten", DONATION_MESSAGES.amountFormat],
    ["12.345", DONATION_MESSAGES.amountFormat],
    ["-5", DONATION_MESSAGES.amountFormat],
    ["1e3", DONATION_MESSAGES.amountFormat],
    ["0", DONATION_MESSAGES.amountPositive],
    ["0.00", DONATION_MESSAGES.amountPositive],
    ["10000.01", DONATION_MESSAGES.amountTooLarge],
  ])("refuses the typed amount %j", (typed, message) => {
    const result = parseWithZod(form({ ...donor, customAmount: typed }), { schema: donationSchema });
    expect(result.status).toBe("error");
    if (result.status === "error") {
      expect(result.error?.customAmount).toEqual([message]);
      expect(result.error?.amount).toBeUndefined();
    }
  });

  it("refuses an unknown preset or purpose", () => {
    const result = parseWithZod(form({ ...donor, amount: "75", purpose: "yachts" }), { schema: donationSchema });
    expect(result.status).toBe("error");
    if (result.status === "error") {
      expect(result.error?.amount).toEqual([DONATION_MESSAGES.amountRequired]);
      expect(result.error?.purpose).toEqual([DONATION_MESSAGES.purposeRequired]);
    }
  });

  it("reads the anonymous checkbox", () => {
    const result = parseWithZod(form({ ...donor, amount: "25", anonymous: "on" }), { schema: donationSchema });
    expect(result.status === "success" && result.value.anonymous).toBe(true);
  });
});

describe("the donor's details", () => {
  function errors(fields: Record<string, string>) {
    const result = parseWithZod(form({ ...donor, amount: "25", ...fields }), { schema: donationSchema });
    return result.status === "error" ? result.error : {};
  }

  it("follow the same name, e-mail and phone rules as every other form", () => {
    expect(errors({ firstName: "x".repeat(101) })?.firstName).toEqual([FIELD_MESSAGES.nameTooLong]);
    expect(errors({ lastName: "Hopper\nBcc: x@example.com" })?.lastName).toEqual([FIELD_MESSAGES.singleLine]);
    expect(errors({ email: "grace@" })?.email).toEqual([FIELD_MESSAGES.emailInvalid]);
    expect(errors({ phone: "call me" })?.phone).toEqual([FIELD_MESSAGES.phoneInvalid]);
    expect(errors({ phone: "+()-." })?.phone).toEqual([FIELD_MESSAGES.phoneNoDigits]);
    expect(errors({ phone: "   " })?.phone).toBeUndefined();
    expect(errors({ phone: " +1 (202) 555-0142 " })).toEqual({});
  });
});

describe("the honest answer", () => {
  it("names the amount and purpose and says nothing was charged", () => {
    const result = donationSchema.parse({ ...donor, amount: "100", phone: undefined });
    const notice = noticeInEnglish(donationNotAvailableNotice(result, "en-US"));
    expect(notice?.tone).toBe("info");
    expect(notice?.title).toBe("Online donations are not available yet");
    const message = notice?.message ?? "";
    expect(message).toContain("$100 to Hosting and Running the Site");
    expect(message).toContain("nothing was charged");
    expect(message).not.toMatch(/payment (is )?complete/i);
  });

  it("formats dollars with cents only when there are cents", () => {
    expect(formatDollars(25)).toBe("$25");
    expect(formatDollars(12.5)).toBe("$12.50");
    expect(formatDollars(1234.5)).toBe("$1,234.50");
  });
});
