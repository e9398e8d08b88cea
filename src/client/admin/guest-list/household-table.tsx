/**
 * The dense guest list: one row per household with side, tags, seats, functions, the invitation's status (with
 * its date at the venue) and the reply ("3 of 4 coming"). The planner's rows have a checkbox (bulk edit) and
 * their buttons; the desk reads. On a phone the table scrolls inside its own box, the name staying in view.
 */
import type { Household } from "../../../shared/schemas/households";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Checkbox } from "../../ui/checkbox";
import { useVenueZone, venueTime } from "../venue-time";
import { type AskedEvents, comingOf, functionNames, type RepliesById, replyOf, SIDE_LABELS, spacedPhone, STATUS_LABELS } from "./guest-list-model";
import { HouseholdActions } from "./household-actions";
import { LastSendLine } from "./last-send";
import { ToldSummary } from "./told-summary";

const TONES: Record<Household["status"], BadgeTone> = { "not-sent": "neutral", sent: "warning", opened: "wine", replied: "success", declined: "danger" };

const th = "px-3 py-2 text-left font-sans text-xs font-semibold tracking-wide text-muted uppercase whitespace-nowrap";
const td = "px-3 py-2 align-middle";
const stickyName = "sticky left-0 z-[1] min-w-40 max-w-44 sm:max-w-none shadow-[1px_0_0_var(--color-line)] sm:shadow-none";

function StatusCell({ household, replies, zone }: { household: Household; replies: RepliesById; zone: string }) {
  const reply = replyOf(household, replies);
  const at =
    household.status === "replied" || household.status === "declined"
      ? (reply?.updatedAt ?? reply?.createdAt)
      : household.status === "opened"
        ? household.openedAt
        : household.sentAt;
  const when = venueTime(at, zone);
  return (
    <div className="grid justify-items-start gap-0.5">
      <Badge tone={TONES[household.status]}>{STATUS_LABELS[household.status]}</Badge>
      {when && <span className="text-xs whitespace-nowrap text-muted tabular-nums">{when}</span>}
      {household.lastSend && <LastSendLine send={household.lastSend} zone={zone} />}
      <ToldSummary householdId={household.id} />
    </div>
  );
}

function ReplyCell({ household, replies }: { household: Household; replies: RepliesById }) {
  const coming = comingOf(household, replies);
  if (coming === null) return <span className="text-muted">—</span>;
  return (
    <span className={`whitespace-nowrap tabular-nums ${coming > household.seats ? "font-medium text-nonveg" : "text-ink"}`}>
      {coming} of {household.seats} coming
    </span>
  );
}

export function HouseholdTable({
  households,
  replies,
  asked,
  canChange,
  selected,
  onSelect,
  onEdit,
}: {
  households: readonly Household[];
  replies: RepliesById;
  asked: AskedEvents;
  canChange: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onEdit: (h: Household) => void;
}) {
  const zone = useVenueZone();
  const allOn = households.length > 0 && households.every((h) => selected.has(h.id));
  const someOn = !allOn && households.some((h) => selected.has(h.id));
  return (
    <div className="relative max-w-full overflow-x-auto rounded-xl border border-line bg-white shadow-sm" data-testid="household-table-box">
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">The guest list, one row per household.</caption>
        <thead className="border-b border-line bg-ivory/70">
          <tr>
            <th scope="col" className={`${th} ${stickyName} bg-[#fcf9f6]`}>
              <div className="flex items-center gap-3">
                {canChange && (
                  <Checkbox
                    aria-label="Select all households shown"
                    checked={allOn ? true : someOn ? "indeterminate" : false}
                    onCheckedChange={(v) =>
                      onSelect(
                        households.map((h) => h.id),
                        v === true,
                      )
                    }
                  />
                )}
                Household
              </div>
            </th>
            <th scope="col" className={th}>
              Side
            </th>
            <th scope="col" className={th}>
              Tags
            </th>
            <th scope="col" className={`${th} text-right`}>
              Seats
            </th>
            <th scope="col" className={th}>
              Functions
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Reply
            </th>
            {canChange && (
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {households.map((h) => {
            const on = selected.has(h.id);
            return (
              <tr key={h.id} data-testid="household-row" className={`border-b border-line/70 last:border-b-0 ${on ? "bg-blush/40" : ""}`}>
                <th scope="row" className={`${td} ${stickyName} text-left font-normal ${on ? "bg-[#faf1ee]" : "bg-white"}`}>
                  <div className="flex items-start gap-3">
                    {canChange && (
                      <Checkbox aria-label={`Select ${h.name}`} checked={on} onCheckedChange={(v) => onSelect([h.id], v === true)} className="mt-0.5" />
                    )}
                    <div className="min-w-0">
                      <div className="font-semibold break-words text-ink">
                        {h.name}
                        {h.language === "hi" && (
                          <Badge tone="neutral" className="ml-1.5 align-[1px] font-normal" title="The invitation goes in Hindi">
                            Hindi
                          </Badge>
                        )}
                      </div>
                      <div className="text-xs whitespace-nowrap text-muted tabular-nums">{h.phone ? spacedPhone(h.phone) : "No phone number"}</div>
                    </div>
                  </div>
                </th>
                <td className={`${td} whitespace-nowrap text-ink`}>{h.side ? SIDE_LABELS[h.side] : <span className="text-muted">—</span>}</td>
                <td className={`${td} max-w-48`}>
                  {h.tags.length ? (
                    <div className="flex flex-wrap gap-1">
                      {h.tags.map((t) => (
                        <Badge key={t}>{t}</Badge>
                      ))}
                    </div>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
                <td className={`${td} text-right tabular-nums`}>{h.seats}</td>
                <td className={`${td} max-w-56 text-ink`}>{functionNames(h, asked)}</td>
                <td className={td}>
                  <StatusCell household={h} replies={replies} zone={zone} />
                </td>
                <td className={td}>
                  <ReplyCell household={h} replies={replies} />
                </td>
                {canChange && (
                  <td className={`${td} whitespace-nowrap`}>
                    <HouseholdActions household={h} onEdit={onEdit} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
