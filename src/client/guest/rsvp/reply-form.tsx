/**
 * The RSVP form itself (guest spec, section 2): primary guest, attendance, and only when attending the
 * dining, ID, family, children and notes sections, validated with the shared schema the server applies.
 * Where the reply goes is the caller's `onSubmit`; the public API and its documentation are in rsvp-form.tsx.
 */
import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { CalendarHeart, IdCard, MessageSquareHeart, UserRound, UtensilsCrossed } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "../../../shared/constants";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { MESSAGES } from "../../../shared/schemas/rsvp-messages";
import { trpc } from "../../trpc";
import { toast } from "../../ui/use-toast";
import { AttendanceCards } from "./attendance-cards";
import { DeclineDeletesIds } from "./withdraw-id";
import { CelebrationsGrid, useAskedEvents, withChosenEvents } from "./celebrations";
import { ChildrenFields } from "./children-fields";
import { FamilyMembers } from "./family-members";
import { Field, FormSection, inputClass, NAME_INPUT, PHONE_HINT, PHONE_INPUT } from "./fields";
import { emptyForm, type RsvpFormValues } from "./form-types";
import { IdConsent } from "./id-consent";
import { type UploadTracker, UploadTrackerContext } from "./id-upload";
import { phoneDigits } from "./phone";
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
}

const SUBMIT_FAILED = { title: "Submission Failed", description: "Please check your information and try again." } as const;

const named = <T extends { name?: unknown }>(list: T[]) => list.filter((p) => String(p.name ?? "").trim() !== "");
const ageOk = (age: unknown) => {
  if (age === "" || age === null || age === undefined) return true;
  const n = Number(age);
  return Number.isInteger(n) && n >= CHILD_AGE_MIN && n <= CHILD_AGE_MAX;
};

/**
 * What is validated and sent for a guest who is not coming. The later sections are hidden, so nothing in
 * them may block the submission. A first reply sends nobody else; a change keeps the people (the server
 * keeps them without dining), leaving out only a blank card and an age that could not be saved.
 */
export function declinedPayload(values: RsvpFormValues, mode: RsvpFormMode): RsvpFormValues {
  if (values.rsvpStatus !== "no") return values;
  if (mode === "new") {
    return { ...values, familyMembers: [], children: [], needsMakeupArtist: false, uploadedFileName: "", frontIdFileName: "", backIdFileName: "" };
  }
  return {
    ...values,
    needsMakeupArtist: false,
    familyMembers: named(values.familyMembers).map((m) => ({ ...m, needsMakeupArtist: false })),
    children: named(values.children).map((c) => (ageOk(c.age) ? c : { ...c, age: "" as unknown as number })),
  };
}

/** The server's refusal as field errors (path, message) and a sentence for the toast (null: none). */
function refusalOf(error: unknown) {
  const data =
    error instanceof TRPCClientError ? (error.data as { code?: string; httpStatus?: number; fieldErrors?: Record<string, string> } | undefined) : undefined;
  // A failure on our side (500) has no sentence for the guest: the spec's one, never "Internal server error".
  if ((data?.httpStatus ?? 0) >= 500 || data?.code === "INTERNAL_SERVER_ERROR") return { fields: [], description: SUBMIT_FAILED.description };
  const fields = Object.entries(data?.fieldErrors ?? {})
    .map(([path, message]) => [path.replace(/^reply\./, ""), message] as const)
    .filter(([path]) => path !== "_" && path !== "reply");
  // A second reply for a phone that already has one (409): the sentence belongs to the phone field.
  if (data?.code === "CONFLICT") fields.unshift(["primaryGuestPhone", (error as Error).message]);
  // A pickup or drop point removed since the page loaded: the sentence belongs to that select.
  const travelField = data?.code ? travelFieldOfMessage((error as Error).message) : null;
  if (travelField) fields.unshift([travelField, (error as Error).message]);
  // The 409's sentence beside the phone field says it all: no toast repeating "Please check your information".
  if (data?.code === "CONFLICT") return { fields, description: null };
  // A sentence the server wrote (deadline, limits, a file to upload again); a lost connection has none.
  const description = fields.length === 0 && data?.code ? (error as Error).message : SUBMIT_FAILED.description;
  return { fields, description };
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

/** What the form's sections read: the ID uploads in flight and the invitation's seats. */
function FormContexts({ tracker, seatLimit, children }: { tracker: UploadTracker; seatLimit: SeatLimit | undefined; children: React.ReactNode }) {
  return (
    <UploadTrackerContext.Provider value={tracker}>
      <SeatLimitProvider limit={seatLimit}>{children}</SeatLimitProvider>
    </UploadTrackerContext.Provider>
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
}: ReplyFormProps) {
  const resolver = useMemo<Resolver<RsvpFormValues, unknown, RsvpSubmission>>(
    () => async (values, context, options) => {
      const { rsvpSchemaResolver } = await loadValidation();
      return rsvpSchemaResolver(withTravelPayload(declinedPayload(values, mode)), context, options as never) as never;
    },
    [mode],
  );
  // Fetched once the form is on screen, so a guest's first submit seldom waits for it.
  useEffect(() => void loadValidation().catch(() => undefined), []);
  const form = useForm<RsvpFormValues, unknown, RsvpSubmission>({ resolver, defaultValues: initialValues ?? emptyForm(), shouldFocusError: true });
  const status = useWatch({ control: form.control, name: "rsvpStatus" });
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const failedFiles = useRef(new Map<string, File>());
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
      await onSubmit(reply, { values: form.getValues(), failedPrimaryFile: [...failedFiles.current.values()][0] });
    } catch (error) {
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
      return;
    }
    if (mode === "new") setThanked(true);
  }

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
  return (
    <FormProvider {...form}>
      <FormContexts tracker={tracker} seatLimit={seatLimit}>
        <form noValidate onSubmit={submitForm} className="grid gap-6" aria-label="RSVP form">
          <FormSection title="Primary Guest Information" icon={<UserRound className="size-5" aria-hidden />}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Full Name" required error={formState.errors.primaryGuestName?.message} className="sm:col-span-2">
                {(ids) => <input {...ids} {...register("primaryGuestName")} {...NAME_INPUT} />}
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

          {status === "yes" && (
            <>
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
                      rows={4}
                      className={`${inputClass} py-3`}
                      placeholder="Allergies, accessibility needs, travel plans, a song you'd love to hear..."
                    />
                  )}
                </Field>
              </FormSection>
            </>
          )}

          {overSeats && seatLimit && <SeatLimitNotice message={seatLimit.message} />}
          <SubmitButton submitting={formState.isSubmitting} submitted={thanked} uploading={uploading.size > 0} label={submitLabel} busyLabel={busyLabel} />
        </form>
      </FormContexts>
    </FormProvider>
  );
}
