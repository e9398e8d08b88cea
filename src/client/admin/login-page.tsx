import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { ArrowLeft, LoaderCircle, LockKeyhole, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { OTP_LENGTH, PHONE_DIGITS } from "../../shared/constants";
import { storeSession } from "../session";
import { trpc, trpcClient } from "../trpc";
import { toast } from "../ui/use-toast";

/** A server answer (with its message) as opposed to a network failure. */
const serverMessage = (err: unknown): string | null | undefined => (err instanceof TRPCClientError && err.data ? err.message || null : undefined);

const buttonClass =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-wine px-6 text-sm font-semibold tracking-wide text-white transition hover:bg-wine-dark disabled:cursor-not-allowed disabled:opacity-50";

const LINK_NETWORK_ERROR = "The login link could not be checked. Please check your connection and open the link again.";

/**
 * Admin sign-in in two steps: send a one-time code to the admin's WhatsApp, then type it.
 * Opened with `?link=<token>` (printed by `npm run admin:login-link` on the server), it redeems the
 * one-time link instead and opens the dashboard; a used or expired link is explained on the page.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const hint = useQuery(trpc.auth.adminPhoneHint.queryOptions());
  // The raw query string: the token must reach the server exactly as printed, never parsed as JSON.
  const linkToken = useRouterState({ select: (s) => new URLSearchParams(s.location.searchStr).get("link") });
  const redeemedLink = useRef<string | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [step, setStep] = useState<"initial" | "otp">("initial");
  const [pendingToken, setPendingToken] = useState("");
  const [sentMessage, setSentMessage] = useState("");
  const [otp, setOtp] = useState("");
  // With several team members the page asks for the member's own number (10 digits).
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!linkToken || redeemedLink.current === linkToken) return;
    redeemedLink.current = linkToken;
    setLinkBusy(true);
    setLinkError(null);
    void (async () => {
      try {
        const res = await trpcClient.auth.redeemLoginLink.mutate({ token: linkToken });
        storeSession(res.sessionToken, res.expiresAt);
        toast({ title: "Login Successful", description: "Welcome back! Opening your dashboard.", variant: "success" });
        await navigate({ to: "/admin", replace: true });
      } catch (err) {
        const message = serverMessage(err);
        setLinkError(message === undefined ? LINK_NETWORK_ERROR : message || "This login link cannot be used. Please ask for a new one.");
        // The spent token leaves the address bar; the code login stays available below the message.
        await navigate({ to: "/login", replace: true });
      } finally {
        setLinkBusy(false);
      }
    })();
  }, [linkToken, navigate]);

  async function sendCode() {
    if (askPhone && phoneDigits.length !== PHONE_DIGITS) {
      toast({ title: "Phone number needed", description: `Please enter your ${PHONE_DIGITS}-digit phone number.`, variant: "destructive" });
      return;
    }
    setBusy(true);
    setLinkError(null);
    try {
      // With one member no number is sent (the server knows it); with several, the number typed.
      const res = await trpcClient.auth.requestOtp.mutate(askPhone ? { phoneNumber: phoneDigits } : {});
      setSentMessage(res.message);
      setPendingToken(res.sessionToken);
      setStep("otp");
      toast({ title: "OTP Sent", description: res.message, variant: "success" });
      setTimeout(() => codeRef.current?.focus(), 0);
    } catch (err) {
      const message = serverMessage(err);
      if (message === undefined) {
        toast({ title: "Network Error", description: "Failed to send OTP. Please check your connection.", variant: "destructive" });
      } else {
        toast({ title: "Failed to Send OTP", description: message || "Please try again", variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: { preventDefault(): void }) {
    e.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      toast({ title: "Missing OTP", description: "Please enter the 6-digit verification code", variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const res = await trpcClient.auth.verifyOtp.mutate({ sessionToken: pendingToken, otp });
      storeSession(res.sessionToken, res.expiresAt);
      toast({ title: "Login Successful", description: "Welcome back! Opening your dashboard.", variant: "success" });
      await navigate({ to: "/admin" });
    } catch (err) {
      const message = serverMessage(err);
      if (message === undefined) {
        toast({ title: "Verification Failed", description: "Failed to verify OTP. Please try again.", variant: "destructive" });
      } else {
        toast({ title: "Invalid OTP", description: message || "Please check your code and try again", variant: "destructive" });
        setOtp("");
        codeRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  function back() {
    setStep("initial");
    setOtp("");
    setPendingToken("");
  }

  const masked = hint.data?.maskedPhone;
  const askPhone = hint.data?.askPhone === true;
  const phoneDigits = phone.replace(/\D/g, "");

  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-b from-ivory to-cream px-5 pt-20 pb-10">
      <div className="w-full max-w-sm rounded-3xl border border-line bg-white p-7 shadow-xl shadow-ink/5 sm:p-9">
        <div className="text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-blush text-wine">
            <LockKeyhole className="size-6" aria-hidden />
          </span>
          <h1 className="mt-5 text-3xl font-semibold">Admin Login</h1>
        </div>

        {linkBusy ? (
          <p role="status" className="mt-6 flex items-center justify-center gap-2 text-sm text-muted">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Signing you in with your login link...
          </p>
        ) : step === "initial" ? (
          <div className="mt-6 space-y-6 text-center">
            {linkError && (
              <div role="alert" className="rounded-xl border border-wine/30 bg-blush px-4 py-3 text-left text-sm text-ink">
                <p className="font-semibold">Login link not accepted</p>
                <p className="mt-1">{linkError}</p>
              </div>
            )}
            <p className="text-sm text-muted">
              We&apos;ll send a one-time code to {askPhone ? "your" : "the admin\u2019s"} WhatsApp
              {masked ? (
                <>
                  {" "}
                  number <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{masked}</span>
                </>
              ) : null}
              .
            </p>
            {askPhone && (
              <div className="text-left">
                <label htmlFor="team-phone" className="text-sm font-medium text-ink">
                  Your WhatsApp number
                </label>
                <input
                  id="team-phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") void sendCode();
                  }}
                  placeholder="98765 43210"
                  className="mt-1.5 w-full rounded-2xl border border-line bg-ivory px-4 py-3 text-lg text-ink tabular-nums outline-none focus:border-wine focus:ring-2 focus:ring-wine/20"
                />
                <p className="mt-1 text-xs text-muted">{PHONE_DIGITS} digits, the number the couple added to the team.</p>
              </div>
            )}
            {hint.isSuccess && !masked && !askPhone && (
              <p role="alert" className="rounded-xl bg-cream px-4 py-3 text-left text-xs text-muted">
                Nobody can log in yet. Open the setup link the server printed when it started (or set <code className="font-mono">ADMIN_PHONE</code> on the
                server and restart it).
              </p>
            )}
            <button type="button" className={buttonClass} onClick={sendCode} disabled={busy || (!masked && !askPhone)}>
              {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <MessageCircle className="size-4" aria-hidden />}
              Send OTP to WhatsApp
            </button>
          </div>
        ) : (
          <form className="mt-6 space-y-5" onSubmit={verify} noValidate>
            <p className="text-center text-sm text-muted">
              {masked ? (
                <>
                  Enter the 6-digit code sent to <span className="font-semibold text-ink tabular-nums">{masked}</span>.
                </>
              ) : (
                sentMessage
              )}
            </p>
            <div>
              <label htmlFor="otp" className="sr-only">
                Verification code
              </label>
              <input
                ref={codeRef}
                id="otp"
                name="otp"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                // No maxLength: it would cut a pasted "123 456" to "123 45" before the spaces are dropped.
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
                onPaste={(e) => {
                  // A pasted code replaces what is there: "123 456", "123-456" and "Code: 123456" all give six digits.
                  const digits = e.clipboardData.getData("text").replace(/\D/g, "");
                  if (!digits) return;
                  e.preventDefault();
                  setOtp(digits.slice(0, OTP_LENGTH));
                }}
                onKeyDown={(e) => {
                  // The disabled button blocks implicit submission; Enter still deserves an answer.
                  if (e.key === "Enter" && otp.length !== OTP_LENGTH) void verify(e);
                }}
                placeholder="••••••"
                className="w-full rounded-2xl border border-line bg-ivory px-4 py-4 text-center font-mono text-3xl tracking-[0.5em] indent-[0.5em] text-ink outline-none focus:border-wine focus:ring-2 focus:ring-wine/20"
              />
            </div>
            <button type="submit" className={buttonClass} disabled={busy || otp.length !== OTP_LENGTH}>
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
              Verify &amp; Login
            </button>
            <button
              type="button"
              onClick={back}
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full text-sm font-medium text-muted hover:text-ink"
            >
              <ArrowLeft className="size-4" aria-hidden /> Back
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
