/** Travel's modes and sentences, without zod: the guest's form shows them before its validation has loaded (issue 18). */
export const TRAVEL_MODES = ["flight", "train", "bus", "car", "other"] as const;

export const TRAVEL_MESSAGES = {
  at: (field: string) => `${field} must be a date and time`,
  mode: (field: string) => `${field} must be flight, train, bus, car or other`,
  number: "Flight or train number must be at most 20 characters",
  point: (field: string) => `${field} must be one of the pickup points`,
  unknownPoint: (field: string) => `${field} is not one of the pickup points any more. Please choose again.`,
  departureBeforeArrival: "Departure time must be after the arrival time.",
  pickupNeeds: "For a pickup, please give your arrival time and choose a pickup point.",
  dropNeeds: "For a drop, please give your departure time and choose a drop point.",
  pointName: "Point name is required",
  pointKind: "Kind must be airport, station, bus or other",
  pointInUse: (n: number) => `This point is used by ${n} ${n === 1 ? "guest" : "guests"}. Change their travel details first.`,
  pointNotFound: "Pickup point not found",
  rsvpNotFound: "RSVP not found",
} as const;
