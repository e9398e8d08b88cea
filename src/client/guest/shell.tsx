/**
 * The server-painted part of the page (src/server/page-shell.tsx), if this page load began on a page
 * that has one. It is hydrated as its own small React root, so its paint is kept (the largest paint never
 * waits for the app), "RSVP Now" works, and the texts follow the wedding details when the couple edits
 * them in the same tab. Its page renders the shell instead of its own hero or title; every other page hides it.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { Hero } from "./hero";
import type { ShellPage } from "../../shared/pages";
import { SHELL_ID, ShellView } from "../../shared/views/shell-view";
import { useWedding } from "./use-wedding";

const shell = document.getElementById(SHELL_ID);
const shellPage = (shell?.dataset.page ?? null) as ShellPage | null;

function LiveShell({ page }: { page: ShellPage }) {
  const w = useWedding();
  return page === "home" ? <Hero /> : <ShellView page={page} w={w} />;
}

export function hydratePageShell(queryClient: QueryClient) {
  if (!shell || !shellPage) return;
  hydrateRoot(
    shell,
    <QueryClientProvider client={queryClient}>
      <LiveShell page={shellPage} />
    </QueryClientProvider>,
  );
}

/** Shows the server's part of `page` while `visible`; true when there is one (the page then leaves it out). */
export function useShell(page: ShellPage, visible = true): boolean {
  const mine = shell !== null && shellPage === page;
  useEffect(() => {
    if (!mine) return;
    shell.hidden = !visible;
    return () => {
      shell.hidden = true;
    };
  }, [mine, visible]);
  return mine;
}
