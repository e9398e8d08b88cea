/**
 * Team tab (issue 17), owner only: who may log in and with which role. Add and edit in one dialog, remove
 * behind a confirmation; the server's answers (a number already on the team, the last owner) are shown as said.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { Pencil, RotateCw, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ROLE_LABELS, ROLES, type Role } from "../../../shared/roles";
import { type TeamMemberInput, type TeamMemberView, ZTeamMemberInput } from "../../../shared/schemas/team";
import { trpc, trpcClient } from "../../trpc";
import { ConfirmDialog } from "../../ui/alert-dialog";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { ErrorState, Spinner } from "../../ui/states";
import { toast } from "../../ui/use-toast";
import { FormDialog } from "../menus/form-dialog";
import { FormSelect } from "../uploads/form-select";

const ROLE_HINTS: Record<Role, string> = {
  owner: "Everything, and the team",
  planner: "Everything but the team and deleting ID documents",
  desk: "Reads replies, rooms, headcounts and travel; assigns rooms and cars; no ID documents",
};

/** Highest role first, as the picker lists them. */
const ROLE_OPTIONS = [...ROLES].reverse().map((r) => ({ value: r, label: ROLE_LABELS[r] }));

const messageOf = (err: unknown) => (err instanceof TRPCClientError && err.message ? err.message : "Something went wrong. Please try again.");
const spaced = (phone: string) => `${phone.slice(0, 5)} ${phone.slice(5)}`;

export function TeamTab() {
  const team = useQuery(trpc.admin.team.queryOptions());
  const [editing, setEditing] = useState<TeamMemberView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<TeamMemberView | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const res = await trpcClient.admin.removeTeamMember.mutate({ id: removing.id });
      toast({ title: "Removed", description: res.message, variant: "success" });
      setRemoving(null);
    } catch (err) {
      // The confirmation closes so the sentence (the last owner, say) is read next to the list it is about.
      setRemoving(null);
      toast({ title: "Not removed", description: messageOf(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader
        title="Team"
        description="Who can log in to this dashboard. Codes go only to these WhatsApp numbers."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <UserPlus aria-hidden /> Add team member
          </Button>
        }
      />
      <div className="p-4 sm:p-6">
        {team.isPending ? (
          <Spinner label="Loading team..." />
        ) : team.isError ? (
          <div className="flex flex-col items-center gap-3">
            <ErrorState message="Failed to load the team." />
            <Button variant="outline" size="sm" onClick={() => void team.refetch()} loading={team.isFetching}>
              <RotateCw aria-hidden /> Try again
            </Button>
          </div>
        ) : (
          <>
            <ul aria-label="Team members" className="divide-y divide-line rounded-xl border border-line">
              {team.data.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:flex-nowrap sm:px-4">
                  {/* On a phone: name, number and role on one line, the buttons under them. */}
                  <div className="flex min-w-0 basis-full items-center gap-3 sm:basis-auto sm:flex-1">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-ink">{m.name}</p>
                      <p className="text-sm whitespace-nowrap text-muted tabular-nums">{spaced(m.phoneNumber)}</p>
                    </div>
                    <Badge tone={m.role === "owner" ? "wine" : m.role === "planner" ? "success" : "neutral"} title={ROLE_HINTS[m.role]}>
                      {ROLE_LABELS[m.role]}
                    </Badge>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${m.name}`}
                      onClick={() => {
                        setEditing(m);
                        setFormOpen(true);
                      }}
                    >
                      <Pencil aria-hidden /> Edit
                    </Button>
                    <Button variant="outline" size="sm" aria-label={`Remove ${m.name}`} onClick={() => setRemoving(m)}>
                      <Trash2 aria-hidden /> Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {team.data.length === 1 && (
              <p className="mt-3 text-sm text-muted">Only you so far. Add a planner to share the work, or a desk member for the welcome desk.</p>
            )}
            <dl className="mt-4 grid gap-x-4 gap-y-1 text-xs text-muted sm:grid-cols-[auto_1fr]">
              {ROLE_OPTIONS.map((o) => (
                <div key={o.value} className="contents">
                  <dt className="font-semibold text-ink">{o.label}</dt>
                  <dd className="mb-1.5 sm:mb-0">{ROLE_HINTS[o.value]}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
      {formOpen && <MemberDialog member={editing} onClose={() => setFormOpen(false)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && !busy && setRemoving(null)}
        title="Remove team member"
        description={removing ? `${removing.name} will no longer be able to log in, and is logged out now.` : ""}
        confirmLabel="Remove"
        onConfirm={() => void remove()}
        busy={busy}
      />
    </Card>
  );
}

function MemberDialog({ member, onClose }: { member: TeamMemberView | null; onClose: () => void }) {
  const form = useForm<TeamMemberInput>({
    resolver: zodResolver(ZTeamMemberInput) as never,
    defaultValues: member ? { name: member.name, phoneNumber: member.phoneNumber, role: member.role } : { name: "", phoneNumber: "", role: "desk" },
  });
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (values) => {
    try {
      const input = ZTeamMemberInput.parse(values);
      if (member) await trpcClient.admin.updateTeamMember.mutate({ id: member.id, ...input });
      else await trpcClient.admin.addTeamMember.mutate(input);
      toast({ title: member ? "Team member updated" : "Team member added", description: input.name, variant: "success" });
      onClose();
    } catch (err) {
      const message = messageOf(err);
      if (/number/i.test(message)) form.setError("phoneNumber", { message });
      else if (/owner/i.test(message)) form.setError("role", { message });
      else toast({ title: "Not saved", description: message, variant: "destructive" });
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={member ? `Edit ${member.name}` : "Add team member"}
      description="They log in with a code sent to this WhatsApp number."
      submitLabel={member ? "Save" : "Add"}
      busy={isSubmitting}
      onSubmit={save}
    >
      <Field label="Name" error={errors.name?.message}>
        <Input {...form.register("name")} autoComplete="off" />
      </Field>
      <Field label="WhatsApp number" error={errors.phoneNumber?.message} hint="10 digits">
        <Input {...form.register("phoneNumber")} type="tel" inputMode="numeric" />
      </Field>
      <Field label="Role" error={errors.role?.message} hint={ROLE_HINTS[form.watch("role") as Role] ?? ""} className="sm:col-span-2">
        <FormSelect control={form.control} name="role" options={ROLE_OPTIONS} />
      </Field>
    </FormDialog>
  );
}
