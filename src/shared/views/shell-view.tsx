/**
 * What the server paints before the script (the `shell` of a page in pages.ts): the hero, or the page's
 * title block (the largest paint of each page). Pure markup, shared: the server renders it, the app hydrates it.
 */
import type { ShellPage } from "../pages";
import type { WeddingView } from "../wedding-view";
import { HeroView } from "./hero-view";
import { MenusHeader, TimelineHeader } from "./page-headers";

export const SHELL_ID = "page-shell";

export function ShellView({ page, w, onRsvpClick }: { page: ShellPage; w: WeddingView; onRsvpClick?: () => void }) {
  if (page === "home")
    return (
      <HeroView groomFirst={w.groomFirst} brideFirst={w.brideFirst} hashtag={w.hashtag} datesLabel={w.datesLabel} venue={w.venue} onRsvpClick={onRsvpClick} />
    );
  // The same container as the page's <main>, so the title sits exactly where the app would put it.
  return (
    <div className={page === "menus" ? "container-page max-w-4xl" : "container-page"}>
      {page === "timeline" ? <TimelineHeader datesLabel={w.datesLabel} /> : <MenusHeader />}
    </div>
  );
}
