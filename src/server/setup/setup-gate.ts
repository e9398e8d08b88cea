/**
 * First run (issue 17): while nobody is on the team the server holds one setup token in memory (single use,
 * valid 60 minutes; a restart issues a fresh one) and main.ts prints the link. ADMIN_PHONE, when set, makes
 * that number an owner on start, so such a server needs no setup.
 */
import crypto from "node:crypto";
import type { AppConfig } from "../../../fastify.config";
import type { DB } from "../../../db/connect";
import { countAdmins, ensureOwner } from "../modules/team/queries";

export const SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;

export type SetupTokenCheck = "ok" | "unknown" | "expired" | "used";

export interface SetupGate {
  /** The raw token to print once; null when the team existed at start (no setup to do). */
  readonly token: string | null;
  readonly expiresAt: Date | null;
  /** What the presented token is worth now. */
  check(token: string, now: Date): SetupTokenCheck;
  /** Marks the token used; false when it no longer was usable (a second, simultaneous setup). */
  take(token: string, now: Date): boolean;
  /** Gives the token back when the setup it was taken for failed to save. */
  giveBack(): void;
  /** Set once someone was seen on the team (a team, once it exists, stays): setup-done.ts stops counting. */
  teamSeen: boolean;
}

const sha = (v: string) => crypto.createHash("sha256").update(v).digest();

export function createSetupGate(now: Date, withToken: boolean): SetupGate {
  const token = withToken ? crypto.randomBytes(32).toString("base64url") : null;
  const hash = token ? sha(token) : null;
  const expiresAt = token ? new Date(now.getTime() + SETUP_TOKEN_TTL_MS) : null;
  let used = false;
  const check = (presented: string, at: Date): SetupTokenCheck => {
    if (!hash || !crypto.timingSafeEqual(sha(presented), hash)) return "unknown";
    if (used) return "used";
    return at.getTime() >= expiresAt!.getTime() ? "expired" : "ok";
  };
  return {
    token,
    expiresAt,
    check,
    take(presented, at) {
      if (check(presented, at) !== "ok") return false;
      used = true;
      return true;
    },
    giveBack() {
      used = false;
    },
    teamSeen: false,
  };
}

/** On start: ADMIN_PHONE's owner, then a setup token only when the team is still empty. */
export async function prepareTeam(db: DB, config: Pick<AppConfig, "adminPhone">, now: Date): Promise<SetupGate> {
  if (config.adminPhone) await ensureOwner(db, config.adminPhone, now);
  return createSetupGate(now, (await countAdmins(db)) === 0);
}

/** The line the server prints: where to open the setup page (localhost when it listens on every address). */
export function setupUrl(host: string, port: number, token: string): string {
  const name = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}/setup?token=${encodeURIComponent(token)}`;
}

export const SETUP_REMINDER_MS = 5 * 60_000;

/**
 * Prints the setup line now and again every SETUP_REMINDER_MS while the link is unused and unexpired, so it is
 * never lost far up a busy log; stops by itself once the link is used or expired. Returns a stop function.
 */
export function remindSetupLink(gate: SetupGate, url: string, print: (line: string) => void, now: () => Date = () => new Date()): () => void {
  const token = gate.token;
  if (!token) return () => {};
  const printIfPending = () => {
    const at = now();
    if (gate.check(token, at) !== "ok") return false;
    const minutes = Math.max(1, Math.ceil((gate.expiresAt!.getTime() - at.getTime()) / 60_000));
    print(`Nobody can log in yet. Set up the site within ${minutes} minutes at ${url}`);
    return true;
  };
  printIfPending();
  const timer = setInterval(() => {
    if (!printIfPending()) clearInterval(timer);
  }, SETUP_REMINDER_MS).unref();
  return () => clearInterval(timer);
}
