/**
 * The dashboard's way into a printable view: a real link (opens in a new tab with a middle click), moved
 * through the router when there is one, so a tab rendered on its own (component tests) needs no router.
 */
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClass } from "../../ui/button";

export type PrintView = "rooming" | "caterer" | "travel" | "invitation-cards";

export function PrintViewLink({ view, children }: { view: PrintView; children: ReactNode }) {
  return (
    <AppLink href={`/admin/print/${view}`} className={buttonClass("outline", "md")}>
      {children}
    </AppLink>
  );
}

/** A same-app link that works with or without a router above it. */
export function AppLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (!router || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        router.history.push(href);
      }}
    >
      {children}
    </a>
  );
}
