/** Writing or editing an announcement: title, text, optional function and time, and who it is for. Mounted afresh for each opening (keyed). */
import { useState } from "react";
import { AUDIENCE_KINDS, type Announcement, type AudienceKind, ZAnnouncementInput } from "../../../shared/schemas/announcements";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { Select } from "../../ui/select";
import { messageOf, toastSuccess } from "../admin-api";
import { SIDE_LABELS } from "./guest-list-model";

/** What an audience can name: the itinerary's functions, the list's tags, the pickup points. */
export interface Choices {
  events: ReadonlyMap<number, string>;
  tags: readonly string[];
  points: ReadonlyMap<number, string>;
}

const KIND_LABELS: Record<AudienceKind, string> = {
  everyone: "Everyone invited",
  coming: "Everyone coming",
  event: "Coming to a function",
  side: "A side",
  tag: "A tag",
  "pickup-point": "A pickup point",
  "arrival-day": "An arrival day",
};

export function audienceLabel(a: { kind: AudienceKind; value: string | null }, c: Choices): string {
  const v = a.value ?? "";
  switch (a.kind) {
    case "everyone":
      return "everyone invited";
    case "coming":
      return "everyone coming";
    case "event":
      return `everyone coming to ${c.events.get(Number(v)) ?? "a removed function"}`;
    case "side":
      return v === "both" ? "both families" : `the ${v}'s side`;
    case "tag":
      return `households tagged ${v}`;
    case "pickup-point":
      return `guests met or dropped at ${c.points.get(Number(v)) ?? "a removed pickup point"}`;
    case "arrival-day":
      return `guests arriving on ${v}`;
  }
}

const NONE = "none";
interface Draft {
  title: string;
  text: string;
  eventId: string;
  time: string;
  kind: AudienceKind;
  value: string;
}
const draftOf = (a: Announcement | null): Draft => ({
  title: a?.title ?? "",
  text: a?.text ?? "",
  eventId: a?.eventId ? String(a.eventId) : NONE,
  time: a?.time ?? "",
  kind: a?.audience.kind ?? "everyone",
  value: a?.audience.value ?? "",
});

function ValueControl({ draft, set, choices }: { draft: Draft; set: (p: Partial<Draft>) => void; choices: Choices }) {
  const options = (entries: [string, string][]) => entries.map(([value, label]) => ({ value, label }));
  const pickOne = (opts: { value: string; label: string }[], label: string) => (
    <Select aria-label={label} value={draft.value} onValueChange={(value) => set({ value })} options={opts} placeholder="Choose..." />
  );
  switch (draft.kind) {
    case "event":
      return pickOne(options([...choices.events].map(([id, n]) => [String(id), n])), "Function");
    case "side":
      return pickOne(options(Object.entries(SIDE_LABELS).map(([v, l]) => [v, v === "both" ? "Both families" : `${l}'s side`])), "Side");
    case "tag":
      return pickOne(options(choices.tags.map((t) => [t, t])), "Tag");
    case "pickup-point":
      return pickOne(options([...choices.points].map(([id, n]) => [String(id), n])), "Pickup point");
    case "arrival-day":
      return <Input type="date" aria-label="Arrival day" value={draft.value} onChange={(e) => set({ value: e.target.value })} />;
    default:
      return null;
  }
}

export function AnnouncementFormDialog({
  announcement,
  open,
  onOpenChange,
  choices,
}: {
  announcement: Announcement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choices: Choices;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(announcement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const input = {
      title: draft.title,
      text: draft.text,
      eventId: draft.eventId === NONE ? null : Number(draft.eventId),
      time: draft.time,
      audience: { kind: draft.kind, value: draft.value || null },
    };
    const parsed = ZAnnouncementInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      if (announcement) await trpcClient.admin.updateAnnouncement.mutate({ id: announcement.id, ...input });
      else await trpcClient.admin.createAnnouncement.mutate(input);
      toastSuccess(announcement ? "Announcement saved. Guests see the change now." : "Announcement published. Its guests see it now.");
      onOpenChange(false);
    } catch (error) {
      setErrors({ _: messageOf(error, "Failed to save the announcement. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  const formId = "announcement-form";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={announcement ? "Edit announcement" : "Write an update"}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {announcement ? "Save" : "Publish"}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={save} className="grid gap-3" noValidate>
          <Field label="Title" error={errors.title}>
            <Input value={draft.title} onChange={(e) => set({ title: e.target.value })} placeholder="Sangeet moves indoors" maxLength={120} />
          </Field>
          <Field label="Update" error={errors.text}>
            <Textarea value={draft.text} onChange={(e) => set({ text: e.target.value })} rows={4} maxLength={1000} />
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field label="Function (optional)">
              <Select
                value={draft.eventId}
                onValueChange={(eventId) => set({ eventId })}
                options={[{ value: NONE, label: "None" }, ...[...choices.events].map(([id, n]) => ({ value: String(id), label: n }))]}
              />
            </Field>
            <Field label="Time (optional)" error={errors.time}>
              <Input value={draft.time} onChange={(e) => set({ time: e.target.value })} placeholder="3:00 PM" maxLength={20} />
            </Field>
          </div>
          <Field label="Who is it for" error={errors["audience.kind"]}>
            <Select
              value={draft.kind}
              onValueChange={(kind) => set({ kind: kind as AudienceKind, value: "" })}
              options={AUDIENCE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            />
          </Field>
          <ValueControl draft={draft} set={set} choices={choices} />
          {errors["audience.value"] && (
            <p role="alert" className="text-xs font-medium text-nonveg">
              {errors["audience.value"]}
            </p>
          )}
          {errors._ && (
            <p role="alert" className="text-sm font-medium text-nonveg">
              {errors._}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
