/** Inline spinner; for a full loading block use Spinner from states.tsx. */
import { LoaderCircle } from "lucide-react";
import { cn } from "./cn";

export function InlineSpinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-muted">
      <LoaderCircle aria-hidden className={cn("size-4 animate-spin text-gold", className)} />
      {label ? <span>{label}</span> : <span className="sr-only">Loading...</span>}
    </span>
  );
}
