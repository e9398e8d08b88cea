/** The couple's message templates (Wedding tab) and a household's message made from one. */
import { z } from "zod";
import { MAX_TEMPLATE_LENGTH, MESSAGE_KINDS, MESSAGE_LANGUAGES, PLACEHOLDERS, unknownPlaceholders } from "../message-templates";
import { multiLine, normaliseLineBreaks, zId } from "./common";

export const TEMPLATE_MESSAGES = {
  kind: "Choose the invitation or the reminder",
  language: "Language must be English or Hindi",
  body: "Please write the message",
  tooLong: `A message can be at most ${MAX_TEMPLATE_LENGTH} characters`,
  needsLink: "The message must contain {link}: it is how the family opens their invitation and replies.",
  unknown: (names: string[]) =>
    `${names.map((n) => `{${n}}`).join(", ")} ${names.length === 1 ? "is not a placeholder" : "are not placeholders"}. Use ${PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}.`,
  noPhone: "This household has no phone number. Add one to send the invitation on WhatsApp.",
} as const;

const zKind = z.enum(MESSAGE_KINDS, { error: TEMPLATE_MESSAGES.kind });
const zLanguage = z.enum(MESSAGE_LANGUAGES, { error: TEMPLATE_MESSAGES.language });

export const ZMessageTemplate = z.object({
  kind: z.enum(MESSAGE_KINDS),
  language: z.enum(MESSAGE_LANGUAGES),
  body: z.string(),
  /** True while the couple has not reworded it: the body is the written default. */
  isDefault: z.boolean(),
});
export type MessageTemplate = z.infer<typeof ZMessageTemplate>;
export const ZMessageTemplates = z.object({ templates: z.array(ZMessageTemplate) });

/** PUT /api/admin/message-templates: a new wording, or null to go back to the written default. */
export const ZMessageTemplateInput = z.object({
  kind: zKind,
  language: zLanguage,
  body: multiLine(
    z
      .string({ error: TEMPLATE_MESSAGES.body })
      .overwrite(normaliseLineBreaks)
      .trim()
      .min(1, TEMPLATE_MESSAGES.body)
      .max(MAX_TEMPLATE_LENGTH, TEMPLATE_MESSAGES.tooLong),
  )
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length) ctx.addIssue({ code: "custom", message: TEMPLATE_MESSAGES.unknown(unknown) });
      else if (!text.includes("{link}")) ctx.addIssue({ code: "custom", message: TEMPLATE_MESSAGES.needsLink });
    })
    .nullable(),
});
export type MessageTemplateInput = z.input<typeof ZMessageTemplateInput>;

/** GET /api/admin/households/:id/message?kind=invitation|reminder. */
export const ZHouseholdMessageInput = z.object({ id: zId, kind: zKind.default("invitation") });
export const ZHouseholdMessage = z.object({
  text: z.string(),
  /** The wa.me link with the household's number and the text; null when the household has no phone yet. */
  waUrl: z.string().nullable(),
});
export type HouseholdMessage = z.infer<typeof ZHouseholdMessage>;
