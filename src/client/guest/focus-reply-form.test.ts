// @vitest-environment jsdom
/** After "RSVP Now": Full Name takes the focus once it is there and wholly in view, never taken from where the guest moved it. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { focusFirstFieldWhenShown } from "./focus-reply-form";

/** An IntersectionObserver the test drives: `show()` reports every observed element as in view. */
const observed: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
class FakeObserver {
  els: Element[] = [];
  constructor(private cb: IntersectionObserverCallback) {
    observed.push(this as unknown as { cb: IntersectionObserverCallback; els: Element[] });
  }
  observe(el: Element) {
    this.els.push(el);
  }
  disconnect() {
    this.els = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const show = () => {
  for (const o of observed)
    if (o.els.length)
      o.cb(
        o.els.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        o as never,
      );
};

const section = () => {
  const s = document.createElement("section");
  s.id = "rsvp-section";
  document.body.append(s);
  return s;
};
const addForm = (s: HTMLElement) => {
  s.innerHTML = '<form><input name="primaryGuestName" /><input name="primaryGuestPhone" /></form>';
  return s.querySelector("input")!;
};
/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  observed.length = 0;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("focus after RSVP Now", () => {
  it("waits for the form to arrive and for Full Name to be in view, then focuses it", async () => {
    const s = section();
    const stop = focusFirstFieldWhenShown();
    const name = addForm(s);
    await settle();
    expect(document.activeElement).not.toBe(name);
    show();
    expect(document.activeElement).toBe(name);
    stop();
  });

  it("focuses a form already there once it is in view", () => {
    const name = addForm(section());
    focusFirstFieldWhenShown();
    show();
    expect(document.activeElement).toBe(name);
  });

  it("leaves the focus where the guest moved it meanwhile", async () => {
    const s = section();
    const elsewhere = document.createElement("button");
    document.body.append(elsewhere);
    focusFirstFieldWhenShown();
    elsewhere.focus();
    addForm(s);
    await settle();
    show();
    expect(document.activeElement).toBe(elsewhere);
  });

  it("gives up after its time: a later scroll to the form takes no focus", async () => {
    const s = section();
    focusFirstFieldWhenShown(10);
    await new Promise((r) => setTimeout(r, 30));
    const name = addForm(s);
    await settle();
    show();
    expect(document.activeElement).not.toBe(name);
  });
});
