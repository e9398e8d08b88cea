import { describe, expect, it } from "vitest";
import { JS_LINK_SVG, ONLOAD_SVG, SAFE_SVG, SCRIPT_SVG } from "./media.test-helpers";
import { looksLikeSvg, parseMediaPath } from "./media-storage";
import { sanitizeSvg } from "./svg-sanitize";

describe("SVG checks", () => {
  it("recognises SVG text with or without a prolog, comments or BOM", () => {
    expect(looksLikeSvg(SAFE_SVG.toString())).toBe(true);
    expect(looksLikeSvg("\uFEFF<!-- icon -->\n<svg viewBox='0 0 1 1'/>")).toBe(true);
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg("plain text")).toBe(false);
  });

  it("refuses script, handlers, javascript: links, foreign objects and entities (the rewrite is tested in svg-sanitize.test.ts)", () => {
    expect(sanitizeSvg(SAFE_SVG.toString()).ok).toBe(true);
    for (const bad of [SCRIPT_SVG, ONLOAD_SVG, JS_LINK_SVG]) expect(sanitizeSvg(bad.toString())).toEqual({ ok: false, reason: "unsafe" });
    expect(sanitizeSvg("<svg><foreignObject><div/></foreignObject></svg>")).toEqual({ ok: false, reason: "unsafe" });
    expect(sanitizeSvg('<svg><a href="JavaScript :alert(1)"/></svg>')).toEqual({ ok: false, reason: "unsafe" });
    expect(sanitizeSvg('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')).toEqual({ ok: false, reason: "unsafe" });
  });
});

describe("parseMediaPath", () => {
  it("accepts only /files/<kind>/<24-char key>", () => {
    expect(parseMediaPath("/files/icon/AAAAAAAAAAAAAAAAAAAAAAAA")).toEqual({ kind: "icon", key: "AAAAAAAAAAAAAAAAAAAAAAAA" });
    expect(parseMediaPath("/files/id/AAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(parseMediaPath("/files/icon/../../etc/passwd")).toBeNull();
    expect(parseMediaPath("/images/venue-1.webp")).toBeNull();
    expect(parseMediaPath(null)).toBeNull();
  });
});
