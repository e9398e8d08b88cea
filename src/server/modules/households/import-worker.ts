/**
 * The import worker (node:worker_threads, started by import-thread.ts): reads the guest-list file and plans the
 * households, so neither a hostile file nor a long list holds the server's event loop. Answers one message.
 */
import { parentPort, workerData } from "node:worker_threads";
import { householdsToCreate, planImport } from "./import-plan";
import { ImportFileError, readSheets } from "./import-read";
import type { ImportAnswer, ImportJob } from "./import-thread";

const job = workerData as ImportJob;
let answer: ImportAnswer;
try {
  const sheets = await readSheets(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.fileName);
  const plan = planImport(sheets, job.context, job.mapping);
  answer = job.duplicates ? { ok: true, errors: plan.errors, create: householdsToCreate(plan, job.duplicates) } : { ok: true, preview: plan };
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  answer = { ok: false, status: error.status, message: error.message };
}
parentPort!.postMessage(answer);
