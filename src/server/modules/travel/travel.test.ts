/** Arrivals, departures and pickups on every door: points, travel in a reply and its edit, the couple's list and cars, the time zone. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AdminTravel, type PickupPoint, TRAVEL_MESSAGES } from "../../../shared/schemas/travel";
import type { MyRsvp } from "../../../shared/schemas/rsvp";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";

let t: TestApp;
let admin: Record<string, string>;
let kalka: PickupPoint;
let ixc: PickupPoint;

async function addPoint(name: string, kind: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/travel/points", headers: admin, payload: { name, kind } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PickupPoint;
}

beforeEach(async () => {
  t = await makeTestApp();
  admin = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
  kalka = await addPoint("Kalka station", "station");
  ixc = await addPoint("Chandigarh airport (IXC)", "airport");
});
afterEach(async () => {
  await t.close();
});

const trip = {
  arrivalAt: "2025-11-06T14:20",
  arrivalMode: "train",
  arrivalNumber: "12011 Shatabdi",
  needsPickup: true,
  departureAt: "2025-11-09T10:00",
  departureMode: "flight",
  departureNumber: "6E 2134",
  needsDrop: false,
};
const reply = (extra: object = {}) => ({
  primaryGuestName: "Asha Rao",
  primaryGuestPhone: "9876543210",
  rsvpStatus: "yes",
  familyMembers: [{ name: "Ravi" }],
  children: [{ name: "Mini", age: 6 }],
  ...extra,
});
const submit = async (body: object) => {
  const res = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: body });
  return res;
};

describe("pickup points", () => {
  it("are listed publicly in order, and kept by the couple on both doors", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/travel/points" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: kalka.id, name: "Kalka station", kind: "station", displayOrder: 0 },
      { id: ixc.id, name: "Chandigarh airport (IXC)", kind: "airport", displayOrder: 1 },
    ]);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/admin/travel/points/${kalka.id}`,
      headers: admin,
      payload: { name: "Kalka railway station", kind: "station", displayOrder: 5 },
    });
    expect(put.json()).toEqual({ id: kalka.id, name: "Kalka railway station", kind: "station", displayOrder: 5 });
    expect((await trpcQuery(t.app, "guest.pickupPoints")).body.result?.data).toEqual([
      { ...ixc },
      { id: kalka.id, name: "Kalka railway station", kind: "station", displayOrder: 5 },
    ]);
    const bad = await t.app.inject({ method: "POST", url: "/api/admin/travel/points", headers: admin, payload: { name: " ", kind: "helipad" } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/travel/points", payload: { name: "X", kind: "bus" } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/travel/points/999", headers: admin, payload: { name: "X", kind: "bus" } })).statusCode).toBe(
      404,
    );
  });

  it("refuses to delete a point in use with 409 naming how many guests use it", async () => {
    expect((await submit(reply({ travel: { ...trip, arrivalPointId: kalka.id } }))).statusCode).toBe(200);
    expect((await submit(reply({ primaryGuestPhone: "9123456789", travel: { departurePointId: kalka.id } }))).statusCode).toBe(200);
    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/travel/points/${kalka.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TRAVEL_MESSAGES.pointInUse(2) });
    const free = await t.app.inject({ method: "DELETE", url: `/api/admin/travel/points/${ixc.id}`, headers: admin });
    expect(free.statusCode).toBe(200);
    expect(((await t.app.inject({ method: "GET", url: "/api/travel/points" })).json() as PickupPoint[]).map((p) => p.id)).toEqual([kalka.id]);
  });
});

describe("travel in a reply", () => {
  it("is stored with the reply, read back on the edit link, and changed there (the couple's car kept)", async () => {
    const res = await submit(reply({ travel: { ...trip, arrivalPointId: kalka.id } }));
    expect(res.statusCode, res.body).toBe(200);
    const { editToken, rsvpId } = res.json() as { editToken: string; rsvpId: string };
    const mine = (await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}` })).json() as MyRsvp;
    expect(mine.travel).toEqual({ ...trip, arrivalPointId: kalka.id, departurePointId: null });

    const car = await t.app.inject({
      method: "PUT",
      url: `/api/admin/travel/${rsvpId}/vehicle`,
      headers: admin,
      payload: { arrivalVehicle: "Tempo Traveller 1 · driver 98xxxxxx10" },
    });
    expect(car.statusCode, car.body).toBe(200);
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/rsvp/edit/${editToken}`,
      payload: reply({ travel: { ...trip, arrivalAt: "2025-11-06T16:00", arrivalPointId: kalka.id } }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as MyRsvp).travel?.arrivalAt).toBe("2025-11-06T16:00");
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/travel", headers: admin })).json() as AdminTravel;
    expect(list.arrivals[0]).toMatchObject({ at: "2025-11-06T16:00", vehicle: "Tempo Traveller 1 · driver 98xxxxxx10" });
  });

  it("is optional: absent or null means not given, and a later edit adds it", async () => {
    const { editToken } = (await submit(reply({ travel: null }))).json() as { editToken: string };
    expect(((await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}` })).json() as MyRsvp).travel).toBeNull();
    const added = await trpcMutation(t.app, "guest.updateMyRsvp", {
      token: editToken,
      reply: reply({ travel: { arrivalAt: "2025-11-06T09:05", arrivalMode: "car" } }),
    });
    expect(added.status).toBe(200);
    expect((added.body.result?.data as MyRsvp).travel).toMatchObject({ arrivalAt: "2025-11-06T09:05", arrivalMode: "car", needsPickup: false });
  });

  it.each([
    ["departure before arrival", { arrivalAt: "2025-11-06T14:00", departureAt: "2025-11-06T13:59" }, TRAVEL_MESSAGES.departureBeforeArrival],
    ["a pickup without a point", { arrivalAt: "2025-11-06T14:00", needsPickup: true }, TRAVEL_MESSAGES.pickupNeeds],
    ["a pickup without a time", { arrivalPointId: 1, needsPickup: true }, TRAVEL_MESSAGES.pickupNeeds],
    ["a drop without a point", { departureAt: "2025-11-09T10:00", needsDrop: true }, TRAVEL_MESSAGES.dropNeeds],
    ["a time that is not wall-clock", { arrivalAt: "2025-11-06T14:00:00Z" }, "Arrival time must be a date and time"],
    ["an unknown mode", { departureMode: "rocket" }, "Departure mode must be flight, train, bus, car or other"],
    ["a long train number", { arrivalNumber: "x".repeat(21) }, TRAVEL_MESSAGES.number],
    ["an unknown pickup point", { arrivalPointId: 999 }, TRAVEL_MESSAGES.unknownPoint("Pickup point")],
    ["an unknown drop point", { departurePointId: 999 }, TRAVEL_MESSAGES.unknownPoint("Drop point")],
  ])("refuses %s with 400 and a sentence naming the field, writing nothing", async (_label, travel, message) => {
    const res = await submit(reply({ travel }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([]);
    expect(await t.db.selectFrom("travel").selectAll().execute()).toEqual([]);
  });
});

describe("the couple's view of the road", () => {
  it("lists attending parties' arrivals and departures by time with party size, point and car; declined replies are left out", async () => {
    await submit(
      reply({
        primaryGuestName: "Late Train",
        primaryGuestPhone: "9000000001",
        travel: { arrivalAt: "2025-11-06T23:30", arrivalPointId: kalka.id, needsPickup: true },
      }),
    );
    await submit(
      reply({
        primaryGuestName: "Early Flight",
        primaryGuestPhone: "9000000002",
        familyMembers: [],
        children: [],
        travel: {
          arrivalAt: "2025-11-06T08:15",
          arrivalMode: "flight",
          arrivalNumber: "6E 201",
          arrivalPointId: ixc.id,
          departureAt: "2025-11-09T18:00",
          departurePointId: ixc.id,
          needsDrop: true,
        },
      }),
    );
    await submit(reply({ primaryGuestName: "Not Coming", primaryGuestPhone: "9000000003", rsvpStatus: "no", travel: { arrivalAt: "2025-11-06T10:00" } }));
    await submit(reply({ primaryGuestName: "No Travel", primaryGuestPhone: "9000000004" }));
    const res = await t.app.inject({ method: "GET", url: "/api/admin/travel", headers: admin });
    expect(res.statusCode).toBe(200);
    const travel = res.json() as AdminTravel;
    expect(travel.arrivals.map((a) => [a.primaryGuestName, a.at, a.people, a.pointName, a.needsPickup])).toEqual([
      ["Early Flight", "2025-11-06T08:15", 1, "Chandigarh airport (IXC)", false],
      // 23:30 at the venue stays on the 6th whatever the server's zone: times are wall-clock at the venue.
      ["Late Train", "2025-11-06T23:30", 3, "Kalka station", true],
    ]);
    expect(travel.departures).toEqual([
      {
        rsvpId: expect.any(String),
        primaryGuestName: "Early Flight",
        primaryGuestPhone: "+919000000002",
        people: 1,
        at: "2025-11-09T18:00",
        mode: null,
        number: null,
        pointId: ixc.id,
        pointName: "Chandigarh airport (IXC)",
        needsDrop: true,
        ownWay: false,
        vehicleId: null,
        vehicle: null,
      },
    ]);
    expect((await trpcQuery(t.app, "admin.travel", undefined, admin)).body.result?.data).toEqual(travel);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/travel" })).statusCode).toBe(401);
  });

  it("assigns cars (omitted keeps one, empty clears), 404 for an unknown reply", async () => {
    const { rsvpId } = (
      await submit(
        reply({
          travel: {
            arrivalAt: "2025-11-06T12:00",
            arrivalPointId: kalka.id,
            needsPickup: true,
            departureAt: "2025-11-09T12:00",
            departurePointId: kalka.id,
            needsDrop: true,
          },
        }),
      )
    ).json() as { rsvpId: string };
    const set = (payload: object) => t.app.inject({ method: "PUT", url: `/api/admin/travel/${rsvpId}/vehicle`, headers: admin, payload });
    expect((await set({ arrivalVehicle: "Innova 2", departureVehicle: "Innova 3" })).statusCode).toBe(200);
    expect((await set({ departureVehicle: "" })).statusCode).toBe(200);
    const row = await t.db.selectFrom("travel").select(["arrivalVehicle", "departureVehicle"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ arrivalVehicle: "Innova 2", departureVehicle: null });
    // Naming neither car changes nothing (it was a 500: an upsert with nothing to set).
    expect((await set({})).statusCode).toBe(200);
    expect(await t.db.selectFrom("travel").select(["arrivalVehicle", "departureVehicle"]).executeTakeFirstOrThrow()).toEqual(row);
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/admin/travel/${crypto.randomUUID()}/vehicle`,
      headers: admin,
      payload: { arrivalVehicle: "X" },
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: "PUT", url: `/api/admin/travel/not-a-uuid/vehicle`, headers: admin, payload: {} })).statusCode).toBe(400);
  });
});

describe("the wedding's time zone", () => {
  it("defaults to Asia/Kolkata, is set in the Wedding tab's call, kept when omitted, and refuses a made-up zone", async () => {
    expect(((await t.app.inject({ method: "GET", url: "/api/wedding-details" })).json() as { timeZone: string }).timeZone).toBe("Asia/Kolkata");
    const save = (extra: object) =>
      t.app.inject({
        method: "PUT",
        url: "/api/wedding-details",
        headers: admin,
        payload: { brideName: "A", groomName: "B", weddingDate: "2025-11-07", venue: "V", ...extra },
      });
    expect(((await save({ timeZone: "Asia/Dubai" })).json() as { timeZone: string }).timeZone).toBe("Asia/Dubai");
    expect(((await save({})).json() as { timeZone: string }).timeZone).toBe("Asia/Dubai");
    for (const timeZone of ["Mars/Olympus", "+05:30", "IST", ""]) {
      const res = await save({ timeZone });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json()).toEqual({ message: "Time zone must be a name such as Asia/Kolkata" });
    }
  });
});
