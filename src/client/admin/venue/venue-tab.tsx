import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";

/** Venue media (first cut: the list). */
export function VenueTab() {
  const media = useQuery(trpc.guest.venueMedia.queryOptions());
  return (
    <Card>
      <CardHeader title="Venue Media" />
      <CardBody>
        {media.isPending ? (
          <Spinner />
        ) : media.isError ? (
          <ErrorState message="Could not load the venue media." />
        ) : media.data.length === 0 ? (
          <EmptyState title="No venue media yet" />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {media.data.map((m) => (
              <li key={m.id} className="overflow-hidden rounded-lg border border-line">
                {m.type === "video" ? <video src={m.mediaUrl} className="aspect-video w-full object-cover" /> : <img src={m.mediaUrl} alt={m.title ?? ""} className="aspect-video w-full object-cover" />}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
