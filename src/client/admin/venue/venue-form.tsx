/** Add venue media: upload an image or video (progress), optional title and description, display order. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ZVenueMediaInput } from "../../../shared/schemas/venue-media";
import { trpcClient } from "../../trpc";
import { Button } from "../../ui/button";
import { Field, Input, Textarea } from "../../ui/input";
import { toast } from "../../ui/use-toast";
import { toastError } from "../admin-api";
import { UploadField } from "../uploads/upload-field";
import { useUpload } from "../uploads/use-upload";

type In = z.input<typeof ZVenueMediaInput>;
type Out = z.output<typeof ZVenueMediaInput>;

export function VenueForm({ nextOrder, onDone }: { nextOrder: number; onDone: () => void }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZVenueMediaInput),
    defaultValues: { type: "image", mediaUrl: "", title: "", description: "", displayOrder: nextOrder },
  });
  const upload = useUpload("venue");
  const url = form.watch("mediaUrl");
  const type = form.watch("type");

  async function onFile(file: File) {
    const path = await upload.upload(file);
    if (path) {
      form.setValue("type", file.type.startsWith("video/") ? "video" : "image");
      form.setValue("mediaUrl", path, { shouldValidate: true });
    }
  }

  const save = useMutation({
    mutationFn: (values: Out) => trpcClient.admin.createVenueMedia.mutate(values),
    onSuccess: async () => {
      toast({ title: "Success", description: "Venue media added successfully", variant: "success" });
      onDone();
    },
    onError: (e) => toastError(e, "Failed to add venue media"),
  });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      aria-label="Add venue media"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      className="grid grid-cols-1 gap-4 rounded-xl border border-line bg-ivory/60 p-4 md:grid-cols-[16rem_1fr]"
    >
      <div className="grid grid-cols-1 content-start gap-3">
        <div className="grid aspect-video place-items-center overflow-hidden rounded-lg border border-dashed border-line bg-white text-xs text-muted">
          {url ? (
            type === "video" ? (
              <video src={url} muted controls className="size-full object-cover" />
            ) : (
              <img src={url} alt="Preview of the uploaded file" className="size-full object-cover" />
            )
          ) : (
            "Preview"
          )}
        </div>
        <UploadField
          kind="venue"
          label="Photo or video"
          buttonLabel={url ? "Choose another file" : "Choose file"}
          hint="JPG, PNG, WebP, GIF, MP4, WebM or MOV"
          {...upload}
          onFile={onFile}
        />
        {errors.mediaUrl && (
          <p role="alert" className="text-xs font-medium text-nonveg">
            {errors.mediaUrl.message}
          </p>
        )}
      </div>
      <div className="grid grid-cols-1 content-start gap-4">
        <Field label="Title (optional)" error={errors.title?.message}>
          <Input placeholder="e.g. The poolside lawn" {...form.register("title")} />
        </Field>
        <Field label="Description (optional)" error={errors.description?.message}>
          <Textarea rows={3} {...form.register("description")} />
        </Field>
        <Field label="Display order" hint="Lower numbers show first in the slideshow." error={errors.displayOrder?.message}>
          <Input type="number" inputMode="numeric" className="max-w-32" {...form.register("displayOrder")} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={upload.status === "uploading"}>
            Add Media
          </Button>
        </div>
      </div>
    </form>
  );
}
