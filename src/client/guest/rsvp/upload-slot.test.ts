/** The ID upload slot's state machine (guest spec, section 4). */
import { describe, expect, it } from "vitest";
import { checkIdFile, ID_FILE_MESSAGES } from "../../../shared/id-file-check";
import { IDLE, slotReducer } from "./upload-slot";

describe("slotReducer", () => {
  it("goes idle -> uploading -> success, keeping the server name at 100%", () => {
    let s = slotReducer(IDLE, { type: "start", fileLabel: "passport.pdf" });
    expect(s).toEqual({ status: "uploading", progress: 0, fileLabel: "passport.pdf" });
    s = slotReducer(s, { type: "progress", percent: 42.4 });
    expect(s.progress).toBe(42);
    s = slotReducer(s, { type: "progress", percent: 30 });
    expect(s.progress).toBe(42);
    s = slotReducer(s, { type: "progress", percent: 100 });
    expect(s.progress).toBe(99);
    s = slotReducer(s, { type: "success", fileName: "abcdefgh12.pdf" });
    expect(s).toEqual({ status: "success", progress: 100, fileName: "abcdefgh12.pdf", fileLabel: "passport.pdf" });
  });

  it("drops back to progress 0 in the error state, and reset returns to idle", () => {
    let s = slotReducer(slotReducer(IDLE, { type: "start", fileLabel: "a.png" }), { type: "progress", percent: 80 });
    s = slotReducer(s, { type: "error" });
    expect(s).toEqual({ status: "error", progress: 0, fileLabel: "a.png" });
    expect(slotReducer(s, { type: "reset" })).toEqual(IDLE);
  });

  it("ignores late events that do not belong to an upload in flight", () => {
    expect(slotReducer(IDLE, { type: "progress", percent: 50 })).toBe(IDLE);
    expect(slotReducer(IDLE, { type: "success", fileName: "x" })).toBe(IDLE);
    expect(slotReducer(IDLE, { type: "error" })).toBe(IDLE);
  });
});

describe("checkIdFile", () => {
  it("accepts PDF, JPG, JPEG and PNG up to exactly 15MB", () => {
    expect(checkIdFile({ name: "a.pdf", type: "application/pdf", size: 15 * 1024 * 1024 })).toBeNull();
    expect(checkIdFile({ name: "a.JPEG", type: "", size: 10 })).toBeNull();
    expect(checkIdFile({ name: "scan", type: "image/png", size: 10 })).toBeNull();
  });
  it("refuses other types and one byte over 15MB with the spec's messages", () => {
    expect(checkIdFile({ name: "a.gif", type: "image/gif", size: 10 })).toBe(ID_FILE_MESSAGES.invalidType);
    expect(checkIdFile({ name: "a.pdf", type: "application/pdf", size: 15 * 1024 * 1024 + 1 })).toBe(ID_FILE_MESSAGES.tooLarge);
  });
});
