/**
 * SVG icons made safe by construction (issue 12, item 8): the upload is parsed with a real XML parser
 * (namespaces resolved, so a prefix such as `<s:script xmlns:s="http://www.w3.org/2000/svg">` is seen
 * for what it is) and a new document is written from an allowlist of SVG elements (by namespace URI and
 * local name) and presentation attributes. What is stored and served is that rewrite, never the upload.
 *
 * Refused outright (the admin is told): script-like elements in any namespace, `foreignObject`, event
 * handler attributes, `javascript:` links, a DOCTYPE with an internal subset or any entity declaration
 * (billion laughs), text that is not well-formed XML, a root that is not `<svg>`.
 * Dropped quietly: every other element or attribute not on the lists (metadata, editor namespaces,
 * animation, `<a>` is kept as a plain group), links other than local fragments `#id` (an `<image>` may
 * also embed a PNG/JPEG/GIF/WebP `data:` image), CSS with `url(` to anything but `#id`, `@import` or
 * escapes, comments and processing instructions.
 */
import { createRequire } from "node:module";
import type { Element, Node } from "@xmldom/xmldom";

// Loaded on the first SVG icon upload rather than at start: nothing else needs an XML parser, and each
// package loaded at start is time before the server answers (cold start, npm run bench).
const require = createRequire(import.meta.url);
let xmldom: typeof import("@xmldom/xmldom") | undefined;

export const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

export type SvgSanitizeResult = { ok: true; svg: string } | { ok: false; reason: "unsafe" | "invalid" };

/** Elements whose presence means the file tries to run or embed something: the upload is refused. */
const REFUSED_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener", "frame", "frameset", "applet"]);

const FILTER_PRIMITIVES = [
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
];

/** SVG elements kept (in the SVG namespace only). `feImage`, animation, `cursor`, fonts and `view` are not among them. */
const ALLOWED_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "style",
  "switch",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "linearGradient",
  "radialGradient",
  "stop",
  "filter",
  "image",
  ...FILTER_PRIMITIVES,
]);

/** Attributes kept (no namespace); `href`, `style` and `xlink:href` are checked on their own. */
const ALLOWED_ATTRIBUTES = new Set([
  "id",
  "class",
  "version",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "d",
  "points",
  "pathLength",
  "transform",
  "media",
  "type",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "color",
  "display",
  "visibility",
  "overflow",
  "clip-path",
  "clip-rule",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "filter",
  "filterUnits",
  "primitiveUnits",
  "marker-start",
  "marker-mid",
  "marker-end",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "offset",
  "stop-color",
  "stop-opacity",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "font-family",
  "font-size",
  "font-size-adjust",
  "font-weight",
  "font-style",
  "font-variant",
  "font-stretch",
  "text-anchor",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "letter-spacing",
  "word-spacing",
  "text-decoration",
  "text-rendering",
  "writing-mode",
  "direction",
  "unicode-bidi",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "lengthAdjust",
  "startOffset",
  "method",
  "spacing",
  "side",
  "vector-effect",
  "shape-rendering",
  "image-rendering",
  "color-interpolation",
  "color-interpolation-filters",
  "color-rendering",
  "paint-order",
  "mix-blend-mode",
  "isolation",
  "systemLanguage",
  "in",
  "in2",
  "result",
  "stdDeviation",
  "mode",
  "values",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "scale",
  "xChannelSelector",
  "yChannelSelector",
  "flood-color",
  "flood-opacity",
  "lighting-color",
  "radius",
  "baseFrequency",
  "numOctaves",
  "seed",
  "stitchTiles",
  "order",
  "kernelMatrix",
  "kernelUnitLength",
  "divisor",
  "bias",
  "targetX",
  "targetY",
  "edgeMode",
  "preserveAlpha",
  "surfaceScale",
  "diffuseConstant",
  "specularConstant",
  "specularExponent",
  "azimuth",
  "elevation",
  "pointsAtX",
  "pointsAtY",
  "pointsAtZ",
  "limitingConeAngle",
  "z",
  "tableValues",
  "slope",
  "intercept",
  "amplitude",
  "exponent",
]);

const MAX_DEPTH = 200;
const LOCAL_FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;
/** After dropping whitespace and control characters, as a browser does when it reads a URL. */
const SCRIPT_URL = /(java|vb)script:|data:text\/html/i;
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URLS = /[\s\u0000-\u001f\u007f]+/g;

class Refused extends Error {
  constructor(readonly reason: "unsafe" | "invalid") {
    super(reason);
  }
}

/** CSS (a `<style>` element or a `style` attribute) is kept only when it cannot fetch or hide anything. */
function cssIsSafe(css: string): boolean {
  if (/[\\<]|@import|expression\s*\(|behavio(u)?r\s*:|-moz-binding|image-set\s*\(|src\s*\(/i.test(css)) return false;
  return urlsAreLocal(css);
}

/** Every `url(...)` points at a fragment of this document. */
function urlsAreLocal(value: string): boolean {
  const re = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
  const all = value.match(/url\s*\(/gi)?.length ?? 0;
  let local = 0;
  for (const m of value.matchAll(re)) if (LOCAL_FRAGMENT.test(m[2]!.trim())) local++;
  return local === all;
}

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");

/** Refuses an element that is script-like, or carries an event handler or a script link, in any namespace. */
function refuseActive(el: Element): void {
  if (REFUSED_ELEMENTS.has((el.localName ?? el.nodeName).toLowerCase())) throw new Refused("unsafe");
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i)!;
    if (/^on/i.test(attr.localName ?? attr.name)) throw new Refused("unsafe");
    if (SCRIPT_URL.test(attr.value.replace(IGNORED_IN_URLS, ""))) throw new Refused("unsafe");
  }
}

/** The attributes of `el` that survive, as ` name="value"` text. */
function attributesOf(el: Element, name: string, state: { xlink: boolean }): string {
  let out = "";
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i)!;
    const local = attr.localName ?? attr.name;
    const ns = attr.namespaceURI;
    const value = attr.value;
    if (local === "href" && (ns === null || ns === XLINK_NS)) {
      const link = value.trim();
      if (!(LOCAL_FRAGMENT.test(link) || (name === "image" && EMBEDDED_RASTER.test(link)))) continue;
      if (ns === XLINK_NS) state.xlink = true;
      out += ` ${ns === XLINK_NS ? "xlink:href" : "href"}="${escapeAttr(link)}"`;
      continue;
    }
    if (ns === XML_NS && local === "space") {
      out += ` xml:space="${escapeAttr(value)}"`;
      continue;
    }
    // Namespace declarations (written anew), editor namespaces (inkscape:, sodipodi:, ...), anything else namespaced.
    if (ns || attr.name === "xmlns" || attr.name.includes(":")) continue;
    if (local === "style") {
      if (cssIsSafe(value)) out += ` style="${escapeAttr(value)}"`;
      continue;
    }
    if (!ALLOWED_ATTRIBUTES.has(local)) continue;
    if (value.includes("\\") || !urlsAreLocal(value)) continue;
    out += ` ${local}="${escapeAttr(value)}"`;
  }
  return out;
}

/** `el` rewritten from the allowlists, or "" when it is dropped. */
function write(el: Element, depth: number, svgNs: string | null, state: { xlink: boolean }): string {
  if (depth > MAX_DEPTH) throw new Refused("invalid");
  refuseActive(el);
  const local = el.localName ?? el.nodeName;
  // Only SVG's own elements are drawn; anything from another namespace is dropped with its content
  // (whose script-like parts still refuse the file: the admin is told rather than surprised).
  if (el.namespaceURI !== svgNs || !(ALLOWED_ELEMENTS.has(local) || local === "a")) {
    scanDropped(el, depth);
    return "";
  }
  const name = local === "a" ? "g" : local;
  let inner = "";
  if (name === "style") {
    const type = el.getAttribute("type");
    const css = el.textContent ?? "";
    if ((type && type.trim().toLowerCase() !== "text/css") || !cssIsSafe(css)) return "";
    inner = escapeText(css);
  } else {
    for (let child: Node | null = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === child.ELEMENT_NODE) inner += write(child as Element, depth + 1, svgNs, state);
      else if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) inner += escapeText(child.nodeValue ?? "");
    }
  }
  const attrs = attributesOf(el, name, state);
  return inner ? `<${name}${attrs}>${inner}</${name}>` : `<${name}${attrs}/>`;
}

function scanDropped(el: Element, depth: number): void {
  if (depth > MAX_DEPTH) throw new Refused("invalid");
  refuseActive(el);
  for (let child: Node | null = el.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE) scanDropped(child as Element, depth + 1);
  }
}

export function sanitizeSvg(text: string): SvgSanitizeResult {
  // Entity declarations are refused before parsing: no expansion, however small.
  if (/<!ENTITY/i.test(text)) return { ok: false, reason: "unsafe" };
  try {
    xmldom ??= require("@xmldom/xmldom") as typeof import("@xmldom/xmldom");
    const doc = new xmldom.DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw new Error(message);
      },
    }).parseFromString(text.replace(/^\uFEFF/, ""), "image/svg+xml");
    if (doc.doctype?.internalSubset) throw new Refused("unsafe");
    const root = doc.documentElement;
    if (!root || root.localName !== "svg" || (root.namespaceURI !== SVG_NS && root.namespaceURI !== null)) throw new Refused("invalid");
    const state = { xlink: false };
    const body = write(root, 0, root.namespaceURI, state);
    // The root is written by write() with its kept attributes; add the namespaces the browser needs.
    const ns = ` xmlns="${SVG_NS}"${state.xlink ? ` xmlns:xlink="${XLINK_NS}"` : ""}`;
    return { ok: true, svg: `<?xml version="1.0" encoding="UTF-8"?>\n${body.replace(/^<svg/, `<svg${ns}`)}\n` };
  } catch (error) {
    return { ok: false, reason: error instanceof Refused ? error.reason : "invalid" };
  }
}
