/** The fleet on both doors: vehicles by role, own-way parties refused, seats per trip, counts, deleting, and the Activity log. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AdminTravel, PickupPoint } from "../../../shared/schemas/travel";
import type { Vehicle } from "../../../shared/schemas/fleet";
import { groupByWindow } from "../../../shared/travel-windows";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";

let t: TestApp;
let planner: Record<string, string>;
let desk: Record<string, string>;
let kalka: PickupPoint;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = planner) => t.app.inject({ method, url, payload, headers });

beforeEach(async () => {
  t = await makeTestApp();
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
  kalka = (await call("POST", "/api/admin/travel/points", { name: "Kalka station", kind: "station" })).json() as PickupPoint;
});
afterEach(async () => {
  await t.close();
});

let phone = 9000000001;
/** An attending party of `people` arriving at Kalka at `at`; needsPickup false: their own way. */
async function party(name: string, people: number, at: string, needsPickup = true): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: {
      primaryGuestName: name,
      primaryGuestPhone: String(phone++),
      rsvpStatus: "yes",
      familyMembers: Array.from({ length: people - 1 }, (_, i) => ({ name: `${name} ${i + 2}` })),
      travel: { arrivalAt: at, arrivalMode: "train", arrivalPointId: kalka.id, needsPickup },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rsvpId: string }).rsvpId;
}

async function vehicle(name: string, seats: number, extra: object = {}): Promise<Vehicle> {
  const res = await call("POST", "/api/admin/vehicles", { name, seats, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Vehicle;
}

const assign = (rsvpIds: string[], vehicleId: number | null, direction = "arrival", headers = desk) =>
  call("PUT", "/api/admin/trips/vehicle", { direction, rsvpIds, vehicleId }, headers);
const travel = async () => (await call("GET", "/api/admin/travel")).json() as AdminTravel;
const log = () => t.db.selectFrom("activityLog").select(["action", "detail"]).where("action", "like", "vehicles.%").orderBy("id").execute();

describe("vehicles", () => {
  it("are kept by the planner and read by the desk, on both doors, with the driver's phone stored E.164", async () => {
    const innova = await vehicle("Innova 2", 7, { driverName: "Ramesh", driverPhone: "98765 43210" });
    expect(innova).toMatchObject({ name: "Innova 2", seats: 7, driverName: "Ramesh", driverPhone: "+919876543210", notes: null });
    const uk = await vehicle("Tempo Traveller", 12, { driverPhone: "+44 7400 123456" });
    expect(uk.driverPhone).toBe("+447400123456");

    expect((await call("GET", "/api/admin/vehicles", undefined, desk)).json()).toEqual([innova, uk]);
    expect((await trpcQuery(t.app, "admin.vehicles", undefined, desk)).body.result?.data).toEqual([innova, uk]);
    expect((await call("POST", "/api/admin/vehicles", { name: "Bus", seats: 40 }, desk)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/vehicles" })).statusCode).toBe(401);

    for (const [body, message] of [
      [{ name: " ", seats: 4 }, "Vehicle name is required"],
      [{ name: "Bus", seats: 0 }, "Seats must be a whole number from 1 to 80"],
      [{ name: "Bus", seats: 2.5 }, "Seats must be a whole number from 1 to 80"],
      [{ name: "Bus", seats: 4, driverPhone: "12" }, "Driver's phone must be a valid phone number, e.g. 98765 43210 or +44 7400 123456"],
    ] as const) {
      const bad = await call("POST", "/api/admin/vehicles", body);
      expect([bad.statusCode, bad.json()]).toEqual([400, { message }]);
    }

    const put = await call("PUT", `/api/admin/vehicles/${innova.id}`, { name: "Innova 2", seats: 8, driverName: "Suresh", driverPhone: null });
    expect(put.json()).toMatchObject({ seats: 8, driverName: "Suresh", driverPhone: null });
    const viaTrpc = await trpcMutation(t.app, "admin.createVehicle", { name: "Dzire", seats: 4 }, planner);
    expect(viaTrpc.body.result?.data).toMatchObject({ name: "Dzire", seats: 4 });
    expect((await call("PUT", "/api/admin/vehicles/999", { name: "X", seats: 2 })).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/vehicles/999")).statusCode).toBe(404);
  });
});

describe("a trip's vehicle", () => {
  it("carries parties of one window up to its seats, and refuses more with a sentence naming seats and people", async () => {
    const innova = await vehicle("Innova 2", 7);
    const a = await party("Asha Rao", 4, "2025-11-06T14:05");
    const b = await party("Ravi Kumar", 3, "2025-11-06T14:40");
    const c = await party("Meena Das", 2, "2025-11-06T14:50");
    const later = await party("Late Lal", 5, "2025-11-06T16:10");

    expect((await assign([a, b], innova.id)).statusCode).toBe(200);
    const refused = await assign([c], innova.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Innova 2 has 7 seats; this trip would carry 9 people.");
    // Another hour is another trip: the same seats again.
    expect((await trpcMutation(t.app, "admin.setTripVehicle", { direction: "arrival", rsvpIds: [later], vehicleId: innova.id }, desk)).status).toBe(200);

    const legs = (await travel()).arrivals;
    expect(Object.fromEntries(legs.map((l) => [l.primaryGuestName, [l.vehicleId, l.vehicle]]))).toEqual({
      "Asha Rao": [innova.id, "Innova 2"],
      "Ravi Kumar": [innova.id, "Innova 2"],
      "Meena Das": [null, null],
      "Late Lal": [innova.id, "Innova 2"],
    });
    // Fewer seats than a trip already carries is refused too.
    const shrink = await call("PUT", `/api/admin/vehicles/${innova.id}`, { name: "Innova 2", seats: 6 });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().message).toBe("Innova 2 already carries 7 people on one trip, so it needs at least 7 seats.");
    // Taking it off frees the seats.
    expect((await assign([b], null)).statusCode).toBe(200);
    expect((await assign([c], innova.id)).statusCode).toBe(200);
  });

  it("is never given to a party arriving its own way, and windows count those apart", async () => {
    const innova = await vehicle("Innova 2", 7);
    const met = await party("Asha Rao", 4, "2025-11-06T14:05");
    const own = await party("Sameer Khan", 2, "2025-11-06T14:20", false);
    const res = await assign([met, own], innova.id, "arrival", planner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Sameer Khan is arriving on their own, so gets no vehicle.");
    // All or nothing: the party that was allowed did not get it either.
    expect((await travel()).arrivals.every((l) => l.vehicleId === null)).toBe(true);
    // The old free-text door refuses it too.
    const text = await call("PUT", `/api/admin/travel/${own}/vehicle`, { arrivalVehicle: "Innova" }, desk);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Sameer Khan is arriving on their own, so gets no vehicle.");

    const [w] = groupByWindow((await travel()).arrivals).days[0]!.points[0]!.windows;
    expect([w!.people, w!.parties.map((p) => p.primaryGuestName), w!.ownWay.map((p) => p.primaryGuestName)]).toEqual([4, ["Asha Rao"], ["Sameer Khan"]]);
  });

  it("refuses unknown vehicles and replies with 404, and takes a deleted vehicle off every party", async () => {
    const innova = await vehicle("Innova 2", 7);
    const a = await party("Asha Rao", 4, "2025-11-06T14:05");
    expect((await assign([a], 999)).statusCode).toBe(404);
    expect((await assign(["00000000-0000-4000-8000-000000000999"], innova.id)).statusCode).toBe(404);
    expect((await assign([a], innova.id)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/vehicles/${innova.id}`, undefined, desk)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/vehicles/${innova.id}`)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/vehicles")).json()).toEqual([]);
    const row = await t.db.selectFrom("travel").select(["arrivalVehicleId", "arrivalVehicle"]).where("rsvpId", "=", a).executeTakeFirstOrThrow();
    expect(row).toEqual({ arrivalVehicleId: null, arrivalVehicle: null });
  });

  it("reads a car written as text before the fleet as the vehicle's name, until a vehicle replaces it", async () => {
    const a = await party("Asha Rao", 4, "2025-11-06T14:05");
    expect((await call("PUT", `/api/admin/travel/${a}/vehicle`, { arrivalVehicle: "Old Innova" }, desk)).statusCode).toBe(200);
    expect((await travel()).arrivals[0]).toMatchObject({ vehicle: "Old Innova", vehicleId: null });
    const innova = await vehicle("Innova 2", 7);
    await assign([a], innova.id);
    expect((await travel()).arrivals[0]).toMatchObject({ vehicle: "Innova 2", vehicleId: innova.id });
  });
});

describe("the Activity log of the fleet", () => {
  it("records adding, changing, assigning and removing vehicles, and nothing for a refused write", async () => {
    const innova = await vehicle("Innova 2", 7, { driverPhone: "9876543210" });
    await call("PUT", `/api/admin/vehicles/${innova.id}`, { name: "Innova 2", seats: 8, driverPhone: "9876543211" });
    await call("PUT", `/api/admin/vehicles/${innova.id}`, { name: "Innova 2", seats: 8, driverPhone: "9876543211" }); // no change
    const a = await party("Asha Rao", 4, "2025-11-06T14:05");
    const own = await party("Sameer Khan", 2, "2025-11-06T14:20", false);
    await assign([own], innova.id); // refused
    await assign([a], innova.id);
    await assign([a], null);
    await assign([a], innova.id);
    await call("DELETE", `/api/admin/vehicles/${innova.id}`);
    expect((await log()).map((e) => [e.action, e.detail])).toEqual([
      ["vehicles.add", "Innova 2, 7 seats"],
      ["vehicles.change", "Innova 2: seats 7 → 8, driver's phone"],
      ["vehicles.assign", "Innova 2 for the pickup of Asha Rao"],
      ["vehicles.assign", "No vehicle for the pickup of Asha Rao"],
      ["vehicles.assign", "Innova 2 for the pickup of Asha Rao"],
      ["vehicles.delete", "Innova 2 (taken off 1 pickup or drop)"],
    ]);
    expect(JSON.stringify(await log())).not.toMatch(/987654321/);
  });
});
