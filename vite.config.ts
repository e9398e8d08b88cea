/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const root = new URL("./src/client", import.meta.url).pathname;

/**
 * Fewer, larger chunks for a guest on a weak signal (issue 18): each file costs a round trip and its
 * headers. React, the router, the query cache and the tRPC client are one file every page needs, and small
 * shared chunks (icons, router hooks, helpers) are folded into the chunks that import them.
 */
const GUEST_CHUNKS = {
  groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc)[\\/]/, priority: 20 }],
  experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
};

/**
 * The guests' offline copy (src/worker/service-worker.ts): Workbox precaches the guest app's scripts, styles,
 * the Latin fonts and the icons; never the dashboard's, login's or setup's chunks, never a page (pages are the
 * server's, kept when a guest opens them). The app registers the worker itself (src/client/guest/offline.ts).
 */
const offlineCopy = VitePWA({
  strategies: "injectManifest",
  srcDir: "../worker",
  filename: "service-worker.ts",
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ["assets/*.{js,css}", "assets/*-latin-wght-*.woff2", "icons/*.png", "favicon.svg"],
    globIgnores: ["assets/admin*", "assets/login-*", "assets/setup-*"],
    // Hashed names never change: no revision needed, and the browser's own copy is reused.
    dontCacheBustURLsMatching: /^assets\//,
    rollupFormat: "es",
  },
});

const api = { target: "http://localhost:3000", changeOrigin: false };

/** DIST_DIR lets parallel builds (several sessions, benches) use separate folders. */
const dist = (sub: string) => new URL(`./${process.env.DIST_DIR ?? "dist"}/${sub}`, import.meta.url).pathname;

export default defineConfig(({ mode, isSsrBuild }) => ({
  root,
  // Photos and icons are the browser's; the server's render needs none of them.
  publicDir: isSsrBuild ? false : new URL("./public", import.meta.url).pathname,
  plugins: [
    // The route tree is generated for the app, not for unit tests.
    mode !== "test" &&
      tanstackRouter({
        target: "react",
        autoCodeSplitting: true,
        // The home page comes with the app (it is where almost every guest lands): one round trip fewer
        // before "RSVP Now" answers on a weak signal. Other routes stay in their own chunks.
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === "/" ? [] : undefined) },
        routesDirectory: `${root}/routes`,
        generatedRouteTree: `${root}/route-tree.gen.ts`,
      }),
    react(),
    tailwindcss(),
    mode !== "test" && !isSsrBuild && offlineCopy,
  ],
  build: isSsrBuild
    ? // The server's render of the guest pages (src/client/entry-server.tsx), loaded by src/server/page-shell.tsx.
      { outDir: dist("server/render"), emptyOutDir: true, sourcemap: false, target: "node20", rolldownOptions: { output: { entryFileNames: "[name].js" } } }
    : {
        outDir: dist("client"),
        emptyOutDir: true,
        sourcemap: false,
        target: "es2022",
        // The pages arrive drawn and work before the script: its files are not preloaded, so the page's CSS
        // and fonts have the thin line to themselves and it paints sooner (the script's files follow its entry).
        modulePreload: false,
        rolldownOptions: { output: { codeSplitting: GUEST_CHUNKS } },
      },
  // The render bundles the client's libraries; React stays the server's own (a listed dependency).
  ssr: { noExternal: true, external: ["react", "react-dom"] },
  server: {
    port: 5173,
    proxy: { "/api": api, "/trpc": api, "/files": api, "/healthz": api },
  },
  test: {
    root: new URL(".", import.meta.url).pathname,
    include: ["src/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Sized for a loaded 2-core host (see vitest.setup.ts).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ["./vitest.setup.ts"],
    pool: "forks",
  },
}));
