/** Timeline events through the REST door (and move through tRPC's twin): status, body, database, files. */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pngImage } from "../../files/media.test-helpers";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { adminCaller, uploadFile } from "../admin-caller.test-helpers";

let t: TestApp;
let call: Awaited<ReturnType<typeof adminCaller>>;
beforeEach(async () => {
  t = await makeTestApp();
  call = await adminCaller(t);
});
afterEach(async () => {
  await t.close();
});

const event = (over: Record<string, unknown> = {}) => ({
  day: 1,
  eventName: "Haldi",
  time: "10:00 AM",
  toTime: "",
  place: "Lawn",
  dressCode: "",
  description: "",
  ...over,
});
const rows = () => t.db.selectFrom("timelineEvents").select(["id", "day", "eventName", "displayOrder", "toTime", "customIconUrl"]).orderBy("id").execute();

describe("timeline events", () => {
  it("creates events with the next displayOrder of their day, blank end time stored as null", async () => {
    const a = await call("POST", "/api/timeline-events", event());
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ day: 1, eventName: "Haldi", toTime: null, dressCode: null, displayOrder: 0, customIconUrl: null });
    expect((await call("POST", "/api/timeline-events", event({ eventName: "Lunch", toTime: "2:00 PM" }))).body.displayOrder).toBe(1);
    expect((await call("POST", "/api/timeline-events", event({ day: 2, eventName: "Baraat" }))).body.displayOrder).toBe(0);
    expect(await rows()).toEqual([
      expect.objectContaining({ eventName: "Haldi", displayOrder: 0, toTime: null }),
      expect.objectContaining({ eventName: "Lunch", displayOrder: 1, toTime: "2:00 PM" }),
      expect.objectContaining({ eventName: "Baraat", day: 2, displayOrder: 0 }),
    ]);
    const list = await t.app.inject({ method: "GET", url: "/api/timeline-events" });
    expect((list.json() as { eventName: string }[]).map((e) => e.eventName)).toEqual(["Haldi", "Lunch", "Baraat"]);
  });

  it("refuses bad input with the spec's messages and no row", async () => {
    for (const [over, message] of [
      [{ eventName: " " }, "Event name is required"],
      [{ time: "" }, "Time is required"],
      [{ place: "" }, "Place is required"],
      [{ day: 4 }, "Day must be between 1 and 3"],
    ] as const) {
      const res = await call("POST", "/api/timeline-events", event(over));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses an end time before the start time on create and update, allowing open ends, free text and parties past midnight", async () => {
    const message = "End time must be after the start time";
    for (const [time, toTime] of [
      ["4:00 PM", "2:00 PM"],
      ["16:00", "15:30"],
      ["10:00 AM", "10:00 AM"],
      ["11:00 AM", "1:00 AM"],
    ] as const) {
      const res = await call("POST", "/api/timeline-events", event({ time, toTime }));
      expect([time, toTime, res.status, res.body]).toEqual([time, toTime, 400, { message }]);
    }
    expect(await rows()).toEqual([]);
    for (const [time, toTime] of [
      ["4:00 PM", ""],
      ["4:00 PM", "none"],
      ["8:00 PM", "1:00 AM"],
      ["11:30 PM", "5:30 AM"],
      ["16:00", "18:30"],
      ["Sunset", "9:00 PM"],
    ] as const) {
      const res = await call("POST", "/api/timeline-events", event({ time, toTime }));
      expect([time, toTime, res.status]).toEqual([time, toTime, 201]);
    }
    const a = (await call("POST", "/api/timeline-events", event({ time: "10:00 AM", toTime: "11:00 AM" }))).body;
    const res = await call("PUT", `/api/timeline-events/${a.id}`, event({ time: "10:00 AM", toTime: "9:30 AM" }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await t.db.selectFrom("timelineEvents").select("toTime").where("id", "=", a.id).executeTakeFirstOrThrow()).toTime).toBe("11:00 AM");
  });

  it("updates an event, moving it to the end of another day", async () => {
    const a = (await call("POST", "/api/timeline-events", event())).body;
    await call("POST", "/api/timeline-events", event({ day: 2, eventName: "Sangeet" }));
    const res = await call("PUT", `/api/timeline-events/${a.id}`, event({ day: 2, eventName: "Haldi (moved)", toTime: "none" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, day: 2, eventName: "Haldi (moved)", toTime: null, displayOrder: 1 });
    expect((await call("PUT", "/api/timeline-events/999", event())).status).toBe(404);
  });

  it("puts an edited event last on its new day even when the old displayOrder is sent, and keeps its place on a same-day edit", async () => {
    const a = (await call("POST", "/api/timeline-events", event({ eventName: "A" }))).body;
    const b = (await call("POST", "/api/timeline-events", event({ eventName: "B" }))).body;
    await call("POST", "/api/timeline-events", event({ day: 2, eventName: "X" }));
    await call("POST", "/api/timeline-events", event({ day: 2, eventName: "Y" }));
    // A has displayOrder 0, like X: a stale number must not make it tie with (or jump ahead of) X on day 2.
    const moved = await call("PUT", `/api/timeline-events/${a.id}`, event({ day: 2, eventName: "A", displayOrder: a.displayOrder }));
    expect(moved.body).toMatchObject({ day: 2, displayOrder: 2 });
    const list = (await t.app.inject({ method: "GET", url: "/api/timeline-events" })).json() as { eventName: string }[];
    expect(list.map((e) => e.eventName)).toEqual(["B", "X", "Y", "A"]);

    // A form opened before an up/down move saves without displayOrder: the move stands.
    const c = (await call("POST", "/api/timeline-events", event({ eventName: "C" }))).body;
    await call("POST", `/api/timeline-events/${c.id}/move`, { direction: "up" });
    const order = async () =>
      (await rows())
        .filter((r) => r.day === 1)
        .sort((x, y) => x.displayOrder - y.displayOrder)
        .map((r) => r.eventName);
    expect(await order()).toEqual(["C", "B"]);
    expect((await call("PUT", `/api/timeline-events/${b.id}`, event({ eventName: "B (renamed)" }))).status).toBe(200);
    expect(await order()).toEqual(["C", "B (renamed)"]);
  });

  it("moves events up and down within a day", async () => {
    const ids = [];
    for (const name of ["A", "B", "C"]) ids.push((await call("POST", "/api/timeline-events", event({ eventName: name }))).body.id);
    const res = await call("POST", `/api/timeline-events/${ids[2]}/move`, { direction: "up" });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { eventName: string }) => e.eventName)).toEqual(["A", "C", "B"]);
    await call("POST", `/api/timeline-events/${ids[0]}/move`, { direction: "up" }); // already first: no change
    await call("POST", `/api/timeline-events/${ids[0]}/move`, { direction: "down" });
    expect((await rows()).sort((x, y) => x.displayOrder - y.displayOrder).map((r) => r.eventName)).toEqual(["C", "A", "B"]);
    expect((await call("POST", `/api/timeline-events/${ids[0]}/move`, { direction: "sideways" })).status).toBe(400);
  });

  it("saves a custom icon to an event, deletes the replaced file, and deletes the icon with the event", async () => {
    const a = (await call("POST", "/api/timeline-events", event())).body;
    const first = await uploadFile(t, "icon", pngImage());
    const res = await call("PUT", `/api/timeline-events/${a.id}/custom-icon`, { customIconUrl: first });
    expect(res.status).toBe(200);
    expect(res.body.customIconUrl).toBe(first);
    const second = await uploadFile(t, "icon", pngImage(3, 3));
    await call("PUT", `/api/timeline-events/${a.id}/custom-icon`, { customIconUrl: second });
    const iconDir = path.join(t.config.filesDir, "icon");
    expect(fs.readdirSync(iconDir)).toEqual([second.split("/").pop()]);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);

    expect((await call("DELETE", `/api/timeline-events/${a.id}`)).body).toEqual({ success: true });
    expect(await rows()).toEqual([]);
    expect(fs.readdirSync(iconDir)).toEqual([]);
    expect((await call("DELETE", `/api/timeline-events/${a.id}`)).status).toBe(404);
  });

  it("creates an event with an icon held in the form, and refuses icons that were never uploaded", async () => {
    const icon = await uploadFile(t, "icon", pngImage());
    expect((await call("POST", "/api/timeline-events", event({ customIconUrl: icon }))).body.customIconUrl).toBe(icon);
    const res = await call("POST", "/api/timeline-events", event({ customIconUrl: "/files/icon/AAAAAAAAAAAAAAAAAAAAAAAA" }));
    expect(res).toEqual({ status: 400, body: { message: "The uploaded file was not found. Please upload it again." } });
    const audio = await uploadFile(t, "audio", Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVEfmt ", "latin1"), Buffer.alloc(64)]));
    expect((await call("POST", "/api/timeline-events", event({ customIconUrl: audio }))).body).toEqual({ message: "This file was not uploaded as an icon." });
  });
});
