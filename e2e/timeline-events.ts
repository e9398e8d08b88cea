/** The itinerary's events through the API, for specs that change which ones ask guests whether they come. */
import { type APIRequestContext, expect } from "@playwright/test";

export type TimelineEvent = { id: number; eventName: string; asksAttendance: boolean } & Record<string, unknown>;

export async function timelineEvents(request: APIRequestContext): Promise<TimelineEvent[]> {
  const res = await request.get("/api/timeline-events");
  expect(res.status()).toBe(200);
  return (await res.json()) as TimelineEvent[];
}

/** Saves an event with all its fields as they are, only asksAttendance changed. */
export async function setAsks(request: APIRequestContext, token: string, event: TimelineEvent, asksAttendance: boolean) {
  const { id, ...fields } = event;
  const res = await request.put(`/api/timeline-events/${id}`, { headers: { authorization: `Bearer ${token}` }, data: { ...fields, asksAttendance } });
  expect(res.status(), await res.text()).toBe(200);
}
