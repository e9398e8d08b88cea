/** The tRPC client: one batch link with the bearer token on admin calls, and the 401 rule of the spec. */
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "../server/trpc/router";
import { handleUnauthorized, readSession } from "./session";

/** Data stays fresh forever: no refetch on focus, no polling, no retries (guest spec, section 7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
    mutations: { retry: false },
  },
});

const isProtected = (path: string) => path.startsWith("admin.") || path === "auth.verifySession" || path === "auth.logout";

/** On UNAUTHORIZED from a protected call: clear the session and go to /login. */
const authErrorLink: TRPCLink<AppRouter> = () => ({ next, op }) =>
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

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    authErrorLink,
    httpBatchLink({
      // Absolute so the same client also runs under Node (component tests); same origin in the browser.
      url: `${window.location.origin}/trpc`,
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
