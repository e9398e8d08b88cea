/**
 * Server settings from the environment, validated with zod.
 * This is the ONE place process.env is read (DESIGN.md, operator contract).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** `NAME=` (as in a copied .env.example) means the default, not an empty value. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

/**
 * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (Caddy alone: 1). The
 * address the limits see is the one the last trusted hop saw, so a chain a client writes itself changes
 * nothing. `true` (older .env files) means 1; `false`, `0` or unset trusts no header.
 */
const hopCount = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? "").trim().toLowerCase();
    if (text === "" || text === "false" || text === "no") return 0;
    if (text === "true" || text === "yes") return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    ctx.addIssue({ code: "custom", message: "TRUST_PROXY must be the number of proxies in front of the server (1 behind Caddy), or 0" });
    return z.NEVER;
  });

/**
 * How long the server waits for a request (src/server/request-deadlines.ts). A stalled request is
 * answered 408 or closed within 60 s of its first byte: headers within headersMs (Node checks every
 * checkIntervalMs), then a body within bodyMs. File uploads may take longer as long as their bytes keep
 * coming at uploadMinBytesPerSecond over each bodyMs window.
 */
export interface RequestTimeouts {
  headersMs: number;
  checkIntervalMs: number;
  bodyMs: number;
  uploadMinBytesPerSecond: number;
  /** An upload body (ID or signed media PUT) that sends nothing for this long is answered 408. */
  uploadIdleMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  socketIdleMs: number;
  /** No request of any kind, uploads included, may take longer than this to arrive (Node's requestTimeout, from its first byte). */
  maxRequestMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 20_000,
  checkIntervalMs: 5_000,
  bodyMs: 30_000,
  // 64 kbit/s: a phone on poor Wi-Fi still sends a 15 MB ID in ~32 minutes; a socket held open by a
  // trickle costs its sender real bandwidth (and the ID upload byte budget).
  uploadMinBytesPerSecond: 8 * 1024,
  uploadIdleMs: 30_000,
  // Longer than Caddy's upstream keepalive (20 s in the Caddyfiles): the proxy closes first, never mid-reuse.
  keepAliveMs: 30_000,
  socketIdleMs: 120_000,
  maxRequestMs: 40 * 60_000,
};

/**
 * PUBLIC_URL: the site's address as guests open it ("https://aarav-weds-meera.example"), which every link the server
 * writes starts with. An origin only (http or https, no path, query or fragment); a trailing slash is dropped.
 */
const publicUrl = unsetWhenEmpty(
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const message = "PUBLIC_URL must be the site's address, such as https://aarav-weds-meera.example (http or https, no path)";
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== "/" || url.search || url.hash) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return url.origin;
    }),
);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: publicUrl,
  DATA_DIR: z.string().default("./data"),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  ADMIN_PHONE: z.string().default(""),
  OTP_DELIVERY: z.enum(["console", "webhook", "whatsapp"]).default("console"),
  OTP_WEBHOOK_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v23.0"),
  WHATSAPP_APP_SECRET: unsetWhenEmpty(z.string().optional()),
  WHATSAPP_VERIFY_TOKEN: unsetWhenEmpty(z.string().optional()),
  WHATSAPP_TEMPLATE_INVITATION: unsetWhenEmpty(z.string().trim().optional()),
  WHATSAPP_TEMPLATE_REMINDER: unsetWhenEmpty(z.string().trim().optional()),
  WHATSAPP_TEMPLATE_ANNOUNCEMENT: unsetWhenEmpty(z.string().trim().optional()),
  WHATSAPP_SEND_PER_SECOND: unsetWhenEmpty(
    z.coerce.number().positive("WHATSAPP_SEND_PER_SECOND must be a number of messages per second, such as 10").max(80).default(10),
  ),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  TRUST_PROXY: hopCount,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("production"),
  BACKUP_DAILY: z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0" && v !== "no"),
  BACKUP_TIME: unsetWhenEmpty(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "BACKUP_TIME must be HH:MM on a 24-hour clock, e.g. 03:30")
      .default("03:30"),
  ),
  BACKUP_KEEP: unsetWhenEmpty(z.coerce.number().int().min(1, "BACKUP_KEEP must be at least 1").max(365).default(14)),
});

export interface AppConfig {
  port: number;
  host: string;
  /** PUBLIC_URL's origin; unset, links point at http://localhost:<port> (src/server/public-origin.ts). */
  publicUrl?: string;
  dataDir: string;
  dbFile: string;
  filesDir: string;
  appSecret: string;
  adminPhone: string;
  otpDelivery: "console" | "webhook" | "whatsapp";
  otpWebhookUrl?: string;
  whatsappToken?: string;
  whatsappPhoneNumberId?: string;
  whatsappApiUrl: string;
  /** Signs the Cloud API's webhook calls (X-Hub-Signature-256); without it every webhook POST is refused. */
  whatsappAppSecret?: string;
  /** Answers Meta's webhook verification (hub.verify_token). */
  whatsappVerifyToken?: string;
  /** Approved template names per message kind, each approved in en and hi; a missing one leaves that kind to wa.me links. */
  whatsappTemplates: { invitation?: string; reminder?: string; announcement?: string };
  /** The pace of server-sent rounds (messages per second). */
  whatsappSendPerSecond: number;
  /** First wait before a throttled send is tried again; it doubles each time (tests shorten it). */
  whatsappRetryBaseMs: number;
  /** Calls made for one message before it is recorded as failed. */
  whatsappMaxAttempts: number;
  /** Every Graph API call (a round's message, a login code) is abandoned after this long (10 s; tests shorten it). */
  whatsappTimeoutMs: number;
  sessionTtlHours: number;
  /** Proxy hops trusted for X-Forwarded-For/-Proto (0: none). */
  trustProxy: number;
  timeouts: RequestTimeouts;
  logLevel: string;
  isDev: boolean;
  /** The daily backup into DATA_DIR/backups (on unless BACKUP_DAILY=false), at backupTime on the wedding's clock. */
  backupDaily: boolean;
  backupTime: string;
  backupKeep: number;
  /** Directory of the built client (index.html and assets); absent in API-only tests. */
  clientDir?: string;
  /**
   * The server's render of the guest pages (src/client/entry-server.tsx, built by `vite build --ssr`); absent,
   * every page is drawn by the browser.
   */
  renderEntry?: string;
  /** Unclaimed ID bytes the disk may hold (1 GB when unset); tests set a small one instead of filling a disk. */
  idUnclaimedCapBytes?: number;
  /** Uploads are refused while DATA_DIR's disk has less free than this (1 GB when unset). */
  minFreeDiskBytes?: number;
}

/** The secret in DATA_DIR/app-secret, created with 256 random bits on first start. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // owner only: the database and ID documents live here
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    dbFile: path.join(dataDir, "wedding.sqlite"),
    filesDir: path.join(dataDir, "files"),
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    adminPhone: e.ADMIN_PHONE.replace(/\D/g, ""),
    otpDelivery: e.OTP_DELIVERY,
    otpWebhookUrl: e.OTP_WEBHOOK_URL,
    whatsappToken: e.WHATSAPP_TOKEN,
    whatsappPhoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    whatsappApiUrl: e.WHATSAPP_API_URL,
    whatsappAppSecret: e.WHATSAPP_APP_SECRET,
    whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN,
    whatsappTemplates: {
      invitation: e.WHATSAPP_TEMPLATE_INVITATION || undefined,
      reminder: e.WHATSAPP_TEMPLATE_REMINDER || undefined,
      announcement: e.WHATSAPP_TEMPLATE_ANNOUNCEMENT || undefined,
    },
    whatsappSendPerSecond: e.WHATSAPP_SEND_PER_SECOND,
    whatsappRetryBaseMs: 2_000,
    whatsappMaxAttempts: 5,
    whatsappTimeoutMs: 10_000,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    timeouts: { ...REQUEST_TIMEOUTS },
    logLevel: e.LOG_LEVEL,
    isDev: e.NODE_ENV === "development",
    backupDaily: e.BACKUP_DAILY,
    backupTime: e.BACKUP_TIME,
    backupKeep: e.BACKUP_KEEP,
    ...overrides,
  };
}
