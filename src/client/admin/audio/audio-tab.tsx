import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { EmptyState, ErrorState, Spinner } from "../../ui/states";

/** Background audio (first cut: current file). */
export function AudioTab() {
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  return (
    <Card>
      <CardHeader title="Background Audio" />
      <CardBody>
        {wedding.isPending ? (
          <Spinner />
        ) : wedding.isError ? (
          <ErrorState message="Could not load the audio settings." />
        ) : !wedding.data.backgroundAudioUrl ? (
          <EmptyState title="No audio file yet" />
        ) : (
          <audio controls src={wedding.data.backgroundAudioUrl} className="w-full" />
        )}
      </CardBody>
    </Card>
  );
}
