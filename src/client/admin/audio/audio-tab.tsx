/** Background audio: upload (progress), title, enabled switch; saving waits for an upload in progress. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Music } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { type WeddingDetails, ZAudioSettingsInput } from "../../../shared/schemas/wedding";
import { trpc, trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Card, CardBody, CardHeader } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { ErrorState, Spinner } from "../../ui/states";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";
import { UploadField } from "../uploads/upload-field";
import { useUpload } from "../uploads/use-upload";

type In = z.input<typeof ZAudioSettingsInput>;
type Out = z.output<typeof ZAudioSettingsInput>;

function AudioForm({ details }: { details: WeddingDetails }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZAudioSettingsInput),
    defaultValues: {
      backgroundAudioTitle: details.backgroundAudioTitle ?? "",
      backgroundAudioEnabled: details.backgroundAudioEnabled,
      backgroundAudioUrl: details.backgroundAudioUrl ?? "",
    },
  });
  const hadFile = !!details.backgroundAudioUrl;
  const [replaced, setReplaced] = useState(false);
  const upload = useUpload("audio");
  const url = form.watch("backgroundAudioUrl");

  async function onFile(file: File) {
    const path = await upload.upload(file, hadFile || url ? { title: "Audio file replaced!" } : undefined);
    if (path) {
      form.setValue("backgroundAudioUrl", path, { shouldDirty: true });
      setReplaced(true);
    }
  }

  const save = useMutation({
    mutationFn: async (values: Out) => {
      await upload.settled(); // saving depends on the upload being idle or finished
      return trpcClient.admin.updateAudioSettings.mutate({ ...values, backgroundAudioUrl: form.getValues("backgroundAudioUrl") || null });
    },
    onSuccess: async () => {
      setReplaced(false); // the new file is published now: it is the current one
      toast({ title: "Success", description: "Audio settings updated successfully", variant: "success" });
    },
    onError: (e) => toastError(e, "Failed to update audio settings"),
  });

  const showReplace = !!url && (hadFile || upload.status === "success");
  return (
    <form noValidate aria-label="Background audio" onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid grid-cols-1 gap-5">
      <div className="rounded-xl border border-line bg-ivory/60 p-4">
        {url ? (
          <div className="grid grid-cols-1 gap-2">
            <p className="flex items-center gap-2 text-sm font-medium text-ink">
              <Music className="size-4 text-gold" aria-hidden />
              {replaced ? "New audio file (save to publish)" : "Current audio file"}
            </p>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- background music has no words to caption */}
            <audio controls preload="metadata" src={url} className="w-full" aria-label="Preview of the background audio" />
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Music className="size-4 text-gold" aria-hidden />
            No audio file yet. Upload one for guests to hear on the site.
          </p>
        )}
        <div className="mt-4">
          <UploadField
            kind="audio"
            label="Audio file"
            buttonLabel={showReplace ? "Replace Audio File" : "Upload Audio File"}
            hint="MP3, WAV, OGG, M4A or AAC"
            {...upload}
            onFile={onFile}
          />
        </div>
      </div>
      <Field label="Title (optional)" error={form.formState.errors.backgroundAudioTitle?.message} hint="Shown to guests next to the play button.">
        <Input placeholder="e.g. Kesariya (instrumental)" {...form.register("backgroundAudioTitle")} />
      </Field>
      <Controller
        control={form.control}
        name="backgroundAudioEnabled"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-4 rounded-xl border border-line px-4 py-3">
            <span>
              <span className="block text-sm font-medium text-ink">Play background audio on the guest site</span>
              <span className="block text-xs text-muted">Guests can pause it at any time.</span>
            </span>
            <Switch checked={!!field.value} onCheckedChange={field.onChange} aria-label="Enable background audio" />
          </label>
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} disabled={upload.status === "uploading"}>
          {upload.status === "uploading" ? "Waiting for upload…" : "Save Audio Settings"}
        </Button>
      </div>
    </form>
  );
}

export function AudioTab() {
  const wedding = useQuery(trpc.guest.weddingDetails.queryOptions());
  // The spec only logs audio load errors (no toast); the tab still says, calmly, that nothing could be shown.
  useEffect(() => {
    if (wedding.error) console.error("Failed to load audio settings", wedding.error);
  }, [wedding.error]);
  return (
    <Card>
      <CardHeader title="Background Audio" description="Music that plays softly on the guest pages." />
      <CardBody>
        {wedding.isPending ? <Spinner /> : !wedding.data ? <ErrorState message="Failed to load data" /> : <AudioForm details={wedding.data} />}
      </CardBody>
    </Card>
  );
}
