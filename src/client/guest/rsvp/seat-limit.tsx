/**
 * A household's invitation is for a number of people (its seats): the form refuses one more in the browser, with
 * the sentence the server would answer, next to the button that tried. Without a limit (the open form) nothing changes.
 */
import { CircleAlert } from "lucide-react";
import { createContext, useContext, useState } from "react";
import { useFormContext } from "react-hook-form";
import type { RsvpFormValues } from "./form-types";

export interface SeatLimit {
  seats: number;
  /** The refusal as the guest reads it (the page's language). */
  message: string;
  /** The server's sentence for the same refusal, to show `message` in its place (passed in: its module brings zod). */
  serverMessage: string;
}

type Adder = "member" | "child";
interface SeatLimitState {
  limit: SeatLimit;
  refused: Adder | null;
  setRefused: (who: Adder | null) => void;
}

const SeatLimitContext = createContext<SeatLimitState | null>(null);

export function SeatLimitProvider({ limit, children }: { limit: SeatLimit | undefined; children: React.ReactNode }) {
  const [refused, setRefused] = useState<Adder | null>(null);
  if (!limit) return <>{children}</>;
  return <SeatLimitContext.Provider value={{ limit, refused, setRefused }}>{children}</SeatLimitContext.Provider>;
}

/** The party as the form holds it: the primary guest, family members and children. */
export const partySize = (v: Pick<RsvpFormValues, "familyMembers" | "children">) => 1 + (v.familyMembers?.length ?? 0) + (v.children?.length ?? 0);

/** Wraps an "Add" button's action: adds when a seat is free, else shows the refusal under that button. */
export function useSeatGuard(who: Adder) {
  const state = useContext(SeatLimitContext);
  const { getValues } = useFormContext<RsvpFormValues>();
  return {
    guard(add: () => void) {
      if (state && partySize(getValues()) >= state.limit.seats) return state.setRefused(who);
      state?.setRefused(null);
      add();
    },
    clear: () => state?.setRefused(null),
    notice: state?.refused === who ? <SeatLimitNotice message={state.limit.message} /> : null,
  };
}

/** The limit the form is under, if any (for the check before sending). */
export function useSeatLimit(): SeatLimit | null {
  return useContext(SeatLimitContext)?.limit ?? null;
}

export function SeatLimitNotice({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-2xl border border-nonveg/25 bg-[#fdf1f0] px-4 py-3 text-sm text-[#7f1d1d]"
      data-testid="seat-limit"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
