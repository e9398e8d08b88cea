/** admin.* procedures for rounds the server sends through the WhatsApp Cloud API. */
import { ZWhatsappQueued, ZWhatsappSendInput, ZWhatsappSetup } from "../../../shared/schemas/whatsapp";
import { plannerProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { startRound, whatsappSetup } from "./service";

export const whatsappAdminProcedures = {
  /** Which kinds the server can send; the dashboard offers wa.me links alone for the others. */
  whatsappSetup: plannerProcedure
    .meta(rest("admin.whatsappSetup", { method: "GET", path: "/api/admin/whatsapp" }))
    .output(ZWhatsappSetup)
    .query(({ ctx }) => whatsappSetup(ctx.config)),

  /** Queues one message per chosen household with a number; they go out paced, in the background. */
  sendWhatsapp: plannerProcedure
    .meta(rest("admin.sendWhatsapp", { method: "POST", path: "/api/admin/whatsapp/send" }))
    .input(ZWhatsappSendInput)
    .output(ZWhatsappQueued)
    .mutation(({ ctx, input }) => startRound(ctx, input)),
};
