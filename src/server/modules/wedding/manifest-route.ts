/**
 * GET /manifest.webmanifest: what a phone shows when a guest adds the site to the home screen, named after
 * the couple ("Aarav & Meera · Wedding"), from the public read cache like every page.
 */
import type { FastifyInstance } from "fastify";
import { weddingView } from "../../../shared/wedding-view";
import { publicRead } from "../../public-cache/cache";
import { weddingDetailsRead } from "./router";

/** The invitation's wine and the page's paper (styles.css). */
export const THEME_COLOUR = "#7a2e3a";
export const BACKGROUND_COLOUR = "#fbf7f2";

export function registerManifestRoute(app: FastifyInstance) {
  app.get("/manifest.webmanifest", async (_req, reply) => {
    const w = weddingView(await publicRead(app.deps.cache, weddingDetailsRead));
    return reply
      .type("application/manifest+json; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send({
        name: `${w.couple} · Wedding`,
        short_name: w.couple,
        description: `${w.datesLabel} · ${w.venue}`,
        id: "/",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      });
  });
}
