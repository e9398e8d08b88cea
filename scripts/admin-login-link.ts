/**
 * `npm run admin:login-link`: prints a one-time login link for the admin (valid 15 minutes, works once).
 * The operator's way in when codes cannot arrive or strangers keep the code budget busy (issue 12).
 * Uses the server's own settings (DATA_DIR, HOST, PORT from the environment, see fastify.config.ts) and
 * may run while the server is running. The token is printed once and never stored (only its SHA-256).
 */
import { loadConfig } from "../fastify.config";
import { openDatabase } from "../db/connect";
import { createLoginLink, LOGIN_LINK_TTL_MS, loginLinkUrl } from "../src/server/modules/auth/login-link";

async function main() {
  const config = loadConfig();
  const { db } = await openDatabase(config.dbFile);
  try {
    const { token, expiresAt } = await createLoginLink(db, new Date());
    const minutes = Math.round(LOGIN_LINK_TTL_MS / 60_000);
    process.stdout.write(
      [
        `One-time admin login link (works once, valid ${minutes} minutes, until ${expiresAt}):`,
        "",
        `  ${loginLinkUrl(config.host, config.port, token)}`,
        "",
        "Open it in the browser you want to sign in with. Behind a proxy or a domain, keep the path and",
        "query (/login?link=...) and use your site's address instead.",
        "",
      ].join("\n"),
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Could not create a login link: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
