/** Issue 12, item 8: SVG icons are parsed with a real XML parser and rewritten from an allowlist. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg-sanitize";

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const FAVICON = fs.readFileSync(path.join(import.meta.dirname, "../../../public/favicon.svg"), "utf8");

function clean(text: string): string {
  const r = sanitizeSvg(text);
  if (!r.ok) throw new Error(`expected a clean rewrite, got ${r.reason}`);
  return r.svg;
}
const rasterise = (svg: string) => sharp(Buffer.from(svg)).resize(64, 64).raw().toBuffer({ resolveWithObject: true });

describe("sanitizeSvg refuses what tries to run", () => {
  it.each([
    ["a script element", `<svg ${SVG}><script>alert(1)</script></svg>`],
    ["a script element behind another SVG prefix", `<svg ${SVG}><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>`],
    ["a root under a prefix with a prefixed script", `<q:svg xmlns:q="http://www.w3.org/2000/svg"><q:script>alert(1)</q:script></q:svg>`],
    ["an XHTML script", `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`],
    ["a script inside an element that would be dropped", `<svg ${SVG}><metadata><script>alert(1)</script></metadata></svg>`],
    ["an onload handler", `<svg ${SVG} onload="alert(1)"/>`],
    ["an upper-case handler on a child", `<svg ${SVG}><circle r="4" ONCLICK="alert(1)"/></svg>`],
    ["a namespaced handler", `<svg ${SVG} xmlns:e="urn:x"><g e:onload="alert(1)"/></svg>`],
    ["a foreignObject", `<svg ${SVG}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>`],
    ["a prefixed foreignObject", `<svg ${SVG}><s:foreignObject xmlns:s="http://www.w3.org/2000/svg"/></svg>`],
    ["a javascript: link", `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"><circle r="4"/></a></svg>`],
    ["a javascript: link with whitespace and entities", `<svg ${SVG}><a href=" java&#x09;script&#58;alert(1)"><circle r="4"/></a></svg>`],
    ["an animation that writes a javascript: link", `<svg ${SVG}><a><animate attributeName="href" values="javascript:alert(1)"/><circle r="4"/></a></svg>`],
    ["an entity declaration", `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}>&x;</svg>`],
    [
      "billion laughs",
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><svg ${SVG}><text>&lol3;</text></svg>`,
    ],
    ["an external entity", `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${SVG}><text>&xxe;</text></svg>`],
  ])("refuses %s as unsafe", (_label, text) => {
    expect(sanitizeSvg(text)).toEqual({ ok: false, reason: "unsafe" });
  });

  it.each([
    ["text that is not XML", "<svg <<>"],
    ["mismatched tags", `<svg ${SVG}><g></svg>`],
    ["an HTML entity XML does not know", `<svg ${SVG}><text>&nbsp;</text></svg>`],
    ["an HTML root", `<html xmlns="http://www.w3.org/1999/xhtml"><svg ${SVG}/></html>`],
    ["a root in another namespace", `<svg xmlns="urn:not-svg"/>`],
    ["nesting deeper than any icon", `<svg ${SVG}>${"<g>".repeat(5000)}${"</g>".repeat(5000)}</svg>`],
  ])("refuses %s as invalid", (_label, text) => {
    expect(sanitizeSvg(text)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("sanitizeSvg rewrites the rest from the allowlist", () => {
  it("keeps the site's own favicon drawing exactly, as a valid SVG sharp renders", async () => {
    const out = clean(FAVICON);
    expect(out).toContain("<style>");
    expect(out).toContain('mask="url(#left-under)"');
    const [before, after] = await Promise.all([rasterise(FAVICON), rasterise(out)]);
    expect(after.info).toMatchObject({ width: 64, height: 64 });
    expect(after.data.equals(before.data)).toBe(true);
    expect(after.data.some((b) => b !== 0)).toBe(true);
  });

  it("is stable: a rewrite rewrites to itself", () => {
    const once = clean(FAVICON);
    expect(clean(once)).toBe(once);
  });

  it("drops links that leave the document, keeps local fragments", () => {
    const out = clean(
      `<svg ${SVG} ${XLINK}><defs><circle id="a" r="4"/></defs>` +
        `<image href="http://evil.example/x.png" width="10" height="10"/>` +
        `<image xlink:href="//evil.example/y.png"/>` +
        `<use xlink:href="http://x#a"/><use href="https://evil.example/s.svg#a"/><use xlink:href="#a" x="5"/>` +
        `<image href="data:image/svg+xml;base64,PHN2Zy8+"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`,
    );
    expect(out).not.toMatch(/evil|http:\/\/x|svg\+xml/);
    expect(out).toContain('<use xlink:href="#a" x="5"/>');
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(out).toContain(XLINK);
  });

  it("drops CSS that could fetch or hide something, keeps plain CSS and url(#id)", () => {
    const out = clean(
      `<svg ${SVG}><style>@import url(http://evil.example/a.css);</style><style>.a{fill:url(https://evil.example/p)}</style>` +
        `<style>.b\\{fill:red}</style><style>.ok{fill:#123}</style>` +
        `<rect style="fill:url(http://evil.example/q)" width="1"/><rect style="fill:red" fill="url(https://evil.example/r)" width="2"/>` +
        `<rect fill="url(#g)" width="3"/><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></svg>`,
    );
    expect(out).not.toMatch(/evil|@import|\\/);
    expect(out).toContain("<style>.ok{fill:#123}</style>");
    expect(out).toContain('<rect width="1"/>');
    expect(out).toContain('<rect style="fill:red" width="2"/>');
    expect(out).toContain('<rect fill="url(#g)" width="3"/>');
  });

  it("drops editor metadata, unknown namespaces, animation, comments and the DOCTYPE; unwraps links", () => {
    const out = clean(
      `<?xml version="1.0" standalone="no"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n` +
        `<!-- made by hand --><svg ${SVG} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 8 8" inkscape:version="1.3">` +
        `<sodipodi:namedview pagecolor="#fff"/><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>` +
        `<g inkscape:label="Layer 1" data-x="1" fill="red"><set attributeName="fill" to="blue"/><animate attributeName="r" values="1;2"/>` +
        `<a href="https://example.com"><circle cx="4" cy="4" r="3"/></a><?php echo 1 ?></g><title>A &lt; B &amp; "C"</title></svg>`,
    );
    expect(out).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg ${SVG} viewBox="0 0 8 8"><g fill="red"><g><circle cx="4" cy="4" r="3"/></g></g><title>A &lt; B &amp; "C"</title></svg>\n`,
    );
  });

  it("adds the SVG namespace to an icon that forgot it, so browsers draw it", async () => {
    const out = clean('<svg viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="#000"/></svg>');
    expect(out).toContain(`<svg ${SVG} viewBox="0 0 10 10"`);
    expect((await rasterise(out)).data.some((b) => b !== 0)).toBe(true);
  });
});
