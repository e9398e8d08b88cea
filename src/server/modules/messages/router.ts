/** admin.* procedures for the couple's message templates and the message a household is sent. */
import { ZSuccess } from "../../../shared/schemas/common";
import { ZHouseholdMessage, ZHouseholdMessageInput, ZMessageTemplateInput, ZMessageTemplates } from "../../../shared/schemas/message-templates";
import { plannerProcedure } from "../../trpc/init";
import { rest } from "../../trpc/rest-meta";
import { listTemplates, saveTemplate } from "./queries";
import { householdMessage } from "./service";

export const messagesAdminProcedures = {
  messageTemplates: plannerProcedure
    .meta(rest("admin.messageTemplates", { method: "GET", path: "/api/admin/message-templates" }))
    .output(ZMessageTemplates)
    .query(async ({ ctx }) => ({ templates: await listTemplates(ctx.db) })),

  /** A new wording for one kind and language; body null returns to the written default. */
  saveMessageTemplate: plannerProcedure
    .meta(rest("admin.saveMessageTemplate", { method: "PUT", path: "/api/admin/message-templates" }))
    .input(ZMessageTemplateInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await saveTemplate(ctx.db, input.kind, input.language, input.body, ctx.now().toISOString());
      return { success: true as const };
    }),

  /** The household's invitation or reminder in its language, with its link; planner only (the link changes its reply). */
  householdMessage: plannerProcedure
    .meta(rest("admin.householdMessage", { method: "GET", path: "/api/admin/households/:id/message" }))
    .input(ZHouseholdMessageInput)
    .output(ZHouseholdMessage)
    .query(({ ctx, input }) => householdMessage(ctx, input.id, input.kind)),
};
