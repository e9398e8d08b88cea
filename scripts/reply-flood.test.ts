/**
 * A junk-reply flood from one address never locks out the real guests on it (scripts/reply-flood.ts, at a
 * fifth of the scale the README reports): each guest solves its quick check and is answered 200 within 5 s.
 */
import { expect, it } from "vitest";
import { runReplyFlood } from "./reply-flood";

it("real guests on a flooded address still reply within 5 s, solving the quick check, and nobody meets a 429", async () => {
  const r = await runReplyFlood({ junk: 200, guests: 10, attackers: 4 });
  expect(r.guests.statuses).toEqual({ 200: 10 });
  expect(r.guests.within5s).toBe(10);
  expect(r.guests.solvedChecks).toBe(10);
  expect(r.guests.anyTooMany).toBe(false);
  // Past its burst the flood itself was asked for checks, never refused for an hour.
  expect(Object.keys(r.junk.statuses)).toEqual(["200"]);
}, 180_000);
