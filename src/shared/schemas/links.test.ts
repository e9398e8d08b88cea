/** Issue 12, item 5: every stored link is an absolute http(s) address or a same-origin path with one leading "/". */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isSafeLink, safeLink } from "../safe-link";
import { weddingView } from "../wedding-view";
import type { WeddingDetails } from "./wedding";
import { optionalSafeLink, zSafeLink } from "./common";
import { ZAudioSettingsInput, ZCustomIconInput, ZTimelineEventInput, ZVenueMediaInput, ZWeddingDetailsInput } from "./index";

const GOOD = [
  "https://maps.google.com/?q=Taj+Palace",
  "http://example.com",
  "HTTPS://Example.com/a/b?c=d#e",
  "https://user@example.com/x",
  "/files/icon/abc.svg",
  "/",
  "/a//b",
];

const BAD = [
  "//evil.example/x",
  "///evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example/x",
  "https:\\\\evil.example",
  "https:/\\evil.example",
  "https:///evil.example",
  "https://",
  "https://@evil",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "\njavascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "ftp://example.com/x.jpg",
  "mailto:a@example.com",
  "example.com/x",
  "files/icon/abc.svg",
  "/files/a\u0000b",
  "/files/a\rb",
  "https://example.com/\u2028x",
  "https://example.com/\u0085x",
  "#top",
  "?q=1",
];

describe("isSafeLink", () => {
  it.each(GOOD)("accepts %j", (v) => expect(isSafeLink(v)).toBe(true));
  it.each(BAD)("refuses %j", (v) => expect(isSafeLink(v)).toBe(false));
  it("refuses non-strings, empty and overlong values", () => {
    expect(isSafeLink(null)).toBe(false);
    expect(isSafeLink(42)).toBe(false);
    expect(isSafeLink("")).toBe(false);
    expect(isSafeLink(`/${"a".repeat(2000)}`)).toBe(false);
  });
  it("safeLink keeps a good link and drops a bad one", () => {
    expect(safeLink("/files/x")).toBe("/files/x");
    expect(safeLink("//evil.example/x")).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

function messageOf(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join(".") === path)?.message;
}

describe("zSafeLink", () => {
  it("trims, lets a blank through as 'no link' and answers a human sentence", () => {
    expect(zSafeLink().parse("  /files/x  ")).toBe("/files/x");
    expect(optionalSafeLink().parse("  ")).toBeNull();
    expect(optionalSafeLink().parse(null)).toBeNull();
    const r = zSafeLink().safeParse("//evil.example/x");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/^Enter a link that starts with https:\/\//);
  });

  const wedding = { brideName: "Asha", groomName: "Rohan", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort" };
  const event = { day: 1, eventName: "Haldi", time: "10:00", place: "Lawn" };
  const cases: [string, z.ZodType, Record<string, unknown>, string, string][] = [
    ["directions link", ZWeddingDetailsInput, wedding, "directionsLink", "Directions link must start with https://"],
    ["background audio", ZAudioSettingsInput, {}, "backgroundAudioUrl", "Audio must be an uploaded file"],
    ["event icon", ZTimelineEventInput, event, "customIconUrl", "Icon must be an uploaded file"],
    ["custom icon", ZCustomIconInput, { id: 1 }, "customIconUrl", "Icon must be an uploaded file"],
    ["venue media", ZVenueMediaInput, { type: "image" }, "mediaUrl", "Media URL must be an uploaded file or a link that starts with https://"],
  ];
  describe.each(cases)("the %s", (_label, schema, base, field, message) => {
    it.each(BAD)(`refuses %j with "${message}"`, (v) => {
      expect(messageOf(schema, { ...base, [field]: v }, field)).toBe(message);
    });
    it.each(GOOD)("accepts %j", (v) => {
      const r = schema.safeParse({ ...base, [field]: v });
      expect(r.success).toBe(true);
      expect((r.data as Record<string, unknown>)[field]).toBe(v);
    });
  });
});

describe("weddingView (what the pages render)", () => {
  const row = {
    weddingDate: null,
    brideName: null,
    groomName: null,
    venue: null,
    venueAddress: null,
    backgroundAudioTitle: null,
    backgroundAudioEnabled: true,
  };
  it("does not hand a bad link stored before the rule to the pages", () => {
    const v = weddingView({ ...row, directionsLink: "//evil.example/x", backgroundAudioUrl: "javascript:alert(1)" } as WeddingDetails);
    expect(v.directionsLink).toBeNull();
    expect(v.audio).toBeNull();
  });
  it("keeps good links", () => {
    const v = weddingView({ ...row, directionsLink: "https://maps.example.com/x", backgroundAudioUrl: "/files/audio/a.mp3" } as WeddingDetails);
    expect(v.directionsLink).toBe("https://maps.example.com/x");
    expect(v.audio?.url).toBe("/files/audio/a.mp3");
  });
});
