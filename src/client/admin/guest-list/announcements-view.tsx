/**
 * Announcements (planner and owner): the couple's updates with who each is for and how many households it
 * reaches now; write, edit, delete, and "Send on WhatsApp" as a round over its audience.
 */
import { useQuery } from "@tanstack/react-query";
import { Megaphone, MessageCircle, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Announcement } from "../../../shared/schemas/announcements";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Button } from "../../ui/button";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { toastError, toastSuccess } from "../admin-api";
import { useVenueZone, venueTime } from "../venue-time";
import { AnnouncementFormDialog, audienceLabel, type Choices } from "./announcement-form";
import { type RoundSpec, WhatsAppRound } from "./whatsapp-round";

export function AnnouncementsView({ choices }: { choices: Choices }) {
  const list = useQuery(trpc.admin.announcements.queryOptions());
  const zone = useVenueZone();
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // Each opening mounts a fresh form, filled from the announcement edited (or empty).
  const [opening, setOpening] = useState(0);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [round, setRound] = useState<RoundSpec | null>(null);

  if (list.isPending) return <Spinner label="Loading the announcements..." />;
  if (list.isError && !list.data) return <ErrorState message="Failed to load the announcements. Please refresh the page to try again." />;
  const items = list.data.data;
  const write = (a: Announcement | null) => {
    setEditing(a);
    setOpening((n) => n + 1);
    setFormOpen(true);
  };
  async function remove(a: Announcement) {
    try {
      await trpcClient.admin.deleteAnnouncement.mutate({ id: a.id });
      toastSuccess(`"${a.title}" deleted. Guests no longer see it.`);
    } catch (error) {
      toastError(error, "Failed to delete the announcement. Please try again.");
    }
  }

  return (
    <div className="grid min-w-0 gap-3" data-testid="announcements-view">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">Updates show at once on the guest site, to the guests they are for.</p>
        <Button onClick={() => write(null)}>
          <Plus aria-hidden /> Write an update
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={<Megaphone className="size-8" aria-hidden />} title="No announcements yet">
          The bus leaves at 3, bring a shawl for the Haldi, the Sangeet moved indoors: write it once, and the right guests see it.
        </EmptyState>
      ) : (
        <ul className="grid gap-2">
          {items.map((a) => (
            <li key={a.id} className="grid gap-2 rounded-xl border border-line bg-white p-3 shadow-sm sm:p-4" data-testid="announcement">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-sans text-base font-semibold break-words text-ink">{a.title}</h3>
                  <p className="text-xs text-muted">
                    For {audienceLabel(a.audience, choices)} · {a.households} {a.households === 1 ? "household" : "households"} ·{" "}
                    {venueTime(a.updatedAt ?? a.createdAt, zone)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${a.title}`} onClick={() => write(a)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${a.title}`} onClick={() => setDeleting(a)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
              <p className="text-sm break-words whitespace-pre-wrap text-ink">{a.text}</p>
              {(a.eventName || a.time) && <p className="text-xs text-muted">{[a.eventName, a.time].filter(Boolean).join(", ")}</p>}
              <Button
                variant="outline"
                className="justify-self-start"
                disabled={a.households === 0}
                onClick={() =>
                  setRound({
                    key: `announcement:${a.id}:${a.updatedAt ?? a.createdAt}`,
                    title: `Send "${a.title}"`,
                    source: { kind: "announcement", id: a.id },
                  })
                }
              >
                <MessageCircle aria-hidden className="text-[#1f8f4e]" /> Send on WhatsApp
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AnnouncementFormDialog key={opening} announcement={editing} open={formOpen} onOpenChange={setFormOpen} choices={choices} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this announcement?"
        description={deleting ? `"${deleting.title}" disappears from the guest site.` : ""}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
      <WhatsAppRound spec={round} open={round !== null} onOpenChange={(o) => !o && setRound(null)} />
    </div>
  );
}
