// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { SESSION_EXPIRES_KEY, SESSION_TOKEN_KEY } from "../shared/constants";
import { wrapIndex } from "./guest/venue-slideshow";
import { readSession, storeSession } from "./session";

describe("stored admin session", () => {
  beforeEach(() => localStorage.clear());
  const now = new Date("2026-01-01T12:00:00Z");

  it("is valid with a token and a future expiry", () => {
    storeSession("tok", "2026-01-02T12:00:00Z");
    expect(readSession(now)).toEqual({ token: "tok", expiresAt: new Date("2026-01-02T12:00:00Z") });
  });

  it.each([
    ["missing expiry", null],
    ["past expiry", "2025-12-31T12:00:00Z"],
    ["unparsable expiry", "soon"],
  ])("is cleared on a %s", (_label, expires) => {
    localStorage.setItem(SESSION_TOKEN_KEY, "tok");
    if (expires) localStorage.setItem(SESSION_EXPIRES_KEY, expires);
    expect(readSession(now)).toBeNull();
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_EXPIRES_KEY)).toBeNull();
  });

  it("is cleared without a token", () => {
    localStorage.setItem(SESSION_EXPIRES_KEY, "2026-01-02T12:00:00Z");
    expect(readSession(now)).toBeNull();
    expect(localStorage.getItem(SESSION_EXPIRES_KEY)).toBeNull();
  });
});

describe("slideshow index", () => {
  it("wraps around at both ends", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });
});
