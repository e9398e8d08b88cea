/** What the couple's edit or deletion of a reply changed, in the activity log's words (activity/diff.ts). */
import { phoneForDisplay } from "../../../shared/phone-e164";
import type { MyRsvp } from "../../../shared/schemas/rsvp";
import { countOf, type FieldList, fieldChanges, showValue } from "../activity/diff";

const REPLY_FIELDS: FieldList<MyRsvp> = {
  primaryGuestName: "Name",
  primaryGuestPhone: { label: "Phone", show: (v) => (typeof v === "string" ? phoneForDisplay(v) : showValue(v)) },
  primaryGuestGender: "Gender",
  rsvpStatus: { label: "Attending", show: (v) => (v === "yes" ? "yes" : v === "no" ? "no" : showValue(v)) },
  dietaryPreference: "Diet",
  beveragePreference: "Drinks",
  needsMakeupArtist: "Makeup artist",
  makeupCount: "Makeup sessions",
  specialRequests: "Special requests",
};

/** The people, their functions, travel and ID documents, compared as a whole per kind. */
const summary = (r: MyRsvp) => ({
  members: r.familyMembers.map((m) => m.name),
  children: r.children.map((c) => (c.age === null ? c.name : `${c.name} (${c.age})`)),
  ids: [r.hasIdDocument, ...r.familyMembers.map((m) => m.hasIdDocument)].filter(Boolean).length,
  events: JSON.stringify([r.events ?? [], ...r.familyMembers.map((m) => m.events ?? []), ...r.children.map((c) => c.events ?? [])]),
  travel: JSON.stringify(r.travel ?? null),
  memberDetails: JSON.stringify(r.familyMembers.map(({ id: _id, name: _name, hasIdDocument: _has, events: _events, ...m }) => m)),
});

export function replyChanges(before: MyRsvp, after: MyRsvp): string[] {
  const [a, b] = [summary(before), summary(after)];
  // With people added or removed, their details and functions change with them: the names say it.
  if (JSON.stringify([a.members, a.children]) !== JSON.stringify([b.members, b.children])) {
    b.memberDetails = a.memberDetails;
    b.events = a.events;
  }
  return [
    ...fieldChanges(before, after, REPLY_FIELDS),
    ...fieldChanges(a, b, {
      members: "Family members",
      children: "Children",
      ids: { label: "ID documents on file", show: (v) => String(v) },
      memberDetails: { label: "Family members' details", valuesHidden: true },
      events: { label: "Functions attended", valuesHidden: true },
      travel: { label: "Travel details", valuesHidden: true },
    }),
  ];
}

/** "Asha Rao: 3 people, 2 ID documents deleted": what went with the reply. */
export function replyDeletedWords(r: MyRsvp, files: number): string {
  const people = 1 + r.familyMembers.length + r.children.length;
  return `${r.primaryGuestName}: ${countOf(people, "person", "people")}${files ? `, ${countOf(files, "ID document file")} deleted` : ""}`;
}
