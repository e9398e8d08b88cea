/**
 * The calendar files (byte streams, so plain routes beside the procedures): a household's functions at
 * GET /api/invitation/:token/calendar.ics (one with ?event=<id>), a reply's at GET /api/rsvp/edit/:token/calendar.ics,
 * and the whole itinerary at GET /api/timeline/calendar.ics. Personal ones are never stored by a cache (the /api/
 * door adds no-store); every refusal is a sentence.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { MESSAGES } from "../../../shared/schemas/rsvp-messages";
import { HOUSEHOLD_MESSAGES } from "../../../shared/schemas/households";
import { YOUR_WEDDING_MESSAGES } from "../../../shared/schemas/your-wedding";
import { allEvents, calendarText, calendarWedding, type CalendarEvent, weddingSlug } from "./calendar";
import { type PartyRef, partyOfInvitation, partyOfReply, yourWedding } from "./your-wedding";

export function registerCalendarRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  async function send(reply: FastifyReply, events: CalendarEvent[], name: string) {
    const wedding = await calendarWedding(db);
    const text = wedding && calendarText(wedding, events, now());
    if (!text) return reply.code(404).send({ message: YOUR_WEDDING_MESSAGES.noDates });
    const file = `${weddingSlug(wedding)}-${name}.ics`;
    return reply.header("Content-Type", "text/calendar; charset=utf-8").header("Content-Disposition", `attachment; filename="${file}"`).send(text);
  }

  async function partyCalendar(reply: FastifyReply, party: PartyRef | undefined, gone: string, eventParam: unknown) {
    if (!party) return reply.code(404).send({ message: gone });
    const { events } = await yourWedding(db, party);
    if (eventParam === undefined) return send(reply, events, "my-wedding");
    const id = typeof eventParam === "string" && /^\d{1,9}$/.test(eventParam) ? Number(eventParam) : NaN;
    const one = events.find((e) => e.id === id);
    if (!one) return reply.code(404).send({ message: YOUR_WEDDING_MESSAGES.unknownEvent });
    return send(reply, [one], `event-${one.id}`);
  }

  app.get<{ Params: { token: string }; Querystring: { event?: string } }>("/api/invitation/:token/calendar.ics", async (req, reply) =>
    partyCalendar(reply, await partyOfInvitation(db, req.params.token), HOUSEHOLD_MESSAGES.unknownInvitation, req.query.event),
  );
  app.get<{ Params: { token: string }; Querystring: { event?: string } }>("/api/rsvp/edit/:token/calendar.ics", async (req, reply) =>
    partyCalendar(reply, await partyOfReply(db, req.params.token), MESSAGES.unknownLink, req.query.event),
  );
  app.get("/api/timeline/calendar.ics", async (_req, reply) => send(reply, await allEvents(db), "itinerary"));
}
