import { initTRPC, TRPCError } from "@trpc/server";
import { type Context, findSession } from "./context";
import { fieldErrors, humanMessage } from "./errors";

const t = initTRPC.context<Context>().create({
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
export const publicProcedure = t.procedure;

/** Refuses any call without a live admin session (bearer header or session cookie). */
export const adminProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await findSession(ctx);
  if (!session) {
    throw new TRPCError({
      code: "UNAUTHORIZED",
      message: ctx.sessionToken ? "Your session has expired. Please log in again." : "Please log in to continue.",
    });
  }
  return next({ ctx: { ...ctx, session } });
});
