/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { VitePWA } from "vite-plugin-pwa";

type OutputChunk = Rolldown.OutputChunk;

const root = new URL("./src/client", import.meta.url).pathname;

/**
 * Fewer, larger chunks for a guest on a weak signal (issue 18): each file costs a round trip and its
 * headers. React, the router, the query cache and the tRPC client are one file every page needs; small
 * shared chunks (icons, router hooks, helpers) are folded into the chunks that import them; and the RSVP form
 * with everything it imports that the first script does not have (react-hook-form, the checkbox, the upload
 * slots) is one chunk, "guest-form", fetched at the guest's first act. Its validation (zod and the schemas) is
 * imported dynamically (rsvp/validation.ts), so it stays out of that set and follows the form. That set is read
 * from the module graph at the end of the build, so a module the form shares with the dashboard cannot land in
 * an admin chunk (a pattern-based group once put src/shared/roles.ts there, and guest pages loaded it); the
 * build fails if the set ever holds admin code.
 */
function guestFormChunk() {
  const formOnly = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: "guest-form-chunk",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((m) => m.endsWith(suffix));
        if (!id) this.error(`guest-form-chunk: no module ${suffix}`);
        return id;
      };
      const staticClosure = (start: string, into = new Set<string>()) => {
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const entry = staticClosure(find("/src/client/main.tsx"));
      const firstLoad = staticClosure(find("/src/client/app.tsx"), new Set(entry));
      for (const id of staticClosure(find("/src/client/guest/rsvp/new-reply-form.tsx"))) {
        if (!firstLoad.has(id)) formOnly.add(id);
        // Our own modules only: a package's barrel (lucide-react) would pull in every module it lists.
        else if (!entry.has(id) && /[\\/]src[\\/](client|shared)[\\/]/.test(id) && !id.includes("node_modules")) shared.add(id);
      }
      const admin = [...formOnly].filter((id) => /src[\\/]client[\\/]admin[\\/]/.test(id));
      if (admin.length) this.error(`the guest RSVP form imports admin code: ${admin.join(", ")}`);
    },
  };
  return { plugin, test: (id: string) => formOnly.has(id), shared: (id: string) => shared.has(id) };
}
const guestForm = guestFormChunk();

const GUEST_CHUNKS = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc)[\\/]/, priority: 20 },
    { name: "guest-form", test: guestForm.test, priority: 10, includeDependenciesRecursively: false },
    // What the form shares with the first load (our own modules both import: the toast store, the wedding
    // read, the constants) is one file. Left to the automatic chunks it was small enough to be inlined,
    // which copied it into both: the form then had its own toast store (its toasts never showed) and query client.
    { name: "guest-shared", test: guestForm.shared, priority: 5, includeDependenciesRecursively: false },
  ],
  experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
};

/**
 * The entry starts the app after the first paint (src/client/main.tsx); these links let the app's chunks
 * download meanwhile, at low priority so the page's CSS, fonts and hero photo go first.
 */
function preloadApp(): Plugin {
  return {
    name: "preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is OutputChunk => c.type === "chunk");
        const app = chunks.find((c) => c.facadeModuleId?.endsWith("/src/client/app.tsx"));
        if (!app) throw new Error("preload-app: no chunk for src/client/app.tsx");
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (c: OutputChunk, into = new Set<string>()) => {
          if (into.has(c.fileName)) return into;
          into.add(c.fileName);
          for (const dep of c.imports) if (byName.has(dep)) closure(byName.get(dep)!, into);
          return into;
        };
        // The entry and what it imports statically are in the page already.
        const inPage = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]));
        const files = closure(app);
        return [...files]
          .filter((f) => !inPage.has(f))
          .map((f) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, fetchpriority: "low", href: `/${f}` }, injectTo: "head" as const }));
      },
    },
  };
}

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

export default defineConfig(({ mode }) => ({
  root,
  publicDir: new URL("./public", import.meta.url).pathname,
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
    preloadApp(),
    guestForm.plugin,
    mode !== "test" && offlineCopy,
  ],
  build: {
    // DIST_DIR lets parallel builds (several sessions, benches) use separate folders.
    outDir: new URL(`./${process.env.DIST_DIR ?? "dist"}/client`, import.meta.url).pathname,
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    rolldownOptions: { output: { codeSplitting: GUEST_CHUNKS } },
  },
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
