import type { ReactNode } from "react";

/** Title block of the inner guest pages. */
export function PageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="pt-28 pb-10 text-center sm:pt-32">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-3 text-5xl font-medium sm:text-6xl">{title}</h1>
      <div className="ornament mt-5" aria-hidden>
        <span>✦</span>
      </div>
      {children && <div className="mx-auto mt-5 max-w-xl text-muted">{children}</div>}
    </header>
  );
}
