import { CalendarX2 } from "lucide-react";

/** In place of the form once the reply-by date has passed: "Replies closed on {date}. Please contact the couple." */
export function RepliesClosed({ message }: { message: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-3xl border border-gold-light bg-ivory p-6 text-ink shadow-sm" data-testid="replies-closed">
      <CalendarX2 className="mt-0.5 size-6 shrink-0 text-wine" aria-hidden />
      <p className="text-lg leading-relaxed">{message}</p>
    </div>
  );
}
