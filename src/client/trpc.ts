/** The tRPC client: one batch link with the bearer token on admin calls, and the 401 rule of the spec. */
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "../server/trpc/router";
import { handleUnauthorized, readSession } from "./session";

/** Data stays fresh forever: no refetch on focus, no polling, no retries (guest spec, section 7). */
export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });

/** The browser's one query cache (the server renders each page with its own: src/client/entry-server.tsx). */
export const queryClient = makeQueryClient();

const isProtected = (path: string) => path.startsWith("admin.") || path === "auth.verifySession" || path === "auth.logout";

/** On UNAUTHORIZED from a protected call: clear the session and go to /login. */
const authErrorLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (err) => {
          if (err.data?.code === "UNAUTHORIZED" && isProtected(op.path)) handleUnauthorized();
          observer.error(err);
        },
        complete: () => observer.complete(),
      }),
    );

let nextRefresh: Promise<unknown> | null = null;

/**
 * Re-reads the dashboard's lists (admin.*) and what guests see (guest.*, shown in the tabs too). Writes that
 * answer together (one car for three parties: three calls in one batch) share one re-read.
 */
export function refreshAfterAdminWrite(): Promise<unknown> {
  nextRefresh ??= new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
    nextRefresh = null;
    return Promise.all([queryClient.invalidateQueries(trpc.admin.pathFilter()), queryClient.invalidateQueries(trpc.guest.pathFilter())]);
  });
  return nextRefresh;
}

/**
 * Every admin mutation re-reads them here, so no tab keeps a hand list of what a change touches (a write
 * outside tRPC, the ID upload by REST, calls refreshAfterAdminWrite itself). The
 * answer is handed on once the active lists have been re-read: whoever awaited the write sees fresh data.
 */
const refreshLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) => {
    if (op.type !== "mutation" || !op.path.startsWith("admin.")) return next(op);
    return observable((observer) => {
      const answers: Parameters<typeof observer.next>[0][] = [];
      const subscription = next(op).subscribe({
        next: (value) => answers.push(value),
        error: (err) => observer.error(err),
        complete: () => {
          void refreshAfterAdminWrite().then(() => {
            for (const value of answers) observer.next(value);
            observer.complete();
          });
        },
      });
      return () => subscription.unsubscribe();
    });
  };

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    authErrorLink,
    refreshLink,
    httpBatchLink({
      // Absolute so the same client also runs under Node (component tests); same origin in the browser. The
      // server's render never calls it (its queries are answered before rendering), so any origin does there.
      url: `${typeof window === "undefined" ? "http://localhost" : window.location.origin}/trpc`,
      // The server refuses a batch of more than 10 calls (MAX_BATCH_CALLS).
      maxItems: 10,
      headers({ opList }) {
        if (!opList.some((op) => isProtected(op.path))) return {};
        const session = readSession();
        return session ? { authorization: `Bearer ${session.token}` } : {};
      },
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
