/**
 * `npm run admin:login-link [-- --phone 9876543210]`: prints a one-time login link (valid 15 minutes, works
 * once) for the team's first owner, or for the member with that number. The operator's way in when codes
 * cannot arrive or strangers keep the code budget busy (issue 12).
 * Uses the server's own settings (DATA_DIR, HOST, PORT from the environment, see fastify.config.ts) and
 * may run while the server is running. The token is printed once and never stored (only its SHA-256).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../fastify.config";
import { openDatabase } from "../db/connect";
import { createLoginLink, LOGIN_LINK_TTL_MS, loginLinkUrl } from "../src/server/modules/auth/login-link";
import { ensureOwner, findAdminByPhone, firstOwner } from "../src/server/modules/team/queries";

async function main() {
  const { values } = parseArgs({ options: { phone: { type: "string" } } });
  const config = loadConfig();
  const { db } = await openDatabase(config.dbFile);
  try {
    // As on the server's start: ADMIN_PHONE is an owner.
    if (config.adminPhone) await ensureOwner(db, config.adminPhone, new Date());
    const phone = values.phone?.replace(/\D/g, "");
    const member = phone ? await findAdminByPhone(db, phone) : await firstOwner(db);
    if (!member) {
      throw new Error(
        phone
          ? `${values.phone} is not on the team. Add it in the dashboard's Team tab first.`
          : "Nobody is on the team yet: open the setup link the server prints when it starts (or set ADMIN_PHONE).",
      );
    }
    const { token, expiresAt } = await createLoginLink(db, new Date(), member.id);
    const minutes = Math.round(LOGIN_LINK_TTL_MS / 60_000);
    process.stdout.write(
      [
        `One-time login link for ${member.name} (${member.role}; works once, valid ${minutes} minutes, until ${expiresAt}):`,
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
