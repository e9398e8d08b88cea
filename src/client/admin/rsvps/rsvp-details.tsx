/** The three detail columns of an RSVP card: primary guest, family members, children (each with the functions they attend). */
import type { ReactNode } from "react";
import { LABELS } from "../../../shared/constants";
import type { FamilyMember, Rsvp } from "../../../shared/schemas/rsvp";
import type { TimelineEvent } from "../../../shared/schemas/timeline";
import { Badge } from "../../ui/badge";
import { IdProofLinks } from "../id-proofs/id-proof-links";
import { functionsText, useAskedEvents } from "./person-functions";

const NOT_SPECIFIED = "Not specified";
const labelOf = (map: Record<string, string>, v: string | null) => (v ? (map[v] ?? v) : NOT_SPECIFIED);
/** "Yes (N session(s))" with N defaulting to 1, or "Not specified". */
export const makeupText = (needs: boolean, count: number) => (needs ? `Yes (${Math.max(1, count)} session(s))` : NOT_SPECIFIED);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1 text-sm">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

function Column({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg border border-line/70 bg-ivory/60 p-3">
      <h4 className="mb-1.5 flex items-center gap-2 font-sans text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
        {count !== undefined && <Badge tone="neutral">{count}</Badge>}
      </h4>
      {children}
    </section>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="py-1 md:py-3 md:text-center">
      <p className="text-sm font-medium text-ink">{title}</p>
      <p className="text-xs text-muted">{text}</p>
    </div>
  );
}

/** Shown only for an attending reply when some function asks guests. */
type Asked = readonly TimelineEvent[] | null;

function Member({ m, asked, declined }: { m: FamilyMember; asked: Asked; declined: boolean }) {
  return (
    <li className="border-t border-line/70 py-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink">{m.name}</span>
        <IdProofLinks value={m.idProofUrl} who={m.name} member declined={declined} deletedAt={m.idDeletedAt} deletedBy={m.idDeletedBy} />
      </div>
      <dl className="mt-1 grid grid-cols-2 gap-x-3 text-xs">
        {(
          [
            ["Gender", labelOf(LABELS.gender, m.gender)],
            ["Dietary", labelOf(LABELS.dietary, m.dietaryPreference)],
            ["Beverage", labelOf(LABELS.beverage, m.beveragePreference)],
            ["Makeup", makeupText(m.needsMakeupArtist, m.makeupCount)],
            ...(asked ? ([["Functions", functionsText(asked, m.events)]] as const) : []),
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={label === "Functions" ? "col-span-2 flex gap-1" : "flex gap-1"}>
            <dt className="text-muted">{label}:</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function RsvpDetails({ rsvp }: { rsvp: Rsvp }) {
  const askedEvents = useAskedEvents();
  const asked: Asked = rsvp.rsvpStatus === "yes" && askedEvents.length ? askedEvents : null;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Column title="Primary Guest Details">
        <dl>
          <Row label="Gender">{labelOf(LABELS.gender, rsvp.primaryGuestGender)}</Row>
          <Row label="Dietary">{labelOf(LABELS.dietary, rsvp.dietaryPreference)}</Row>
          <Row label="Beverage">{labelOf(LABELS.beverage, rsvp.beveragePreference)}</Row>
          <Row label="Makeup Artist">{makeupText(rsvp.needsMakeupArtist, rsvp.makeupCount)}</Row>
          {asked && <Row label="Functions">{functionsText(asked, rsvp.events)}</Row>}
          <Row label="ID Proof">
            <IdProofLinks
              value={rsvp.idProofUrl}
              who={rsvp.primaryGuestName}
              declined={rsvp.rsvpStatus !== "yes"}
              deletedAt={rsvp.idDeletedAt}
              deletedBy={rsvp.idDeletedBy}
            />
          </Row>
        </dl>
        {rsvp.specialRequests && (
          <div className="mt-2 rounded-md bg-white px-2.5 py-2 text-sm">
            <div className="text-xs text-muted">Special Requests</div>
            <p className="whitespace-pre-line text-ink">{rsvp.specialRequests}</p>
          </div>
        )}
      </Column>
      <Column title="Family Members" count={rsvp.familyMembers.length}>
        {rsvp.familyMembers.length ? (
          <ul>
            {rsvp.familyMembers.map((m) => (
              <Member key={m.id} m={m} asked={asked} declined={rsvp.rsvpStatus !== "yes"} />
            ))}
          </ul>
        ) : (
          <Empty title="No Family Members" text="This guest is attending alone" />
        )}
      </Column>
      <Column title="Children" count={rsvp.children.length}>
        {rsvp.children.length ? (
          <ul className="divide-y divide-line/70">
            {rsvp.children.map((c) => (
              <li key={c.id} className="py-1.5 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium text-ink">{c.name}</span>
                  <span className="text-muted">{c.age === null ? "Age not given" : `${c.age} years old`}</span>
                </div>
                {asked && (
                  <p className="text-xs">
                    <span className="text-muted">Functions:</span> <span className="text-ink">{functionsText(asked, c.events)}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Empty title="No Children" text="No children are registered for this RSVP" />
        )}
      </Column>
    </div>
  );
}
