/**
 * The no-JavaScript RSVP form's fields (form-post.ts) read back into the form's values. The names are
 * react-hook-form's ("familyMembers.0.name", "travel.arrivalAt"); anything else is ignored. A ticked checkbox
 * posts "on" and an unticked one nothing, so every boolean of the blank shapes is false unless posted.
 * A person's celebrations: a hidden `<prefix>events` holding "" marks the grid as shown, and each ticked box
 * posts its event id under the same name; no field at all leaves the person's choice open (every asked event).
 */
import { MAX_CHILDREN, MAX_FAMILY_MEMBERS } from "../../../shared/constants";
import { blankChild, blankMember, blankTravel, emptyForm, type RsvpFormValues, type TravelFormValues } from "../../../shared/reply-form-values";

/** The posted text fields in order, one entry per value (a name may come more than once). */
export type PostedFields = readonly (readonly [name: string, value: string])[];

export const PERSON_TEXT = ["name", "gender", "dietaryPreference", "beveragePreference", "makeupCount", "uploadMode"] as const;
export const ID_FILE_FIELDS = ["uploadedFileName", "frontIdFileName", "backIdFileName"] as const;
export const PRIMARY_TEXT = [
  "primaryGuestName",
  "primaryGuestPhone",
  "primaryGuestGender",
  "rsvpStatus",
  "dietaryPreference",
  "beveragePreference",
  "makeupCount",
  "specialRequests",
  "uploadMode",
  ...ID_FILE_FIELDS,
] as const;
export const TRAVEL_TEXT = [
  "arrivalAt",
  "arrivalMode",
  "arrivalNumber",
  "arrivalPointId",
  "departureAt",
  "departureMode",
  "departureNumber",
  "departurePointId",
] as const;
export const TRAVEL_FLAGS = ["needsPickup", "needsDrop"] as const;

export const MEMBER_KEY = /^familyMembers\.(\d{1,2})\.(\w+)$/;
export const CHILD_KEY = /^children\.(\d{1,2})\.(\w+)$/;

/** Whether a file input of this name fills a stored ID file name (the primary guest's or a family member's). */
export function isIdFileField(name: string): boolean {
  const member = MEMBER_KEY.exec(name);
  const field = member ? (Number(member[1]) < MAX_FAMILY_MEMBERS ? member[2] : undefined) : name;
  return (ID_FILE_FIELDS as readonly string[]).includes(field ?? "");
}

const positiveId = (v: string | undefined) => (v !== undefined && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The form's values from the posted fields (values by name: `first` is the first one, `all` every one). */
export function formValuesOf(posted: PostedFields): RsvpFormValues {
  const byName = new Map<string, string[]>();
  for (const [name, value] of posted) {
    const list = byName.get(name);
    if (list) list.push(value);
    else byName.set(name, [value]);
  }
  const first = (name: string) => byName.get(name)?.[0];
  const flag = (name: string) => byName.has(name);
  const events = (prefix: string) => {
    const all = byName.get(`${prefix}events`);
    return all ? { events: all.filter((v) => v !== "").map(Number) } : {};
  };
  const text = <K extends string>(keys: readonly K[], prefix: string, into: Record<string, unknown>) => {
    for (const key of keys) {
      const v = first(`${prefix}${key}`);
      if (v !== undefined) into[key] = v;
    }
  };
  // The people posted, in order: one card per index that came (a lone "familyMembers.29.name" is one card, not 30).
  const indexes = (re: RegExp, max: number) => {
    const seen = new Set<number>();
    for (const name of byName.keys()) {
      const m = re.exec(name);
      if (m && Number(m[1]) < max) seen.add(Number(m[1]));
    }
    return [...seen].sort((a, b) => a - b);
  };

  const values = emptyForm() as RsvpFormValues & Record<string, unknown>;
  text(PRIMARY_TEXT, "", values);
  values.needsMakeupArtist = flag("needsMakeupArtist");
  values.idConsent = flag("idConsent");
  Object.assign(values, events(""));

  const travel = blankTravel() as TravelFormValues & Record<string, unknown>;
  text(TRAVEL_TEXT, "travel.", travel);
  for (const key of TRAVEL_FLAGS) travel[key] = flag(`travel.${key}`);
  values.travel = travel;

  values.familyMembers = indexes(MEMBER_KEY, MAX_FAMILY_MEMBERS).map((i) => {
    const prefix = `familyMembers.${i}.`;
    const member = blankMember() as ReturnType<typeof blankMember> & Record<string, unknown>;
    text([...PERSON_TEXT, ...ID_FILE_FIELDS], prefix, member);
    member.needsMakeupArtist = flag(`${prefix}needsMakeupArtist`);
    const id = positiveId(first(`${prefix}id`));
    return { ...(id ? { id } : {}), ...member, ...events(prefix) };
  });
  values.children = indexes(CHILD_KEY, MAX_CHILDREN).map((i) => {
    const prefix = `children.${i}.`;
    const child = blankChild() as ReturnType<typeof blankChild> & Record<string, unknown>;
    text(["name", "age"], prefix, child);
    const id = positiveId(first(`${prefix}id`));
    return { ...(id ? { id } : {}), ...child, ...events(prefix) };
  });
  return values;
}

/** What the pressed button asks: send the reply, or change the form and show it again. */
export type FormIntent = { send: true } | { send: false; change: (values: RsvpFormValues) => RsvpFormValues };

/** The party the form holds: the guest, family members and children. */
export const partyOf = (v: Pick<RsvpFormValues, "familyMembers" | "children">) => 1 + v.familyMembers.length + v.children.length;

/**
 * The intent named by the submit button (absent or "send": send); null for a name this form never posts.
 * "Add" adds one card while the party is under `maxPeople` (the form's own bound, form-bounds.ts) and the schema's.
 */
export function intentOf(raw: string | undefined, values: RsvpFormValues, maxPeople = Infinity): FormIntent | null {
  if (raw === undefined || raw === "" || raw === "send") return { send: true };
  const change = (fn: (v: RsvpFormValues) => RsvpFormValues): FormIntent => ({ send: false, change: fn });
  const room = (v: RsvpFormValues) => partyOf(v) < maxPeople;
  if (raw === "add-member") {
    return change((v) => (room(v) && v.familyMembers.length < MAX_FAMILY_MEMBERS ? { ...v, familyMembers: [...v.familyMembers, blankMember()] } : v));
  }
  if (raw === "add-child") return change((v) => (room(v) && v.children.length < MAX_CHILDREN ? { ...v, children: [...v.children, blankChild()] } : v));
  const removal = /^remove-(member|child):(\d{1,2})$/.exec(raw);
  if (!removal) return null;
  const index = Number(removal[2]);
  const list = removal[1] === "member" ? "familyMembers" : "children";
  if (index >= values[list].length) return null;
  return change((v) => ({ ...v, [list]: v[list].filter((_, i) => i !== index) }));
}
