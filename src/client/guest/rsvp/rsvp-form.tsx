/**
 * The RSVP form (guest spec, section 2): primary guest, attendance, and only when attending the
 * dining, ID, family, children and notes sections. Validated with the shared schema, the same one
 * the server applies; one idempotency key per form so a retried submit creates one RSVP.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { CalendarHeart, IdCard, MessageSquareHeart, UserRound, UtensilsCrossed } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { type RsvpSubmission, ZRsvpSubmission } from "../../../shared/schemas/rsvp";
import { toast } from "../../ui/use-toast";
import { trpc } from "../../trpc";
import { AttendanceCards } from "./attendance-cards";
import { ChildrenFields } from "./children-fields";
import { FamilyMembers } from "./family-members";
import { Field, FormSection, inputClass } from "./fields";
import { emptyForm, newIdempotencyKey, type RsvpFormValues } from "./form-types";
import { type UploadTracker, UploadTrackerContext } from "./id-upload";
import { uploadIdFile } from "./upload-slot";
import { phoneDigits } from "./phone";
import { DiningFields, GenderSelect, PersonIdUpload } from "./person-fields";
import { SubmitButton } from "./submit-button";

const schemaResolver = zodResolver(ZRsvpSubmission);
/** A guest who is not coming has no family, children, makeup or uploads to validate: those sections are hidden. */
const resolver: Resolver<RsvpFormValues, unknown, RsvpSubmission> = (values, context, options) =>
  schemaResolver(
    values.rsvpStatus === "no"
      ? { ...values, familyMembers: [], children: [], needsMakeupArtist: false, uploadedFileName: "", frontIdFileName: "", backIdFileName: "" }
      : values,
    context,
    options as never,
  ) as never;

/** Digits only, at most 10; typing "+91 98765 43210" or "09876543210" ends as pasting does (./phone). */
export { phoneDigits };

const hasId = (p: { uploadedFileName: string | null; frontIdFileName: string | null; backIdFileName: string | null; uploadMode: string | null }) =>
  p.uploadMode === "separate" ? Boolean(p.frontIdFileName || p.backIdFileName) : Boolean(p.uploadedFileName);

export interface SubmittedRsvp {
  rsvpId: string;
  /** The primary guest's ID could not be sent: the Thank You screen offers the upload again. */
  idUploadFailed: boolean;
}

export function RsvpForm({ onSubmitted }: { onSubmitted: (result: SubmittedRsvp) => void }) {
  const form = useForm<RsvpFormValues, unknown, RsvpSubmission>({ resolver, defaultValues: emptyForm(), shouldFocusError: true });
  const status = useWatch({ control: form.control, name: "rsvpStatus" });
  const submit = useMutation(trpc.guest.submitRsvp.mutationOptions());
  const idempotencyKey = useRef(newIdempotencyKey());
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const failedFiles = useRef(new Map<string, File>());
  const [thanked, setThanked] = useState(false);

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
    let rsvpId: string;
    try {
      ({ rsvpId } = await submit.mutateAsync({ ...data, idempotencyKey: idempotencyKey.current }));
    } catch (error) {
      const fields = error instanceof TRPCClientError ? (error.data?.fieldErrors as Record<string, string> | undefined) : undefined;
      // Focus goes to the first field the server refused, as it does for the form's own errors.
      Object.entries(fields ?? {})
        .filter(([path]) => path !== "_")
        .forEach(([path, message], i) => form.setError(path as never, { message }, { shouldFocus: i === 0 }));
      toast({ variant: "destructive", title: "Submission Failed", description: "Please check your information and try again." });
      return;
    }
    setThanked(true);
    const attending = data.rsvpStatus === "yes";
    let idSent = attending && (hasId(data) || data.familyMembers.some(hasId));
    let idUploadFailed = false;
    // A primary ID that failed on the way in is tried once more, now attached to the saved RSVP.
    const retry = [...failedFiles.current.values()][0];
    if (attending && retry && !hasId(data)) {
      try {
        await uploadIdFile(`/api/rsvp/${rsvpId}/upload-id`, retry, () => {}).promise;
        idSent = true;
      } catch {
        idUploadFailed = true;
      }
    }
    if (idUploadFailed) {
      toast({ variant: "destructive", title: "ID Proof Upload Failed", description: "RSVP saved but ID proof upload failed. Please try uploading again." });
    } else {
      toast({
        variant: "success",
        title: idSent ? "RSVP & ID Proof Submitted Successfully!" : "RSVP Submitted Successfully!",
        description: "Thank you for confirming your attendance!",
      });
    }
    onSubmitted({ rsvpId, idUploadFailed });
  }

  const { register, formState } = form;
  return (
    <FormProvider {...form}>
      <UploadTrackerContext.Provider value={tracker}>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-6" aria-label="RSVP form">
          <FormSection title="Primary Guest Information" icon={<UserRound className="size-5" aria-hidden />}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Full Name" required error={formState.errors.primaryGuestName?.message} className="sm:col-span-2">
                {(ids) => <input {...ids} {...register("primaryGuestName")} autoComplete="name" className={inputClass} placeholder="Your full name" />}
              </Field>
              <Field label="Phone Number" required error={formState.errors.primaryGuestPhone?.message} hint="10 digits, no country code">
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
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    className={inputClass}
                    placeholder="98765 43210"
                  />
                )}
              </Field>
              <GenderSelect prefix="" name="primaryGuestGender" />
            </div>
          </FormSection>

          <FormSection title="Will you be joining us?" icon={<CalendarHeart className="size-5" aria-hidden />}>
            <AttendanceCards />
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
                <PersonIdUpload prefix="" who="primary" ownerLabel="you" />
              </FormSection>
              <FamilyMembers />
              <ChildrenFields />
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

          <SubmitButton submitting={formState.isSubmitting || submit.isPending} submitted={thanked} uploading={uploading.size > 0} />
        </form>
      </UploadTrackerContext.Provider>
    </FormProvider>
  );
}
