/** The web app manifest a phone reads when a guest adds the site to the home screen. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { adminCaller } from "../admin-caller.test-helpers";

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const manifest = async () => {
  const res = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-cache");
  return res.json() as Record<string, unknown>;
};

describe("GET /manifest.webmanifest", () => {
  it("names the couple (the defaults before the details are saved), starts at the home page, shows standalone with the invitation's colours and three icons", async () => {
    expect(await manifest()).toEqual({
      name: "Groom & Bride · Wedding",
      short_name: "Groom & Bride",
      description: expect.stringMatching(/ · /),
      id: "/",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#7a2e3a",
      background_color: "#fbf7f2",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    });
  });

  it("follows the couple's names and venue at once when they are changed", async () => {
    const call = await adminCaller(t);
    const saved = await call("PUT", "/api/wedding-details", {
      brideName: "Kavya Rao",
      groomName: "Ishaan Mehta",
      weddingDate: "2027-02-12T10:30:00.000Z",
      venue: "Lake Palace",
      venueAddress: "",
      directionsLink: "",
    });
    expect(saved.status).toBe(200);
    expect(await manifest()).toMatchObject({
      name: "Ishaan & Kavya · Wedding",
      short_name: "Ishaan & Kavya",
      description: "February 12–13, 2027 · Lake Palace",
    });
  });
});
