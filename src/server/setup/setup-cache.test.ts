/** The first run and the public read cache: the wedding saved by POST /api/setup is what guests and the dashboard read next. */
import { afterEach, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../app.test-helpers";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

it("a wedding details read cached before setup is not served after it", async () => {
  t = await makeTestApp({ ADMIN_PHONE: "" });
  const read = () => t.app.inject({ method: "GET", url: "/trpc/guest.weddingDetails" });
  const before = await read();
  expect(before.statusCode).toBe(200);
  expect((await read()).headers.etag).toBe(before.headers.etag);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/setup",
    payload: {
      token: t.app.setup.token,
      brideName: "Meera",
      groomName: "Arjun",
      weddingDate: "2026-12-12",
      venue: "Lake Palace, Udaipur",
      phoneNumber: "9012345678",
      name: "Meera",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const after = await read();
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.json()).toMatchObject({ result: { data: { brideName: "Meera", groomName: "Arjun", venue: "Lake Palace, Udaipur" } } });
});
