/** Test helper: hostile no-JavaScript form posts (huge, many people, stalled over real sockets), and a probe of other pages meanwhile. */
import net from "node:net";
import { Worker } from "node:worker_threads";
import type { FormPart } from "../../files/multipart.test-helpers";

/**
 * The post of the finding (3.3 MB): "Add Member" with 30 family members and 30 children, each field a 16 KB text
 * (the parser's old field limit). Before the form's bounds its page was 18.5 MB and 30 of them, 10 at a time, took
 * a 1 GiB server down.
 */
export function hostileAddMember(): FormPart[] {
  const big = (c: string) => c.repeat(16 * 1024 - 1);
  const parts: FormPart[] = [
    ["intent", "add-member"],
    ["primaryGuestName", big("a")],
    ["primaryGuestPhone", big("9")],
    ["specialRequests", big("r")],
  ];
  for (let i = 0; i < 30; i++) {
    for (const key of ["name", "gender", "dietaryPreference", "beveragePreference"]) parts.push([`familyMembers.${i}.${key}`, big("m")]);
  }
  for (let i = 0; i < 30; i++) parts.push([`children.${i}.name`, big("c")], [`children.${i}.age`, big("1")]);
  return parts;
}

/**
 * Opens `count` connections that each send their headers and the start of a body, then trickle a byte now and
 * then (every `trickleMs`) or stay silent (`trickleMs: null`), as a slowloris client does. Connects in batches,
 * as a client on one machine can (the server's listen backlog holds 511).
 */
export async function stalledPosts(port: number, count: number, head: (length: number) => string, body: Buffer, trickleMs: (i: number) => number | null) {
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  const batch = 100;
  for (let start = 0; start < count; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
        const i = start + k;
        return new Promise<void>((resolve) => {
          const socket = net.connect(port, "127.0.0.1", () => {
            // Half the body at most: the rest never comes.
            socket.write(head(body.length * 2) + body.toString("latin1"), "latin1");
            const every = trickleMs(i);
            if (every !== null) timers.push(setInterval(() => socket.writable && socket.write(" "), every));
            resolve();
          });
          socket.on("error", () => resolve());
          socket.on("data", () => {});
          sockets.push(socket);
        });
      }),
    );
  }
  return {
    sockets,
    /** How many are still open (not yet closed by the server). */
    open: () => sockets.filter((s) => !s.destroyed && !s.readableEnded).length,
    close() {
      for (const t of timers) clearInterval(t);
      for (const s of sockets) s.destroy();
    },
  };
}

/**
 * The probe runs in a worker thread: the server shares this thread's event loop, and a probe timed from here
 * would not even start while the server blocks it. Plain JavaScript (the worker is not transformed).
 */
const PROBE = `
const net = require("node:net");
const { parentPort, workerData } = require("node:worker_threads");
const { port, paths, everyMs } = workerData;
const probes = [];
let running = true;
function timedGet(path) {
  const started = performance.now();
  return new Promise((resolve) => {
    let got = "", settled = false;
    const socket = net.connect(port, "127.0.0.1", () => socket.write("GET " + path + " HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nConnection: close\\r\\n\\r\\n"));
    const done = (status) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ path, status, ms: status === null ? Infinity : performance.now() - started });
    };
    socket.on("data", (chunk) => {
      got += chunk.toString("latin1");
      const m = /^HTTP\\/1\\.1 (\\d{3})/.exec(got);
      if (m) done(Number(m[1]));
    });
    socket.on("error", () => done(null));
    socket.on("close", () => done(null));
  });
}
parentPort.on("message", () => (running = false));
const tick = () => {
  if (!running) return Promise.all(probes).then((all) => parentPort.postMessage(all));
  for (const path of paths) probes.push(timedGet(path));
  setTimeout(tick, everyMs);
};
tick();
`;

export interface Probe {
  path: string;
  status: number | null;
  ms: number;
}

/** Probes each path every `everyMs` from a worker thread (a probe does not wait for the one before) until `stop`; every probe's time. */
export function probeFromWorker(port: number, paths: string[], everyMs: number) {
  const worker = new Worker(PROBE, { eval: true, workerData: { port, paths, everyMs } });
  const results = new Promise<Probe[]>((resolve, reject) => {
    worker.once("message", (all: Probe[]) => resolve(all));
    worker.once("error", reject);
  });
  let stopped: Promise<Probe[]> | null = null;
  return {
    stop(): Promise<Probe[]> {
      stopped ??= (async () => {
        worker.postMessage("stop");
        const all = await results;
        await worker.terminate();
        return all;
      })();
      return stopped;
    },
  };
}
