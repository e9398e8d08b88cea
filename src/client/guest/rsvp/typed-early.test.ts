// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { recordTypingBeforeApp, takeTypedBeforeApp } from "./typed-early";

function drawForm() {
  document.body.innerHTML = `
    <form data-reply-form>
      <input name="primaryGuestName" value="">
      <input type="checkbox" name="needsPickup">
      <input type="radio" name="rsvpStatus" value="yes"><input type="radio" name="rsvpStatus" value="no">
      <input type="hidden" name="events" value="">
      <input type="checkbox" name="events" value="7" checked>
      <input type="file" name="uploadedFileName">
    </form>
    <input name="elsewhere" value="">`;
  return (name: string, value?: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]${value ? `[value="${value}"]` : ""}`)!;
}

afterEach(() => {
  takeTypedBeforeApp();
  document.body.innerHTML = "";
});

describe("what the guest typed before the app ran", () => {
  it("keeps fields changed before recording and after, by name, and only inside the reply form", () => {
    const at = drawForm();
    at("primaryGuestName").value = "Asha";
    recordTypingBeforeApp();
    at("needsPickup").click();
    at("rsvpStatus", "yes").click();
    at("elsewhere").value = "x";
    at("elsewhere").dispatchEvent(new Event("input", { bubbles: true }));
    expect(Object.fromEntries(takeTypedBeforeApp())).toEqual({ primaryGuestName: "Asha", needsPickup: true, rsvpStatus: "yes" });
  });

  it("leaves a celebration box (a list the form keeps) and files alone", () => {
    const at = drawForm();
    recordTypingBeforeApp();
    at("events", "7").click();
    at("uploadedFileName").dispatchEvent(new Event("change", { bubbles: true }));
    expect(takeTypedBeforeApp().size).toBe(0);
  });

  it("stops recording once taken", () => {
    const at = drawForm();
    recordTypingBeforeApp();
    takeTypedBeforeApp();
    at("needsPickup").click();
    expect(takeTypedBeforeApp().size).toBe(0);
  });
});
