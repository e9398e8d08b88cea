/** The Wedding tab's "Guest page" card: whether each family sees its rooms on its own invitation page. */
import { useMutation, useQuery } from "@tanstack/react-query";
import { trpc, trpcClient } from "../../trpc";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { ErrorState, Spinner } from "../../ui/states";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";
import { useRoleAllows } from "../use-role";

export function GuestPageCard() {
  const settings = useQuery(trpc.admin.guestPageSettings.queryOptions());
  const canChange = useRoleAllows("planner");
  const save = useMutation({
    mutationFn: (showRoomsToGuests: boolean) => trpcClient.admin.updateGuestPageSettings.mutate({ showRoomsToGuests }),
    onSuccess: (saved) =>
      toast({
        title: "Success",
        description: saved.showRoomsToGuests ? "Guests now see their rooms on their invitation page" : "Rooms are hidden from guests",
        variant: "success",
      }),
    onError: (e) => toastError(e, "Failed to save the guest page setting"),
  });
  return (
    <Card>
      <CardHeader title="Guest page" description="What each family sees on its own invitation link, beside its functions, car and menus." />
      <CardBody>
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <ErrorState message="Failed to load the guest page setting" />
        ) : (
          <label className="flex items-start justify-between gap-4">
            <span className="grid gap-0.5">
              <span className="text-sm font-medium text-ink">Show rooms to guests</span>
              <span className="text-xs text-muted">
                Off until rooms are final: families see “Your room will appear here once the couple assigns it” until you turn it on.
              </span>
            </span>
            <Switch
              checked={save.isPending ? save.variables : settings.data.showRoomsToGuests}
              disabled={!canChange || save.isPending}
              onCheckedChange={(on) => save.mutate(on)}
              aria-label="Show rooms to guests"
            />
          </label>
        )}
      </CardBody>
    </Card>
  );
}
