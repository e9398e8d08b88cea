/**
 * Issue 39: a line break of any kind in a planner's text (CR, LF, CRLF) stays inside its .ics value, escaped,
 * on each calendar door; before, a lone carriage return in a place's name ended the line and injected a property.
 * Texts are written straight into the database (as stored before the schemas refused control characters) and
 * through the planner's REST door (a description keeps its line breaks); the file is read back with node-ical.
 */
import ical, { type VEvent } from "node-ical";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { icsText } from "./calendar";

let t: TestApp;
let planner: Record<string, string>;

beforeEach(async () => {
  t = await makeTestApp();
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  const wedding = await t.app.inject({
    method: "PUT",
    url: "/api/wedding-details",
    headers: planner,
    payload: {
      brideName: "Meera Patel",
      groomName: "Aarav Sharma",
      weddingDate: "2027-02-12T05:00:00.000Z",
      venue: "Pine Hill Resort",
      timeZone: "Asia/Kolkata",
    },
  });
  expect(wedding.statusCode, wedding.body).toBe(200);
});
afterEach(async () => {
  await t.close();
});

const INJECTED = ["ATTENDEE:mailto:evil@example.com", "X-INJECTED:1", "DTSTART:19700101T000000Z", "URL:https://evil.example", "BEGIN:VALARM", "ORGANIZER:x"];

/** Every line of the file (CRLF-terminated, as RFC 5545 writes them), and no bare CR or LF inside one. */
function linesOf(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) expect(line, JSON.stringify(line)).not.toMatch(/[\r\n]/);
  return lines;
}

const parse = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

describe("line breaks in a planner's text in the .ics", () => {
  it("never start a new line of the file: CR, LF and CRLF are each escaped, on every calendar door", async () => {
    await t.db
      .insertInto("timelineEvents")
      .values({
        day: 1,
        eventName: "Haldi\rATTENDEE:mailto:evil@example.com",
        time: "4:00 PM",
        toTime: "6:00 PM",
        place: "Lawn\nX-INJECTED:1",
        dressCode: "Yellow\r\nDTSTART:19700101T000000Z",
        description: "Bring\rURL:https://evil.example\r\rBEGIN:VALARM\nORGANIZER:x",
        customIconUrl: null,
        displayOrder: 0,
        asksAttendance: 1,
      })
      .execute();
    await t.db.updateTable("wedding").set({ venue: "Pine Hill\rORGANIZER:x", groomName: "Aarav\rX-INJECTED:1 Sharma" }).execute();
    const made = await t.app.inject({ method: "POST", url: "/api/admin/households", headers: planner, payload: { name: "Sharma family", seats: 2 } });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { inviteUrl: string }).inviteUrl.slice(3);

    for (const url of ["/api/timeline/calendar.ics", `/api/invitation/${token}/calendar.ics`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const lines = linesOf(res.body);
      for (const injected of INJECTED)
        expect(
          lines.filter((l) => l.startsWith(injected)),
          `${url} ${injected}`,
        ).toEqual([]);
      expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
      expect(lines.some((l) => l.startsWith("BEGIN:VALARM"))).toBe(false);

      const [event, ...more] = parse(res.body);
      expect(more).toEqual([]);
      // The texts are all there, their breaks as line feeds inside the values.
      expect(event!.summary).toBe("Haldi\nATTENDEE:mailto:evil@example.com · Aarav & Meera");
      expect(event!.location).toBe("Lawn\nX-INJECTED:1, Pine Hill\nORGANIZER:x");
      expect(event!.description).toBe("Dress code: Yellow\nDTSTART:19700101T000000Z\n\nBring\nURL:https://evil.example\n\nBEGIN:VALARM\nORGANIZER:x");
      expect(event!.start.toISOString()).toBe("2027-02-12T10:30:00.000Z");
      expect(Object.keys(event!).filter((k) => /attendee|organizer|url|x-injected|alarm/i.test(k))).toEqual([]);
    }
  });

  it("keeps a description's line breaks typed through the planner's door as escaped breaks", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/timeline-events",
      headers: planner,
      payload: { day: 2, eventName: "Sangeet", time: "8:00 PM", place: "Pine Lawn", description: "Dinner after\r\nDTSTART:19700101T000000Z\nDJ" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ics = await t.app.inject({ method: "GET", url: "/api/timeline/calendar.ics" });
    const lines = linesOf(ics.body);
    expect(lines.filter((l) => l.startsWith("DTSTART:1970"))).toEqual([]);
    expect(parse(ics.body)[0]!.description).toBe("Dinner after\nDTSTART:19700101T000000Z\nDJ");
  });

  it("is each break turned into one escaped line feed; other control characters dropped", () => {
    expect(icsText("a\rb\nc\r\nd\u0000e\u001Bf\tg")).toBe("a\nb\nc\nd" + "ef\tg");
  });
});
