import fs from "node:fs";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { AppConfig } from "../../fastify.config";
import { type OpenedDb, openDatabase } from "../../db/connect";
import { type DailyBackups, startDailyBackups } from "./backup-schedule";
import { registerMediaRoutes } from "./files/media-routes";
import { UploadLedger } from "./files/upload-limits";
import { Limits } from "./limits";
import { registerFileRoutes } from "./files/routes";
import { registerReplyFormPost } from "./modules/rsvp/form-post";
import { registerExportRoute } from "./modules/export/route";
import { registerManifestRoute } from "./modules/wedding/manifest-route";
import { registerCalendarRoutes } from "./modules/guest-page/calendar-route";
import { registerHouseholdImportRoute } from "./modules/households/import-route";
import { WhatsappSender } from "./modules/whatsapp/sender";
import { failInterrupted } from "./modules/whatsapp/store";
import { registerWhatsappWebhook } from "./modules/whatsapp/webhook";
import { startIdRetention } from "./modules/id-documents/retention";
import { backfillEditLinks } from "./modules/rsvp/edit-link";
import { backfillInviteLinks } from "./modules/households/invite-link";
import { sweepTempFiles } from "./files/storage";
import { LOG_HOOKS, LOG_SERIALIZERS, OneLinePerRequest } from "./request-log";
import { addBodyDeadlines, serverTimeoutOptions } from "./request-deadlines";
import { refuseUploadsBeforeSetup } from "./setup/setup-done";
import { prepareTeam, type SetupGate } from "./setup/setup-gate";
import { registerRest } from "./rest";
import { isKnownMethod, isPrivateApiRoute, METHOD_REFUSAL } from "./routed-checks";
import { guestQuery, pageShell } from "./page-shell";
import { privateLinkOpens } from "./private-link";
import { isPreviewRequest } from "./link-preview";
import { publicOrigin, warnWithoutPublicUrl } from "./public-origin";
import { CROSS_SITE_MESSAGE, isCrossSite } from "./same-origin";
import { isPrivatePage } from "../shared/offline-copies";
import { PublicReadCache } from "./public-cache/cache";
import { KeptAnswers } from "./public-cache/trpc-answers";
import { GUEST_READS } from "./trpc/guest-reads";
import { precomputeHelmetHeaders } from "./security-headers";
import { isClientRoute, registerClient } from "./static";
import { createContextFactory, type Deps } from "./trpc/context";
import { MAX_BATCH_CALLS, refuseAtTrpcDoor, TRPC_PREFIX, unpackFetchResponse } from "./trpc/door";
import { type AppRouter, appRouter, createCaller } from "./trpc/router";

export interface BuildOptions {
  config: AppConfig;
  /** An already opened database (tests); otherwise config.dbFile is opened and migrated. Its write watch feeds the app's cache. */
  database?: OpenedDb;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go (tests capture them); stdout unless given. */
  loggerStream?: { write: (line: string) => void };
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
    /** The first-run setup link's state: a token while nobody is on the team (src/server/setup). */
    setup: SetupGate;
    /** Every route registered on the app (method, url), filled by an onRoute hook; the access test reads it. */
    routeTable: { method: string; url: string }[];
  }
}

/**
 * Radix Select's Viewport renders one fixed inline <style> (hiding the list's scrollbar) each time a list opens.
 * Its text never changes, so its hash allows exactly it and no other inline style element (issue 16).
 * app.test.ts recomputes it from the installed @radix-ui/react-select, so an upgrade that changes the text fails there.
 */
export const RADIX_SELECT_STYLE_HASH = "'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='";

/** Stands for the page's nonce in the precomputed policy; each page answer puts a fresh one in its place. */
const NONCE_SLOT = "NONCE_SLOT";

/**
 * Content-Security-Policy: only our own origin; no inline scripts; inline style elements only Radix Select's by
 * its hash and, on pages, those carrying the page's nonce (react-remove-scroll-bar's scroll lock, whose text holds
 * computed widths, reads it through get-nonce: src/client/main.tsx).
 */
function cspDirectives(withNonce = false) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", RADIX_SELECT_STYLE_HASH, ...(withNonce ? [`'nonce-${NONCE_SLOT}'`] : [])],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Browser features the site never uses, turned off for every page and for anything embedded in it. Only names
 * Chromium knows: an unknown one ("bluetooth") is logged as an error on every page (e2e/csp.spec.ts).
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "browsing-topics=()",
].join(", ");

/** At a terminal: one short line per request ("GET /timeline 200 (3.2 ms) request completed"), so the setup link and login codes stand out. */
const PRETTY_LOG = {
  translateTime: "SYS:HH:MM:ss",
  singleLine: true,
  ignore: "pid,hostname,reqId,req,res,responseTime",
  messageFormat: "{if req.url}{req.method} {req.url} {res.statusCode} ({responseTime} ms) {end}{msg}",
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const database = opts.database ?? (await openDatabase(config.dbFile));
  const now = opts.now ?? (() => new Date());
  // Replies stored before private links existed (or seeded directly) get their link's lookup hash.
  await backfillEditLinks(database.db, config.appSecret);
  await backfillInviteLinks(database.db, config.appSecret);
  // ADMIN_PHONE makes that number an owner; with nobody on the team, a setup link is issued (main.ts prints it).
  const setup = await prepareTeam(database.db, config, now());

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.loggerStream ? { stream: opts.loggerStream } : {}),
            // A person at a terminal reads pretty lines; anything else (files, Docker, journald) keeps JSON.
            ...(!opts.loggerStream && process.stdout.isTTY ? { transport: { target: "pino-pretty", options: PRETTY_LOG } } : {}),
            // Tokens and reply ids never reach a line: serializers, then a last pass over each line (request-log.ts).
            serializers: LOG_SERIALIZERS,
            hooks: LOG_HOOKS,
          },
    logController: new OneLinePerRequest(),
    ...serverTimeoutOptions(config.timeouts),
    // A malformed address is refused before any hook: close, so a body still coming cannot hold the socket.
    frameworkErrors: (error: { statusCode?: number }, _req: unknown, reply: FastifyReply) =>
      void reply
        .code(error.statusCode ?? 400)
        .header("Connection", "close")
        .send({ message: "This address is not valid." }),
    // A hop count (TRUST_PROXY): the address the last trusted proxy saw, whatever chain a client wrote.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // A tRPC batch of ten calls is one path parameter ("admin.a,admin.b,..."); file names stay far shorter.
    routerOptions: { maxParamLength: 1000 },
  });
  // Everything this app owns, once: procedures read it from their context, routes from app.deps.
  const cache = new PublicReadCache(database.db, database.watch, GUEST_READS);
  const deps: Deps = {
    db: database.db,
    config,
    now,
    cache,
    trpcAnswers: new KeptAnswers(cache),
    limits: new Limits(),
    uploads: new UploadLedger(),
    proofs: new Map(),
    setup,
    whatsapp: new WhatsappSender({ db: database.db, config, now, log: app.log }),
    log: app.log,
  };
  app.decorate("deps", deps);
  warnWithoutPublicUrl(config, app.log);
  app.decorate("setup", setup);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.addHook("onClose", async () => {
    deps.whatsapp.close();
    await database.db.destroy();
  });
  addBodyDeadlines(app, config.timeouts);

  const common = {
    // HSTS only makes sense over https; it is added per request below.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
  };
  const pageHeaders = precomputeHelmetHeaders({ ...common, contentSecurityPolicy: { directives: cspDirectives() } });
  const [cspBeforeNonce, cspAfterNonce] = precomputeHelmetHeaders({ ...common, contentSecurityPolicy: { directives: cspDirectives(true) } })[
    "content-security-policy"
  ]!.split(NONCE_SLOT) as [string, string];
  const pageCsp = (nonce: string) => cspBeforeNonce + nonce + cspAfterNonce;
  // JSON answers are never rendered as documents: the short policy OWASP gives for APIs, and fewer
  // headers on every call (the page-only ones cost a tenth of the REST read throughput).
  const apiHeaders = precomputeHelmetHeaders({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook("onRequest", (req, reply, done) => {
    // The route Fastify matched (decoded), never the raw URL: /%74rpc/ is checked like /trpc/ (routed-checks.ts).
    const route = req.routeOptions.url ?? req.url;
    const isTrpc = route.startsWith(TRPC_PREFIX);
    const isApi = isTrpc || route.startsWith("/api/");
    reply.headers(isApi ? apiHeaders : pageHeaders);
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    if (req.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (isTrpc) {
      if (refuseAtTrpcDoor(req, reply)) return;
    } else if (!isKnownMethod(req.method)) {
      return void reply.code(405).header("Allow", METHOD_REFUSAL.allow).header("Connection", "close").send({ message: METHOD_REFUSAL.message });
    } else if (isApi && isPrivateApiRoute(req.method, route)) {
      // Admin data, session tokens and a guest's own reply never land in a browser or proxy cache.
      reply.header("Cache-Control", "no-store");
    }
    // A session's state change sent by a page of another site (same-origin.ts).
    if (isCrossSite(req, config)) return void reply.code(403).header("Connection", "close").send({ message: CROSS_SITE_MESSAGE });
    done();
  });
  // Before compression, which would otherwise drop the status of tRPC's fetch Response.
  app.addHook("onSend", unpackFetchResponse);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie, { secret: config.appSecret });

  // Before the tRPC plugin: its routes take the handler in force when they load
  // (a body over the limit at /trpc/ got Fastify's own wording before).
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    const message =
      status >= 500
        ? "Something went wrong on our side. Please try again."
        : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "The request is too large."
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Unsupported content type."
            : error.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError
              ? "The request body is not valid JSON."
              : error.message;
    return reply.code(status).send({ message });
  });

  const makeContext = createContextFactory(deps);
  const trpcOptions = {
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: ({ req, res }) => makeContext({ req, res }),
    onError({ error, path, req }) {
      if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error, path }, "tRPC procedure failed");
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"];
  await app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions });

  registerRest(app, (req, res) => makeContext({ req, res }));
  registerExportRoute(app);
  registerManifestRoute(app);
  registerCalendarRoutes(app);

  app.get("/healthz", async () => ({ status: "ok" }));

  const sendIndex = config.clientDir && fs.existsSync(`${config.clientDir}/index.html`) ? await registerClient(app, config.clientDir, pageCsp) : null;

  // Pages are never rate-limited: a resort full of guests shares one IP (DESIGN.md, Limits).
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split("?")[0]!;
    const isApi = /^\/(api|trpc|files|assets)(\/|$)/.test(pathname) || pathname === "/healthz";
    if (!isApi && sendIndex && (req.method === "GET" || req.method === "HEAD")) {
      const known = isClientRoute(pathname);
      // A private link that opens nothing (unknown, revoked) is 404 like its data; its page keeps its own title.
      const status = known && (await privateLinkOpens(deps.db, pathname)) ? 200 : 404;
      // The preview's absolute addresses: the site's public address, never the request's Host (public-origin.ts).
      const origin = await publicOrigin(deps);
      // The page's queries are answered by the procedures themselves, as this guest's own calls would be; a preview
      // fetcher on a household's link gets no answers, so only the site's card (link-preview.ts).
      const query = isPrivatePage(pathname) && isPreviewRequest(req.headers) ? undefined : guestQuery(createCaller(makeContext({ req, res: reply })));
      return sendIndex(reply, status, await pageShell(deps, pathname, { notFound: !known, origin, url: req.url, query }));
    }
    return reply.code(404).send({ message: `Not found: ${req.method} ${pathname}` });
  });

  // Registered after the error handler: awaiting a plugin here loads the routes queued above with it.
  // Before setup, guests' uploads are refused (src/server/setup/setup-done.ts).
  refuseUploadsBeforeSetup(app);
  await registerFileRoutes(app);
  // The RSVP form without JavaScript posts here; refusals show the page again (modules/rsvp/form-post.ts).
  await registerReplyFormPost(app, sendIndex);
  await registerMediaRoutes(app);
  await registerHouseholdImportRoute(app);
  await registerWhatsappWebhook(app);
  // Messages a previous run queued but never sent are marked failed, with a sentence saying so.
  await failInterrupted(deps.db, now().toISOString());

  // Unclaimed ID uploads are deleted after 6 h: once at start, then every 15 minutes.
  const sweep = () => sweepTempFiles(deps.db, config.filesDir, deps.now()).catch((err: unknown) => app.log.error({ err }, "temp file sweep failed"));
  await sweep();
  const sweepTimer = setInterval(() => void sweep(), 15 * 60_000).unref();
  app.addHook("onClose", async () => clearInterval(sweepTimer));

  // ID documents are deleted idRetentionDays after the last wedding day: checked at start, then every hour.
  const retention = startIdRetention(deps, app.log);
  await retention.first;
  app.addHook("onClose", async () => retention.stop());

  // The daily backup into DATA_DIR/backups (BACKUP_DAILY, BACKUP_TIME, BACKUP_KEEP), from ready to close.
  let dailyBackups: DailyBackups | null = null;
  if (config.backupDaily) {
    const { dataDir, backupTime: time, backupKeep: keep } = config;
    app.addHook("onReady", async () => {
      dailyBackups = startDailyBackups({ db: deps.db, dataDir, time, keep, now: deps.now, log: app.log });
    });
    app.addHook("onClose", async () => dailyBackups?.stop());
  }

  return app;
}
