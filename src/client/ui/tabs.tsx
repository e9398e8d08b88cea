/** Radix tabs styled as pill buttons; used for day and meal filters. */
import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("flex flex-wrap items-center justify-center gap-2", className)} {...props} />;
}

/**
 * The guest pages use these tabs as filters over one list, without Radix's TabsContent, so the
 * trigger's aria-controls would point at nothing: it is dropped unless the caller gives one.
 */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      aria-controls={undefined}
      className={cn(
        "min-h-11 rounded-full border border-line bg-white/70 px-5 py-2 text-sm font-medium text-muted transition-colors",
        "hover:border-gold hover:text-ink data-[state=active]:border-wine data-[state=active]:bg-wine data-[state=active]:text-white",
        className,
      )}
      {...props}
    />
  );
}
