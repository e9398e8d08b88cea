/**
 * The day tabs of the itinerary and the menus. Each is a link to its day (`?day=2`), so a day opens before
 * and without JavaScript (the server draws the page at that day); with the app, a tap changes the day in place.
 */
import { useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { Tabs, TabsList, TabsTrigger } from "../ui/tabs";

/** The day shown: the one tapped, else the address's `?day=`, else the first. */
export function useChosenDay(days: number[]) {
  const asked = Number(useLocation({ select: (l) => (l.search as { day?: unknown }).day }));
  const [selected, setSelected] = useState<number | null>(null);
  const day = [selected, asked].find((d): d is number => d !== null && days.includes(d as number)) ?? days[0] ?? 1;
  return [day, setSelected] as const;
}

export function DayTabs({
  days,
  day,
  onChange,
  label,
  className,
}: {
  days: number[];
  day: number;
  onChange: (day: number) => void;
  label: (day: number) => string;
  className?: string;
}) {
  return (
    <Tabs value={String(day)} onValueChange={(v) => onChange(Number(v))} className={className}>
      <TabsList aria-label="Choose a day">
        {days.map((d) => (
          <TabsTrigger key={d} value={String(d)} asChild>
            <a href={`?day=${d}`} onClick={(event) => event.preventDefault()}>
              {label(d)}
            </a>
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
