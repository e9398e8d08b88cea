/** The bench's one table: every figure with its goal and whether this run met it; also written as JSON. */
import fs from "node:fs";
import os from "node:os";

export const HEADER = ["measure", "req/s", "p50 / time", "p99", "ratio to bare", "goal", "result", "notes"] as const;
type Cells = { [K in (typeof HEADER)[number]]?: string | number };

export const table: string[][] = [];
export const results: Record<string, unknown> = {
  when: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg(),
  },
};

/** "met" / "not met" for a row with a goal; "" for a baseline row. */
export const verdict = (ok: boolean | undefined) => (ok === undefined ? "" : ok ? "met" : "not met");

export function row(cells: Cells) {
  table.push(HEADER.map((h) => String(cells[h] ?? "")));
}

export function printAndSave(file = "bench/results/bench.json") {
  const widths = HEADER.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log([line(HEADER), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...table.map(line)].join("\n"));
  const missed = table.filter((r) => r[6] === "not met").length;
  const goals = table.filter((r) => r[6]).length;
  console.log(
    `\n${goals - missed} of ${goals} goals met (machine load average at start ${(results.machine as { loadAverage: number[] }).loadAverage.map((n) => n.toFixed(2)).join(", ")})`,
  );
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...results, table: [HEADER, ...table] }, null, 2));
  console.log(`written to ${file}`);
}
