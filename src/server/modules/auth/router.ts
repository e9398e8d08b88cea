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

/** The login and session calls (guest spec, Login and session calls), mounted at `auth.*`. */
export const authProcedures = {
  /**
   * What the login page shows: with one team member the masked number, e.g. "******3210" (never the number);
   * with several, `askPhone` (the page asks for the number); with none, neither.
   */
  adminPhoneHint: publicProcedure.output(ZAdminPhoneHint).query(({ ctx }) => adminPhoneHint(ctx.db)),

  requestOtp: publicProcedure
    .input(ZRequestOtpInput)
    .output(ZRequestOtpResponse)
    .mutation(({ ctx, input }) => requestOtp(ctx, input)),

  verifyOtp: publicProcedure
    .input(ZVerifyOtpInput)
    .output(ZVerifyOtpResponse)
    .mutation(({ ctx, input }) => verifyOtp(ctx, input)),

  /** Redeems a one-time login link from `npm run admin:login-link`; answers like verifyOtp. */
  redeemLoginLink: publicProcedure
    .input(ZRedeemLoginLinkInput)
    .output(ZRedeemLoginLinkResponse)
    .mutation(({ ctx, input }) => redeemLoginLink(ctx, input)),

  /** 200 for a live session (bearer header or cookie), 401 otherwise; says who is logged in and their role (the dashboard hides what it cannot do). */
  verifySession: deskProcedure.query(({ ctx }) => ({
    success: true as const,
    expiresAt: ctx.session.expiresAt,
    name: ctx.session.name,
    role: ctx.session.role,
  })),

  /** POST /api/setup: the first run's wedding details and owner, with the token the server printed (410 once done). */
  setup: publicProcedure
    .input(ZSetupInput)
    .output(ZSetupResponse)
    .mutation(({ ctx, input }) => runSetup(ctx, input)),

  /** Whether the first-run setup is still to do (the setup page says so before asking anything). */
  setupStatus: publicProcedure.query(async ({ ctx }) => ({ done: (await countAdmins(ctx.db)) > 0 })),

  /** Ends the presented session, if any, and clears the cookie. Idempotent. */
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx)),
};
