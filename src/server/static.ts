/** The built SPA: hashed assets cached for a year, index.html always revalidated, SPA fallback for client routes. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isPrivatePage } from "../shared/offline-copies";
import { pageOf } from "../shared/pages";

const BROTLI_PAGE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Built by vite-plugin-pwa from src/worker/service-worker.ts. */
export const SERVICE_WORKER_FILE = "service-worker.js";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page of the app's table (src/shared/pages.ts); anything else gets the SPA's 404 page with a 404 status. */
export const isClientRoute = (pathname: string) => pageOf(pathname) !== null;

/** `pageCsp(nonce)` is the page's Content-Security-Policy allowing inline style elements that carry `nonce`. */
export async function registerClient(app: FastifyInstance, clientDir: string, pageCsp: (nonce: string) => string) {
  const indexFile = path.join(clientDir, "index.html");
  const indexHtml = fs.readFileSync(indexFile, "utf8");
  // The display face's upright cut (titles, names) is asked for up front: found only from the stylesheet, it
  // swapped in late and moved the itinerary and menus (Lighthouse CLS 0.06). Its italic and Inter are left
  // to the CSS: preloading them too took the line from the stylesheet and held the first paint back.
  const assets = path.join(clientDir, "assets");
  const fonts = (fs.existsSync(assets) ? fs.readdirSync(assets) : []).filter((f) => /^cormorant-garamond-latin-wght-normal-[\w-]+\.woff2$/.test(f));
  const preloads = fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`).join("");
  const [beforeRoot, afterRoot] = indexHtml.replace("</head>", `${preloads}</head>`).split('<div id="root"></div>') as [string, string?];
  if (afterRoot === undefined) throw new Error(`${indexFile} has no <div id="root"></div>`);
  const [beforeHeadEnd, fromHeadEnd] = beforeRoot.split("</head>") as [string, string?];
  if (fromHeadEnd === undefined) throw new Error(`${indexFile} has no </head>`);
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build's brotli and gzip copies (scripts/precompress.mjs), sent as the browser accepts them.
    preCompressed: true,
    // Our setHeaders decides Cache-Control; send's own default (public, max-age=0) would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      // The file sent may be the build's compressed copy ("service-worker.js.br"): its headers are the file's.
      const rel = path.relative(clientDir, filePath).replace(/\.(br|gz)$/, "");
      // One address, a copy per encoding: caches keep them apart.
      res.setHeader("Vary", "Accept-Encoding");
      if (rel.startsWith("assets" + path.sep)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      // The service worker is checked for a new release on every visit (browsers cap its cache at a day anyway).
      else if (rel.endsWith(".html") || rel === SERVICE_WORKER_FILE) res.setHeader("Cache-Control", "no-cache");
      // Photos and icons of public/ change with a release at most: a month, revalidated after.
      else res.setHeader("Cache-Control", "public, max-age=2592000");
    },
  });
  return (reply: FastifyReply, status: number, shell: { html: string; data: string; title?: string; head?: string } = { html: "", data: "" }) => {
    // A fresh nonce per page: the browser reads it from the meta element (its attribute is hidden from other scripts).
    const nonce = crypto.randomBytes(16).toString("base64");
    const head = `${beforeHeadEnd}${shell.head ?? ""}<meta property="csp-nonce" nonce="${nonce}"></head>${fromHeadEnd}`;
    const titled = shell.title ? head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`) : head;
    const html = `${titled}<div id="root">${shell.html}</div>${afterRoot.replace("</body>", `${shell.data}</body>`)}`;
    reply
      .code(status)
      .header("Content-Security-Policy", pageCsp(nonce))
      // A household's page (and a form's answer, with what was typed) is for no cache but the guests' service worker.
      .header("Cache-Control", reply.request.method === "POST" || isPrivatePage(reply.request.url.split("?")[0]!) ? "private, no-store" : "no-cache")
      .header("Vary", "Accept-Encoding")
      .type("text/html; charset=utf-8");
    // @fastify/compress hooks routes as they are added, not the not-found handler that serves pages: a few KB, compressed here.
    const accepts = String(reply.request.headers["accept-encoding"] ?? "");
    // Brotli's middle quality: the drawn page is tens of KB, and its top quality took 70 ms of each request.
    if (/\bbr\b/.test(accepts)) return reply.header("Content-Encoding", "br").send(zlib.brotliCompressSync(html, BROTLI_PAGE));
    if (/\bgzip\b/.test(accepts)) return reply.header("Content-Encoding", "gzip").send(zlib.gzipSync(html));
    return reply.send(html);
  };
}
