/**
 * GET /api/admin/export: the Excel workbook, streamed to the admin as it is written.
 * Not a tRPC procedure (the answer is a file); it checks the same admin session as adminProcedure.
 */
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { findSession, readSessionToken } from "../../trpc/context";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { writeExport } from "./workbook";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const exportFileName = (now: Date) => `wedding-rsvps-${now.toISOString().slice(0, 10)}.xlsx`;

export function registerExportRoute(app: FastifyInstance) {
  const { db, now } = app.deps;
  app.get("/api/admin/export", async (req, reply) => {
    const token = readSessionToken(req);
    const session = await findSession({ db, now, sessionToken: token });
    if (!session) {
      return reply.code(401).send({ message: token ? "Your session has expired. Please log in again." : "Please log in to continue." });
    }
    const at = now();
    await recordActivity(db, { at, actor: actorOf(session), action: "export", detail: exportFileName(at) });
    const out = new PassThrough();
    writeExport(db, out, at).catch((err: unknown) => {
      req.log.error({ err }, "export failed");
      out.destroy(err instanceof Error ? err : new Error("export failed"));
    });
    return reply
      .header("Content-Type", XLSX_TYPE)
      .header("Content-Disposition", `attachment; filename="${exportFileName(at)}"`)
      .header("Cache-Control", "private, no-store")
      .send(out);
  });
}
