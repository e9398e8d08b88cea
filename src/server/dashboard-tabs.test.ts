/**
 * Each dashboard tab shows to the lowest role that may read what the tab is for, as the server declares it:
 * a tab whose role drifted from its procedure would show a planner an empty tab of 403s, or hide one it may use.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DASHBOARD_TABS, type DashboardTab } from "../shared/dashboard-tabs";
import { ROLES, type Role, roleAllows } from "../shared/roles";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import { appRouter } from "./trpc/router";

/**
 * What each tab is for: the admin procedure it reads (or, where it only reads public data, the one it writes
 * with), or the byte route for ID Proofs (the documents themselves).
 */
const TAB_READS: Record<DashboardTab, { procedure: string } | { url: string }> = {
  rsvps: { procedure: "admin.rsvps" },
  "guest-list": { procedure: "admin.households" },
  rooms: { procedure: "admin.rooms" },
  headcounts: { procedure: "admin.headcounts" },
  travel: { procedure: "admin.travel" },
  timeline: { procedure: "admin.createTimelineEvent" },
  menus: { procedure: "admin.dayMenus" },
  wedding: { procedure: "admin.updateWeddingDetails" },
  audio: { procedure: "admin.updateAudioSettings" },
  venue: { procedure: "admin.createVenueMedia" },
  "id-proofs": { url: "/files/id/no-such-document.jpg" },
  activity: { procedure: "admin.activity" },
  team: { procedure: "admin.team" },
};

/** Each procedure's declared lowest role (meta.role, set by deskProcedure / plannerProcedure / ownerProcedure). */
const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { meta?: { role?: Role } } }> }).procedures;

describe("the dashboard's tabs", () => {
  it("each name what they read", () => {
    expect(Object.keys(TAB_READS).sort()).toEqual(DASHBOARD_TABS.map((t) => t.key).sort());
  });

  it.each(DASHBOARD_TABS.filter((t) => "procedure" in TAB_READS[t.key]).map((t) => [t.key, t.role] as const))(
    "%s shows from the role its procedure declares (%s)",
    (key, role) => {
      const { procedure } = TAB_READS[key] as { procedure: string };
      expect(procedures[procedure], procedure).toBeDefined();
      expect(procedures[procedure]!._def.meta?.role, procedure).toBe(role);
    },
  );

  describe("whose content is a byte route", () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await makeTestApp();
    });
    afterEach(async () => {
      await t.close();
    });

    it.each(DASHBOARD_TABS.filter((t) => "url" in TAB_READS[t.key]).map((t) => [t.key, t.role] as const))(
      "%s shows from the lowest role its route lets through (%s)",
      async (key, role) => {
        const { url } = TAB_READS[key] as { url: string };
        const allowed: Role[] = [];
        for (const r of ROLES) {
          const token = await createAdminSession(t.db, t.clock.now, 24, r);
          const res = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
          expect(res.statusCode, `${url} as ${r}`).not.toBe(401);
          if (res.statusCode !== 403) allowed.push(r);
        }
        expect(allowed).toEqual(ROLES.filter((r) => roleAllows(r, role)));
      },
    );
  });
});
