import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { ErrorState, Spinner } from "../../ui/states";

/** Wedding details (first cut: read-only). */
export function WeddingTab() {
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  return (
    <Card>
      <CardHeader title="Wedding Details" />
      <CardBody>
        {wedding.isPending ? (
          <Spinner />
        ) : wedding.isError ? (
          <ErrorState message="Could not load the wedding details." />
        ) : (
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Couple</dt>
              <dd>{[wedding.data.brideName, wedding.data.groomName].filter(Boolean).join(" & ") || "Not set"}</dd>
            </div>
            <div>
              <dt className="text-muted">Venue</dt>
              <dd>{wedding.data.venue ?? "Not set"}</dd>
            </div>
          </dl>
        )}
      </CardBody>
    </Card>
  );
}
