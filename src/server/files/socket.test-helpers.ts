/** Test helper: raw HTTP/1.1 over a real TCP socket (stalls, half-closes), and open-descriptor checks. */
import fs from "node:fs";
import net from "node:net";

/** This process's open descriptors that point into `dir` (the server runs in the test's process). */
export function openFilesIn(dir: string): string[] {
  const links: string[] = [];
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(dir)) links.push(target);
    } catch {
      // closed between readdir and readlink
    }
  }
  return links;
}

export interface RawAnswer {
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** How the connection ended: the server closed it, or it was still open when the answer was complete. */
  closed: boolean;
  ms: number;
}

/**
 * Sends `head` (request line and headers) and `body` over a fresh socket, then either half-closes it
 * (`end`) or leaves it open and silent. Resolves with the server's answer once it is complete or the
 * server closes the connection.
 */
export function rawRequest(port: number, head: string, body: Buffer, opts: { end: boolean }): { answer: Promise<RawAnswer>; socket: net.Socket } {
  const socket = net.connect(port, "127.0.0.1");
  const started = Date.now();
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      const text = data.toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const headLines = (split < 0 ? text : text.slice(0, split)).split("\r\n");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(headLines[0] ?? "");
      const headers: Record<string, string> = {};
      for (const line of headLines.slice(1)) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: status ? Number(status[1]) : null, headers, body: split < 0 ? "" : text.slice(split + 4), closed, ms: Date.now() - started });
    };
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const text = data.toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, split));
      if (split >= 0 && length && Buffer.byteLength(text.slice(split + 4)) >= Number(length[1])) {
        // Complete: see whether the server closes right after (Connection: close) before resolving.
        setTimeout(() => finish(socket.readableEnded || socket.destroyed), 50);
      }
    });
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("error", (err) => (data.length ? finish(true) : reject(err)));
  });
  socket.write(head);
  if (body.length) socket.write(body);
  if (opts.end) socket.end();
  return { answer, socket };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds or `ms` pass; returns its last value. */
export async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(10);
  return check();
}
