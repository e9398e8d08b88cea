/**
 * What a page shows when it cannot be shown: most often its code did not arrive on a dropped connection.
 * A sentence and "Try again" (the route loads anew), in place of the router's "Something went wrong!".
 */
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { ChunkFailed } from "./chunk-boundary";

export const PAGE_FAILED = "This page did not load. Please check your connection and try again.";

export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className="container-page py-16">
      <ChunkFailed
        message={PAGE_FAILED}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
