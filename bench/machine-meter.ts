/**
 * What a load test cost the server and what the host took: the server process's CPU time per answered
 * request (user + system, from /proc/<pid>/stat; time the hypervisor gave to others is not in it, so it
 * is the steadiest figure on a shared host) and the share of the machine's CPU time stolen by the
 * hypervisor meanwhile (/proc/stat). A p99 measured while the host steals a fifth of the CPU says more
 * about the host than about the app.
 */
import fs from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processCpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th (0-based 11, 12).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function machineTicks(): { total: number; steal: number } {
  const cpu = fs.readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user)
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return { total, steal: cpu[7] ?? 0 };
}

export interface Meter {
  /** CPU ms of the process per request, and the host's steal in percent, since the meter started. */
  read(requests: number): { cpuMsPerRequest: number; stealPercent: number };
}

export function startMeter(pid: number): Meter {
  const cpu0 = processCpuMs(pid);
  const m0 = machineTicks();
  return {
    read(requests) {
      const m1 = machineTicks();
      const ticks = m1.total - m0.total;
      return {
        cpuMsPerRequest: requests ? (processCpuMs(pid) - cpu0) / requests : 0,
        stealPercent: ticks ? (100 * (m1.steal - m0.steal)) / ticks : 0,
      };
    },
  };
}
