import { describe, expect, it } from "vitest";
import { JS_LINK_SVG, ONLOAD_SVG, SAFE_SVG, SCRIPT_SVG } from "./media-fixtures";
import { looksLikeSvg, parseMediaPath, svgIsSafe } from "./media-storage";

describe("SVG checks", () => {
  it("recognises SVG text with or without a prolog, comments or BOM", () => {
    expect(looksLikeSvg(SAFE_SVG.toString())).toBe(true);
    expect(looksLikeSvg("\uFEFF<!-- icon -->\n<svg viewBox='0 0 1 1'/>")).toBe(true);
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg("plain text")).toBe(false);
  });

  it("refuses script, handlers, javascript: links and foreign objects", () => {
    expect(svgIsSafe(SAFE_SVG.toString())).toBe(true);
    for (const bad of [SCRIPT_SVG, ONLOAD_SVG, JS_LINK_SVG]) expect(svgIsSafe(bad.toString())).toBe(false);
    expect(svgIsSafe('<svg><foreignObject><div/></foreignObject></svg>')).toBe(false);
    expect(svgIsSafe('<svg><a href="JavaScript :alert(1)"/></svg>')).toBe(false);
    expect(svgIsSafe('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')).toBe(false);
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
