/**
 * The timed purge (issue 17, item 5): once the end of the deletion day has passed at the venue (idRetentionDays
 * after the itinerary's last day), every ID document is deleted. Checked at start and every hour, against the
 * app's clock (`now`), so tests move a fake clock instead of waiting.
 */
import path from "node:path";
import type { DB } from "../../../../db/connect";
import { idPurgeDue } from "./queries";
import { type PurgeResult, purgeIdDocuments } from "./service";

export const RETENTION_CHECK_INTERVAL_MS = 3600_000;

export interface RetentionDeps {
  db: DB;
  config: { filesDir: string; dataDir: string };
  now: () => Date;
}

/** DATA_DIR/backups: where the backups the purge scrubs live. */
export const backupsDirOf = (config: { dataDir: string }) => path.join(config.dataDir, "backups");

/** Purges when due; null when not due (or no wedding date yet). Runs again harmlessly: nothing left is nothing deleted. */
export async function checkIdRetention(deps: RetentionDeps): Promise<PurgeResult | null> {
  const due = await idPurgeDue(deps.db);
  const now = deps.now();
  if (!due || now.getTime() < due.dueAt) return null;
  return purgeIdDocuments(deps.db, deps.config.filesDir, now, null, {
    backupsDir: backupsDirOf(deps.config),
    reason: `(${due.retentionDays} days after the last wedding day)`,
  });
}

/** Runs the check now and then every hour; `stop` ends it. Failures are logged, never thrown. */
export function startIdRetention(deps: RetentionDeps, log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = checkIdRetention(deps).then(
      (r) => {
        if (r && r.deleted > 0) log.info({ deleted: r.deleted, backups: r.backups }, "ID documents deleted (retention)");
        if (r?.backups?.failed.length) log.error({ failed: r.backups.failed }, "some backups still hold ID documents");
      },
      (err: unknown) => log.error({ err }, "ID retention check failed"),
    );
    return running;
  };
  const first = run();
  const timer = setInterval(() => void run(), RETENTION_CHECK_INTERVAL_MS).unref();
  return {
    first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
