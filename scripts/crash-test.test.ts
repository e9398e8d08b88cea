/** SIGKILL during 200 concurrent RSVPs loses no acknowledged RSVP and leaves none half-written (scripts/crash-test.ts). */
import { expect, it } from "vitest";
import { runCrashTest } from "./crash-test";

it("every acknowledged RSVP survives a SIGKILL whole, and the database checks ok", async () => {
  const r = await runCrashTest({ total: 200, killAfter: 40 });
  expect(r.answeredSuccess).toBeGreaterThanOrEqual(40);
  expect(r.failedByCrash).toBeGreaterThan(0);
  expect(r.missing).toEqual([]);
  expect(r.incomplete).toEqual([]);
  expect(r.missingFiles).toEqual([]);
  expect(r.integrity).toBe("ok");
  expect(r.healthyAfterRestart).toBe(true);
  expect(r.inDatabase).toBeGreaterThanOrEqual(r.answeredSuccess);
}, 120_000);
