import { useNavigate } from "@tanstack/react-router";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { clearSession, readSession } from "../session";

/**
 * The /admin guard (guest spec, Session): a missing, expired or unparsable stored expiry clears the
 * session; a token with a future expiry is checked with the server; rejection or failure clears it
 * and sends the user to /login.
 */
export async function verifyStoredSession(): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  try {
    const res = await fetch("/api/auth/verify-session", {
      headers: { authorization: `Bearer ${session.token}` },
      credentials: "include",
    });
    // Read the answer whole: an unread body of a no-store answer keeps the request open in Chromium.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return true;
  } catch {
    // network failure counts as not authenticated
  }
  clearSession();
  return false;
}

export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<"checking" | "ok">("checking");

  useEffect(() => {
    let cancelled = false;
    verifyStoredSession().then((ok) => {
      if (cancelled) return;
      if (ok) setState("ok");
      else void navigate({ to: "/login", replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (state === "checking") {
    return (
      <div role="status" className="flex min-h-svh flex-col items-center justify-center gap-3 bg-ivory text-muted">
        <LoaderCircle className="size-8 animate-spin text-wine" aria-hidden />
        <p>Verifying authentication...</p>
      </div>
    );
  }
  return <>{children}</>;
}
