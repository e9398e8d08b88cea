/**
 * Kysely table types. Columns are snake_case in SQLite; the CamelCasePlugin maps them,
 * so these interfaces use camelCase. Booleans are stored as 0/1, times as ISO-8601 text.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type Bool = number;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface WeddingTable {
  id: ColumnType<number, number, never>;
  brideName: string;
  groomName: string;
  weddingDate: string;
  venue: string;
  venueAddress: string | null;
  directionsLink: string | null;
  backgroundAudioUrl: string | null;
  backgroundAudioTitle: string | null;
  backgroundAudioEnabled: ColumnType<Bool, Bool | undefined, Bool>;
  updatedAt: string;
  /** Reply-by date, YYYY-MM-DD (migration 0004); null: no deadline. */
  rsvpDeadline: string | null;
  /** IANA time zone of the venue (migration 0006). */
  timeZone: ColumnType<string, string | undefined, string>;
  /** ID documents are deleted this many days after the last wedding day (migration 0007). */
  idRetentionDays: ColumnType<number, number | undefined, number>;
  /** Who may reply (migration 0009): anyone with the site's link, or only households through their invitation. */
  rsvpMode: ColumnType<"open" | "invite-only", "open" | "invite-only" | undefined, "open" | "invite-only">;
  /** The couple's number guests may message (E.164, migration 0009). */
  contactPhone: string | null;
  /** Guests see their rooms on their own page (migration 0016); off until the couple turns it on. */
  showRoomsToGuests: ColumnType<Bool, Bool | undefined, Bool>;
}

/** The couple's wording of a message (migration 0009); no row: the written default. */
export interface MessageTemplateTable {
  kind: string;
  language: "en" | "hi";
  body: string;
  updatedAt: string;
}

/** A place where guests are met or dropped (migration 0006). */
export interface PickupPointTable {
  id: Generated<number>;
  name: string;
  kind: "airport" | "station" | "bus" | "other";
  displayOrder: number;
}

/** A reply's arrival and departure (migration 0006): wall-clock times at the venue. */
export interface TravelTable {
  rsvpId: string;
  arrivalAt: string | null;
  arrivalMode: string | null;
  arrivalNumber: string | null;
  arrivalPointId: number | null;
  needsPickup: Bool;
  departureAt: string | null;
  departureMode: string | null;
  departureNumber: string | null;
  departurePointId: number | null;
  needsDrop: Bool;
  arrivalVehicle: string | null;
  departureVehicle: string | null;
  /** Migration 0010: the fleet's vehicle; the text above is only read where this is null. */
  arrivalVehicleId: number | null;
  departureVehicleId: number | null;
}

/** A car, van or bus of the couple's fleet (migration 0010); driverPhone is E.164. */
export interface VehicleTable {
  id: Generated<number>;
  name: string;
  seats: number;
  driverName: string | null;
  driverPhone: string | null;
  notes: string | null;
  createdAt: string;
}

export interface RsvpTable {
  id: string;
  primaryGuestName: string;
  /** E.164 ("+919876543210", migration 0013); a value that could not be read then is kept as it was. */
  primaryGuestPhone: string;
  primaryGuestGender: string | null;
  rsvpStatus: string;
  dietaryPreference: string | null;
  beveragePreference: string | null;
  needsMakeupArtist: Bool;
  makeupCount: number;
  idProofUrl: string | null;
  uploadMode: string | null;
  specialRequests: string | null;
  idempotencyKey: string | null;
  createdAt: CreatedAt;
  /** The private edit link's version (migration 0004); bumping it revokes the link. */
  editVersion: ColumnType<number, number | undefined, number>;
  /** SHA-256 of the current edit token, for lookup; null until the app derives it. */
  editTokenHash: string | null;
  /** When the reply was last changed (by the guest or the couple); null if never. */
  updatedAt: string | null;
  /** When the guest agreed that the couple may share their ID documents with the hotel (migration 0007). */
  idConsentAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the reply's ID documents were deleted (purge); idProofUrl is null from then on. */
  idDeletedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who ended the primary guest's documents when not the purge (migration 0008). */
  idDeletedBy: ColumnType<IdDeletedBy | null, IdDeletedBy | null | undefined, IdDeletedBy | null>;
  /** A household whose phone or name the open-form reply shares: a suggestion the planner confirms (migration 0017). */
  possibleHouseholdId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** "guest": withdrawn through the private link; "declined": the reply changed to no; null: the purge. */
export type IdDeletedBy = "guest" | "declined";

export interface FamilyMemberTable {
  id: Generated<number>;
  rsvpId: string;
  position: number;
  name: string;
  gender: string | null;
  dietaryPreference: string | null;
  beveragePreference: string | null;
  needsMakeupArtist: Bool;
  makeupCount: number;
  idProofUrl: string | null;
  uploadMode: string | null;
  /** When this person's ID documents were deleted (migration 0007). */
  idDeletedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who ended them when not the purge (migration 0008). */
  idDeletedBy: ColumnType<IdDeletedBy | null, IdDeletedBy | null | undefined, IdDeletedBy | null>;
}

export interface ChildTable {
  id: Generated<number>;
  rsvpId: string;
  position: number;
  name: string;
  age: number | null;
}

export interface RoomTable {
  id: Generated<number>;
  /** Migration 0012: the hotel it is in; the room number is unique within it. */
  hotelId: number;
  roomNo: string;
  floorNo: number;
  /** "Deluxe double", "Suite" (migration 0012). */
  roomType: ColumnType<string | null, string | null | undefined, string | null>;
  adultBeds: ColumnType<number, number | undefined, number>;
  childBeds: ColumnType<number, number | undefined, number>;
  description: string | null;
  createdAt: CreatedAt;
}

/** The resort and any overflow hotel (migration 0012). */
export interface HotelTable {
  id: Generated<number>;
  name: string;
  address: string | null;
  notes: string | null;
  createdAt: string;
}

/** Which room a person of a reply sleeps in (migration 0012): the primary guest is position 0. */
export interface RoomPlacementTable {
  rsvpId: string;
  kind: "primary" | "member" | "child";
  position: number;
  roomId: number;
}

/** The rooming list as sent to a hotel (migration 0012); `rows` is JSON. */
export interface HotelVersionTable {
  id: Generated<number>;
  hotelId: number;
  version: number;
  sentAt: string;
  sentByAdminId: number | null;
  sentByName: string | null;
  rows: string;
}

export interface RoomAssignmentTable {
  rsvpId: string;
  roomId: number;
  createdAt: CreatedAt;
}

export interface TimelineEventTable {
  id: Generated<number>;
  day: number;
  eventName: string;
  time: string;
  toTime: string | null;
  place: string;
  dressCode: string | null;
  description: string | null;
  customIconUrl: string | null;
  displayOrder: number;
  createdAt: CreatedAt;
  /** Guests are asked whether they attend this function (migration 0005). */
  asksAttendance: ColumnType<Bool, Bool | undefined, Bool>;
}

/** Which asked event a person of a reply attends (migration 0005); the primary guest is person 0. */
export interface PersonEventTable {
  rsvpId: string;
  kind: "primary" | "member" | "child";
  personId: number;
  eventId: number;
}

export interface DayMenuTable {
  id: Generated<number>;
  day: number;
  title: string;
  description: string | null;
  isPublished: Bool;
  createdAt: CreatedAt;
}

/** A meal ("menu" in the spec's API) within a day menu. */
export interface MenuTable {
  id: Generated<number>;
  dayMenuId: number | null;
  title: string;
  day: number;
  mealType: string;
  servingTime: string | null;
  description: string | null;
  notes: string | null;
  displayOrder: number;
  createdAt: CreatedAt;
  /** The function the meal is served at (migration 0011); null: counted by who is present at its serving time. */
  servedAtEventId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MenuDishTable {
  id: Generated<number>;
  menuId: number;
  name: string;
  cuisineType: string | null;
  dietaryType: string;
  specialNotes: string | null;
  subcategory: string | null;
  displayOrder: number;
  createdAt: CreatedAt;
}

export interface MenuCategoryTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  displayOrder: number;
  createdAt: CreatedAt;
}

export interface MenuItemTable {
  id: Generated<number>;
  categoryId: number;
  name: string;
  description: string | null;
  price: number | null;
  isVegetarian: Bool;
  isGlutenFree: Bool;
  /** JSON array of strings. */
  allergens: string;
  spiceLevel: string | null;
  preparationTime: number | null;
  servingSize: string | null;
  calories: number | null;
  displayOrder: number;
  createdAt: CreatedAt;
}

export interface VenueMediaTable {
  id: Generated<number>;
  type: string;
  mediaUrl: string;
  title: string | null;
  description: string | null;
  displayOrder: number;
  createdAt: CreatedAt;
}

/** Every file the server stored: ID documents (temp until claimed by an RSVP) and admin uploads. */
export interface StoredFileTable {
  /** Random name on disk, also the last segment of its URL. */
  name: string;
  kind: string;
  mimeType: string;
  sizeBytes: number;
  /** The RSVP that claimed an ID document; null while it is a temp upload. */
  rsvpId: string | null;
  createdAt: CreatedAt;
  claimedAt: string | null;
  /** Keyed hash of the address an unclaimed upload came from (migration 0008); null once claimed. */
  uploaderKey: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Single-use admin upload tokens, recorded when their PUT starts (migration 0002). */
export interface UploadTokenTable {
  jti: string;
  kind: string;
  usedAt: string;
}

export interface AdminSessionTable {
  id: Generated<number>;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: string;
  /** The team member this session belongs to (migration 0007); null: made before the team existed, not valid. */
  adminId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OtpChallengeTable {
  id: Generated<number>;
  /** SHA-256 of the token that names this pending challenge. */
  tokenHash: string;
  phone: string;
  ip: string;
  /** Keyed hash of the 6-digit code. */
  codeHash: string;
  attempts: number;
  expiresAt: string;
  /** Set when used, replaced, or ended by too many wrong codes. */
  closedAt: string | null;
  createdAt: CreatedAt;
  /** The team member the code was sent to (migration 0007). */
  adminId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One-time admin login links (migration 0003): only the token's SHA-256 is stored. */
export interface AdminLoginLinkTable {
  id: Generated<number>;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  /** Set when the link is redeemed; a link works once. */
  usedAt: string | null;
  /** The team member the link logs in (migration 0007). */
  adminId: ColumnType<number | null, number | null | undefined, number | null>;
}

export type AdminRole = "owner" | "planner" | "desk";

/** The people who may log in (migration 0007). */
export interface AdminTable {
  id: Generated<number>;
  /** 10 digits, unique. */
  phone: string;
  name: string;
  role: AdminRole;
  createdAt: string;
}

/** Who did what and when (migration 0007); never a code, a token or a file's content. */
export interface ActivityLogTable {
  id: Generated<number>;
  at: string;
  adminId: number | null;
  adminName: string | null;
  action: string;
  detail: ColumnType<string, string | undefined, string>;
  rsvpId: string | null;
}

export type HouseholdSide = "bride" | "groom" | "both";
export type HouseholdLanguage = "en" | "hi";

/** A household on the guest list (migration 0009). */
export interface HouseholdTable {
  id: Generated<number>;
  name: string;
  side: HouseholdSide | null;
  /** JSON array of free words. */
  tags: ColumnType<string, string | undefined, string>;
  /** E.164, or null when the list gave no usable number. */
  phone: string | null;
  language: ColumnType<HouseholdLanguage, HouseholdLanguage | undefined, HouseholdLanguage>;
  seats: number;
  /** JSON array of the names expected. */
  guests: ColumnType<string, string | undefined, string>;
  /** JSON array of timeline event ids, or null: every function that asks who comes. */
  events: string | null;
  notes: string | null;
  /** The invitation link's version; bumping it revokes the link. */
  inviteVersion: ColumnType<number, number | undefined, number>;
  /** SHA-256 of the current invitation token, for lookup. */
  inviteTokenHash: string | null;
  sentAt: ColumnType<string | null, string | null | undefined, string | null>;
  openedAt: ColumnType<string | null, string | null | undefined, string | null>;
  rsvpId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The latest reminder opened for the household (migration 0014), and how many. */
  remindedAt: ColumnType<string | null, string | null | undefined, string | null>;
  reminderCount: ColumnType<number, number | undefined, number>;
}

export type AudienceKind = "everyone" | "coming" | "event" | "side" | "tag" | "pickup-point" | "arrival-day";

/** An update the couple writes for some of their guests (migration 0014). */
export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  text: string;
  eventId: number | null;
  /** Wall-clock time at the venue ("6:00 PM"), as the itinerary writes it. */
  time: string | null;
  audienceKind: AudienceKind;
  /** The event id, side, tag, pickup point id or day number, as text; null for everyone and coming. */
  audienceValue: string | null;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Who was told what (migration 0014): one message a household was sent, through a wa.me link or the Cloud API. */
export interface HouseholdMessageTable {
  id: Generated<number>;
  householdId: number;
  kind: "invitation" | "reminder" | "announcement";
  announcementId: ColumnType<number | null, number | null | undefined, number | null>;
  at: string;
  via: "link" | "api";
  /** API sends: sent, delivered, read or failed (from the webhook); null for a link. */
  status: ColumnType<string | null, string | null | undefined, string | null>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Cloud API's message id (wamid), unique: the webhook finds the row by it. */
  waMessageId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  announcements: AnnouncementTable;
  householdMessages: HouseholdMessageTable;
  households: HouseholdTable;
  messageTemplates: MessageTemplateTable;
  wedding: WeddingTable;
  rsvps: RsvpTable;
  familyMembers: FamilyMemberTable;
  children: ChildTable;
  rooms: RoomTable;
  roomAssignments: RoomAssignmentTable;
  hotels: HotelTable;
  roomPlacements: RoomPlacementTable;
  hotelVersions: HotelVersionTable;
  timelineEvents: TimelineEventTable;
  dayMenus: DayMenuTable;
  menus: MenuTable;
  menuDishes: MenuDishTable;
  menuCategories: MenuCategoryTable;
  menuItems: MenuItemTable;
  venueMedia: VenueMediaTable;
  storedFiles: StoredFileTable;
  uploadTokens: UploadTokenTable;
  adminSessions: AdminSessionTable;
  otpChallenges: OtpChallengeTable;
  adminLoginLinks: AdminLoginLinkTable;
  personEvents: PersonEventTable;
  pickupPoints: PickupPointTable;
  travel: TravelTable;
  vehicles: VehicleTable;
  admins: AdminTable;
  activityLog: ActivityLogTable;
  whatsappSends: WhatsappSendTable;
}

export type WhatsappSendKind = "invitation" | "reminder" | "announcement";
export type WhatsappSendStatus = "queued" | "sent" | "delivered" | "read" | "failed";

/** A message sent through the WhatsApp Cloud API (0015). */
export interface WhatsappSendTable {
  id: Generated<number>;
  householdId: number;
  kind: WhatsappSendKind;
  announcementId: number | null;
  /** The Cloud API's message id (`messages[0].id`), once it accepted the message. */
  waMessageId: string | null;
  status: ColumnType<WhatsappSendStatus, WhatsappSendStatus | undefined, WhatsappSendStatus>;
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  createdAt: string;
  updatedAt: string;
}

export type RsvpRow = Selectable<RsvpTable>;
export type NewRsvp = Insertable<RsvpTable>;
export type RoomRow = Selectable<RoomTable>;
export type WeddingUpdate = Updateable<WeddingTable>;
