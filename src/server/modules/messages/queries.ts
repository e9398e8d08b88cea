import type { DB } from "../../../../db/connect";
import { DEFAULT_TEMPLATES, MESSAGE_KINDS, MESSAGE_LANGUAGES, type MessageKind, type MessageLanguage } from "../../../shared/message-templates";
import type { MessageTemplate } from "../../../shared/schemas/message-templates";

/** Every kind in both languages: the couple's wording where they saved one, else the written default. */
export async function listTemplates(db: DB): Promise<MessageTemplate[]> {
  const saved = await db.selectFrom("messageTemplates").select(["kind", "language", "body"]).execute();
  return MESSAGE_KINDS.flatMap((kind) =>
    MESSAGE_LANGUAGES.map((language) => {
      const own = saved.find((t) => t.kind === kind && t.language === language);
      return { kind, language, body: own?.body ?? DEFAULT_TEMPLATES[kind][language], isDefault: !own };
    }),
  );
}

export async function templateBody(db: DB, kind: MessageKind, language: MessageLanguage): Promise<string> {
  const own = await db.selectFrom("messageTemplates").select("body").where("kind", "=", kind).where("language", "=", language).executeTakeFirst();
  return own?.body ?? DEFAULT_TEMPLATES[kind][language];
}

/** Saves the couple's wording; null removes it, so the written default applies again. */
export async function saveTemplate(db: DB, kind: MessageKind, language: MessageLanguage, body: string | null, at: string): Promise<void> {
  if (body === null) {
    await db.deleteFrom("messageTemplates").where("kind", "=", kind).where("language", "=", language).execute();
    return;
  }
  await db
    .insertInto("messageTemplates")
    .values({ kind, language, body, updatedAt: at })
    .onConflict((oc) => oc.columns(["kind", "language"]).doUpdateSet({ body, updatedAt: at }))
    .execute();
}
