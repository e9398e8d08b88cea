/** Content negotiation and If-None-Match matching of a cached answer. */
import { describe, expect, it } from "vitest";
import { chooseEncoding, Representation } from "./representation";
import { writtenTables } from "../../../db/write-watch";
import { makeTestDb } from "../app.test-helpers";
import { sql } from "kysely";

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", null],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["x-gzip", "gzip"],
    ["GZIP;q=0.5", "gzip"],
  ] as const)("%j -> %j", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("Representation.matches", () => {
  const rep = new Representation(Buffer.from('{"a":1}'));
  it("matches its own tag, its compressed tags, weak forms, lists and *", () => {
    for (const header of [rep.etag, `W/${rep.etag}`, rep.etagFor("gzip"), rep.etagFor("br"), `"x", ${rep.etag}`, "*"])
      expect(rep.matches(header), header).toBe(true);
  });
  it("does not match other or malformed tags", () => {
    for (const header of [undefined, "", '"x"', rep.etag.slice(1, -1), `"${rep.tag}-deflate"`]) expect(rep.matches(header), String(header)).toBe(false);
  });
  it("tags different bytes differently", () => {
    expect(new Representation(Buffer.from('{"a":2}')).etag).not.toBe(rep.etag);
  });
});

describe("writtenTables", () => {
  it("names the SQL table of every kind of write, and none for reads", async () => {
    const db = await makeTestDb();
    // toOperationNode applies the instance's plugins: CamelCase gives the SQL names the watch sees.
    const seen = (q: { toOperationNode(): unknown }) => writtenTables(q.toOperationNode() as never);
    expect(seen(db.selectFrom("venueMedia").selectAll())).toBeNull();
    expect(seen(db.insertInto("venueMedia").values({ type: "image", mediaUrl: "x", displayOrder: 0 }))).toEqual(new Set(["venue_media"]));
    expect(seen(db.updateTable("menuDishes as d").set({ name: "x" }))).toEqual(new Set(["menu_dishes"]));
    expect(seen(db.deleteFrom("dayMenus"))).toEqual(new Set(["day_menus"]));
    expect(seen(sql`DELETE FROM menus`)).toEqual(new Set(["*"]));
    expect(seen(sql`  with x as (select 1) update menus set title = 'a'`)).toEqual(new Set(["*"]));
    expect(seen(sql`select 1`)).toBeNull();
    await db.destroy();
  });
});
