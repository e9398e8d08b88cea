/** Issue 12, item 5, through the REST door: a link that could leave the site is a 400 and nothing is stored. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { adminCaller } from "../admin-caller.test-helpers";

let t: TestApp;
let call: Awaited<ReturnType<typeof adminCaller>>;
beforeEach(async () => {
  t = await makeTestApp();
  call = await adminCaller(t);
});
afterEach(async () => {
  await t.close();
});

const form = {
  brideName: "Meera",
  groomName: "Aarav",
  weddingDate: "2026-12-05T10:30:00.000Z",
  venue: "Lake Palace",
  venueAddress: "",
  directionsLink: "https://maps.example/x",
};

describe("PUT /api/wedding-details with an unsafe directions link", () => {
  it.each(["//evil.example/x", "/\\evil.example/x", "https:\\\\evil.example", "java\tscript:alert(1)", "data:text/html,hi"])(
    "answers 400 for %j and stores nothing",
    async (directionsLink) => {
      expect(await call("PUT", "/api/wedding-details", { ...form, directionsLink })).toEqual({
        status: 400,
        body: { message: "Directions link must start with https://" },
      });
      expect(await t.db.selectFrom("wedding").selectAll().execute()).toEqual([]);
    },
  );

  it("keeps the stored link when a later save is refused", async () => {
    expect((await call("PUT", "/api/wedding-details", form)).status).toBe(200);
    expect((await call("PUT", "/api/wedding-details", { ...form, venue: "Elsewhere", directionsLink: "//evil.example/x" })).status).toBe(400);
    expect(await t.db.selectFrom("wedding").select(["venue", "directionsLink"]).execute()).toEqual([
      { venue: "Lake Palace", directionsLink: "https://maps.example/x" },
    ]);
  });
});
