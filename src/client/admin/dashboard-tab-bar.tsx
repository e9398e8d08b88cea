/**
 * The dashboard's tab bar. From 1024 px the tabs wrap onto a second line, so every one is in sight; narrower, they
 * scroll sideways and the bar shows it: a chevron button beside each edge with more tabs behind it. The open
 * tab is scrolled into view whenever it changes (a link to /admin?tab=team opens with Team visible).
 */
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

const trigger =
  "inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors " +
  "hover:text-ink data-[state=active]:border-wine data-[state=active]:text-wine focus-visible:rounded-md focus-visible:outline-offset-[-3px] [&_svg]:size-4";

/** Beside the tabs, never over them: a chevron must not hide the edge of a tab a thumb is reaching for. */
const edge =
  "flex w-8 shrink-0 items-center justify-center text-ink lg:hidden " +
  "[&_svg]:size-5 [&_svg]:rounded-full [&_svg]:bg-white [&_svg]:p-0.5 [&_svg]:shadow [&_svg]:ring-1 [&_svg]:ring-line";

/**
 * The chevrons are drawn here rather than taken from lucide-react: the guest pages' slideshow uses lucide's, and
 * sharing them put a common chunk named after an admin module on the guest pages.
 */
function Chevron({ left }: { left?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={left ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}

export interface TabItem {
  key: string;
  label: string;
  icon: ReactNode;
}

export function DashboardTabBar({ tabs, active }: { tabs: TabItem[]; active: string }) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    // A pixel of slack: zoomed pages report fractional scroll positions.
    setMore({ left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [measure, tabs.length]);

  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    tab?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [active, tabs.length]);

  const scrollBy = (direction: 1 | -1) => {
    const el = list.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: "smooth" });
  };

  // Both chevrons keep their place (hidden when nothing is behind them), so the tabs do not shift as one appears.
  return (
    <div className="flex items-stretch">
      <button
        type="button"
        tabIndex={-1}
        aria-label="Scroll tabs left"
        aria-hidden={!more.left}
        onClick={() => scrollBy(-1)}
        className={`${edge} ${more.left ? "" : "invisible"}`}
      >
        <Chevron left />
      </button>
      <TabsPrimitive.List
        ref={list}
        aria-label="Dashboard sections"
        className="-mb-px flex min-w-0 flex-1 gap-1 overflow-x-auto [scrollbar-width:none] lg:flex-wrap lg:overflow-visible"
        data-testid="dashboard-tabs"
      >
        {tabs.map((t) => (
          <TabsPrimitive.Trigger key={t.key} value={t.key} data-tab={t.key} className={trigger}>
            {t.icon}
            {t.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {/* Pointer aids only: the keyboard moves along the tabs with the arrow keys. */}
      <button
        type="button"
        tabIndex={-1}
        aria-label="Scroll tabs right"
        aria-hidden={!more.right}
        onClick={() => scrollBy(1)}
        className={`${edge} ${more.right ? "" : "invisible"}`}
      >
        <Chevron />
      </button>
    </div>
  );
}
