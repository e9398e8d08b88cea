/** Guests' phones: Indian ten digits by default, a country code for numbers abroad, E.164 stored, links and display from it. */
import { describe, expect, it } from "vitest";
import { matchesRsvp } from "../admin-list";
import { parseGuestPhone, phoneForDisplay } from "../phone-e164";
import { phoneFieldValue, waDigits, waLink } from "../phone-text";
import { MESSAGES, ZRsvpSubmission } from "../schemas/rsvp";

describe("parseGuestPhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["+44 7400 123456", "+447400123456"],
    ["0044 7400 123456", "+447400123456"],
    ["+1 415 555 0100", "+14155550100"],
    ["+1 (415) 555-0100", "+14155550100"],
  ])("%j is %s", (raw, e164) => {
    expect(parseGuestPhone(raw)).toEqual({ ok: true, e164 });
  });

  it.each(["98765", "98765432101", "+91 98765", "+91 98765 432101", "", "+"])("%j is not ten Indian digits: the spec's message", (raw) => {
    expect(parseGuestPhone(raw)).toEqual({ ok: false, message: "Phone number must be exactly 10 digits" });
  });

  it.each(["98765abcde", "call me", "9876543210 ext 5", "98+76543210", "<script>"])("%j is junk: a human sentence asking for digits", (raw) => {
    expect(parseGuestPhone(raw)).toEqual({ ok: false, message: MESSAGES.phoneJunk });
  });

  it.each(["+44 123", "+1 415 555", "+999 1234567"])("%j has a country code but is not a number there", (raw) => {
    expect(parseGuestPhone(raw)).toEqual({ ok: false, message: MESSAGES.phoneAbroad });
  });

  it("is the reply schema's rule: the submission carries E.164", () => {
    const base = { primaryGuestName: "Asha", rsvpStatus: "no" };
    expect(ZRsvpSubmission.parse({ ...base, primaryGuestPhone: "+44 7400 123456" }).primaryGuestPhone).toBe("+447400123456");
    expect(ZRsvpSubmission.parse({ ...base, primaryGuestPhone: "9876543210" }).primaryGuestPhone).toBe("+919876543210");
    const bad = ZRsvpSubmission.safeParse({ ...base, primaryGuestPhone: "12345" });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual(["Phone number must be exactly 10 digits"]);
  });
});

describe("a stored phone", () => {
  it("is shown spaced as people read it; a value kept from before is shown as it is", () => {
    expect(phoneForDisplay("+919876543210")).toBe("+91 98765 43210");
    expect(phoneForDisplay("+447400123456")).toBe("+44 7400 123456");
    expect(phoneForDisplay("+14155550100")).toBe("+1 415 555 0100");
    expect(phoneForDisplay("98 765")).toBe("98 765");
  });

  it("goes into wa.me with its own country code, never an added 91", () => {
    expect(waDigits("+447400123456")).toBe("447400123456");
    expect(waLink("+14155550100", "Hello & welcome")).toBe("https://wa.me/14155550100?text=Hello%20%26%20welcome");
    expect(waLink("+919876543210")).toBe("https://wa.me/919876543210");
    // Ten bare digits (a number typed before country codes were stored) are Indian.
    expect(waDigits("98765 43210")).toBe("919876543210");
    expect(waDigits("")).toBeNull();
  });

  it("fills the reply form: an Indian number as its ten digits, one from abroad with its +", () => {
    expect(phoneFieldValue("+919876543210")).toBe("9876543210");
    expect(phoneFieldValue("+447400123456")).toBe("+447400123456");
    expect(phoneFieldValue("12345")).toBe("12345");
  });

  it("is found by the RSVP search however the planner types it", () => {
    const reply = { primaryGuestName: "Priya Shah", primaryGuestPhone: "+447400123456", rsvpStatus: "yes", familyMembers: [], children: [] };
    for (const q of ["+44 7400 123456", "7400 123456", "7400123456", "447400123456"]) expect(matchesRsvp(reply, q), q).toBe(true);
    const indian = { ...reply, primaryGuestPhone: "+919876543210" };
    for (const q of ["98765 43210", "+91-98765-43210", "9876543210"]) expect(matchesRsvp(indian, q), q).toBe(true);
    expect(matchesRsvp(indian, "7400 123456")).toBe(false);
  });
});
