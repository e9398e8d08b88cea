/**
 * Group commit for replies. With synchronous=FULL every COMMIT waits for the disk (an fsync), and that wait,
 * not the SQL, is most of a reply's cost: when 200 guests answer at once they queue behind each other's
 * fsyncs. Writes started in the same turn of the event loop therefore share one transaction and one
 * COMMIT. Each runs in its own savepoint, so it still stands or falls alone: a reply that fails is rolled
 * back to its savepoint (and answered at once) without touching the others. A reply's caller hears of
 * success only once the COMMIT that holds it is on disk, so an acknowledged reply still survives power loss.
 *
 * Jobs of a batch run one after another (savepoints nest; two jobs must never interleave). A job must use
 * the transaction it is given and never the app's `db`: the batch holds SQLite's one connection until it
 * commits, so a query on `db` inside a job would wait for itself.
 */
import type { ControlledTransaction, Transaction } from "kysely";
import type { DB } from "./connect";
import type { Database } from "./schema";

interface Batch {
  trx: Promise<ControlledTransaction<Database>>;
  /** Settles when the batch's last job has ended (successfully or not). */
  tail: Promise<unknown>;
  /** Resolves once the batch's COMMIT is on disk. */
  committed: Promise<void>;
  jobs: number;
}

/** Timers of the real event loop, also when a test fakes the global ones (id-documents tests do). */
const nextTurn = globalThis.setImmediate;

export class GroupCommit {
  #open: Batch | undefined;

  constructor(private readonly db: DB) {}

  /** Runs `work` in the current batch's transaction, in its own savepoint; resolves after the batch committed. */
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const batch = this.#open ?? this.#start();
    const savepoint = `job_${++batch.jobs}`;
    const job = batch.tail.then(async () => {
      const trx = await batch.trx;
      const inSavepoint = await trx.savepoint(savepoint).execute();
      try {
        const value = await work(inSavepoint);
        await inSavepoint.releaseSavepoint(savepoint).execute();
        return value;
      } catch (error) {
        // Should the rollback itself fail, the transaction is broken and its COMMIT fails the others; this
        // job still reports its own error.
        await inSavepoint
          .rollbackToSavepoint(savepoint)
          .execute()
          .then((t) => t.releaseSavepoint(savepoint).execute())
          .catch(() => undefined);
        throw error;
      }
    });
    batch.tail = job.catch(() => undefined);
    return job.then(async (value) => {
      await batch.committed;
      return value;
    });
  }

  #start(): Batch {
    const trx = this.db.startTransaction().execute();
    const batch: Batch = { trx, tail: trx, committed: Promise.resolve(), jobs: 0 };
    batch.committed = new Promise<void>((resolve, reject) => {
      nextTurn(() => {
        // Jobs that come from now on start the next batch (which waits for this one's connection).
        if (this.#open === batch) this.#open = undefined;
        batch.tail
          .then(() => trx)
          .then((t) => t.commit().execute())
          .then(resolve, async (error: unknown) => {
            await trx.then((t) => t.rollback().execute()).catch(() => undefined);
            reject(error);
          });
      });
    });
    // A batch whose jobs all failed has nobody waiting for its COMMIT; its failure is theirs to report.
    batch.committed.catch(() => undefined);
    this.#open = batch;
    return batch;
  }
}

const instances = new WeakMap<DB, GroupCommit>();

/** The app's one batcher for its database (each test app has its own). */
export function groupCommitOf(db: DB): GroupCommit {
  let found = instances.get(db);
  if (!found) instances.set(db, (found = new GroupCommit(db)));
  return found;
}
