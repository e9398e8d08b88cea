import { initTRPC, TRPCError } from "@trpc/server";
import { ROLE_MESSAGE, roleAllows } from "../../shared/roles";
import { type Context, findSession, noSessionMessage } from "./context";
import { fieldErrors, humanMessage } from "./errors";
import type { Meta } from "./rest-meta";

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const { stack, ...data } = shape.data;
      return {
        ...shape,
        message: humanMessage(error),
        data: { ...data, ...(ctx?.config.isDev ? { stack } : {}), fieldErrors: fieldErrors(error) },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * A REST declaration names the procedure it sits on (tRPC keeps meta internal, so the registrar needs the name);
 * tRPC's own path and meta, given to every middleware, check that the name is right on every call.
 */
const restNameCheck = t.middleware(({ meta, path, next }) => {
  if (meta?.rest && meta.rest.procedure !== path) {
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: `${meta.rest.method} ${meta.rest.path} is declared as ${meta.rest.procedure} on ${path}` });
  }
  return next();
});

export const publicProcedure = t.procedure.use(restNameCheck);

/**
 * Refuses any call without a live admin session (bearer header or session cookie). The base of the role
 * procedures below; every admin procedure uses one of those, so that it declares its role.
 */
export const adminProcedure = t.procedure
  .use(async ({ ctx, next }) => {
    const session = await findSession(ctx);
    if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: noSessionMessage(Boolean(ctx.sessionToken)) });
    return next({ ctx: { ...ctx, session } });
  })
  .use(restNameCheck);

/**
 * adminProcedure plus one guard that reads the lowest role a procedure allows from its meta (desk < planner < owner)
 * and answers 403 below it. The role procedures below set that meta, so each procedure's role is declared where it is built.
 */
const roleGuarded = adminProcedure.use(({ ctx, meta, next }) => {
  if (meta?.role && !roleAllows(ctx.session.role, meta.role)) throw new TRPCError({ code: "FORBIDDEN", message: ROLE_MESSAGE });
  return next();
});

/** Any team member: reads of replies, rooms, headcounts, travel; room and car assignments. */
export const deskProcedure = roleGuarded.meta({ role: "desk" });
/** Owner and planner: content changes, deletes, ID documents, exports. */
export const plannerProcedure = roleGuarded.meta({ role: "planner" });
/** Owner only: the team and the ID purge. */
export const ownerProcedure = roleGuarded.meta({ role: "owner" });
