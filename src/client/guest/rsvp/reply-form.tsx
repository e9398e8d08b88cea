/**
 * The RSVP form itself (guest spec, section 2): primary guest, attendance, and only when attending the
 * dining, ID, family, children and notes sections, validated with the shared schema the server applies.
 * Where the reply goes is the caller's `onSubmit`; the public API and its documentation are in rsvp-form.tsx.
 */
import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { CalendarHeart, IdCard, MessageSquareHeart, UserRound, UtensilsCrossed } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { declinedPayload, refusalFields, SUBMIT_FAILED } from "../../../shared/reply-payload";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { MESSAGES } from "../../../shared/schemas/rsvp-messages";
import { trpc } from "../../trpc";
import { useClientRendered } from "../../ui/use-client-rendered";
import { useShownAfterPaint } from "../../ui/use-shown-after-paint";
import { toast } from "../../ui/use-toast";
import { AttendanceCards } from "./attendance-cards";
import { DeclineDeletesIds } from "./withdraw-id";
import { CelebrationsGrid, useAskedEvents, withChosenEvents } from "./celebrations";
import { ChildrenFields } from "./children-fields";
import { FamilyMembers } from "./family-members";
import { Field, FormSection, inputClass, NAME_INPUT, PHONE_HINT, PHONE_INPUT, startValues } from "./fields";
import { emptyForm, type RsvpFormValues } from "./form-types";
import { IdConsent } from "./id-consent";
import { type UploadTracker, UploadTrackerContext } from "./id-upload";
import { phoneDigits } from "./phone";
import { usePostedReplyForm } from "./posted-form";
import { takeTypedBeforeApp } from "./typed-early";
import { DiningFields, GenderSelect, PersonIdUpload } from "./person-fields";
import { partySize, type SeatLimit, SeatLimitNotice, SeatLimitProvider } from "./seat-limit";
import { SUBMIT_LABEL, SubmitButton } from "./submit-button";
import { TravelFields } from "./travel-fields";
import { travelFieldOfMessage, withTravelPayload } from "./travel-values";

export type RsvpFormMode = "new" | "edit";

export interface RsvpSubmitExtra {
  /** Everything the form holds, hidden sections included (for keeping choices across a save). */
  values: RsvpFormValues;
  /** The primary guest's ID file whose upload failed, if any: the caller may attach it after saving. */
  failedPrimaryFile: File | undefined;
  /** Whose ID uploads failed ("you", "Family Member #2"): a reply kept on the phone asks for them again once sent. */
  lostFiles: string[];
}

export interface ReplyFormProps {
  mode?: RsvpFormMode;
  initialValues?: RsvpFormValues;
  onSubmit: (reply: RsvpSubmission, extra: RsvpSubmitExtra) => Promise<unknown>;
  submitLabel?: string;
  /** What the button says while sending instead of "Submitting..." (a quick check the server asked for). */
  busyLabel?: string;
  /** Open the Travel section and bring it into view (the edit page reached from "Add your travel details"). */
  revealTravel?: boolean;
  /** A household's invitation: only these functions (asked timeline event ids) are offered. */
  invitedEvents?: readonly number[];
  /** A household's invitation: at most this many people, refused in the browser with this sentence. */
  seatLimit?: SeatLimit;
  /**
   * Where the form posts without JavaScript (a new reply: src/server/modules/rsvp/form-post.ts) and the
   * hidden fields it carries (its idempotency key, the invitation's token).
   */
  post?: { action: string; fields: Record<string, string> };
  /** A refusal of this reply sent earlier (kept on the phone, sent on a later visit): shown as a submit's would be. */
  refusal?: unknown;
}

export { declinedPayload } from "../../../shared/reply-payload";

/** The server's refusal as field errors (path, message) and a sentence for the toast (null: none). */
function refusalOf(error: unknown) {
  const data =
    error instanceof TRPCClientError ? (error.data as { code?: string; httpStatus?: number; fieldErrors?: Record<string, string> } | undefined) : undefined;
  return refusalFields(data && { ...data, message: (error as Error).message });
}

// zod and the schema come after the form (issue 18); a failed fetch is tried again at the next check.
let validation: Promise<typeof import("./validation")> | null = null;
function loadValidation() {
  validation ??= import("./validation").catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

/** "familyMembers.0.name" → { familyMembers: [{ name: { type: "server", message } }] }, as the form holds errors. */
function nestedErrors(byPath: Record<string, string>): FieldErrors<RsvpFormValues> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const keys = path.split(".");
    let at: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) at[key] = { type: "server", message };
      else at = (at[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root as FieldErrors<RsvpFormValues>;
}

/** What the form's sections read: the ID uploads in flight and the invitation's seats. */
function FormContexts({ tracker, seatLimit, children }: { tracker: UploadTracker; seatLimit: SeatLimit | undefined; children: React.ReactNode }) {
  return (
    <UploadTrackerContext.Provider value={tracker}>
      <SeatLimitProvider limit={seatLimit}>{children}</SeatLimitProvider>
    </UploadTrackerContext.Provider>
  );
}

/**
 * The sections a guest fills in when coming. A new reply's are drawn from the start (by the server too) and
 * shown once "Yes" is picked (by CSS before the app runs). Only this part hears the answer: the tap on "Yes"
 * reveals sections already drawn and renders nothing else, which a slow phone would feel.
 */
function AttendingSections({ drawnFromStart, children }: { drawnFromStart: boolean; children: React.ReactNode }) {
  const yes = useWatch<RsvpFormValues, "rsvpStatus">({ name: "rsvpStatus" }) === "yes";
  // Shown a frame after the tap: the tap paints at once, and the sections' layout follows it.
  const attending = useShownAfterPaint(yes);
  // Until the app runs, the stylesheet shows the sections while "Yes" is checked. The app takes over once it
  // agrees with the page (a "Yes" tapped before it ran is not hidden for a frame), and keeps them from then on.
  const client = useClientRendered();
  const [owned, setOwned] = useState(false);
  if (!owned && client && attending === yes) setOwned(true);
  if (!attending && !drawnFromStart) return null;
  return (
    <div className="attending-only grid gap-6" hidden={!attending} data-app={owned ? "" : undefined}>
      {children}
    </div>
  );
}

export function ReplyForm({
  mode = "new",
  initialValues,
  onSubmit,
  submitLabel = SUBMIT_LABEL,
  busyLabel,
  revealTravel = false,
  invitedEvents,
  seatLimit,
  post,
  refusal,
}: ReplyFormProps) {
  // Sent back by the server (posted without JavaScript): the form starts from what the guest typed, with its errors.
  const posted = usePostedReplyForm();
  const [initial] = useState(() =>
    mode === "new" && posted
      ? { values: { ...(initialValues ?? emptyForm()), ...(posted.values as Partial<RsvpFormValues>) }, errors: nestedErrors(posted.errors) }
      : { values: initialValues ?? emptyForm(), errors: undefined },
  );
  const resolver = useMemo<Resolver<RsvpFormValues, unknown, RsvpSubmission>>(
    () => async (values, context, options) => {
      const { rsvpSchemaResolver } = await loadValidation();
      return rsvpSchemaResolver(withTravelPayload(declinedPayload(values, mode)), context, options as never) as never;
    },
    [mode],
  );
  // Fetched when the guest first enters the form (not by a page nobody touches), so a first submit seldom waits
  // for it; asked for after the next paint, so its code never runs inside the tap that answers "Yes".
  const fetchValidation = () => {
    if (!validation) requestAnimationFrame(() => setTimeout(() => void loadValidation().catch(() => undefined)));
  };
  const form = useForm<RsvpFormValues, unknown, RsvpSubmission>({ resolver, defaultValues: initial.values, errors: initial.errors, shouldFocusError: true });
  // What was typed into the server's form before the app ran goes back into its fields (typed-early.ts),
  // before the browser paints, so no field flashes empty. The form may have read a field from the page
  // already (one without a starting value, such as "Will you be joining us?") without telling the sections
  // that watch it: each value is set from a blank one, so every watcher hears of it.
  useLayoutEffect(() => {
    if (mode !== "new") return;
    for (const [name, value] of takeTypedBeforeApp()) {
      form.setValue(name as never, (typeof value === "boolean" ? !value : "") as never);
      form.setValue(name as never, value as never, { shouldDirty: true });
    }
  }, [form, mode]);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const failedFiles = useRef(new Map<string, File>());
  const lostFiles = useRef(new Map<string, string>());
  const [thanked, setThanked] = useState(false);
  const queryClient = useQueryClient();
  // Timeline events that ask who comes (issue 14): each person's choices are sent with the reply.
  const allAsked = useAskedEvents();
  const askedEvents = invitedEvents ? allAsked?.filter((e) => invitedEvents.includes(e.id)) : allAsked;
  // The party grew past the invitation's seats (a prefilled form, or the server said so): shown above the button.
  const [overSeats, setOverSeats] = useState(false);

  const tracker = useMemo<UploadTracker>(
    () => ({
      begin: (key) => setUploading((s) => new Set(s).add(key)),
      end: (key) =>
        setUploading((s) => {
          if (!s.has(key)) return s;
          const next = new Set(s);
          next.delete(key);
          return next;
        }),
      failed: (key, file) => (file ? failedFiles.current.set(key, file) : failedFiles.current.delete(key)),
      lost: (key, owner) => (owner ? lostFiles.current.set(key, owner) : lostFiles.current.delete(key)),
    }),
    [],
  );

  async function onValid(data: RsvpSubmission) {
    if (uploading.size > 0) return;
    setOverSeats(false);
    if (seatLimit && data.rsvpStatus === "yes" && partySize(data) > seatLimit.seats) {
      setOverSeats(true);
      toast({ variant: "destructive", title: SUBMIT_FAILED.title, description: seatLimit.message });
      return;
    }
    try {
      const reply = withChosenEvents(
        data,
        askedEvents?.map((e) => e.id),
      );
      const lost = [...new Set(lostFiles.current.values())];
      await onSubmit(reply, { values: form.getValues(), failedPrimaryFile: [...failedFiles.current.values()][0], lostFiles: lost });
    } catch (error) {
      refused(error);
      return;
    }
    if (mode === "new") setThanked(true);
  }

  /** The server's refusal: its errors on their fields, focused, and the toast. */
  function refused(error: unknown) {
    // A celebration stopped asking since the page loaded: read the list again so the choices match it.
    if ((error as Error | undefined)?.message === MESSAGES.unknownEvent) void queryClient.invalidateQueries(trpc.guest.timelineEvents.queryFilter());
    // A point removed since the page loaded: read the points again so the guest can choose anew.
    if (travelFieldOfMessage((error as Error | undefined)?.message ?? "")) void queryClient.invalidateQueries(trpc.guest.pickupPoints.queryFilter());
    const { fields, description: said } = refusalOf(error);
    // The server's own count of the seats, in the page's language.
    const seatRefusal = seatLimit && (error as Error | undefined)?.message === seatLimit.serverMessage;
    if (seatRefusal) setOverSeats(true);
    const description = seatRefusal ? seatLimit.message : said;
    // Focus goes to the first field the server refused, as it does for the form's own errors.
    fields.forEach(([path, message], i) => form.setError(path as never, { message }, { shouldFocus: i === 0 }));
    if (description) toast({ variant: "destructive", title: SUBMIT_FAILED.title, description });
  }
  useEffect(() => {
    if (refusal) refused(refusal);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the refusal the form was opened with

  // Only the check can fail here (onValid answers its own errors): its code did not arrive, so the connection is down.
  const submitForm = (event: React.FormEvent) => {
    // A submit while a file is uploading (Enter in a field: the button is disabled) is refused now, not
    // when a slow check finishes, by which time the upload may be done and the guest no longer expects it.
    if (uploading.size > 0) return event.preventDefault();
    form
      .handleSubmit(onValid)(event)
      .catch(() => toast({ variant: "destructive", title: SUBMIT_FAILED.title, description: SUBMIT_FAILED.description }));
  };

  const { register, formState } = form;
  const { start } = startValues(initial.values);
  return (
    <FormProvider {...form}>
      <FormContexts tracker={tracker} seatLimit={seatLimit}>
        <form
          noValidate
          onSubmit={submitForm}
          className="grid gap-6"
          aria-label="RSVP form"
          onFocus={fetchValidation}
          {...(post && { method: "post", action: post.action, encType: "multipart/form-data", "data-reply-form": "" })}
        >
          {post && (
            <>
              {/* Enter in a field sends the reply: the first submit button is the one a browser presses. */}
              <button type="submit" name="intent" value="send" className="sr-only" tabIndex={-1} aria-hidden />
              {Object.entries(post.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            </>
          )}
          <FormSection title="Primary Guest Information" icon={<UserRound className="size-5" aria-hidden />}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Full Name" required error={formState.errors.primaryGuestName?.message} className="sm:col-span-2">
                {(ids) => <input {...ids} {...register("primaryGuestName")} {...start("primaryGuestName")} {...NAME_INPUT} />}
              </Field>
              <Field
                label="Phone Number"
                required
                error={formState.errors.primaryGuestPhone?.message}
                hint={PHONE_HINT}
                // "must be exactly 10 digits" to a guest abroad: the hint says how to give a number with its country code.
                keepHint={formState.errors.primaryGuestPhone?.message === MESSAGES.phone}
              >
                {(ids) => (
                  <input
                    {...ids}
                    {...register("primaryGuestPhone", {
                      // No maxLength: the browser would cut a pasted "98765 43210" before the spaces go.
                      onChange: (e: { target: HTMLInputElement }) => {
                        const digits = phoneDigits(e.target.value);
                        if (digits !== e.target.value) form.setValue("primaryGuestPhone", digits, { shouldValidate: formState.isSubmitted });
                      },
                    })}
                    {...start("primaryGuestPhone")}
                    {...PHONE_INPUT}
                  />
                )}
              </Field>
              <GenderSelect prefix="" name="primaryGuestGender" />
            </div>
          </FormSection>

          <FormSection title="Will you be joining us?" icon={<CalendarHeart className="size-5" aria-hidden />}>
            <AttendanceCards />
            <DeclineDeletesIds />
          </FormSection>

          <AttendingSections drawnFromStart={mode === "new"}>
            <FormSection title="Dining Preferences" icon={<UtensilsCrossed className="size-5" aria-hidden />}>
              <DiningFields prefix="" />
            </FormSection>
            <FormSection
              title="Identity Document Upload (Optional)"
              icon={<IdCard className="size-5" aria-hidden />}
              description="The hotel asks for a government ID at check-in. Upload it now and skip the queue."
            >
              <div className="grid gap-5">
                <IdConsent />
                <PersonIdUpload prefix="" who="primary" ownerLabel="you" />
              </div>
            </FormSection>
            <FamilyMembers />
            <ChildrenFields />
            {askedEvents && askedEvents.length > 0 && <CelebrationsGrid events={askedEvents} />}
            <TravelFields reveal={revealTravel} />
            <FormSection title="Special Requests & Notes" icon={<MessageSquareHeart className="size-5" aria-hidden />}>
              <Field label="Anything we should know?" error={formState.errors.specialRequests?.message}>
                {(ids) => (
                  <textarea
                    {...ids}
                    {...register("specialRequests")}
                    {...start("specialRequests")}
                    rows={4}
                    className={`${inputClass} py-3`}
                    placeholder="Allergies, accessibility needs, travel plans, a song you'd love to hear..."
                  />
                )}
              </Field>
            </FormSection>
          </AttendingSections>

          {posted?.notice && mode === "new" && (
            <p role="alert" className="rounded-2xl border border-nonveg/40 bg-[#fdf1f0] p-4 text-sm text-ink">
              {posted.notice}
            </p>
          )}
          {overSeats && seatLimit && <SeatLimitNotice message={seatLimit.message} />}
          <SubmitButton submitting={formState.isSubmitting} submitted={thanked} uploading={uploading.size > 0} label={submitLabel} busyLabel={busyLabel} />
        </form>
      </FormContexts>
    </FormProvider>
  );
}
