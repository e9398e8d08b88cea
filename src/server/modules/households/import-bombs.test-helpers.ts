/**
 * Test helpers for hostile guest-list files: xlsx written as raw zips (so a bomb of a gigabyte, or a part whose
 * declared size lies, costs a megabyte and a second to make), and a probe of the event loop and RSS while
 * `/healthz` is asked over a real socket every 100 ms.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";

export interface ZipPart {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** The uncompressed size written in the zip's headers when it is to lie. */
  declaredSize?: number;
}

export function part(name: string, text: string): ZipPart {
  const data = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) };
}

/**
 * `prefix`, `chunk` repeated `times` times, `suffix`, deflated without ever holding the whole: the chunk is deflated
 * once as a self-contained block (Z_FULL_FLUSH: no reference before it, ends on a byte) and its bytes repeated.
 */
export function repeatedPart(name: string, prefix: string, chunk: string, times: number, suffix: string): ZipPart {
  const flushed = (text: string) => zlib.deflateRawSync(Buffer.from(text), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const block = flushed(chunk);
  const chunkBytes = Buffer.from(chunk);
  let crc = zlib.crc32(prefix);
  for (let i = 0; i < times; i++) crc = zlib.crc32(chunkBytes, crc);
  crc = zlib.crc32(suffix, crc);
  const deflated = Buffer.concat([flushed(prefix), ...Array<Buffer>(times).fill(block), zlib.deflateRawSync(Buffer.from(suffix))]);
  return { name, deflated, size: Buffer.byteLength(prefix) + chunkBytes.length * times + Buffer.byteLength(suffix), crc };
}

/** A zip of the parts (deflated, no data descriptors), sizes as declared. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = p.declaredSize ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
export const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_END = "</sheetData></worksheet>";

/** The parts every workbook has around its sheets (sheet i at xl/worksheets/sheet<i>.xml). */
export function workbookParts(sheetCount: number): ZipPart[] {
  const ids = Array.from({ length: sheetCount }, (_, i) => i + 1);
  return [
    part(
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        ids
          .map(
            (i) =>
              `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join("") +
        `</Types>`,
    ),
    part(
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      "xl/workbook.xml",
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        ids.map((i) => `<sheet name="Sheet${i}" sheetId="${i}" r:id="rId${i}"/>`).join("") +
        `</sheets></workbook>`,
    ),
    part(
      "xl/_rels/workbook.xml.rels",
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        ids.map((i) => `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`).join("") +
        `</Relationships>`,
    ),
  ];
}

/** Numbered rows `from`..`to` of one numeric cell each: the smallest rows Excel writes. */
export function numberedRows(from: number, to: number): string {
  const rows: string[] = [];
  for (let r = from; r <= to; r++) rows.push(`<row r="${r}"><c r="A${r}"><v>1</v></c></row>`);
  return rows.join("");
}

export interface Probe {
  /** The longest the event loop was held, in ms of the wall clock (perf_hooks, and the gaps between 10 ms ticks). */
  maxDelayMs: number;
  /**
   * The main thread's own CPU time in its longest hold, in ms (Linux: /proc/self/task/<pid>/stat, 10 ms ticks): what
   * the server's work held it, apart from the time a loaded host did not run it.
   */
  heldCpuMs: number;
  /** The slowest /healthz answer over the socket, in ms. */
  slowestHealthzMs: number;
  healthzAnswers: number;
  /** Peak RSS during the run less RSS before it, in MB. */
  rssGrowthMb: number;
  elapsedMs: number;
}

const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`;
/** CPU time of the main thread (user + system), in ms; 0 where /proc is absent (the wall clock then stands alone). */
function mainThreadCpuMs(): number {
  if (!fs.existsSync(MAIN_THREAD_STAT)) return 0;
  const fields = fs.readFileSync(MAIN_THREAD_STAT, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `work` while the app listens on a real socket and `/healthz` is asked every 100 ms. */
export async function probed<T>(app: FastifyInstance, work: () => Promise<T>): Promise<{ result: T; probe: Probe }> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/healthz`;
  await fetch(url).then((r) => r.text());
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let slowest = 0;
  let answers = 0;
  const pending: Promise<void>[] = [];
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lastTick = performance.now();
  let lastCpu = mainThreadCpuMs();
  let longestGap = 0;
  let heldCpu = 0;
  const ticks = setInterval(() => {
    longestGap = Math.max(longestGap, performance.now() - lastTick - 10);
    lastTick = performance.now();
    const cpu = mainThreadCpuMs();
    heldCpu = Math.max(heldCpu, cpu - lastCpu);
    lastCpu = cpu;
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const probes = setInterval(() => {
    const asked = performance.now();
    pending.push(
      fetch(url)
        .then((r) => r.text())
        .then(() => {
          slowest = Math.max(slowest, performance.now() - asked);
          answers++;
        }),
    );
  }, 100);
  // The histogram and the ticks need a sample before the work and one after it to see a hold at either end.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
  await settle();
  const started = performance.now();
  try {
    const result = await work();
    const elapsedMs = performance.now() - started;
    await settle();
    peak = Math.max(peak, process.memoryUsage().rss);
    const maxDelayMs = Math.max(histogram.max / 1e6, longestGap);
    return {
      result,
      probe: { maxDelayMs, heldCpuMs: heldCpu, slowestHealthzMs: slowest, healthzAnswers: answers, rssGrowthMb: (peak - rssBefore) / 2 ** 20, elapsedMs },
    };
  } finally {
    clearInterval(ticks);
    clearInterval(probes);
    histogram.disable();
    await Promise.allSettled(pending);
  }
}

export const describeProbe = (what: string, p: Probe) =>
  `${what}: answered in ${Math.round(p.elapsedMs)} ms, event loop held at most ${Math.round(p.maxDelayMs)} ms ` +
  `(${p.heldCpuMs} ms of main-thread CPU), ` +
  `slowest /healthz ${Math.round(p.slowestHealthzMs)} ms (${p.healthzAnswers} answers), RSS +${Math.round(p.rssGrowthMb)} MB`;
