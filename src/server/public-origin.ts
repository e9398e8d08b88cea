/**
 * The address every link the server writes starts with (invitation links in messages and WhatsApp rounds, the
 * pages' og:url and og:image, the reply form's links), never the request's Host: a Host header is whatever the
 * caller typed, so a dashboard opened through a forged or internal name must not put that name in what the couple
 * sends to guests.
 *
 * PUBLIC_URL (config.publicUrl) decides. Unset, the links point at this machine (http://localhost:<PORT>), which
 * is right for a first local run and visibly wrong anywhere else, and the server warns at start-up. A later setting
 * of the couple's (wedding.public_url) comes in here, below PUBLIC_URL, which keeps winning; hence a promise and
 * the database in its arguments.
 */
import type { AppConfig } from "../../fastify.config";
import type { Deps } from "./trpc/context";

const fallback = (config: Pick<AppConfig, "port">) => `http://localhost:${config.port}`;

export async function publicOrigin(deps: Pick<Deps, "config" | "db">): Promise<string> {
  return deps.config.publicUrl ?? fallback(deps.config);
}

/** The start-up line when PUBLIC_URL is unset (said once per app, not per link). */
export function warnWithoutPublicUrl(config: Pick<AppConfig, "publicUrl" | "port">, log: { warn: (msg: string) => void }): void {
  if (config.publicUrl) return;
  log.warn(`PUBLIC_URL is not set: links in messages and page previews point at ${fallback(config)}. Set PUBLIC_URL to the site's address.`);
}
