/** The shared zod schemas: the messages and coercions the specs ask for, as the form, tRPC and REST all see them. */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  parseAllergens,
  ZDishInput,
  ZMealInput,
  ZMenuCategoryInput,
  ZMenuItemInput,
  ZRoomInput,
  ZRsvpSubmission,
  ZTimelineEventInput,
  ZVenueMediaInput,
  ZWeddingDetailsInput,
} from "./index";

/** Parses and returns the messages by dotted path (first message per path). */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.map(String).join(".")] ??= issue.message;
  return out;
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe("ZRsvpSubmission", () => {
  const valid = { primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes" };

  it("accepts a minimal valid submission with the documented defaults, the phone in E.164", () => {
    expect(parsed(ZRsvpSubmission, valid)).toMatchObject({
      primaryGuestName: "Asha Rao",
      primaryGuestPhone: "+919876543210",
      rsvpStatus: "yes",
      needsMakeupArtist: false,
      makeupCount: 0,
      familyMembers: [],
      children: [],
      uploadedFileName: null,
      primaryGuestGender: null,
    });
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["blank", "   "],
  ])("answers 'Name is required' for a %s name", (_label, name) => {
    expect(messagesOf(ZRsvpSubmission, { ...valid, primaryGuestName: name }).primaryGuestName).toBe("Name is required");
  });

  it("trims the name", () => {
    expect(parsed(ZRsvpSubmission, { ...valid, primaryGuestName: "  Asha  " }).primaryGuestName).toBe("Asha");
  });

  it.each(["12345", "98765432101", "", undefined])("answers the phone message for %j", (phone) => {
    expect(messagesOf(ZRsvpSubmission, { ...valid, primaryGuestPhone: phone }).primaryGuestPhone).toBe("Phone number must be exactly 10 digits");
  });

  it("reads ten digits written with spaces or +91, and a number from abroad, as E.164; letters get the digits sentence", () => {
    expect(parsed(ZRsvpSubmission, { ...valid, primaryGuestPhone: "98765 43210" }).primaryGuestPhone).toBe("+919876543210");
    expect(parsed(ZRsvpSubmission, { ...valid, primaryGuestPhone: "+91 98765 43210" }).primaryGuestPhone).toBe("+919876543210");
    expect(parsed(ZRsvpSubmission, { ...valid, primaryGuestPhone: "+44 7400 123456" }).primaryGuestPhone).toBe("+447400123456");
    expect(messagesOf(ZRsvpSubmission, { ...valid, primaryGuestPhone: "98765abcde" }).primaryGuestPhone).toBe(
      "Please write your phone number in digits, such as 98765 43210. From abroad, start with + and your country code, such as +44 7400 123456.",
    );
  });

  it.each([undefined, "", "maybe"])("answers 'Please select your attendance' for rsvpStatus %j", (status) => {
    expect(messagesOf(ZRsvpSubmission, { ...valid, rsvpStatus: status }).rsvpStatus).toBe("Please select your attendance");
  });

  it("accepts 'no' as an answer", () => {
    expect(parsed(ZRsvpSubmission, { ...valid, rsvpStatus: "no" }).rsvpStatus).toBe("no");
  });

  it("answers 'Name is required' for a family member without a name, at that member", () => {
    const messages = messagesOf(ZRsvpSubmission, { ...valid, familyMembers: [{ name: "Ravi" }, { name: "" }, {}] });
    expect(messages["familyMembers.1.name"]).toBe("Name is required");
    expect(messages["familyMembers.2.name"]).toBe("Name is required");
    expect(messages["familyMembers.0.name"]).toBeUndefined();
  });

  it("fills a blank family member's defaults", () => {
    const out = parsed(ZRsvpSubmission, {
      ...valid,
      familyMembers: [{ name: "Ravi", gender: "", dietaryPreference: "", beveragePreference: "", makeupCount: 0 }],
    });
    expect(out.familyMembers[0]).toMatchObject({ name: "Ravi", gender: null, dietaryPreference: null, needsMakeupArtist: false, makeupCount: 0 });
  });

  it("answers 'Child name is required' for a child without a name", () => {
    expect(messagesOf(ZRsvpSubmission, { ...valid, children: [{ name: "" }] })["children.0.name"]).toBe("Child name is required");
    expect(messagesOf(ZRsvpSubmission, { ...valid, children: [{ age: 5 }] })["children.0.name"]).toBe("Child name is required");
  });

  it.each([19, -1, 4.5, "abc"])("rejects the child age %j", (age) => {
    expect(messagesOf(ZRsvpSubmission, { ...valid, children: [{ name: "Mia", age }] })["children.0.age"]).toBeDefined();
  });

  it.each([
    [0, 0],
    [18, 18],
    ["7", 7],
    ["", null],
    [null, null],
    [undefined, null],
  ])("accepts the child age %j as %j", (age, expected) => {
    expect(parsed(ZRsvpSubmission, { ...valid, children: [{ name: "Mia", age }] }).children[0]!.age).toBe(expected);
  });

  // With a makeup artist asked for, the count is 1 to 10 and a missing or 0 count means one session.
  it.each([
    ["", 1],
    [undefined, 1],
    [null, 1],
    [0, 1],
    ["0", 1],
    ["3", 3],
    [3, 3],
    ["10", 10],
  ])("turns makeupCount %j into %j when makeup is asked for", (input, expected) => {
    expect(parsed(ZRsvpSubmission, { ...valid, needsMakeupArtist: true, makeupCount: input }).makeupCount).toBe(expected);
  });

  it.each([11, "11", -1, 2.5])("rejects makeupCount %j when makeup is asked for", (input) => {
    expect(messagesOf(ZRsvpSubmission, { ...valid, needsMakeupArtist: true, makeupCount: input }).makeupCount).toBe("Makeup count must be between 1 and 10");
  });

  // A hidden field's stale value must never block the form: without makeup the count is 0.
  it.each([11, "abc", -1, 2.5, "", 4])("turns makeupCount %j into 0 when makeup is not asked for", (input) => {
    expect(parsed(ZRsvpSubmission, { ...valid, needsMakeupArtist: false, makeupCount: input }).makeupCount).toBe(0);
    expect(parsed(ZRsvpSubmission, { ...valid, makeupCount: input }).makeupCount).toBe(0);
  });

  it("applies the same makeupCount rule to family members", () => {
    const member = (m: object) => ({ ...valid, familyMembers: [{ name: "Ravi", ...m }] });
    expect(parsed(ZRsvpSubmission, member({ needsMakeupArtist: true, makeupCount: "2" })).familyMembers[0]!.makeupCount).toBe(2);
    expect(parsed(ZRsvpSubmission, member({ needsMakeupArtist: true, makeupCount: "" })).familyMembers[0]!.makeupCount).toBe(1);
    expect(parsed(ZRsvpSubmission, member({ makeupCount: 11 })).familyMembers[0]!.makeupCount).toBe(0);
    expect(messagesOf(ZRsvpSubmission, member({ needsMakeupArtist: true, makeupCount: 11 }))["familyMembers.0.makeupCount"]).toBeDefined();
  });

  it("accepts a server-issued file name and blank file names", () => {
    const out = parsed(ZRsvpSubmission, { ...valid, uploadedFileName: "a1B2c3D4e5F6g7H8.pdf", frontIdFileName: "", backIdFileName: null });
    expect(out.uploadedFileName).toBe("a1B2c3D4e5F6g7H8.pdf");
    expect(out.frontIdFileName).toBeNull();
    expect(out.backIdFileName).toBeNull();
  });

  it.each(["../a1B2c3D4e5F6.pdf", "../../etc/passwd", "a1B2c3D4/../e5F6.pdf", "..%2Fa1B2c3D4e5F6.pdf", "/abs/a1B2c3D4e5F6.pdf", "a1B2c3D4e5F6.exe"])(
    "rejects the file name %j",
    (name) => {
      expect(messagesOf(ZRsvpSubmission, { ...valid, uploadedFileName: name }).uploadedFileName).toBeDefined();
      expect(messagesOf(ZRsvpSubmission, { ...valid, frontIdFileName: name }).frontIdFileName).toBeDefined();
      expect(
        messagesOf(ZRsvpSubmission, { ...valid, familyMembers: [{ name: "Ravi", backIdFileName: name }] })["familyMembers.0.backIdFileName"],
      ).toBeDefined();
    },
  );

  it("rejects unknown enumeration values", () => {
    const messages = messagesOf(ZRsvpSubmission, {
      ...valid,
      primaryGuestGender: "other",
      dietaryPreference: "keto",
      beveragePreference: "juice",
      uploadMode: "triple",
    });
    expect(Object.keys(messages).sort()).toEqual(["beveragePreference", "dietaryPreference", "primaryGuestGender", "uploadMode"]);
  });
});

describe("ZWeddingDetailsInput", () => {
  const valid = { brideName: "Asha", groomName: "Rohan", weddingDate: "2025-11-07T10:30:00.000Z", venue: "The Cafe & Resort" };

  it("accepts valid details", () => {
    expect(parsed(ZWeddingDetailsInput, valid)).toMatchObject({ ...valid, venueAddress: null, directionsLink: null });
  });

  it.each([
    ["missing", {}],
    ["blank", { brideName: " ", groomName: "", weddingDate: "", venue: "  " }],
  ])("answers the four required messages when %s", (_label, input) => {
    expect(messagesOf(ZWeddingDetailsInput, input)).toEqual({
      brideName: "Bride name is required",
      groomName: "Groom name is required",
      weddingDate: "Wedding date is required",
      venue: "Venue is required",
    });
  });

  it("rejects an unparsable wedding date", () => {
    expect(messagesOf(ZWeddingDetailsInput, { ...valid, weddingDate: "next year" }).weddingDate).toBe("Wedding date is required");
  });

  it("rejects a javascript: directions link", () => {
    expect(messagesOf(ZWeddingDetailsInput, { ...valid, directionsLink: "javascript:alert(1)" }).directionsLink).toBeDefined();
    expect(parsed(ZWeddingDetailsInput, { ...valid, directionsLink: "https://maps.example.com/x" }).directionsLink).toBe("https://maps.example.com/x");
  });
});

describe("ZRoomInput", () => {
  it("answers 'Room number is required'", () => {
    expect(messagesOf(ZRoomInput, { roomNo: "", floorNo: 1 }).roomNo).toBe("Room number is required");
    expect(messagesOf(ZRoomInput, { floorNo: 1 }).roomNo).toBe("Room number is required");
  });

  it("answers 'Floor number must be positive' for -1", () => {
    expect(messagesOf(ZRoomInput, { roomNo: "101", floorNo: -1 }).floorNo).toBe("Floor number must be positive");
    expect(messagesOf(ZRoomInput, { roomNo: "101", floorNo: "-1" }).floorNo).toBe("Floor number must be positive");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["blank", "  "],
  ])("defaults a %s floor to 1", (_label, floorNo) => {
    expect(parsed(ZRoomInput, { roomNo: "101", floorNo }).floorNo).toBe(1);
  });

  it("accepts a numeric string floor", () => {
    expect(parsed(ZRoomInput, { roomNo: " 101 ", floorNo: "3" })).toEqual({ roomNo: "101", floorNo: 3, description: null });
  });
});

describe("ZTimelineEventInput", () => {
  const valid = { day: 1, eventName: "Haldi", time: "09:00", place: "Garden" };

  it("accepts a valid event", () => {
    expect(parsed(ZTimelineEventInput, valid)).toMatchObject({ ...valid, toTime: null, dressCode: null, customIconUrl: null });
  });

  it("answers the three required messages", () => {
    expect(messagesOf(ZTimelineEventInput, { day: 1 })).toMatchObject({
      eventName: "Event name is required",
      time: "Time is required",
      place: "Place is required",
    });
    expect(messagesOf(ZTimelineEventInput, { day: 1, eventName: " ", time: "", place: "" })).toEqual({
      eventName: "Event name is required",
      time: "Time is required",
      place: "Place is required",
    });
  });

  it.each([4, 0, "4", 1.5])("rejects day %j", (day) => {
    expect(messagesOf(ZTimelineEventInput, { ...valid, day }).day).toBeDefined();
  });

  it.each([
    [3, 3],
    ["2", 2],
  ])("accepts day %j", (day, expected) => {
    expect(parsed(ZTimelineEventInput, { ...valid, day }).day).toBe(expected);
  });

  it.each([
    ["none", null],
    ["None", null],
    ["", null],
    [null, null],
    ["11:00", "11:00"],
  ])("turns toTime %j into %j", (toTime, expected) => {
    expect(parsed(ZTimelineEventInput, { ...valid, toTime }).toTime).toBe(expected);
  });
});

describe("ZVenueMediaInput", () => {
  const valid = { type: "image", mediaUrl: "/files/venue/abc.jpg", displayOrder: 2 };

  it("accepts a valid item", () => {
    expect(parsed(ZVenueMediaInput, valid)).toEqual({ type: "image", mediaUrl: "/files/venue/abc.jpg", title: null, description: null, displayOrder: 2 });
    expect(parsed(ZVenueMediaInput, { ...valid, type: "video", mediaUrl: "https://cdn.example.com/v.mp4" }).type).toBe("video");
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["missing", undefined],
  ])("answers 'Media URL is required' for a %s URL", (_label, mediaUrl) => {
    expect(messagesOf(ZVenueMediaInput, { ...valid, mediaUrl }).mediaUrl).toBe("Media URL is required");
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,hi", "ftp://example.com/x.jpg"])("rejects the URL %j", (mediaUrl) => {
    expect(messagesOf(ZVenueMediaInput, { ...valid, mediaUrl }).mediaUrl).toBeDefined();
  });

  it.each([
    ["abc", 0],
    ["", 0],
    [undefined, 0],
    ["5", 5],
    [7, 7],
  ])("turns displayOrder %j into %j", (displayOrder, expected) => {
    expect(parsed(ZVenueMediaInput, { ...valid, displayOrder }).displayOrder).toBe(expected);
  });

  it.each(["audio", "", undefined])("rejects the type %j", (type) => {
    expect(messagesOf(ZVenueMediaInput, { ...valid, type }).type).toBe("Type must be image or video");
  });
});

describe("menus", () => {
  it("ZMealInput answers 'Menu title is required'", () => {
    expect(messagesOf(ZMealInput, { title: "", day: 1, mealType: "lunch" }).title).toBe("Menu title is required");
    expect(messagesOf(ZMealInput, { day: 1, mealType: "lunch" }).title).toBe("Menu title is required");
    expect(parsed(ZMealInput, { title: "Lunch", day: "1", mealType: "lunch", dayMenuId: "3" })).toMatchObject({ title: "Lunch", day: 1, dayMenuId: 3 });
  });

  it("ZMealInput rejects an unknown meal type", () => {
    expect(messagesOf(ZMealInput, { title: "Lunch", day: 1, mealType: "brunch" }).mealType).toBeDefined();
  });

  it("ZMenuCategoryInput answers 'Category name is required'", () => {
    expect(messagesOf(ZMenuCategoryInput, { name: "" }).name).toBe("Category name is required");
    expect(messagesOf(ZMenuCategoryInput, {}).name).toBe("Category name is required");
    expect(parsed(ZMenuCategoryInput, { name: "Starters", displayOrder: "" })).toEqual({ name: "Starters", description: null, displayOrder: 0 });
  });

  describe("ZMenuItemInput", () => {
    const valid = { name: "Paneer Tikka", categoryId: 3 };

    it("accepts a valid item with defaults", () => {
      expect(parsed(ZMenuItemInput, valid)).toMatchObject({
        name: "Paneer Tikka",
        categoryId: 3,
        price: null,
        isVegetarian: false,
        allergens: [],
        displayOrder: 0,
      });
    });

    it("answers 'Item name is required' and 'Category is required'", () => {
      expect(messagesOf(ZMenuItemInput, {})).toMatchObject({ name: "Item name is required", categoryId: "Category is required" });
      expect(messagesOf(ZMenuItemInput, { name: " ", categoryId: "" })).toMatchObject({ name: "Item name is required", categoryId: "Category is required" });
    });

    it("rejects a negative price and accepts a numeric string", () => {
      expect(messagesOf(ZMenuItemInput, { ...valid, price: -1 }).price).toBeDefined();
      expect(messagesOf(ZMenuItemInput, { ...valid, price: "-0.5" }).price).toBeDefined();
      expect(parsed(ZMenuItemInput, { ...valid, price: "12.5" }).price).toBe(12.5);
      expect(parsed(ZMenuItemInput, { ...valid, price: "" }).price).toBeNull();
    });

    it("trims allergens and drops blanks", () => {
      expect(parsed(ZMenuItemInput, { ...valid, allergens: [" nuts ", "", "   ", "dairy"] }).allergens).toEqual(["nuts", "dairy"]);
    });
  });

  it("parseAllergens splits comma-separated text into trimmed non-empty strings", () => {
    expect(parseAllergens(" nuts, ,dairy ,")).toEqual(["nuts", "dairy"]);
    expect(parseAllergens("")).toEqual([]);
    expect(parseAllergens("gluten")).toEqual(["gluten"]);
  });

  it("ZDishInput defaults dietaryType to vegetarian", () => {
    expect(parsed(ZDishInput, { name: "Dal" }).dietaryType).toBe("vegetarian");
    expect(parsed(ZDishInput, { name: "Chicken", dietaryType: "non-vegetarian" }).dietaryType).toBe("non-vegetarian");
    expect(messagesOf(ZDishInput, { name: "Dal", dietaryType: "vegan" }).dietaryType).toBeDefined();
    expect(messagesOf(ZDishInput, { name: "" }).name).toBe("Dish name is required");
  });

  it("ZDishInput accepts a listed subcategory and turns blank into null", () => {
    expect(parsed(ZDishInput, { name: "Naan", subcategory: "Breads" }).subcategory).toBe("Breads");
    expect(parsed(ZDishInput, { name: "Naan", subcategory: "" }).subcategory).toBeNull();
    expect(messagesOf(ZDishInput, { name: "Naan", subcategory: "Mains" }).subcategory).toBeDefined();
  });
});
