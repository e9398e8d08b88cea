/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = new URL("./src/client", import.meta.url).pathname;
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
      routesDirectory: `${root}/routes`,
      generatedRouteTree: `${root}/route-tree.gen.ts`,
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    // DIST_DIR lets parallel builds (several sessions, benches) use separate folders.
    outDir: new URL(`./${process.env.DIST_DIR ?? "dist"}/client`, import.meta.url).pathname,
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
  },
  server: {
    port: 5173,
    proxy: { "/api": api, "/trpc": api, "/files": api, "/healthz": api },
  },
  test: {
    root: new URL(".", import.meta.url).pathname,
    include: ["src/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    pool: "forks",
  },
}));
