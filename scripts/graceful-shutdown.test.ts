/** SIGTERM lets a request in flight finish (a slow ID upload) before the process exits with 0. */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { freePort, startServer, waitHealthy } from "./server-process";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

it("finishes an upload in flight after SIGTERM, refuses new connections, and exits 0", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-term-"));
  dirs.push(dataDir);
  const port = await freePort();
  const server = startServer(dataDir, port);
  await waitHealthy(`http://127.0.0.1:${port}`);
  const exited = new Promise<number | null>((r) => server.once("exit", (code) => r(code)));

  const boundary = "----graceful";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="idProof"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  const chunks = 8;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/temp-upload?consent=yes",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + chunk.length * chunks + tail.length },
      },
      (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    void (async () => {
      req.write(head);
      for (let i = 0; i < chunks; i++) {
        req.write(chunk);
        if (i === 1) server.kill("SIGTERM");
        await new Promise((r) => setTimeout(r, 100));
      }
      req.end(tail);
    })();
  });

  const res = await answer;
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toMatchObject({ success: true });
  expect(await exited).toBe(0);
  const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => "answered",
    () => "refused",
  );
  expect(refused).toBe("refused");
}, 60_000);
