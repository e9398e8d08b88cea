/**
 * GET /api/admin/export: the Excel workbook, streamed to the admin as it is written.
 * Not a tRPC procedure (the answer is a file); it checks the same session and role (planner) as plannerProcedure.
 */
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { readSessionToken, sessionWithRole } from "../../trpc/context";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { writeExport } from "./workbook";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const exportFileName = (now: Date) => `wedding-rsvps-${now.toISOString().slice(0, 10)}.xlsx`;

export function registerExportRoute(app: FastifyInstance) {
  const { db, now } = app.deps;
  app.get("/api/admin/export", async (req, reply) => {
    // Exports hold every guest's details: owner and planner only (DESIGN.md, Roles).
    const guard = await sessionWithRole({ db, now, sessionToken: readSessionToken(req) }, "planner");
    if (!guard.ok) return reply.code(guard.status).send({ message: guard.message });
    const { session } = guard;
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
