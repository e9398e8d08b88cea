/** The spec's room messages, shared by the spec's /api/rooms door and the hotels' rooms. */
export const ROOM_MESSAGES = {
  notFound: "Room not found",
  rsvpNotFound: "RSVP not found",
  notAttending: "Only attending guests can be assigned a room",
  duplicate: (roomNo: string) => `Room ${roomNo} already exists. Please use a different room number.`,
} as const;
