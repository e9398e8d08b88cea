/**
 * whatsapp_sends: one row per message the server sends. A status only moves forward
 * (queued < sent < failed < delivered < read): a replayed or late webhook changes nothing, a "failed" after
 * "delivered" (another of the person's devices) is ignored, and a "delivered" after "failed" wins, as the
 * message did reach a phone.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import type { LastSend, WhatsappSendKind, WhatsappSendStatus } from "../../../shared/schemas/whatsapp";
import { logMessage, markReminded } from "../chase/queries";

type Db = Kysely<Database> | Transaction<Database>;

export const STATUS_RANK: Record<WhatsappSendStatus, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

const rankOfColumn = sql<number>`case status when 'queued' then 0 when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 end`;

/** A queued row per household; their ids, in the same order. */
export async function insertQueued(
  db: Db,
  rows: { householdId: number; kind: WhatsappSendKind; announcementId: number | null }[],
  at: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const { id } = await db
      .insertInto("whatsappSends")
      .values({ ...row, createdAt: at, updatedAt: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

export async function recordAttempt(db: Db, id: number, attempts: number, at: string): Promise<void> {
  await db.updateTable("whatsappSends").set({ attempts, updatedAt: at }).where("id", "=", id).execute();
}

/** The Cloud API took the message: its id, and "sent" unless a status already moved it further. */
export async function recordAccepted(db: Db, id: number, waMessageId: string, at: string): Promise<void> {
  await logApiSend(db, id, { at, status: "sent", waMessageId });
  await db
    .updateTable("whatsappSends")
    .set({ waMessageId, status: sql<WhatsappSendStatus>`case when ${rankOfColumn} < 1 then 'sent' else status end`, error: null, updatedAt: at })
    .where("id", "=", id)
    .execute();
}

export async function recordFailed(db: Db, id: number, error: string, at: string): Promise<void> {
  await db.updateTable("whatsappSends").set({ status: "failed", error, updatedAt: at }).where("id", "=", id).execute();
  await logApiSend(db, id, { at, status: "failed", error });
}

/** The guest list's "who was told what" (chase/queries.ts) lists the server's sends beside the wa.me links. */
async function logApiSend(db: Db, id: number, fields: { at: string; status: "sent" | "failed"; waMessageId?: string; error?: string }) {
  const send = await db.selectFrom("whatsappSends").select(["householdId", "kind", "announcementId"]).where("id", "=", id).executeTakeFirst();
  if (!send) return;
  await logMessage(db, { ...send, ...fields, via: "api" });
  // A reminder the server sent counts as one the planner opened in WhatsApp (the chase board's "last reminded").
  if (send.kind === "reminder" && fields.status === "sent") await markReminded(db, send.householdId, fields.at);
}

/** A webhook's status for a message id; true when it moved the row forward (false: unknown id, replay or late). */
export async function applyStatus(
  db: Db,
  waMessageId: string,
  status: Exclude<WhatsappSendStatus, "queued">,
  error: string | null,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable("whatsappSends")
    .set({ status, error: status === "failed" ? error : null, updatedAt: at })
    .where("waMessageId", "=", waMessageId)
    .where(rankOfColumn, "<", STATUS_RANK[status])
    .executeTakeFirst();
  const moved = res.numUpdatedRows > 0n;
  if (moved)
    await db
      .updateTable("householdMessages")
      .set({ status, error: status === "failed" ? error : null })
      .where("waMessageId", "=", waMessageId)
      .execute();
  return moved;
}

/** Households with a message of this kind still waiting in the queue: a second tap does not send twice. */
export async function householdsInFlight(db: Db, kind: WhatsappSendKind, announcementId: number | null): Promise<Set<number>> {
  let q = db.selectFrom("whatsappSends").select("householdId").where("status", "=", "queued").where("waMessageId", "is", null).where("kind", "=", kind);
  q = announcementId === null ? q.where("announcementId", "is", null) : q.where("announcementId", "=", announcementId);
  return new Set((await q.execute()).map((r) => r.householdId));
}

/** A server that stopped mid-round left rows queued that no queue holds any more: say so rather than show them waiting forever. */
export async function failInterrupted(db: Db, at: string): Promise<number> {
  const res = await db
    .updateTable("whatsappSends")
    .set({ status: "failed", error: "The server restarted before this message was sent. Please send it again.", updatedAt: at })
    .where("status", "=", "queued")
    .where("waMessageId", "is", null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Each household's latest send (the guest list shows it per row). */
export async function lastSends(db: Db): Promise<Map<number, LastSend>> {
  const rows = await db
    .selectFrom("whatsappSends as w")
    .select(["w.householdId", "w.kind", "w.status", "w.updatedAt", "w.error"])
    .where("w.id", "=", (eb) =>
      eb
        .selectFrom("whatsappSends as l")
        .select((e) => e.fn.max("l.id").as("id"))
        .whereRef("l.householdId", "=", "w.householdId"),
    )
    .execute();
  return new Map(rows.map((r) => [r.householdId, { kind: r.kind, status: r.status, at: r.updatedAt, error: r.error }]));
}
