/** Venue media: the slideshow's photos and videos in display order, with add and delete. */
import { useMutation, useQuery } from "@tanstack/react-query";
import { Film, Images, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { isSafeLink } from "../../../shared/safe-link";
import type { VenueMedia } from "../../../shared/schemas/venue-media";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";
import { VenueForm } from "./venue-form";

function MediaCard({ item, onDelete }: { item: VenueMedia; onDelete: () => void }) {
  return (
    <li className="overflow-hidden rounded-xl border border-line bg-white" data-testid="venue-media-item">
      <div className="relative aspect-video bg-cream">
        {!isSafeLink(item.mediaUrl) ? (
          // A row stored before the link rule (issue 12) is listed so it can be deleted, but not loaded.
          <p className="grid size-full place-items-center p-3 text-center text-xs text-muted">This item's link is not allowed and is not shown to guests.</p>
        ) : item.type === "video" ? (
          <video src={item.mediaUrl} muted preload="metadata" className="size-full object-cover" aria-label={item.title ?? "Venue video"} />
        ) : (
          <img src={item.mediaUrl} alt={item.title ?? "Venue photo"} loading="lazy" className="size-full object-cover" />
        )}
        <Badge tone={item.type === "video" ? "wine" : "neutral"} className="absolute top-2 left-2 gap-1 bg-white/90">
          {item.type === "video" ? <Film className="size-3" aria-hidden /> : <Images className="size-3" aria-hidden />}
          {item.type === "video" ? "Video" : "Photo"}
        </Badge>
      </div>
      <div className="flex items-start gap-2 p-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink">{item.title || "Untitled"}</p>
          <p className="line-clamp-2 text-xs text-muted">{item.description || "No description"}</p>
          <p className="mt-1 text-xs text-muted tabular-nums">Order {item.displayOrder}</p>
        </div>
        <Button size="icon" variant="ghost" className="hover:text-nonveg" aria-label={`Delete ${item.title || item.type}`} onClick={onDelete}>
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

export function VenueTab() {
  const media = useQuery(trpc.guest.venueMedia.queryOptions());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<VenueMedia | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => trpcClient.admin.deleteVenueMedia.mutate({ id }),
    onSuccess: async () => {
      toast({ title: "Success", description: "Venue media deleted successfully", variant: "success" });
      setDeleting(null);
    },
    onError: (e) => toastError(e, "Failed to delete venue media"),
  });
  const nextOrder = media.data?.length ? Math.max(...media.data.map((m) => m.displayOrder)) + 1 : 1;

  return (
    <Card>
      <CardHeader
        title="Venue Media"
        description="Photos and videos of the home page slideshow, in display order."
        actions={
          <Button onClick={() => setAdding(true)} disabled={adding}>
            <Plus aria-hidden />
            Add Media
          </Button>
        }
      />
      <CardBody className="grid grid-cols-1 gap-5">
        {adding && <VenueForm nextOrder={nextOrder} onDone={() => setAdding(false)} />}
        {media.isPending ? (
          <Spinner label="Loading venue media..." />
        ) : media.isError ? (
          <ErrorState message="Failed to load venue media" />
        ) : media.data.length === 0 ? (
          !adding && (
            <EmptyState icon={<Images className="size-8" aria-hidden />} title="No venue media yet">
              Add photos or videos of the venue; they play in the home page slideshow.
            </EmptyState>
          )
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {media.data.map((m) => (
              <MediaCard key={m.id} item={m} onDelete={() => setDeleting(m)} />
            ))}
          </ul>
        )}
      </CardBody>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete venue media?"
        description="It leaves the home page slideshow and the stored file is deleted. This cannot be undone."
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        busy={remove.isPending}
      />
    </Card>
  );
}
