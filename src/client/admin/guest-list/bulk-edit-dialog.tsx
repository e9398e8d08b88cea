/**
 * Bulk edit of the selected households: side, tags to add or remove, functions and seats. Each household is
 * saved on its own (admin.updateHousehold, the same rules as one edit); the dialog says how many changed and
 * names each household the server refused, with its sentence.
 */
import { useState } from "react";
import type { Household } from "../../../shared/schemas/households";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { messageOf, toastSuccess } from "../admin-api";
import { allTags, type AskedEvents } from "./guest-list-model";
import { splitTags } from "./household-form-dialog";

const KEEP = "keep";
const SIDE_OPTIONS = [
  { value: KEEP, label: "Keep as it is" },
  { value: "bride", label: "Bride's side" },
  { value: "groom", label: "Groom's side" },
  { value: "both", label: "Both families" },
  { value: "none", label: "Not set" },
];
const EVENT_OPTIONS = [
  { value: KEEP, label: "Keep as they are" },
  { value: "all", label: "All functions" },
  { value: "some", label: "Only the ones I choose" },
];

export interface BulkChange {
  side: string;
  addTags: string[];
  removeTags: string[];
  events: "keep" | "all" | number[];
  seats: number | null;
}

/** The household after the change, or null when the change leaves it as it was. */
export function applyBulkChange(h: Household, c: BulkChange) {
  const removed = new Set(c.removeTags.map((t) => t.toLowerCase()));
  const kept = h.tags.filter((t) => !removed.has(t.toLowerCase()));
  const tags = [...kept, ...c.addTags.filter((t) => !kept.some((k) => k.toLowerCase() === t.toLowerCase()))];
  const next = {
    id: h.id,
    name: h.name,
    side: c.side === KEEP ? h.side : c.side === "none" ? null : (c.side as Household["side"]),
    tags,
    phone: h.phone,
    language: h.language,
    seats: c.seats ?? h.seats,
    guests: h.guests,
    events: c.events === "keep" ? h.events : c.events === "all" ? null : c.events,
    notes: h.notes,
  };
  const same = JSON.stringify([next.side, next.tags, next.seats, next.events]) === JSON.stringify([h.side, h.tags, h.seats, h.events]);
  return same ? null : next;
}

const plural = (n: number) => `${n} ${n === 1 ? "household" : "households"}`;

export function BulkEditDialog({
  households,
  open,
  onOpenChange,
  asked,
  onDone,
}: {
  households: readonly Household[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  asked: AskedEvents;
  onDone: () => void;
}) {
  const [side, setSide] = useState(KEEP);
  const [addTags, setAddTags] = useState("");
  const [removeTags, setRemoveTags] = useState<string[]>([]);
  const [eventsMode, setEventsMode] = useState(KEEP);
  const [events, setEvents] = useState<number[]>([]);
  const [seats, setSeats] = useState("");
  const [busy, setBusy] = useState(false);
  const [seatsError, setSeatsError] = useState<string | null>(null);
  const [failures, setFailures] = useState<{ name: string; message: string }[]>([]);
  const tagsOnThem = allTags(households);

  function reset() {
    setSide(KEEP);
    setAddTags("");
    setRemoveTags([]);
    setEventsMode(KEEP);
    setEvents([]);
    setSeats("");
    setSeatsError(null);
    setFailures([]);
  }

  async function apply() {
    const n = seats.trim() === "" ? null : Number(seats);
    if (n !== null && !(Number.isInteger(n) && n >= 1)) {
      setSeatsError("Seats must be a whole number, at least 1");
      return;
    }
    setSeatsError(null);
    const change: BulkChange = {
      side,
      addTags: splitTags(addTags),
      removeTags,
      events: eventsMode === "all" ? "all" : eventsMode === "some" ? events : "keep",
      seats: n,
    };
    const updates = households.flatMap((h) => {
      const next = applyBulkChange(h, change);
      return next ? [{ h, next }] : [];
    });
    setBusy(true);
    const results = await Promise.allSettled(updates.map(({ next }) => trpcClient.admin.updateHousehold.mutate(next)));
    setBusy(false);
    const failed = results.flatMap((r, i) =>
      r.status === "rejected" ? [{ name: updates[i]!.h.name, message: messageOf(r.reason, "It could not be saved. Please try again.") }] : [],
    );
    const changed = updates.length - failed.length;
    const unchanged = households.length - updates.length;
    const summary = `${plural(changed)} changed${unchanged ? `; ${plural(unchanged)} already had these values` : ""}.`;
    if (failed.length) {
      setFailures(failed);
      if (changed) toastSuccess(summary);
      return;
    }
    toastSuccess(summary);
    onDone();
    close();
  }

  function close() {
    reset();
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!busy && !o) close();
      }}
    >
      {open && (
        <DialogContent
          size="md"
          title={`Edit ${plural(households.length)}`}
          description="What you leave as it is stays as each household has it."
          footer={
            <>
              <Button variant="outline" onClick={close} disabled={busy}>
                {failures.length ? "Close" : "Cancel"}
              </Button>
              <Button onClick={apply} loading={busy}>
                Apply to {plural(households.length)}
              </Button>
            </>
          }
        >
          <div className="grid gap-4">
            <Field label="Side">
              <Select value={side} onValueChange={setSide} options={SIDE_OPTIONS} />
            </Field>
            <Field label="Add tags (separated by commas)">
              <Input value={addTags} onChange={(e) => setAddTags(e.target.value)} placeholder="outstation, NRI" autoComplete="off" />
            </Field>
            {tagsOnThem.length > 0 && (
              <fieldset className="grid gap-2">
                <legend className="mb-1.5 text-sm font-medium text-ink">Remove tags</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {tagsOnThem.map((t) => (
                    <label key={t} className="flex items-center gap-2 text-sm text-ink">
                      <Checkbox
                        checked={removeTags.includes(t)}
                        onCheckedChange={(v) => setRemoveTags(v === true ? [...removeTags, t] : removeTags.filter((x) => x !== t))}
                      />
                      {t}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <Field label="Functions">
              <Select value={eventsMode} onValueChange={setEventsMode} options={EVENT_OPTIONS} disabled={asked.size === 0} />
            </Field>
            {eventsMode === "some" && (
              <fieldset className="grid gap-2 pl-1 sm:grid-cols-2">
                <legend className="sr-only">Functions they are invited to</legend>
                {[...asked].map(([id, name]) => (
                  <label key={id} className="flex items-center gap-2 text-sm text-ink">
                    <Checkbox checked={events.includes(id)} onCheckedChange={(v) => setEvents(v === true ? [...events, id] : events.filter((e) => e !== id))} />
                    {name}
                  </label>
                ))}
              </fieldset>
            )}
            <Field label="Seats (blank keeps each household's)" error={seatsError ?? undefined}>
              <Input type="number" inputMode="numeric" min={1} step={1} value={seats} onChange={(e) => setSeats(e.target.value)} />
            </Field>
            {failures.length > 0 && (
              <div role="alert" className="grid gap-1.5 rounded-xl border border-nonveg/25 bg-[#fdf1f0] px-4 py-3 text-sm text-[#7f1d1d]">
                <p className="font-medium">{failures.length === 1 ? "One household was not changed:" : `${failures.length} households were not changed:`}</p>
                <ul className="grid list-disc gap-1 pl-5">
                  {failures.map((f) => (
                    <li key={f.name}>
                      <span className="font-semibold">{f.name}</span>: {f.message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
