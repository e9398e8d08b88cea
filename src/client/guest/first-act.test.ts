// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type FirstAct = typeof import("./first-act");
let mod: FirstAct;

beforeEach(async () => {
  vi.resetModules();
  mod = await import("./first-act");
  document.body.innerHTML = `<section id="page-shell"><button type="button" data-rsvp-now=""><span>RSVP Now</span></button><button type="button" id="other">Other</button></section>`;
});
afterEach(() => {
  mod.takeEarlyRsvpTap(); // stops the module's listener before the next test loads a fresh copy
});

const tap = (selector: string) => document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("a tap on the painted RSVP Now before the app starts", () => {
  it("is kept once, also when the tap lands on the button's text", () => {
    mod.listenForFirstAct();
    tap("[data-rsvp-now] span");
    expect(mod.takeEarlyRsvpTap()).toBe(true);
    expect(mod.takeEarlyRsvpTap()).toBe(false);
  });

  it("is not counted for another button, or without a tap", () => {
    mod.listenForFirstAct();
    tap("#other");
    expect(mod.takeEarlyRsvpTap()).toBe(false);
  });

  it("stops listening once taken: a later tap is the live button's own", () => {
    mod.listenForFirstAct();
    expect(mod.takeEarlyRsvpTap()).toBe(false);
    tap("[data-rsvp-now]");
    expect(mod.takeEarlyRsvpTap()).toBe(false);
  });

  it("counts as the guest's first act", () => {
    const acted = vi.fn();
    mod.listenForFirstAct();
    mod.onFirstAct(acted);
    document.querySelector("[data-rsvp-now]")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(acted).toHaveBeenCalledTimes(1);
  });
});
