/**
 * The data disk's free space: uploads stop while DATA_DIR's disk has less than a floor free (1 GB unless the
 * config says otherwise), so a full disk can never take the database down with it. The dashboard reads the
 * same check to warn the couple.
 */
import fs from "node:fs";
import type { AppConfig } from "../../../fastify.config";

const GB = 1024 ** 3;
export const MIN_FREE_DISK_BYTES = 1 * GB;

export interface DiskState {
  freeBytes: number;
  minFreeBytes: number;
  low: boolean;
}

/** Free bytes for this process on DATA_DIR's disk, and whether that is under the floor; null when it cannot be read. */
export async function diskState(config: Pick<AppConfig, "dataDir" | "minFreeDiskBytes">): Promise<DiskState | null> {
  const stats = await fs.promises.statfs(config.dataDir).catch(() => null);
  if (!stats) return null;
  const freeBytes = Number(stats.bavail) * Number(stats.bsize);
  const minFreeBytes = config.minFreeDiskBytes ?? MIN_FREE_DISK_BYTES;
  return { freeBytes, minFreeBytes, low: freeBytes < minFreeBytes };
}
