/**
 * /setup?token=... (issue 17): the first run. The couple's names, the wedding date, the venue and the owner's
 * WhatsApp number, checked with the shared schema, sent to POST /api/setup's procedure; then /login.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { Heart, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type SetupInput, ZSetupInput } from "../../shared/schemas/setup";
import { trpcClient } from "../trpc";
import { toast } from "../ui/use-toast";

const inputClass =
  "mt-1.5 w-full rounded-2xl border border-line bg-ivory px-4 py-3 text-base text-ink outline-none focus:border-wine focus:ring-2 focus:ring-wine/20";

export function SetupPage() {
  const navigate = useNavigate();
  const token = useRouterState({ select: (s) => new URLSearchParams(s.location.searchStr).get("token") ?? "" });
  const [failure, setFailure] = useState<string | null>(null);
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
      <input id={`setup-${name}`} className={inputClass} aria-invalid={errors[name] ? true : undefined} {...props} {...form.register(name)} />
      {errors[name] ? (
        <p role="alert" className="mt-1 text-sm text-nonveg">
          {errors[name]?.message}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-muted">{hint}</p>
      ) : null}
    </div>
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await trpcClient.auth.setup.mutate({ ...values, token });
      toast({ title: "Welcome", description: res.message, variant: "success" });
      await navigate({ to: "/login" });
    } catch (err) {
      setFailure(err instanceof TRPCClientError && err.message ? err.message : "The setup could not be saved. Please check your connection and try again.");
    }
  });

  return (
    <main className="flex min-h-svh items-start justify-center bg-gradient-to-b from-ivory to-cream px-4 pt-10 pb-12 sm:items-center">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-6 shadow-xl shadow-ink/5 sm:p-9">
        <div className="text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-blush text-wine">
            <Heart className="size-6" aria-hidden />
          </span>
          <h1 className="mt-4 font-display text-4xl font-semibold text-ink">Welcome</h1>
          <p className="mt-2 text-sm text-muted">Tell us about the wedding. You can change everything later in the dashboard.</p>
        </div>
        {!token && (
          <p role="alert" className="mt-6 rounded-xl border border-wine/30 bg-blush px-4 py-3 text-sm text-ink">
            Open this page with the setup link the server printed when it started.
          </p>
        )}
        {failure && (
          <p role="alert" className="mt-6 rounded-xl border border-wine/30 bg-blush px-4 py-3 text-sm text-ink">
            {failure}
          </p>
        )}
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate aria-label="Set up the wedding site">
          <div className="grid gap-4 sm:grid-cols-2">
            {field("brideName", "Bride's name", { autoComplete: "off" })}
            {field("groomName", "Groom's name", { autoComplete: "off" })}
          </div>
          {field("weddingDate", "Wedding date", { type: "date" })}
          {field("venue", "Venue", { autoComplete: "off" }, "Where the wedding takes place, e.g. Lake Palace, Udaipur")}
          <hr className="border-line" />
          {field("name", "Your name", { autoComplete: "name" })}
          {field("phoneNumber", "Your WhatsApp number", { type: "tel", inputMode: "numeric", autoComplete: "tel-national" }, "10 digits. Login codes are sent here; you are the site's owner.")}
          <button
            type="submit"
            disabled={isSubmitting || !token}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-wine px-6 text-sm font-semibold tracking-wide text-white transition hover:bg-wine-dark disabled:cursor-not-allowed disabled:opacity-50"
          >
            {isSubmitting && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            Save and continue to login
          </button>
        </form>
      </div>
    </main>
  );
}
