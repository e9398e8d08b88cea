/**
 * Every guest page until the couple has finished the first-run setup (the server refuses replies and
 * uploads meanwhile): a calm card in the invitation's style instead of a live form under "Groom & Bride".
 */
import { Flower2 } from "lucide-react";
import { SETUP_PENDING_LINE, SETUP_PENDING_TITLE } from "../../shared/setup-pending";

export function PreparingPage() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-cream px-5 py-16">
      <div className="w-full max-w-md rounded-[2rem] border border-gold-light bg-ivory/90 px-7 py-12 text-center shadow-xl shadow-ink/5">
        <p className="eyebrow">Welcome</p>
        <div className="ornament mt-5" aria-hidden>
          <Flower2 className="size-5" />
        </div>
        <h1 className="mt-6 text-4xl leading-tight font-medium text-ink sm:text-5xl">{SETUP_PENDING_TITLE}</h1>
        <p className="mx-auto mt-5 max-w-xs text-muted">{SETUP_PENDING_LINE}</p>
        <p className="mt-8 font-display text-2xl text-gold italic">with love</p>
      </div>
    </main>
  );
}
