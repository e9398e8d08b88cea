/** The server process: load settings, open the database, listen, and shut down gracefully. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../fastify.config";
import { buildApp } from "./app";
import { PRINTED_ON_PURPOSE } from "./request-log";
import { remindSetupLink, setupUrl } from "./setup/setup-gate";

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  // React's production build draws the guest pages (src/client/entry-server.tsx); its development build is
  // several times slower and writes debugging detail into the page.
  process.env.NODE_ENV ??= "production";
  // Built layout: dist/server/main.mjs next to dist/client and the pages' render (dist/server/render).
  const config = loadConfig(process.env, { clientDir: path.resolve(here, "../client"), renderEntry: path.resolve(here, "render/entry-server.js") });
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then exiting`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error while closing");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Wedding site ready at http://localhost:${config.port} (data in ${config.dataDir})`);
  // First run: nobody can log in yet. The single-use setup link (60 minutes; a restart prints a new one),
  // printed even when LOG_LEVEL silences warnings: without it nobody could ever log in.
  if (app.setup.token) {
    const print = ["trace", "debug", "info", "warn"].includes(app.log.level)
      ? (line: string) => app.log.warn({ [PRINTED_ON_PURPOSE]: true }, line)
      : (line: string) => process.stdout.write(`${line}\n`);
    remindSetupLink(app.setup, setupUrl(config.host, config.port, app.setup.token), print);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
