/** Shared loading, empty and error blocks so every page says the same thing the same way. */
import { CircleAlert, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-muted">
      <LoaderCircle aria-hidden className="size-7 animate-spin text-gold" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white/60 px-6 py-12 text-center">
      {icon && <div className="text-gold">{icon}</div>}
      <h3 className="text-2xl font-semibold text-ink">{title}</h3>
      {children && <div className="text-sm text-muted">{children}</div>}
    </div>
  );
}

export function ErrorState({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-nonveg/25 bg-[#fdf1f0] px-5 py-4 text-sm text-[#7f1d1d]">
      <CircleAlert aria-hidden className="size-5 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
