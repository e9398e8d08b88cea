/**
 * The no-JavaScript form's fields held to the shared schema's limits as they are read (files/form-parts.ts), so a
 * hostile post never builds large values or many cards: the JSON API refuses the same body at 1 MB and its schema
 * at 200 characters a name, and the page drawn back from a post is as small as the form that was posted.
 * - Names the form never posts are dropped; a name that should come once keeps its first value.
 * - A typed text longer than the schema allows is cut to it, and its field says so (the page keeps what was typed);
 *   a hidden or chosen value that is too long (a key, an id, a box) is dropped.
 * - People get their cards in the order they come, numbered from 0 (a lone "familyMembers.29.name" is one card).
 *   A post naming more people than the open form's 20, or a household's seats when more, is refused with a 413;
 *   so is one with more than 1 MB of text. Neither can come from a page of this site.
 */
import type { DB } from "../../../../db/connect";
import { MAX_CHILDREN, MAX_FAMILY_MEMBERS, MAX_LONG_TEXT, MAX_TEXT } from "../../../shared/constants";
import { findHouseholdIdByInviteToken } from "../households/invite-link";
import { CHILD_KEY, ID_FILE_FIELDS, MEMBER_KEY, PERSON_TEXT, PRIMARY_TEXT, TRAVEL_FLAGS, TRAVEL_TEXT } from "./form-fields";

/** People one reply of the open form names (the guest, family members and children); a household's link allows its seats. */
export const FORM_MAX_PEOPLE = 20;
/** The form's text, all fields together: the JSON API's body limit (bodyLimit in app.ts). */
export const FORM_MAX_TEXT_BYTES = 1024 * 1024;
/** The longest field (special requests: MAX_LONG_TEXT characters of up to 4 bytes): the parser keeps no more of any. */
export const FORM_FIELD_MAX_BYTES = 4 * MAX_LONG_TEXT;
/** A person's celebration boxes: one per asked event (the schema takes 50) and the grid's marker. */
const MAX_EVENT_VALUES = 51;

export const FORM_BOUND_MESSAGES = {
  nameTooLong: `A name can be at most ${MAX_TEXT} characters. It was cut to fit: please check it.`,
  textTooLong: (max: number) => `This can be at most ${max} characters. It was cut to fit: please check it.`,
  tooManyPeople: (max: number) =>
    `One reply can name at most ${max} people, with at most ${MAX_FAMILY_MEMBERS} family members and ${MAX_CHILDREN} children. Please go back and send a reply for fewer people.`,
  fullForm: (max: number) => `One reply can name at most ${max} people. Please send a second reply for the others.`,
  tooMuchText: "The form holds far more text than a reply can. Please go back, shorten it and send it again.",
} as const;

/** A field's bound: its most characters, whether a guest typed it (cut and told) or not (dropped), and how many values it takes. */
interface Bound {
  max: number;
  typed?: "name" | "text" | "lines";
  many?: boolean;
}
const NAME: Bound = { max: MAX_TEXT, typed: "name" };
const TEXT: Bound = { max: MAX_TEXT, typed: "text" };
const CHOICE: Bound = { max: 40 };
const EVENTS: Bound = { max: 15, many: true };
const ID_FILE: Bound = { max: 80 };

const TOP: Record<string, Bound> = {
  ...Object.fromEntries(PRIMARY_TEXT.map((k) => [k, TEXT])),
  ...Object.fromEntries(ID_FILE_FIELDS.map((k) => [k, ID_FILE])),
  primaryGuestName: NAME,
  // zPhone's own bound.
  primaryGuestPhone: { max: 40, typed: "text" },
  specialRequests: { max: MAX_LONG_TEXT, typed: "lines" },
  ...Object.fromEntries(["primaryGuestGender", "rsvpStatus", "dietaryPreference", "beveragePreference", "makeupCount", "uploadMode"].map((k) => [k, CHOICE])),
  needsMakeupArtist: CHOICE,
  idConsent: CHOICE,
  events: EVENTS,
  ...Object.fromEntries(TRAVEL_TEXT.map((k) => [`travel.${k}`, TEXT])),
  ...Object.fromEntries(TRAVEL_FLAGS.map((k) => [`travel.${k}`, CHOICE])),
  idempotencyKey: { max: 64 },
  invitationToken: { max: 200 },
  intent: CHOICE,
};
const PERSON: Record<"familyMembers" | "children", Record<string, Bound>> = {
  familyMembers: {
    ...Object.fromEntries(PERSON_TEXT.map((k) => [k, CHOICE])),
    ...Object.fromEntries(ID_FILE_FIELDS.map((k) => [k, ID_FILE])),
    name: NAME,
    needsMakeupArtist: CHOICE,
    id: CHOICE,
    events: EVENTS,
  },
  children: { name: NAME, age: CHOICE, id: CHOICE, events: EVENTS },
};
const LIST_MAX = { familyMembers: MAX_FAMILY_MEMBERS, children: MAX_CHILDREN };

/** A household's seats from its invitation link's token; null for a token that opens none. */
export async function invitationSeats(db: DB, token: string): Promise<number | null> {
  const id = await findHouseholdIdByInviteToken(db, token);
  if (id === undefined) return null;
  const row = await db.selectFrom("households").select("seats").where("id", "=", id).executeTakeFirst();
  return row?.seats ?? null;
}

const own = (record: Record<string, Bound>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);

/** One form's fields as they arrive: kept within bounds, renamed to their cards, or the form refused. */
export class FormBounds {
  /** The kept fields, in order, under their cards' names. */
  readonly fields: [string, string][] = [];
  /** The sentence beside each field that was cut. */
  readonly errors: Record<string, string> = {};
  /** Set once the form passes a bound no page of the site posts: the 413's sentence. */
  refusal: string | null = null;
  /** The household's seats, once its invitation token was read and opens one. */
  seats: number | null = null;
  private maxPeople = FORM_MAX_PEOPLE;
  private textBytes = 0;
  private readonly cards = { familyMembers: new Map<string, number>(), children: new Map<string, number>() };
  private readonly taken = new Set<string>();
  private readonly counts = new Map<string, number>();

  /** The guest, the family members and the children so far. */
  get people(): number {
    return 1 + this.cards.familyMembers.size + this.cards.children.size;
  }

  /** The people the form may name: the open form's bound, or the household's seats when more. */
  get peopleBound(): number {
    return this.maxPeople;
  }

  /** A household's link: its seats are its bound (when over the open form's). */
  allowSeats(seats: number): void {
    this.seats = seats;
    this.maxPeople = Math.max(FORM_MAX_PEOPLE, seats);
  }

  /** A text field as the parser gives it (`truncated`: it passed FORM_FIELD_MAX_BYTES). */
  field(name: string, value: string, truncated: boolean): void {
    if (this.refusal) return;
    this.textBytes += name.length + Buffer.byteLength(value);
    if (this.textBytes > FORM_MAX_TEXT_BYTES) {
      this.refusal = FORM_BOUND_MESSAGES.tooMuchText;
      return;
    }
    const placed = this.place(name);
    if (!placed) return;
    const [at, bound] = placed;
    if (bound.many) {
      const count = this.counts.get(at) ?? 0;
      if (count >= MAX_EVENT_VALUES || value.length > bound.max) return;
      this.counts.set(at, count + 1);
      this.fields.push([at, value]);
      return;
    }
    if (this.taken.has(at)) return;
    this.taken.add(at);
    let kept = bound.typed === "lines" ? value.replace(/\r\n?/g, "\n") : value;
    if (truncated || kept.length > bound.max) {
      if (!bound.typed) return;
      // Cut where the schema stops counting, never inside a surrogate pair.
      kept = kept.slice(0, bound.max).replace(/[\uD800-\uDBFF]$/, "");
      this.errors[at] = bound.typed === "name" ? FORM_BOUND_MESSAGES.nameTooLong : FORM_BOUND_MESSAGES.textTooLong(bound.max);
    }
    this.fields.push([at, kept]);
  }

  /** The name a file input is kept under (its person's card), or null for one the form does not have. */
  fileField(name: string): string | null {
    if (this.refusal) return null;
    const placed = this.place(name);
    return placed && placed[1] === ID_FILE ? placed[0] : null;
  }

  /** The field's name on its card and its bound; null to drop it (an unknown name, or past a bound: then refused). */
  private place(name: string): [string, Bound] | null {
    const top = own(TOP, name);
    if (top) return [name, top];
    const member = MEMBER_KEY.exec(name);
    const child = member ? null : CHILD_KEY.exec(name);
    const match = member ?? child;
    if (!match) return null;
    const list = member ? "familyMembers" : "children";
    const bound = own(PERSON[list], match[2]!);
    if (!bound) return null;
    const cards = this.cards[list];
    let card = cards.get(match[1]!);
    if (card === undefined) {
      if (this.people >= this.maxPeople || cards.size >= LIST_MAX[list]) {
        this.refusal = FORM_BOUND_MESSAGES.tooManyPeople(this.maxPeople);
        return null;
      }
      card = cards.size;
      cards.set(match[1]!, card);
    }
    return [`${list}.${card}.${match[2]}`, bound];
  }
}
