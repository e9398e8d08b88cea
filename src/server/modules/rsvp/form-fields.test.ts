/** The no-script form's fields read back into the form's values, and the buttons that only change the form. */
import { describe, expect, it } from "vitest";
import { blankChild, blankMember, emptyForm } from "../../../shared/reply-form-values";
import { formValuesOf, intentOf, isIdFileField } from "./form-fields";

describe("formValuesOf", () => {
  it("gives the blank form for no fields, every box unticked", () => {
    expect(formValuesOf([])).toEqual(emptyForm());
  });

  it("reads people, ticked boxes, numbers as typed and travel by react-hook-form's names", () => {
    const values = formValuesOf([
      ["primaryGuestName", "Asha Rao"],
      ["primaryGuestPhone", "9876543210"],
      ["rsvpStatus", "yes"],
      ["needsMakeupArtist", "on"],
      ["makeupCount", "2"],
      ["idConsent", "on"],
      ["familyMembers.0.name", "Ravi"],
      ["familyMembers.0.needsMakeupArtist", "on"],
      ["familyMembers.1.name", "Meera"],
      ["children.0.name", "Anu"],
      ["children.0.age", "6"],
      ["travel.arrivalAt", "2026-12-01T10:00"],
      ["travel.needsPickup", "on"],
    ]);
    expect(values).toMatchObject({ primaryGuestName: "Asha Rao", rsvpStatus: "yes", needsMakeupArtist: true, makeupCount: "2", idConsent: true });
    expect(values.familyMembers).toEqual([
      { ...blankMember(), name: "Ravi", needsMakeupArtist: true },
      { ...blankMember(), name: "Meera" },
    ]);
    expect(values.children).toEqual([{ name: "Anu", age: "6" }]);
    expect(values.travel).toMatchObject({ arrivalAt: "2026-12-01T10:00", needsPickup: true, needsDrop: false });
  });

  it("reads celebrations: no field leaves the choice open, the hidden marker alone means none", () => {
    const values = formValuesOf([
      ["events", ""],
      ["events", "4"],
      ["events", "7"],
      ["familyMembers.0.name", "Ravi"],
      ["familyMembers.0.events", ""],
      ["children.0.name", "Anu"],
    ]);
    expect(values.events).toEqual([4, 7]);
    expect(values.familyMembers[0]!.events).toEqual([]);
    expect(values.children[0]).not.toHaveProperty("events");
  });

  it("ignores unknown names, prototype keys and people past the limits", () => {
    const values = formValuesOf([
      ["__proto__", "x"],
      ["constructor", "x"],
      ["isAdmin", "on"],
      ["familyMembers.0.isAdmin", "on"],
      ["familyMembers.99.name", "Too far"],
      ["children.31.name", "Too far"],
    ]);
    expect(values).toEqual({ ...emptyForm(), familyMembers: [{ ...blankMember() }] });
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });

  it("keeps a person's id only when it is a positive whole number", () => {
    const values = formValuesOf([
      ["familyMembers.0.id", "12"],
      ["familyMembers.1.id", "-3"],
      ["children.0.id", "1e3"],
    ]);
    expect(values.familyMembers[0]!.id).toBe(12);
    expect(values.familyMembers[1]).not.toHaveProperty("id");
    expect(values.children[0]).not.toHaveProperty("id");
  });
});

describe("isIdFileField", () => {
  it("knows the ID file inputs of the guest and of each family member", () => {
    for (const name of ["uploadedFileName", "frontIdFileName", "familyMembers.3.backIdFileName"]) expect(isIdFileField(name)).toBe(true);
    for (const name of ["idProof", "children.0.uploadedFileName", "familyMembers.30.uploadedFileName", "familyMembers.0.name"]) {
      expect(isIdFileField(name)).toBe(false);
    }
  });
});

describe("intentOf", () => {
  const two = {
    ...emptyForm(),
    familyMembers: [
      { ...blankMember(), name: "A" },
      { ...blankMember(), name: "B" },
    ],
    children: [{ name: "C", age: "" as never }],
  };

  it("sends for no button, or Submit", () => {
    expect(intentOf(undefined, two)).toEqual({ send: true });
    expect(intentOf("send", two)).toEqual({ send: true });
  });

  it("adds a blank member or child, or removes the one named, and sends nothing", () => {
    const change = (raw: string) => {
      const intent = intentOf(raw, two);
      if (!intent || intent.send) throw new Error(`${raw} should change the form`);
      return intent.change(two);
    };
    expect(change("add-member").familyMembers).toEqual([...two.familyMembers, blankMember()]);
    expect(change("add-child").children).toEqual([...two.children, blankChild()]);
    expect(change("remove-member:0").familyMembers.map((m) => m.name)).toEqual(["B"]);
    expect(change("remove-child:0").children).toEqual([]);
  });

  it("knows no other button", () => {
    for (const raw of ["remove-member:2", "remove-child:5", "delete-all", "remove-member:-1", "add-member "]) expect(intentOf(raw, two)).toBeNull();
  });
});
