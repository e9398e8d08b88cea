/**
 * /setup?token=... (issue 17): the first run. The couple's names, the wedding date, the venue and the owner's
 * WhatsApp number, checked with the shared schema, sent to POST /api/setup's procedure; then /login.
 * Dressed like the invitation (the couple's first look at their site), not like the dashboard.
 */
import "../zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { SETUP_MESSAGES, type SetupInput, ZSetupInput } from "../../shared/schemas/setup";
import { trpc, trpcClient } from "../trpc";
import { toast } from "../ui/use-toast";

const inputClass =
  "mt-1.5 w-full rounded-2xl border border-gold-light bg-white px-4 py-3 text-base text-ink outline-none focus:border-wine focus:ring-2 focus:ring-wine/20 aria-invalid:border-nonveg";
const pillClass =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-wine px-6 text-sm font-semibold tracking-wide text-white transition hover:bg-wine-dark disabled:cursor-not-allowed disabled:opacity-50";

/** The server's sentence for a failed setup, and whether it means the setup is already done (410 on REST). */
function failureOf(err: unknown): { message: string; done: boolean } {
  if (err instanceof TRPCClientError && err.message) return { message: err.message, done: err.data?.code === "PRECONDITION_FAILED" };
  return { message: "The setup could not be saved. Please check your connection and try again.", done: false };
}

export function SetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useRouterState({ select: (s) => new URLSearchParams(s.location.searchStr).get("token") ?? "" });
  const status = useQuery(trpc.auth.setupStatus.queryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const [doneNow, setDoneNow] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // The button is at the bottom of a phone's screen and the sentence at the top: bring it into view.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [failure]);
  const form = useForm<SetupInput>({
    resolver: zodResolver(ZSetupInput) as never,
    defaultValues: { token, brideName: "", groomName: "", weddingDate: "", venue: "", phoneNumber: "", name: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof SetupInput, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <div>
      <label htmlFor={`setup-${name}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`setup-${name}`}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] || hint ? `setup-${name}-note` : undefined}
        {...props}
        {...form.register(name)}
      />
      {errors[name] ? (
        <p id={`setup-${name}-note`} role="alert" className="mt-1 text-sm text-nonveg">
          {errors[name]?.message}
        </p>
      ) : hint ? (
        <p id={`setup-${name}-note`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await trpcClient.auth.setup.mutate({ ...values, token });
      toast({ title: "Welcome", description: res.message, variant: "success" });
      // Everything read before the setup is now out of date: the wedding embedded at first paint (kept
      // forever), the login page's "nobody can log in yet", the setup status.
      await queryClient.invalidateQueries();
      await navigate({ to: "/login" });
    } catch (err) {
      const { message, done } = failureOf(err);
      if (done) setDoneNow(true);
      else setFailure(message);
    }
  });

  const done = doneNow || status.data?.done === true;

  return (
    <main className="flex min-h-svh items-start justify-center bg-cream px-4 pt-24 pb-12 sm:pt-28">
      <div className="w-full max-w-lg min-w-0 rounded-[2rem] border border-gold-light bg-ivory p-6 shadow-xl shadow-ink/5 sm:p-10">
        <header className="text-center">
          <p className="eyebrow">Your wedding site</p>
          <h1 className="mt-3 text-5xl font-medium">{done ? "All set" : "Welcome"}</h1>
          <div className="ornament mt-4" aria-hidden>
            <span>✦</span>
          </div>
          {!done && <p className="mx-auto mt-4 max-w-sm text-muted">Tell us about the wedding. You can change everything later in the dashboard.</p>}
        </header>
        {done ? (
          <div className="mt-6 space-y-6 text-center">
            <p role="alert" className="text-lg leading-relaxed text-ink">
              {SETUP_MESSAGES.done}
            </p>
            <Link to="/login" className={pillClass}>
              Go to login
            </Link>
          </div>
        ) : (
          <>
            {!token && (
              <p role="alert" className="mt-6 rounded-2xl border border-wine/30 bg-blush px-4 py-3 text-sm text-ink">
                Open this page with the setup link the server printed when it started.
              </p>
            )}
            {failure && (
              <p ref={failureRef} role="alert" className="mt-6 rounded-2xl border border-wine/30 bg-blush px-4 py-3 text-sm text-ink">
                {failure}
              </p>
            )}
            <form className="mt-6 space-y-4" onSubmit={submit} noValidate aria-label="Set up the wedding site">
              <fieldset className="space-y-4">
                <legend className="mb-1 font-display text-2xl font-medium text-wine">The wedding</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {field("brideName", "Bride's name", { autoComplete: "off" })}
                  {field("groomName", "Groom's name", { autoComplete: "off" })}
                </div>
                {field("weddingDate", "Wedding date", { type: "date" })}
                {field("venue", "Venue", { autoComplete: "off" }, "Where the wedding takes place, e.g. Lake Palace, Udaipur")}
              </fieldset>
              <fieldset className="space-y-4 border-t border-gold-light pt-5">
                <legend className="float-left mb-1 w-full font-display text-2xl font-medium text-wine">You, the site's owner</legend>
                {field("name", "Your name", { autoComplete: "name" })}
                {field(
                  "phoneNumber",
                  "Your WhatsApp number",
                  { type: "tel", inputMode: "numeric", autoComplete: "tel-national", placeholder: "98765 43210" },
                  "10 digits. Login codes are sent here.",
                )}
              </fieldset>
              <button type="submit" disabled={isSubmitting || !token} className={`${pillClass} mt-2`}>
                {isSubmitting && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
                Save and continue to login
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
