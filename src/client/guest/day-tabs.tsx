/**
 * The day tabs of the itinerary and the menus, and the menus' meal filter. Each tab is a link (`?day=2`,
 * `?day=1&meal=dinner`), so a choice opens before and without JavaScript (the server draws the page with it);
 * with the app, a tap changes it in place.
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

/**
 * Tabs that are links: each opens its choice from the server (before and without JavaScript); with the app,
 * a tap changes it in place.
 */
export function LinkTabs({
  value,
  onChange,
  tabs,
  label,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  tabs: { value: string; href: string; label: string }[];
  label: string;
  className?: string;
}) {
  return (
    <Tabs value={value} onValueChange={onChange} className={className}>
      <TabsList aria-label={label}>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value} asChild>
            <a href={t.href} onClick={(event) => event.preventDefault()}>
              {t.label}
            </a>
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
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
    <LinkTabs
      value={String(day)}
      onChange={(v) => onChange(Number(v))}
      tabs={days.map((d) => ({ value: String(d), href: `?day=${d}`, label: label(d) }))}
      label="Choose a day"
      className={className}
    />
  );
}
