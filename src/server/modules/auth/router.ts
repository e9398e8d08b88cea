import {
  ZAdminPhoneHint,
  ZRedeemLoginLinkInput,
  ZRedeemLoginLinkResponse,
  ZRequestOtpInput,
  ZRequestOtpResponse,
  ZVerifyOtpInput,
  ZVerifyOtpResponse,
} from "../../../shared/schemas";
import { ZSetupInput, ZSetupResponse } from "../../../shared/schemas/setup";
import { runSetup } from "../../setup/setup";
import { deskProcedure, publicProcedure } from "../../trpc/init";
import { countAdmins } from "../team/queries";
import { redeemLoginLink } from "./login-link";
import { adminPhoneHint, logout, requestOtp, verifyOtp } from "./service";
import { rest } from "../../trpc/rest-meta";

/** The login and session calls (guest spec, Login and session calls), mounted at `auth.*`. */
export const authProcedures = {
  /**
   * What the login page shows: with one team member the masked number, e.g. "******3210" (never the number);
   * with several, `askPhone` (the page asks for the number); with none, neither.
   */
  adminPhoneHint: publicProcedure
    .meta(rest("auth.adminPhoneHint", { method: "GET", path: "/api/auth/admin-phone" }))
    .output(ZAdminPhoneHint)
    .query(({ ctx }) => adminPhoneHint(ctx.db)),

  requestOtp: publicProcedure
    .meta(rest("auth.requestOtp", { method: "POST", path: "/api/auth/request-otp" }))
    .input(ZRequestOtpInput)
    .output(ZRequestOtpResponse)
    .mutation(({ ctx, input }) => requestOtp(ctx, input)),

  verifyOtp: publicProcedure
    .meta(rest("auth.verifyOtp", { method: "POST", path: "/api/auth/verify-otp" }))
    .input(ZVerifyOtpInput)
    .output(ZVerifyOtpResponse)
    .mutation(({ ctx, input }) => verifyOtp(ctx, input)),

  /** Redeems a one-time login link from `npm run admin:login-link`; answers like verifyOtp. */
  redeemLoginLink: publicProcedure
    .meta(rest("auth.redeemLoginLink", { method: "POST", path: "/api/auth/login-link" }))
    .input(ZRedeemLoginLinkInput)
    .output(ZRedeemLoginLinkResponse)
    .mutation(({ ctx, input }) => redeemLoginLink(ctx, input)),

  /** 200 for a live session (bearer header or cookie), 401 otherwise; says who is logged in and their role (the dashboard hides what it cannot do). */
  verifySession: deskProcedure.meta(rest("auth.verifySession", { method: "GET", path: "/api/auth/verify-session" })).query(({ ctx }) => ({
    success: true as const,
    expiresAt: ctx.session.expiresAt,
    name: ctx.session.name,
    role: ctx.session.role,
  })),

  /** POST /api/setup: the first run's wedding details and owner, with the token the server printed (410 once done). */
  setup: publicProcedure
    .meta(rest("auth.setup", { method: "POST", path: "/api/setup" }))
    .input(ZSetupInput)
    .output(ZSetupResponse)
    .mutation(({ ctx, input }) => runSetup(ctx, input)),

  /** Whether the first-run setup is still to do (the setup page says so before asking anything). */
  setupStatus: publicProcedure.query(async ({ ctx }) => ({ done: (await countAdmins(ctx.db)) > 0 })),

  /** Ends the presented session, if any, and clears the cookie. Idempotent. */
  logout: publicProcedure.meta(rest("auth.logout", { method: "POST", path: "/api/auth/logout" })).mutation(({ ctx }) => logout(ctx)),
};
