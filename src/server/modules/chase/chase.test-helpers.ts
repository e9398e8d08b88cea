/** A small guest list for the chase and announcement tests: functions, households, invitations sent at known times, replies. */
import { expect } from "vitest";
import { createAdminSession, type TestApp } from "../../app.test-helpers";

export interface Fixture {
  auth: Record<string, string>;
  call: (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  event: (eventName: string, asksAttendance?: boolean) => Promise<number>;
  household: (payload: object) => Promise<{ id: number; inviteUrl: string; token: string }>;
  /** Marks the invitation sent at the given instant. */
  sendAt: (id: number, iso: string) => Promise<void>;
  reply: (token: string, extra?: object) => Promise<string>;
}

let phone = 9_000_000_000;

export async function fixture(t: TestApp, role: "planner" | "owner" = "planner"): Promise<Fixture> {
  const auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24 * 3650, role)}` };
  const call: Fixture["call"] = async (method, url, payload, headers = auth) => {
    const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
  };
  return {
    auth,
    call,
    event: async (eventName, asksAttendance = true) => {
      const res = await call("POST", "/api/timeline-events", { day: 1, eventName, time: "6:00 PM", place: "Lawn", asksAttendance });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    },
    household: async (payload) => {
      const res = await call("POST", "/api/admin/households", payload);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.id, inviteUrl: res.body.inviteUrl, token: (res.body.inviteUrl as string).slice(3) };
    },
    sendAt: async (id, iso) => {
      const before = t.clock.now;
      t.clock.now = new Date(iso);
      const res = await call("POST", `/api/admin/households/${id}/sent`);
      t.clock.now = before;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    reply: async (token, extra = {}) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/rsvp",
        payload: { primaryGuestName: "Guest", primaryGuestPhone: String(phone++), rsvpStatus: "yes", invitationToken: token, ...extra },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { rsvpId: string }).rsvpId;
    },
  };
}
