/** The server from its sources as a child process on a data folder of its own (crash and shutdown tests). */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** A set-up site (an owner on the team), as guests meet it: before setup, replies and uploads are refused. */
export function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", TRUST_PROXY: "1", ADMIN_PHONE: "9876543210" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitHealthy(base: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}
